// Recharge from My Balance (after-cart.md "Balances"; `/api/front/customer-recharge-balance`):
// the shopper picks an amount and bKash or card; a `payments` row (purpose 'recharge', no
// order) is written, the provider starts the payment and the shopper's browser goes to its
// page. Nothing is credited here: the payments flow credits the balance (creditRecharge) only
// when the provider confirms the payment.
// Which provider serves a method is the payments flow's to say (issue 12 item 3): until it
// passes one, a recharge is refused plainly as not available yet, after the input is checked.
import { parseRechargeAmount, parseRechargeMethod, rechargeMessages, type RechargeMethod } from '../../core/balance-rules';
import { insertPayment } from '../../db/order.repository';
import { runWrite } from '../../db/run-write';
import { PaymentProviderError, type PaymentProvider } from '../adapters/payments/payment-provider';
import { shopPaymentMethods } from '../checkout/payment-options';
import { customerOf, requireCustomerId, type Ctx } from '../context';
import { DomainError } from '../domain-error';

export interface StartRechargeInput {
  /** Whole taka (a number or digit string). */
  amount: unknown;
  /** 'bkash', or 'card' / 'stripe'. */
  method: unknown;
}

export interface StartedRecharge {
  payment_id: number;
  /** Where to send the shopper's browser to pay. */
  payment_url: string;
}

/** The provider for a recharge method, or null while there is none. */
export type RechargeProviderLookup = (ctx: Ctx, method: RechargeMethod) => PaymentProvider | null;

const NONE: RechargeProviderLookup = () => null;

export async function startRecharge(ctx: Ctx, input: StartRechargeInput, providerFor: RechargeProviderLookup = NONE): Promise<StartedRecharge> {
  const customerId = requireCustomerId(ctx);
  const amount = parseRechargeAmount(input.amount);
  const method = parseRechargeMethod(input.method);
  const details: Record<string, string> = {};
  if (amount === null) details.amount = rechargeMessages.amountInvalid;
  if (method === null) details.method = rechargeMessages.methodInvalid;
  else if (!shopPaymentMethods(ctx.shop).includes(method)) details.method = rechargeMessages.methodNotOffered;
  if (amount === null || method === null || details.method) throw new DomainError('invalid', Object.values(details)[0]!, details);

  const provider = providerFor(ctx, method);
  // Said as a refusal of the method (422) so the shopper reads why; a 5xx would hide the text.
  if (!provider) throw new DomainError('invalid', rechargeMessages.notAvailableYet, { method: rechargeMessages.notAvailableYet });

  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  const paymentId = await runWrite(db, (trx) =>
    insertPayment(trx, {
      shop_id: shop.id,
      order_id: null,
      customer_id: customerId,
      provider: method,
      purpose: 'recharge',
      reference: null,
      amount,
      state: 'created',
      sandbox: provider.isSandbox ? 1 : 0,
      raw: null,
      created_at: now,
      updated_at: now,
    }),
  );
  const back = `${ctx.request.origin}/customer/dashboard/my-balance?recharge=${paymentId}`;
  const customer = customerOf(ctx);
  try {
    const started = await provider.startPayment({
      paymentId,
      amount,
      invoice: `RC-${paymentId}`,
      description: `${shop.shop_name} balance recharge`,
      callbackUrl: `${ctx.request.origin}/api/payments/bkash/callback`,
      successUrl: `${back}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}&cancelled=1`,
      customer: { id: customerId, phone: customer?.phone ? customer.phone.replace(/^\+?88/, '') : null, email: customer?.email ?? null },
    });
    // Never `paid` here: only the provider's confirmation (creditRecharge) pays a recharge.
    await db
      .updateTable('payments')
      .set({ reference: started.reference, state: 'pending', raw: JSON.stringify(started.raw ?? null), updated_at: now })
      .where('id', '=', paymentId)
      .execute();
    if (!started.redirectUrl) throw new DomainError('unavailable', rechargeMessages.notAvailableYet);
    return { payment_id: paymentId, payment_url: started.redirectUrl };
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    await db
      .updateTable('payments')
      .set({ state: 'failed', raw: JSON.stringify({ error: err.message, code: err.code, providerCode: err.providerCode, raw: err.raw ?? null }), updated_at: now })
      .where('id', '=', paymentId)
      .execute();
    throw new DomainError('unavailable', rechargeMessages.couldNotStart);
  }
}
