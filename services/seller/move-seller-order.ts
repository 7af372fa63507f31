// The shop moves an order from its page or the API (services/seller/operations/
// move-shop-order.ts does the move) and gets the order back as the console shows it.
import type { Ctx } from '../context';
import { readSellerOrder } from './operations/read-seller-order';
import { moveShopOrder, type SellerMove } from './operations/move-shop-order';
import { requireStaff } from '../actors';
import type { SellerOrderDetail } from './seller-order-views';

export type { SellerMove } from './operations/move-shop-order';

export async function moveSellerOrder(ctx: Ctx, move: SellerMove): Promise<SellerOrderDetail> {
  const staff = requireStaff(ctx);
  await moveShopOrder(ctx, staff.staffId, move);
  return (await readSellerOrder(ctx.db, ctx.shop.id, move.purchaseId))!;
}
