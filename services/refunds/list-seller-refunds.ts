// The seller console's refund list (issue 14 item 3; docs/decisions/025): this shop's refund
// requests, pending ones first, then newest; a state filter (a request state, or the work left:
// approved with the return not yet received, approved and not yet paid); 20 a page. Staff only.
import { REFUND_LIST_STATES, SELLER_LIST_PAGE_SIZE, readRefundListState, sellerConsoleMessages, type RefundListState } from '../../core/seller-console';
import { clampPage, pageOffset, parsePageParam } from '../../core/pager';
import { localPagerText } from '../../core/i18n/pager-text';
import { countShopRefunds, listShopRefunds } from '../../db/refund.repository';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { refundSummaryView, type RefundSummaryView } from './refund-views';
import { requireStaff } from '../actors';

export interface SellerRefundRow extends RefundSummaryView {
  customer_id: number;
  customer_name: string;
  customer_phone: string;
}

export interface SellerRefundPage {
  refunds: SellerRefundRow[];
  state: RefundListState;
  states: readonly RefundListState[];
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

export async function listSellerRefunds(ctx: Ctx, query: { state?: unknown; page?: unknown }): Promise<SellerRefundPage> {
  requireStaff(ctx);
  const state = readRefundListState(query.state);
  if (state === null) throw new DomainError('invalid', sellerConsoleMessages.refundStateInvalid, { state: sellerConsoleMessages.refundStateInvalid });
  const { db, shop } = ctx;
  const total = await countShopRefunds(db, shop.id, state);
  const page = clampPage(parsePageParam(query.page), SELLER_LIST_PAGE_SIZE, total);
  const rows =
    total === 0
      ? []
      : await listShopRefunds(db, shop.id, state, pageOffset(page, SELLER_LIST_PAGE_SIZE), SELLER_LIST_PAGE_SIZE);
  return {
    refunds: rows.map((r) => ({ ...refundSummaryView(r, r.order_code), customer_id: r.customer_id, customer_name: r.customer_name, customer_phone: r.customer_phone })),
    state,
    states: REFUND_LIST_STATES,
    total,
    page,
    per_page: SELLER_LIST_PAGE_SIZE,
    pager: localPagerText(langOf(ctx), page, SELLER_LIST_PAGE_SIZE, total),
  };
}
