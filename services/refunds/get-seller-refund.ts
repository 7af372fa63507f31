// One refund request in the seller console (issue 14 item 3): the request as the customer sees
// it (lines, amount, reason, photos, the three states and their timeline), who asked, and which
// of the shop's moves are possible now. Another shop's id is not found like an unknown one.
import { requireStaff } from '../actors';
import type { Ctx } from '../context';
import { readSellerRefund } from './operations/refund-detail';
import type { SellerRefundDetail } from './refund-views';

export async function getSellerRefund(ctx: Ctx, refundId: number): Promise<SellerRefundDetail> {
  requireStaff(ctx);
  return readSellerRefund(ctx.db, ctx.shop.id, refundId);
}
