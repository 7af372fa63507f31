// One order of this shop for its staff: lines, totals, customer, address, payments, timeline,
// the moves allowed now, and the customer's other orders with their outcomes.
import { isStoredId } from '../../core/cart';
import { sellerMessages } from '../../core/seller-messages';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { requireStaff } from '../actors';
import { readSellerOrder } from './operations/read-seller-order';
import type { SellerOrderDetail } from './seller-order-views';

export async function getSellerOrder(ctx: Ctx, purchaseId: number): Promise<SellerOrderDetail> {
  requireStaff(ctx);
  const notFound = new DomainError('not_found', sellerMessages.orderNotFound);
  if (!isStoredId(purchaseId)) throw notFound;
  const detail = await readSellerOrder(ctx.db, ctx.shop.id, purchaseId);
  if (!detail) throw notFound;
  return detail;
}
