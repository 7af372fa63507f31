// Recharge from My Balance (after-cart.md "Balances"; `/api/front/customer-recharge-balance`):
// the shopper picks an amount and bKash or card; a `payments` attempt (purpose 'recharge', no
// order, invoice `RC-<id>`) is written, and the payments flow starts it (services/payments/
// start-payment: the provider's page, the reconciliation job) — the shopper's browser goes to
// that page. Nothing is credited here: the balance grows only when the provider confirms the
// payment (recordPaymentOutcome → creditRecharge). A method no provider serves is refused
// plainly as not available yet, after the input is checked.
import { parseRechargeAmount, parseRechargeMethod, rechargeMessages } from '../../core/balance-rules';
import { insertPaymentAttempt, setPaymentInvoice } from '../../db/payment.repository';
import { runWrite } from '../../db/run-write';
import { shopPaymentMethods } from './operations/payment-options';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { startPayment } from './operations/start-payment';

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

export async function startRecharge(ctx: Ctx, input: StartRechargeInput): Promise<StartedRecharge> {
  const customerId = requireCustomerId(ctx);
  const amount = parseRechargeAmount(input.amount);
  const method = parseRechargeMethod(input.method);
  const details: Record<string, string> = {};
  if (amount === null) details.amount = rechargeMessages.amountInvalid;
  if (method === null) details.method = rechargeMessages.methodInvalid;
  else if (!shopPaymentMethods(ctx.shop).includes(method)) details.method = rechargeMessages.methodNotOffered;
  if (amount === null || method === null || details.method) throw new DomainError('invalid', Object.values(details)[0]!, details);

  const provider = ctx.deps.payments[method];
  // Said as a refusal of the method (422) so the shopper reads why; a 5xx would hide the text.
  if (!provider) throw new DomainError('invalid', rechargeMessages.notAvailableYet, { method: rechargeMessages.notAvailableYet });

  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  const paymentId = await runWrite(db, async (trx) => {
    const id = await insertPaymentAttempt(trx, {
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
    });
    await setPaymentInvoice(trx, id, `RC-${id}`);
    return id;
  });
  const started = await startPayment(ctx, paymentId, `${shop.shop_name} balance recharge`);
  // The provider could not be reached or refused: the attempt is `failed`, nothing was taken.
  if (!started.paymentUrl) throw new DomainError('unavailable', rechargeMessages.couldNotStart);
  return { payment_id: paymentId, payment_url: started.paymentUrl };
}
