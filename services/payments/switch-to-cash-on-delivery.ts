// An unpaid online order paid by cash on delivery instead (offered after a failed or cancelled
// payment): the open attempts are cancelled (a Stripe session expired, after the commit; one
// found paid meanwhile keeps the order online and paid), the method becomes `cod`, a cash
// payment row is written, and the order no longer expires for want of an online payment.
// A shop that asks a COD advance still needs it paid online first — switching is no way around
// it (decision 036): the order records the advance as due (`advance_due`, the condition of
// confirming it), an advance attempt is opened by the provider the shopper was using (else the
// shop's first online one) and started after the commit, the cash row is the rest, and the
// answer carries the advance's `payment_url`. The order keeps its 30-minute expiry until the
// advance is paid. With no online method able to take the advance, the switch is refused.
import { z } from 'zod';
import { isStoredId } from '../../core/cart';
import { orderMessages } from '../../core/order-messages';
import { findCustomerOrder, insertPayment, switchOrderToCod } from '../../db/order.repository';
import { listOrderPayments, moveOrderPaymentStatus, movePayment } from '../../db/payment.repository';
import { afterCommit, runWrite } from '../../db/run-write';
import { announceJobs } from '../../db/job.repository';
import { enqueueOrderSms } from '../notifications/operations/order-sms';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { shopPaymentMethods } from './operations/payment-options';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { codAdvanceMethod, codAdvanceOf } from './operations/cod-advance';
import { confirmPayment } from './operations/confirm-payment';
import { createPaymentAttempt } from './operations/create-payment-attempt';
import { orderPaymentUrl } from './operations/order-payment-url';
import { paymentMessages } from './payment-messages';
import { requiredIdField } from '../input';

export interface SwitchedToCod {
  purchase_id: number;
  payment_method: string;
  payment_status: string;
  /** Where to pay the delivery-charge advance the shop asks, or null when none is due. */
  payment_url: string | null;
}

/** Which order, as the API sends it (the order page takes it from its URL). */
export const switchToCodInput = z.object({ purchase_id: requiredIdField('purchase_id') });

export async function switchToCashOnDelivery(ctx: Ctx, purchaseId: number): Promise<SwitchedToCod> {
  const customerId = requireCustomerId(ctx);
  const order = isStoredId(purchaseId) ? await findCustomerOrder(ctx.db, ctx.shop.id, customerId, purchaseId) : undefined;
  if (!order) throw new DomainError('not_found', orderMessages.orderNotFound);
  if (!shopPaymentMethods(ctx.shop).includes('cod')) throw new DomainError('invalid', paymentMessages.codNotOffered);
  if (order.payment_method === 'cod') return { purchase_id: order.id, payment_method: 'cod', payment_status: order.payment_status, payment_url: await orderPaymentUrl(ctx, { purchase_id: order.id, code: order.code }) };
  if (order.status !== 'pending' || order.payment_status === 'paid' || (order.payment_method !== 'bkash' && order.payment_method !== 'stripe')) {
    throw new DomainError('conflict', paymentMessages.cannotSwitch);
  }
  const advance = codAdvanceOf(ctx.shop, order.delivery_charge, order.payable);
  const advanceBy = advance > 0 ? codAdvanceMethod(ctx, order.payment_method) : undefined;
  if (advance > 0 && !advanceBy) throw new DomainError('conflict', paymentMessages.advanceUnavailable);
  const payments = (await listOrderPayments(ctx.db, ctx.shop.id, order.id)).filter((p) => p.purpose === 'order' && (p.provider === 'bkash' || p.provider === 'stripe'));
  for (const p of payments.filter((p) => p.state === 'pending')) {
    try {
      const after = await confirmPayment(ctx, p, 'switch-check');
      if (after.state === 'pending' && p.provider === 'stripe' && p.reference) {
        const expired = await ctx.deps.payments.stripe?.expireSession(p.reference);
        if (expired?.moneyTaken) throw new DomainError('conflict', paymentMessages.cannotSwitch);
      }
      if (after.state === 'paid') throw new DomainError('conflict', paymentMessages.cannotSwitch);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, async (trx) => {
    for (const p of payments) await movePayment(trx, p.id, ['created', 'pending'], 'cancelled', {}, now);
    if (!(await switchOrderToCod(trx, ctx.shop.id, order.id, order.payment_method, advance, now))) throw new DomainError('conflict', paymentMessages.cannotSwitch);
    await moveOrderPaymentStatus(trx, ctx.shop.id, order.id, ['pending', 'failed'], 'unpaid', now);
    if (advance > 0 && advanceBy) await createPaymentAttempt(ctx, trx, order, advanceBy, 'advance', advance, now);
    // Now an order paid on delivery: its "placed" SMS (an advance sends it once paid; issue 23 item 3).
    if (advance === 0) {
      await enqueueOrderSms(trx, ctx.shop, order.customer_id, { kind: 'placed_cod', code: order.code, total: order.order_total }, ctx.clock.now());
      afterCommit(trx, () => announceJobs());
    }
    if (order.payable - advance > 0) {
      await insertPayment(trx, { shop_id: ctx.shop.id, order_id: order.id, customer_id: customerId, provider: 'cod', reference: null, amount: order.payable - advance, state: 'created', raw: null, created_at: now, updated_at: now });
    }
  });
  const paymentUrl = advance > 0 ? await orderPaymentUrl(ctx, { purchase_id: order.id, code: order.code }) : null;
  const fresh = (await findCustomerOrder(ctx.db, ctx.shop.id, customerId, order.id))!;
  return { purchase_id: order.id, payment_method: fresh.payment_method, payment_status: fresh.payment_status, payment_url: paymentUrl };
}
