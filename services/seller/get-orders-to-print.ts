// The orders a bulk "print slips / invoices" names (issue 26 item 2): each of this shop's orders
// among the ids, in the order asked, as its own print view shows it; another shop's id, or one
// that does not read, is left out. At most the bulk limit.
import { SELLER_BULK_LIMIT } from '../../core/seller-rules';
import { isStoredId } from '../../core/cart';
import type { Ctx } from '../context';
import { requireStaff } from '../actors';
import { readSellerOrder } from './operations/read-seller-order';
import type { SellerOrderDetail } from './seller-order-views';

/** "12,15,19" (or a list) → the ids it names, each once, at most the bulk limit. */
export function printIds(ids: unknown): number[] {
  const parts = Array.isArray(ids) ? ids : typeof ids === 'string' ? ids.split(',') : [];
  const read = parts.map((p) => (typeof p === 'number' ? p : /^\s*\d{1,15}\s*$/.test(String(p)) ? Number(p) : NaN)).filter(isStoredId);
  return [...new Set(read)].slice(0, SELLER_BULK_LIMIT);
}

export async function getOrdersToPrint(ctx: Ctx, ids: unknown): Promise<SellerOrderDetail[]> {
  requireStaff(ctx);
  const orders: SellerOrderDetail[] = [];
  for (const id of printIds(ids)) {
    const order = await readSellerOrder(ctx.db, ctx.shop.id, id);
    if (order) orders.push(order);
  }
  return orders;
}
