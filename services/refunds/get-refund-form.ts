// The request form for one order (`refund/{id}`): its lines with the quantity left to refund,
// what one piece pays back (core/refund-amount.ts), and where the refund may go: the original
// payment only for an order that was paid online (a cash or balance order's refund goes to the
// refund balance).
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { canRefundToOriginal, loadRefundableOrder, MAX_REFUND_PHOTOS, refundFormLines } from './operations/refundable-order';

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
