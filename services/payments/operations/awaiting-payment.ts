// The customer's order that still waits for an online payment (issue 23 item 2): a shopper who
// comes back from the bKash or card page without paying lands on an empty cart, and the order
// would expire unseen. The cart, home and dashboard show it with what the confirmed page
// offers: pay with bKash, pay by card, or switch to cash on delivery. Read-only; the newest
// such order placed within the payment window (PAYMENT_WINDOW_MS) — older ones are being
// cancelled by their expiry job.
import { advancePaid } from '../../../core/order-confirmation';
import { findNewestOrderAwaitingPayment } from '../../../db/order.repository';
import { listOrderPayments } from '../../../db/payment.repository';
import type { Ctx } from '../../context';
import { PAYMENT_WINDOW_MS } from './create-payment-attempt';
import { shopPaymentMethods } from './payment-options';

export interface AwaitingPayment {
  purchase_id: number;
  code: string;
  /** 'order': the whole order is paid online; 'advance': a COD order's delivery-charge advance. */
  purpose: 'order' | 'advance';
  /** What is still to be paid online, whole taka. */
  amount: number;
  /** When the order is cancelled if still unpaid (ISO time). */
  cancel_at: string;
  /** bKash / card, as the shop offers and this process can take them. */
  pay_methods: Array<'bkash' | 'stripe'>;
  can_switch_to_cod: boolean;
}

export async function findAwaitingPayment(ctx: Ctx, customerId: number): Promise<AwaitingPayment | null> {
  const nowMs = ctx.clock.now();
  const order = await findNewestOrderAwaitingPayment(ctx.db, ctx.shop.id, customerId, new Date(nowMs - PAYMENT_WINDOW_MS).toISOString());
  if (!order) return null;
  const cancelAt = Date.parse(order.placed_at) + PAYMENT_WINDOW_MS;
  if (cancelAt <= nowMs) return null;
  const purpose = order.payment_method === 'cod' ? 'advance' : 'order';
  let amount = order.payable;
  if (purpose === 'advance') {
    amount = order.advance_due - advancePaid(await listOrderPayments(ctx.db, ctx.shop.id, order.id));
    if (amount <= 0) return null;
  }
  const offered = shopPaymentMethods(ctx.shop);
  return {
    purchase_id: order.id,
    code: order.code,
    purpose,
    amount,
    cancel_at: new Date(cancelAt).toISOString(),
    pay_methods: (['bkash', 'stripe'] as const).filter((m) => offered.includes(m) && ctx.deps.payments[m] !== null),
    can_switch_to_cod: purpose === 'order' && offered.includes('cod'),
  };
}
