// The request form for one order (`refund/{id}`): its lines with the quantity left to refund,
// what one piece pays back (core/refund-amount.ts), and where the refund may go.
import { REFUND_TARGETS } from '../../core/refund-state';
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
    refund_to_options: [...REFUND_TARGETS],
    max_photos: MAX_REFUND_PHOTOS,
  };
}
export type RefundForm = Awaited<ReturnType<typeof getRefundForm>>;
