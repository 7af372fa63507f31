// The dashboard's Purchase History (issue 11 item 5): the customer's own orders in this shop,
// newest first, a page of 10 at a time (spec §2 "List pager").
import { clampPage, DEFAULT_PAGE_SIZE, pageOffset } from '../../core/pager';
import { countCustomerOrders, listCustomerOrders } from '../../db/order.repository';
import { langOf, type Ctx } from '../context';
import { localPagerText } from '../../core/i18n/pager-text';
import { requireCustomerId } from '../actors';
import type { OrderSummaryView } from './order-types';
import { orderSummaryView } from './order-views';

export interface PurchaseHistory {
  orders: OrderSummaryView[];
  page: number;
  page_size: number;
  total: number;
  /** "Showing {start} to {end} of {total}" or "There is no item to show". */
  pager: string;
}

export async function listPurchaseHistory(ctx: Ctx, page: number, pageSize: number = DEFAULT_PAGE_SIZE): Promise<PurchaseHistory> {
  const customerId = requireCustomerId(ctx);
  const total = await countCustomerOrders(ctx.db, ctx.shop.id, customerId);
  const current = clampPage(page, pageSize, total);
  const orders = total === 0 ? [] : await listCustomerOrders(ctx.db, ctx.shop.id, customerId, pageOffset(current, pageSize), pageSize);
  return { orders: orders.map(orderSummaryView), page: current, page_size: pageSize, total, pager: localPagerText(langOf(ctx), current, pageSize, total) };
}
