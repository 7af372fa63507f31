// The seller console decides a refund request (issue 14 item 3): `approve` or `reject` with an
// optional note (services/refunds/operations/decide-refund.ts: one conditional move, so a
// second or concurrent decision is refused with 409). Staff of this shop only.
import { requireStaff } from '../actors';
import type { Ctx } from '../context';
import { decideRefundRequest } from './operations/decide-refund';
import { readSellerRefund } from './operations/refund-detail';
import { findRefundOfShop } from './operations/refund-staff';
import type { SellerRefundDetail } from './refund-views';

export async function decideSellerRefund(ctx: Ctx, refundId: number, decision: 'approve' | 'reject', note?: string | null): Promise<SellerRefundDetail> {
  const staff = requireStaff(ctx);
  const before = await findRefundOfShop(ctx.db, ctx.shop.id, refundId);
  await decideRefundRequest(ctx, staff.staffId, before.id, decision === 'approve' ? 'approved' : 'rejected', note);
  return readSellerRefund(ctx.db, ctx.shop.id, before.id);
}
