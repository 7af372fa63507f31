// A refund request read whole: as its details page shows it to the customer (its lines, photos
// and timeline), and as the seller console shows it (who asked, the order's states and the
// shop's moves possible now).
import type { Db } from '../../../db/client';
import { getCustomerContact } from '../../../db/customer.repository';
import { listRefundEvents, listRefundLines, listRefundPhotos } from '../../../db/refund.repository';
import type { RefundRequest } from '../../../db/schema';
import { getShopOrder } from '../../../db/seller-order.repository';
import { refundPhotoPath, refundSummaryView, type RefundDetailView, type SellerRefundDetail } from '../refund-views';
import { findRefundOfShop } from './refund-staff';

/** The whole request as its details page shows it. */
export async function loadRefundDetail(db: Db, r: RefundRequest): Promise<RefundDetailView> {
  const [order, lines, photos, events] = await Promise.all([
    getShopOrder(db, r.shop_id, r.order_id),
    listRefundLines(db, r.shop_id, r.id),
    listRefundPhotos(db, r.shop_id, r.id),
    listRefundEvents(db, r.shop_id, r.id),
  ]);
  return {
    ...refundSummaryView(r, order.code),
    reason: r.reason,
    note: r.note,
    lines: lines.map((l) => ({
      order_line_id: l.order_line_id,
      productId: l.product_id,
      name: l.name,
      variantLabel: l.variant_label,
      image: l.image,
      sellPrice: l.sell_price,
      quantity: l.quantity,
      amount: l.amount,
    })),
    photos: photos.map((p) => ({ name: p.stored_name, originalName: p.original_name, contentType: p.content_type })),
    timeline: events.map((e) => ({ event: e.event, at: e.at, actor: e.actor_kind, note: e.note })),
    updated_at: r.updated_at,
  };
}

/** The shop's refund request `refundId` as the seller console shows it; another shop's id is not found like an unknown one. */
export async function readSellerRefund(db: Db, shopId: number, refundId: number): Promise<SellerRefundDetail> {
  const refund = await findRefundOfShop(db, shopId, refundId);
  const [detail, customer, order] = await Promise.all([loadRefundDetail(db, refund), getCustomerContact(db, shopId, refund.customer_id), getShopOrder(db, shopId, refund.order_id)]);
  return {
    ...detail,
    customer,
    order: { status: order.status, payment_method: order.payment_method, payment_status: order.payment_status },
    photo_links: detail.photos.map((p, i) => ({ name: p.originalName, url: refundPhotoPath(refund.id, i + 1) })),
    can_decide: refund.status === 'pending',
    can_receive: refund.status === 'approved' && refund.return_status === 'pending',
    can_pay: refund.status === 'approved' && refund.payment_status === 'unpaid',
  };
}
