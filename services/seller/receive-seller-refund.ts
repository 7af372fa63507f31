// The seller console marks an approved refund's goods received (issue 14 item 3): stock back
// exactly once (services/refunds/receive-refund-return.ts; a repeat or concurrent call is 409).
import type { Ctx } from '../context';
import { receiveRefundReturn } from '../refunds/receive-refund-return';
import { findRefundOfShop } from '../refunds/refund-staff';
import { getSellerRefund, type SellerRefundDetail } from './get-seller-refund';
import { requireStaff } from './require-staff';

export async function receiveSellerRefund(ctx: Ctx, refundId: number): Promise<SellerRefundDetail> {
  requireStaff(ctx);
  const before = await findRefundOfShop(ctx.db, ctx.shop.id, refundId);
  await receiveRefundReturn(ctx, before.id);
  return await getSellerRefund(ctx, before.id);
}
