// Refund requests as the pages and calls see them: the customer's, and the seller console's.
import { refundPaymentLabels, refundReturnLabels, refundStatusLabels, refundTargetLabels } from '../../core/refund-messages';
import type { OrderStatus, PaymentStatus } from '../../core/order-state';
import type { RefundPaymentStatus, RefundReturnStatus, RefundStatus, RefundTarget } from '../../core/refund-state';
import type { PaymentMethod, RefundEventKind, RefundRequest } from '../../db/schema';

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

/** Where the console opens a refund's n-th photo (from 1): services/refunds/read-refund-photo.ts. */
export const refundPhotoPath = (refundId: number, position: number): string => `/seller/refund-photo/${refundId}/${position}`;

/** One refund request in the seller console: the customer's view, who asked, the order's states and the shop's moves possible now. */
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
