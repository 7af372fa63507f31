// The customer's order a refund is asked for, checked the same way by the form and by placing
// the request: their own (another's or an unknown id is not found), delivered, within the
// shop's return window; with each line's quantity left and whether a pending request holds it.
import { isStoredId } from '../../../core/cart';
import { refundMessages } from '../../../core/refund-messages';
import { refundableQuantity, refundLineAmount, type RefundBasis, type RefundableLine } from '../../../core/refund-amount';
import { returnWindowEnd, withinReturnWindow } from '../../../core/refund-state';
import type { Db } from '../../../db/client';
import { findCustomerOrder, listOrderLines } from '../../../db/order.repository';
import { listPaidOnlinePayments } from '../../../db/payment.repository';
import { findDeliveredAt, openOrderLineIds, refundedQuantities } from '../../../db/refund.repository';
import type { Order, OrderLine, Shop } from '../../../db/schema';
import { DomainError } from '../../domain-error';

/** How many photos a refund request may carry. */
export const MAX_REFUND_PHOTOS = 5;

export interface RefundableOrder {
  order: Order;
  lines: OrderLine[];
  basis: RefundBasis;
  refundable: RefundableLine[];
  open: Set<number>;
  refundableUntil: string;
}

export async function loadRefundableOrder(db: Db, shop: Shop, customerId: number, purchaseId: number, now: number): Promise<RefundableOrder> {
  const order = isStoredId(purchaseId) ? await findCustomerOrder(db, shop.id, customerId, purchaseId) : undefined;
  if (!order) throw new DomainError('not_found', refundMessages.orderNotFound);
  const deliveredAt = order.status === 'delivered' ? await findDeliveredAt(db, shop.id, order.id) : null;
  if (!withinReturnWindow(deliveredAt, shop.return_days, now)) throw new DomainError('conflict', refundMessages.notEligible);
  const [lines, refunded, open] = await Promise.all([listOrderLines(db, shop.id, order.id), refundedQuantities(db, shop.id, order.id), openOrderLineIds(db, shop.id, order.id)]);
  const refundable = lines.map((l) => ({ lineId: l.id, sellPrice: l.sell_price, quantity: l.quantity, alreadyRefunded: refunded.get(l.id) ?? 0 }));
  return {
    order,
    lines,
    basis: { cartTotal: order.cart_total, couponDiscount: order.coupon_discount },
    refundable,
    open,
    refundableUntil: new Date(returnWindowEnd(deliveredAt, shop.return_days)!).toISOString(),
  };
}

/** Each line as the form shows it: how many are left and what one of them pays back. */
export function refundFormLines(r: RefundableOrder) {
  return r.lines.map((l, i) => ({
    order_line_id: l.id,
    productId: l.product_id,
    name: l.name,
    variantLabel: l.variant_label,
    image: l.image,
    sellPrice: l.sell_price,
    quantity: l.quantity,
    refundable_quantity: r.open.has(l.id) ? 0 : refundableQuantity(r.refundable[i]!),
    /** A pending request holds this line: no second one until the shop decides. */
    pending_request: r.open.has(l.id),
    unit_refund: refundLineAmount(l.sell_price, 1, r.basis),
  }));
}

/** Whether the order has an online payment that can still give money back. */
export async function canRefundToOriginal(db: Db, shopId: number, orderId: number): Promise<boolean> {
  const payments = await listPaidOnlinePayments(db, shopId, orderId);
  return payments.some((p) => p.amount > p.refunded_amount);
}
