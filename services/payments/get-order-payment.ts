// How a customer's order is being paid, for its pages (confirmed order, purchase details): the
// online attempt that counts (the latest), whether it went through a sandbox (shown as
// "Sandbox" wherever a payment is shown), and what the shopper may do about an unpaid online
// order — pay again by bKash or card, or switch to cash on delivery.
import { listOrderPayments } from '../../db/payment.repository';
import { findCustomerOrder } from '../../db/order.repository';
import { shopPaymentMethods } from './operations/payment-options';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';

export interface OrderPaymentView {
  /** The latest online attempt's provider and state, or null for an order paid offline. */
  online: { provider: 'bkash' | 'stripe'; state: string; purpose: string; amount: number } | null;
  sandbox: boolean;
  /** Methods the shopper may pay again with (empty when nothing is to be paid online). */
  retry_methods: Array<'bkash' | 'stripe'>;
  can_switch_to_cod: boolean;
}

export async function getOrderPayment(ctx: Ctx, purchaseId: number): Promise<OrderPaymentView | null> {
  const customerId = requireCustomerId(ctx);
  const order = await findCustomerOrder(ctx.db, ctx.shop.id, customerId, purchaseId);
  if (!order) return null;
  const payments = await listOrderPayments(ctx.db, ctx.shop.id, order.id);
  const online = payments.filter((p) => p.provider === 'bkash' || p.provider === 'stripe');
  const latest = online.at(-1);
  const purpose = order.payment_method === 'cod' ? 'advance' : 'order';
  const waiting = order.status === 'pending' && order.payment_status !== 'paid' && online.some((p) => p.purpose === purpose) && !online.some((p) => p.purpose === purpose && p.state === 'paid');
  const offered = shopPaymentMethods(ctx.shop);
  const unpaidNow = waiting && latest !== undefined && latest.state !== 'pending' && latest.state !== 'created';
  return {
    online: latest ? { provider: latest.provider as 'bkash' | 'stripe', state: latest.state, purpose: latest.purpose, amount: latest.amount } : null,
    // A sandbox attempt that took money, is still open, or is the one the order still pays by;
    // not one left behind by switching to cash on delivery (issue 23 item 12).
    sandbox: payments.some((p) => p.sandbox === 1 && (['created', 'pending', 'paid', 'refunded'].includes(p.state) || (p === latest && p.provider === order.payment_method))),
    retry_methods: waiting ? (['bkash', 'stripe'] as const).filter((m) => offered.includes(m) && ctx.deps.payments[m] !== null) : [],
    can_switch_to_cod: unpaidNow && order.payment_method !== 'cod' && offered.includes('cod'),
  };
}
