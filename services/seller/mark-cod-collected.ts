// The shop marks an order's cash collected from its page or the API (services/seller/
// operations/collect-cod-cash.ts does it) and gets the order back as the console shows it.
import type { Ctx } from '../context';
import { readSellerOrder } from './operations/read-seller-order';
import { collectCodCash } from './operations/collect-cod-cash';
import { requireStaff } from '../actors';
import type { SellerOrderDetail } from './seller-order-views';

export async function markCodCollected(ctx: Ctx, purchaseId: number): Promise<SellerOrderDetail> {
  const staff = requireStaff(ctx);
  await collectCodCash(ctx, staff.staffId, purchaseId);
  return (await readSellerOrder(ctx.db, ctx.shop.id, purchaseId))!;
}
