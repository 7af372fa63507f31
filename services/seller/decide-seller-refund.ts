// The seller console decides a refund request (issue 14 item 3): `approve` or `reject` with an
// optional note, through services/refunds/{approve,reject}-refund.ts (one conditional move:
// a second or concurrent decision is refused with 409). Staff of this shop only.
import type { Ctx } from '../context';
import { approveRefund } from '../refunds/approve-refund';
import { findRefundOfShop } from '../refunds/refund-staff';
import { rejectRefund } from '../refunds/reject-refund';
import { getSellerRefund, type SellerRefundDetail } from './get-seller-refund';
import { requireStaff } from './require-staff';

export async function decideSellerRefund(ctx: Ctx, refundId: number, decision: 'approve' | 'reject', note?: string | null): Promise<SellerRefundDetail> {
  requireStaff(ctx);
  const before = await findRefundOfShop(ctx.db, ctx.shop.id, refundId);
  if (decision === 'approve') await approveRefund(ctx, before.id, note);
  else await rejectRefund(ctx, before.id, note);
  return await getSellerRefund(ctx, before.id);
}
