// The seller's order queue's filters as a repository filter (issue 14 item 2), shared by the
// queue, its CSV export and the bulk actions' "all that match": status, payment status, the day
// placed (Bangladesh days, UTC+6, inclusive) and a search that matches an order code (as read
// aloud: O→0, I/L→1) or a phone (the delivery number or the account's), or part of a code, a
// phone, the customer's or delivery name or a product's name (issue 26 item 2); and the sort.
// Bad values are refused (422) naming the field.
import { normalizePhone } from '../../../core/customer-auth';
import { isOrderCodeShaped, normalizeOrderCode } from '../../../core/order-code';
import { isOrderStatus, isPaymentStatus } from '../../../core/order-state';
import type { SellerOrderFilter } from '../../../db/seller-order.repository';
import { SELLER_ORDER_SORTS, type SellerOrderSort } from '../../../core/seller-rules';
import { asciiDigits } from '../../../core/i18n/format';
import { shopCountryCode } from '../../accounts/operations/get-auth-settings';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';

export interface SellerOrderQuery {
  status?: unknown;
  payment?: unknown;
  from?: unknown;
  to?: unknown;
  q?: unknown;
  sort?: unknown;
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
  // NUL and other control characters are dropped (PostgreSQL refuses NUL in text); Bangla
  // digits read as ASCII ones.
  const q = asciiDigits([...text(query.q)].filter((ch) => ch >= ' ' && ch !== '\u007f').join('')).trim().slice(0, 40);
  if (q) {
    // A whole order code (as read aloud: O→0, I/L→1) or a whole phone matches exactly …
    const code = normalizeOrderCode(q);
    if (isOrderCodeShaped(code)) filter.code = code;
    const phone = /\d{6}/.test(q) ? normalizePhone(q, shopCountryCode(ctx.shop)) : null;
    if (phone) filter.phone = phone;
    // … and part of one, of a name or of a product's name matches too (issue 26 item 2).
    const digits = q.replace(/\D/g, '');
    filter.text = {
      code: q.length >= 3 && /^[a-z0-9]+$/i.test(q) ? q.toUpperCase() : '',
      digits: digits.length >= 4 && /^[\d\s+()-]+$/.test(q) ? digits : '',
      words: q.length >= 2 ? q.toLowerCase() : '',
    };
    // A search too short to mean anything finds nothing (rather than everything).
    if (!filter.code && !filter.phone && !filter.text.code && !filter.text.digits && !filter.text.words) filter.code = '-';
  }
  return filter;
}

/** The queue's order (`sort`): the new orders first unless another is asked; an unknown one is refused. */
export function sellerOrderSort(query: SellerOrderQuery): SellerOrderSort {
  const sort = text(query.sort);
  if (!sort) return 'queue';
  if (!(SELLER_ORDER_SORTS as readonly string[]).includes(sort)) throw new DomainError('invalid', 'Unknown order', { sort: 'Unknown order' });
  return sort as SellerOrderSort;
}
