// One refund request in the seller console (issue 14 item 3): the request as the customer sees
// it (lines, amount, reason, photos, the three states and their timeline), who asked, and which
// of the shop's moves are possible now. Another shop's id is not found like an unknown one.
import type { OrderStatus, PaymentStatus } from '../../core/order-state';
import type { PaymentMethod } from '../../db/schema';
import type { Ctx } from '../context';
import { findRefundOfShop } from '../refunds/refund-staff';
import { loadRefundDetail, type RefundDetailView } from '../refunds/refund-views';
import { refundPhotoPath } from './read-refund-photo';
import { requireStaff } from './require-staff';

export interface SellerRefundDetail extends RefundDetailView {
  customer: { id: number; name: string; phone: string };
  /** The order's own states: a cash-on-delivery order may not be marked collected yet. */
  order: { status: OrderStatus; payment_method: PaymentMethod; payment_status: PaymentStatus };
  /** The customer's photos as staff open them. */
  photo_links: Array<{ name: string; url: string }>;
  can_decide: boolean;
  can_receive: boolean;
  can_pay: boolean;
}

export async function getSellerRefund(ctx: Ctx, refundId: number): Promise<SellerRefundDetail> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const refund = await findRefundOfShop(db, shop.id, refundId);
  const [detail, customer, order] = await Promise.all([
    loadRefundDetail(db, refund),
    db.selectFrom('customers').select(['id', 'name', 'phone']).where('shop_id', '=', shop.id).where('id', '=', refund.customer_id).executeTakeFirstOrThrow(),
    db.selectFrom('orders').select(['status', 'payment_method', 'payment_status']).where('shop_id', '=', shop.id).where('id', '=', refund.order_id).executeTakeFirstOrThrow(),
  ]);
  return {
    ...detail,
    customer,
    order,
    photo_links: detail.photos.map((p, i) => ({ name: p.originalName, url: refundPhotoPath(refund.id, i + 1) })),
    can_decide: refund.status === 'pending',
    can_receive: refund.status === 'approved' && refund.return_status === 'pending',
    can_pay: refund.status === 'approved' && refund.payment_status === 'unpaid',
  };
}
