// Refund requests as the pages and calls see them, and the reads the use cases share.
import { refundPaymentLabels, refundReturnLabels, refundStatusLabels, refundTargetLabels } from '../../core/refund-messages';
import type { RefundPaymentStatus, RefundReturnStatus, RefundStatus, RefundTarget } from '../../core/refund-state';
import type { Db } from '../../db/client';
import { listRefundEvents, listRefundLines, listRefundPhotos } from '../../db/refund.repository';
import type { RefundEventKind, RefundRequest } from '../../db/schema';

export interface RefundSummaryView {
  refund_id: number;
  code: string;
  purchase_id: number;
  order_code: string;
  status: RefundStatus;
  status_label: string;
  payment_status: RefundPaymentStatus;
  payment_status_label: string;
  return_status: RefundReturnStatus;
  return_status_label: string;
  refund_to: RefundTarget;
  refund_to_label: string;
  amount: number;
  created_at: string;
}

export interface RefundDetailView extends RefundSummaryView {
  reason: string;
  /** The shop's note when it decided. */
  note: string | null;
  lines: Array<{ order_line_id: number; productId: number; name: string; variantLabel: string; image: string | null; sellPrice: number; quantity: number; amount: number }>;
  /** The customer's photos: names for the attachment call (served only to their owner). */
  photos: Array<{ name: string; originalName: string; contentType: string }>;
  timeline: Array<{ event: RefundEventKind; at: string; actor: string; note: string | null }>;
  updated_at: string;
}

export function refundSummaryView(r: RefundRequest, orderCode: string): RefundSummaryView {
  return {
    refund_id: r.id,
    code: r.code,
    purchase_id: r.order_id,
    order_code: orderCode,
    status: r.status,
    status_label: refundStatusLabels[r.status],
    payment_status: r.payment_status,
    payment_status_label: refundPaymentLabels[r.payment_status],
    return_status: r.return_status,
    return_status_label: refundReturnLabels[r.return_status],
    refund_to: r.refund_to,
    refund_to_label: refundTargetLabels[r.refund_to],
    amount: r.amount,
    created_at: r.created_at,
  };
}

/** The whole request as its details page shows it. */
export async function loadRefundDetail(db: Db, r: RefundRequest): Promise<RefundDetailView> {
  const [order, lines, photos, events] = await Promise.all([
    db.selectFrom('orders').select('code').where('shop_id', '=', r.shop_id).where('id', '=', r.order_id).executeTakeFirstOrThrow(),
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
