// The seller console's refund list (issue 14 item 3; docs/decisions/025): this shop's refund
// requests, pending ones first, then newest; a state filter (a request state, or the work left:
// approved with the return not yet received, approved and not yet paid); 20 a page. Staff only.
import { REFUND_LIST_STATES, SELLER_LIST_PAGE_SIZE, readRefundListState, sellerConsoleMessages, type RefundListState } from '../../core/seller-console';
import { clampPage, pageOffset, pagerText, parsePageParam } from '../../core/pager';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { refundSummaryView, type RefundSummaryView } from '../refunds/refund-views';
import { requireStaff } from './require-staff';

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

function filtered(db: Db, shopId: number, state: RefundListState) {
  let q = db
    .selectFrom('refund_requests as r')
    .innerJoin('orders as o', (j) => j.onRef('o.id', '=', 'r.order_id').onRef('o.shop_id', '=', 'r.shop_id'))
    .innerJoin('customers as c', (j) => j.onRef('c.id', '=', 'r.customer_id').onRef('c.shop_id', '=', 'r.shop_id'))
    .where('r.shop_id', '=', shopId);
  if (state === 'pending' || state === 'approved' || state === 'rejected') q = q.where('r.status', '=', state);
  if (state === 'to_receive') q = q.where('r.status', '=', 'approved').where('r.return_status', '=', 'pending');
  if (state === 'to_pay') q = q.where('r.status', '=', 'approved').where('r.payment_status', '=', 'unpaid');
  return q;
}

export async function listSellerRefunds(ctx: Ctx, query: { state?: unknown; page?: unknown }): Promise<SellerRefundPage> {
  requireStaff(ctx);
  const state = readRefundListState(query.state);
  if (state === null) throw new DomainError('invalid', sellerConsoleMessages.refundStateInvalid, { state: sellerConsoleMessages.refundStateInvalid });
  const { db, shop } = ctx;
  const count = await filtered(db, shop.id, state).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const page = clampPage(parsePageParam(query.page), SELLER_LIST_PAGE_SIZE, total);
  const rows =
    total === 0
      ? []
      : await filtered(db, shop.id, state)
          .selectAll('r')
          .select(['o.code as order_code', 'c.name as customer_name', 'c.phone as customer_phone'])
          // Pending first (a request still waiting for the shop), then newest.
          .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
          .orderBy('r.id', 'desc')
          .offset(pageOffset(page, SELLER_LIST_PAGE_SIZE))
          .limit(SELLER_LIST_PAGE_SIZE)
          .execute();
  return {
    refunds: rows.map((r) => ({ ...refundSummaryView(r, r.order_code), customer_id: r.customer_id, customer_name: r.customer_name, customer_phone: r.customer_phone })),
    state,
    states: REFUND_LIST_STATES,
    total,
    page,
    per_page: SELLER_LIST_PAGE_SIZE,
    pager: pagerText(page, SELLER_LIST_PAGE_SIZE, total),
  };
}
