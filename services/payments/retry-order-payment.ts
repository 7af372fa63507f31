// Pay an unpaid online order again (after a decline, a cancel, a provider that could not be
// reached), by bKash or card as the shop offers: the attempts still open are asked first (one
// that was paid after all ends it here), an open Stripe session is expired, and a new attempt —
// a new invoice, code + attempt number — is started; the shopper goes to its page. Only the
// order's customer, only while the order is pending and not paid.
import { z } from 'zod';
import { isStoredId } from '../../core/cart';
import { advancePaid } from '../../core/order-confirmation';
import { orderMessages } from '../../core/order-messages';
import { findCustomerOrder, setPendingOrderPaymentMethod } from '../../db/order.repository';
import { listOrderPayments, movePayment } from '../../db/payment.repository';
import { runWrite } from '../../db/run-write';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { shopPaymentMethods } from './operations/payment-options';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { confirmPayment } from './operations/confirm-payment';
import { createPaymentAttempt } from './operations/create-payment-attempt';
import { paymentMessages, providerLabel } from './payment-messages';
import { startPayment } from './operations/start-payment';
import { requiredIdField } from '../input';

/** Paying an order again online: which order, and bKash or card (the order page's buttons, the API's body). */
export const retryPaymentInput = z.object({ purchase_id: requiredIdField('purchase_id'), method: z.enum(['bkash', 'stripe'], { error: paymentMessages.chooseOnlineMethod }) });

export interface RetryAnswer {
  purchase_id: number;
  payment_status: string;
  /** Where to pay now; null when the order turned out paid (or the provider cannot be reached). */
  payment_url: string | null;
}

export async function retryOrderPayment(ctx: Ctx, purchaseId: number, method: 'bkash' | 'stripe'): Promise<RetryAnswer> {
  const customerId = requireCustomerId(ctx);
  const order = isStoredId(purchaseId) ? await findCustomerOrder(ctx.db, ctx.shop.id, customerId, purchaseId) : undefined;
  if (!order) throw new DomainError('not_found', orderMessages.orderNotFound);
  if (!shopPaymentMethods(ctx.shop).includes(method) || !ctx.deps.payments[method]) {
    throw new DomainError('invalid', paymentMessages.notConfigured(providerLabel[method] ?? method), { method: paymentMessages.notConfigured(providerLabel[method] ?? method) });
  }
  // A cash-on-delivery order pays online only the advance it owes (advance_due), until it is paid.
  const advance = order.payment_method === 'cod';
  const payments = await listOrderPayments(ctx.db, ctx.shop.id, order.id);
  const purpose = advance ? 'advance' : 'order';
  const mine = payments.filter((p) => p.purpose === purpose && (p.provider === 'bkash' || p.provider === 'stripe'));
  if (order.status !== 'pending' || order.payment_status === 'paid' || (advance && (order.advance_due <= 0 || advancePaid(payments) >= order.advance_due))) {
    throw new DomainError('conflict', paymentMessages.cannotRetry);
  }
  for (const p of mine.filter((p) => p.state === 'pending')) {
    try {
      const after = await confirmPayment(ctx, p, 'retry-check');
      if (after.state === 'paid') return { purchase_id: order.id, payment_status: 'paid', payment_url: null };
      if (after.state === 'pending' && p.provider === 'stripe' && p.reference) await ctx.deps.payments.stripe?.expireSession(p.reference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  const amount = advance ? order.advance_due - advancePaid(payments) : (mine.at(-1)?.amount ?? order.payable);
  const now = new Date(ctx.clock.now()).toISOString();
  const paymentId = await runWrite(ctx.db, async (trx) => {
    for (const p of mine) await movePayment(trx, p.id, ['created', 'pending'], 'cancelled', {}, now);
    if (!advance && method !== order.payment_method) {
      await setPendingOrderPaymentMethod(trx, ctx.shop.id, order.id, method, now);
    }
    return createPaymentAttempt(ctx, trx, order, method, purpose, amount, now);
  });
  const started = await startPayment(ctx, paymentId, advance ? `Delivery charge advance, order ${order.code}` : `Order ${order.code}`);
  const fresh = await findCustomerOrder(ctx.db, ctx.shop.id, customerId, order.id);
  return { purchase_id: order.id, payment_status: fresh?.payment_status ?? order.payment_status, payment_url: started.paymentUrl };
}
