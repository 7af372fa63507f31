// The dashboard's Refund Requests list (`refund-requests`): the customer's own requests in
// this shop with their three states, newest first, a page of 10 (spec §2 "List pager").
import { clampPage, DEFAULT_PAGE_SIZE, pageOffset } from '../../core/pager';
import { countCustomerRefunds, listCustomerRefunds } from '../../db/refund.repository';
import { langOf, type Ctx } from '../context';
import { localPagerText } from '../../core/i18n/pager-text';
import { requireCustomerId } from '../actors';
import { refundSummaryView, type RefundSummaryView } from './refund-views';

export interface RefundRequestList {
  refunds: RefundSummaryView[];
  page: number;
  page_size: number;
  total: number;
  pager: string;
}

export async function listRefundRequests(ctx: Ctx, page: number, pageSize: number = DEFAULT_PAGE_SIZE): Promise<RefundRequestList> {
  const customerId = requireCustomerId(ctx);
  const total = await countCustomerRefunds(ctx.db, ctx.shop.id, customerId);
  const current = clampPage(page, pageSize, total);
  const rows = total === 0 ? [] : await listCustomerRefunds(ctx.db, ctx.shop.id, customerId, pageOffset(current, pageSize), pageSize);
  return { refunds: rows.map((r) => refundSummaryView(r, r.order_code)), page: current, page_size: pageSize, total, pager: localPagerText(langOf(ctx), current, pageSize, total) };
}
