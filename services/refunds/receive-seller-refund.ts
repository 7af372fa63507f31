// The seller console marks an approved refund's goods received (issue 14 item 3): stock back
// exactly once (services/refunds/operations/receive-refund-return.ts; a repeat or concurrent call is 409).
import { requireStaff } from '../actors';
import type { Ctx } from '../context';
import { receiveRefundReturn } from './operations/receive-refund-return';
import { readSellerRefund } from './operations/refund-detail';
import { findRefundOfShop } from './operations/refund-staff';
import type { SellerRefundDetail } from './refund-views';

export async function receiveSellerRefund(ctx: Ctx, refundId: number): Promise<SellerRefundDetail> {
  const staff = requireStaff(ctx);
  const before = await findRefundOfShop(ctx.db, ctx.shop.id, refundId);
  await receiveRefundReturn(ctx, staff.staffId, before.id);
  return readSellerRefund(ctx.db, ctx.shop.id, before.id);
}
