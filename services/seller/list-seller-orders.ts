// The seller's order queue (issue 14 item 2): new (pending) orders first, then newest first;
// filters by status, payment status, the day placed (Bangladesh days, UTC+6, inclusive) and a
// search that matches an order code (as read aloud: O→0, I/L→1) or a phone (the delivery
// number or the account's); 20 a page. Staff of this shop only.
import { normalizePhone } from '../../core/customer-auth';
import { isOrderCodeShaped, normalizeOrderCode } from '../../core/order-code';
import { isOrderStatus, isPaymentStatus } from '../../core/order-state';
import { clampPage, pageOffset, pagerText, parsePageParam } from '../../core/pager';
import { SELLER_ORDERS_PER_PAGE } from '../../core/seller-rules';
import { countSellerOrders, listSellerOrders, type SellerOrderFilter, type SellerOrderListRow } from '../../db/seller-order.repository';
import { shopCountryCode } from '../accounts/operations/get-auth-settings';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { requireStaff } from './require-staff';
import type { SellerOrderRow } from './seller-order-views';

export interface SellerOrderQuery {
  status?: unknown;
  payment?: unknown;
  from?: unknown;
  to?: unknown;
  q?: unknown;
  page?: unknown;
}

const BD_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD Bangladesh day → the ISO instant it starts; null when not a real date. */
function dayStart(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(ms);
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return ms - BD_OFFSET_MS;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The query as a repository filter; bad values are refused (422) naming the field. */
export function sellerOrderFilter(ctx: Ctx, query: SellerOrderQuery): SellerOrderFilter {
  const filter: SellerOrderFilter = {};
  const bad = (field: string, message: string) => new DomainError('invalid', message, { [field]: message });
  const status = text(query.status);
  if (status && status !== 'all') {
    if (!isOrderStatus(status)) throw bad('status', 'Unknown order status');
    filter.status = status;
  }
  const payment = text(query.payment);
  if (payment && payment !== 'all') {
    if (!isPaymentStatus(payment)) throw bad('payment', 'Unknown payment status');
    filter.paymentStatus = payment;
  }
  const from = text(query.from);
  if (from) {
    const ms = dayStart(from);
    if (ms === null) throw bad('from', 'Enter a date as YYYY-MM-DD');
    filter.placedFrom = new Date(ms).toISOString();
  }
  const to = text(query.to);
  if (to) {
    const ms = dayStart(to);
    if (ms === null) throw bad('to', 'Enter a date as YYYY-MM-DD');
    filter.placedBefore = new Date(ms + DAY_MS).toISOString();
  }
  const q = text(query.q).slice(0, 40);
  if (q) {
    const code = normalizeOrderCode(q);
    if (isOrderCodeShaped(code)) filter.code = code;
    const phone = /\d{6}/.test(q) ? normalizePhone(q, shopCountryCode(ctx.shop)) : null;
    if (phone) filter.phone = phone;
    // A search that is neither finds nothing (rather than everything).
    if (!filter.code && !filter.phone) filter.code = '-';
  }
  return filter;
}

export function sellerOrderRow(o: SellerOrderListRow): SellerOrderRow {
  return {
    purchase_id: o.id,
    code: o.code,
    status: o.status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    order_total: o.order_total,
    total_items: o.total_items,
    placed_at: o.placed_at,
    customer_name: o.ship_name ?? o.customer_name,
    customer_phone: o.ship_phone ?? o.customer_phone,
    district: o.ship_district ?? o.pickup_name,
  };
}

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
  return { orders: rows.map(sellerOrderRow), total, page, per_page: SELLER_ORDERS_PER_PAGE, pager: pagerText(page, SELLER_ORDERS_PER_PAGE, total) };
}
