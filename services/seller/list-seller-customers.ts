// The seller console's customers (issue 14 item 5; docs/decisions/025): this shop's customer
// accounts, newest first, searchable by phone (any 4+ digits of it) or name (case-insensitive
// part); each with counts of their orders by outcome and their three balances summed from the
// ledger (balance_entries), never from a copy; 20 a page. Staff only.
import { sql, type SqlBool } from 'kysely';
import { clampPage, pageOffset, pagerText, parsePageParam } from '../../core/pager';
import { SELLER_LIST_PAGE_SIZE } from '../../core/seller-console';
import type { Db } from '../../db/client';
import type { Ctx } from '../context';
import { requireStaff } from './require-staff';

export interface CustomerOrderCounts {
  total: number;
  delivered: number;
  cancelled: number;
  returned: number;
  /** Pending, confirmed, processing or shipped. */
  open: number;
}

export interface CustomerBalances {
  recharge: number;
  refund: number;
  cashback: number;
  total: number;
}

export interface SellerCustomerRow {
  customer_id: number;
  name: string;
  phone: string;
  created_at: string;
  orders: CustomerOrderCounts;
  balances: CustomerBalances;
}

export interface SellerCustomerPage {
  customers: SellerCustomerRow[];
  q: string;
  total: number;
  page: number;
  per_page: number;
  pager: string;
}

/** A search text as LIKE pattern parts: escaped, case folded. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: Db, shopId: number, q: string) {
  let query = db.selectFrom('customers as c').where('c.shop_id', '=', shopId);
  if (q !== '') {
    const digits = q.replace(/\D/g, '');
    const name = `%${likeEscape(q.toLowerCase())}%`;
    // `escape` keeps % and _ in the text literal on both databases.
    query = query.where((eb) => {
      const named = sql<SqlBool>`lower(c.name) like ${name} escape '\\'`;
      return digits.length >= 4 ? eb.or([named, eb('c.phone', 'like', `%${digits}%`)]) : named;
    });
  }
  return query;
}

/** Order counts by outcome per customer, from the orders themselves. */
export async function orderCountsOf(db: Db, shopId: number, customerIds: number[]): Promise<Map<number, CustomerOrderCounts>> {
  const out = new Map<number, CustomerOrderCounts>();
  for (const id of customerIds) out.set(id, { total: 0, delivered: 0, cancelled: 0, returned: 0, open: 0 });
  if (customerIds.length === 0) return out;
  const rows = await db
    .selectFrom('orders')
    .select(['customer_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('customer_id', 'in', customerIds)
    .groupBy(['customer_id', 'status'])
    .execute();
  for (const r of rows) {
    const c = out.get(r.customer_id)!;
    const n = Number(r.n);
    c.total += n;
    if (r.status === 'delivered' || r.status === 'cancelled' || r.status === 'returned') c[r.status] += n;
    else c.open += n;
  }
  return out;
}

/** Each customer's three balances, summed from the ledger. */
export async function ledgerBalancesOf(db: Db, shopId: number, customerIds: number[]): Promise<Map<number, CustomerBalances>> {
  const out = new Map<number, CustomerBalances>();
  for (const id of customerIds) out.set(id, { recharge: 0, refund: 0, cashback: 0, total: 0 });
  if (customerIds.length === 0) return out;
  const rows = await db
    .selectFrom('balance_entries')
    .select(['customer_id', 'kind', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('shop_id', '=', shopId)
    .where('customer_id', 'in', customerIds)
    .groupBy(['customer_id', 'kind'])
    .execute();
  for (const r of rows) {
    const b = out.get(r.customer_id)!;
    b[r.kind] = Number(r.total);
    b.total += Number(r.total);
  }
  return out;
}

export async function listSellerCustomers(ctx: Ctx, query: { q?: unknown; page?: unknown }): Promise<SellerCustomerPage> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const q = (typeof query.q === 'string' ? query.q : '').trim().slice(0, 60);
  const count = await filtered(db, shop.id, q).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const page = clampPage(parsePageParam(query.page), SELLER_LIST_PAGE_SIZE, total);
  const rows =
    total === 0
      ? []
      : await filtered(db, shop.id, q)
          .select(['c.id', 'c.name', 'c.phone', 'c.created_at'])
          .orderBy('c.id', 'desc')
          .offset(pageOffset(page, SELLER_LIST_PAGE_SIZE))
          .limit(SELLER_LIST_PAGE_SIZE)
          .execute();
  const ids = rows.map((r) => r.id);
  const [orders, balances] = await Promise.all([orderCountsOf(db, shop.id, ids), ledgerBalancesOf(db, shop.id, ids)]);
  return {
    customers: rows.map((r) => ({ customer_id: r.id, name: r.name, phone: r.phone, created_at: r.created_at, orders: orders.get(r.id)!, balances: balances.get(r.id)! })),
    q,
    total,
    page,
    per_page: SELLER_LIST_PAGE_SIZE,
    pager: pagerText(page, SELLER_LIST_PAGE_SIZE, total),
  };
}
