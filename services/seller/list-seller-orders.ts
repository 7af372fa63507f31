// The seller's order queue (issue 14 item 2): new (pending) orders first, then newest first;
// filters by status, payment status, the day placed (Bangladesh days, UTC+6, inclusive) and a
// search that matches an order code (as read aloud: O→0, I/L→1) or a phone (the delivery
// number or the account's); 20 a page. Staff of this shop only.
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { SELLER_ORDERS_PER_PAGE } from '../../core/seller-rules';
import { countSellerOrders, listSellerOrders } from '../../db/seller-order.repository';
import { langOf, type Ctx } from '../context';
import { requireStaff } from '../actors';
import { sellerOrderFilter, type SellerOrderQuery } from './operations/seller-order-query';
import { sellerOrderRow, type SellerOrderRow } from './seller-order-views';

export interface SellerOrderPage {
  orders: SellerOrderRow[];
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

export async function listOrdersForSeller(ctx: Ctx, query: SellerOrderQuery): Promise<SellerOrderPage> {
  requireStaff(ctx);
  const filter = sellerOrderFilter(ctx, query);
  const total = await countSellerOrders(ctx.db, ctx.shop.id, filter);
  const page = clampPage(parsePageParam(query.page), SELLER_ORDERS_PER_PAGE, total);
  const rows = await listSellerOrders(ctx.db, ctx.shop.id, filter, pageOffset(page, SELLER_ORDERS_PER_PAGE), SELLER_ORDERS_PER_PAGE);
  return { orders: rows.map(sellerOrderRow), total, page, per_page: SELLER_ORDERS_PER_PAGE, pager: localPagerText(langOf(ctx), page, SELLER_ORDERS_PER_PAGE, total) };
}
