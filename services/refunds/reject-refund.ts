// Seller console: reject a pending refund request with a note (decide-refund.ts). Its lines are
// free again and its quantities no longer count against what may be refunded.
import type { Ctx } from '../context';
import { decideRefundRequest } from './decide-refund';
import type { RefundDetailView } from './refund-views';

export function rejectRefund(ctx: Ctx, refundId: number, note?: string | null): Promise<RefundDetailView> {
  return decideRefundRequest(ctx, refundId, 'rejected', note);
}
