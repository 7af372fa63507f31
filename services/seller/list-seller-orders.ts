// The seller's order queue (issue 14 item 2, issue 26 item 2): new (pending) orders first, then
// newest first, or the sort asked; filters by status, payment status, the day placed
// (Bangladesh days, UTC+6, inclusive) and a search (services/seller/operations/
// seller-order-query.ts); 20 a page, with how many orders of each status match the rest of the
// filters (the queue's tabs). Staff of this shop only.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { SELLER_ORDERS_PER_PAGE } from '../../core/seller-rules';
import { countSellerOrders, countSellerOrdersByStatus, listSellerOrders } from '../../db/seller-order.repository';
import { langOf, type Ctx } from '../context';
import { requireStaff } from '../actors';
import { sellerOrderFilter, sellerOrderSort, type SellerOrderQuery } from './operations/seller-order-query';
import { ORDER_STATUSES, type OrderStatus } from '../../core/order-state';
import { sellerOrderRow, type SellerOrderRow } from './seller-order-views';

export interface SellerOrderPage {
  orders: SellerOrderRow[];
  total: number;
  page: number;
  per_page: number;
  pager: string;
  /** Each status's count under the other filters, and `all`: the tabs. */
  status_counts: Record<OrderStatus | 'all', number>;
}

export async function listOrdersForSeller(ctx: Ctx, query: SellerOrderQuery): Promise<SellerOrderPage> {
  requireStaff(ctx);
  const filter = sellerOrderFilter(ctx, query);
  const sort = sellerOrderSort(query);
  const [total, byStatus] = await Promise.all([countSellerOrders(ctx.db, ctx.shop.id, filter), countSellerOrdersByStatus(ctx.db, ctx.shop.id, filter)]);
  const page = clampPage(parsePageParam(query.page), SELLER_ORDERS_PER_PAGE, total);
  const rows = await listSellerOrders(ctx.db, ctx.shop.id, filter, pageOffset(page, SELLER_ORDERS_PER_PAGE), SELLER_ORDERS_PER_PAGE, sort);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as Record<OrderStatus, number>;
  const statusCounts = { all: ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0), ...counts };
  const pager = localPagerText(langOf(ctx), page, SELLER_ORDERS_PER_PAGE, total);
  return { orders: rows.map(sellerOrderRow), total, page, per_page: SELLER_ORDERS_PER_PAGE, pager, status_counts: statusCounts };
}
