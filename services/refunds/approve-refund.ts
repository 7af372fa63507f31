// Seller console: approve a pending refund request (decide-refund.ts).
import type { Ctx } from '../context';
import { decideRefundRequest } from './decide-refund';
import type { RefundDetailView } from './refund-views';

export function approveRefund(ctx: Ctx, refundId: number, note?: string | null): Promise<RefundDetailView> {
  return decideRefundRequest(ctx, refundId, 'approved', note);
}
