// The request form for one order (`refund/{id}`): its lines with the quantity left to refund,
// what one piece pays back (core/refund-amount.ts), and where the refund may go: the original
// payment only for an order that was paid online (a cash or balance order's refund goes to the
// refund balance).
import type { Db } from '../../db/client';
import { listPaidOnlinePayments } from '../../db/payment.repository';
import { requireCustomerId, type Ctx } from '../context';
import { loadRefundableOrder, refundFormLines } from './refundable-order';

export const MAX_REFUND_PHOTOS = 5;

export async function getRefundForm(ctx: Ctx, purchaseId: number) {
  const customerId = requireCustomerId(ctx);
  const r = await loadRefundableOrder(ctx.db, ctx.shop, customerId, purchaseId, ctx.clock.now());
  return {
    purchase_id: r.order.id,
    code: r.order.code,
    payment_method: r.order.payment_method,
    coupon_discount: r.order.coupon_discount,
    refundable_until: r.refundableUntil,
    lines: refundFormLines(r),
    refund_to_options: (await canRefundToOriginal(ctx.db, ctx.shop.id, r.order.id)) ? (['balance', 'original'] as const) : (['balance'] as const),
    max_photos: MAX_REFUND_PHOTOS,
  };
}
export type RefundForm = Awaited<ReturnType<typeof getRefundForm>>;

/** Whether the order has an online payment that can still give money back. */
export async function canRefundToOriginal(db: Db, shopId: number, orderId: number): Promise<boolean> {
  const payments = await listPaidOnlinePayments(db, shopId, orderId);
  return payments.some((p) => p.amount > p.refunded_amount);
}
