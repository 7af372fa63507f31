// The seller console's customers (issue 14 item 5; docs/decisions/025): the shop's customer
// accounts, searchable by phone (any 4+ digits of it) or name (case-insensitive part), and
// per customer the counts of their orders by outcome and their three balances summed from the
// ledger (balance_entries), never from a copy. Always within one shop.
import { sql, type SqlBool } from 'kysely';
import type { Db } from './client';
import type { OrderStatus, PaymentStatus } from './schema';

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

/** A search text as LIKE pattern parts: escaped, case folded. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function shopCustomers(db: Db, shopId: number, q: string) {
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

export async function countShopCustomers(db: Db, shopId: number, q: string): Promise<number> {
  const count = await shopCustomers(db, shopId, q).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(count.n);
}

/** A page of the shop's customers matching the search, newest first. */
export async function listShopCustomers(db: Db, shopId: number, q: string, offset: number, limit: number) {
  return shopCustomers(db, shopId, q).select(['c.id', 'c.name', 'c.phone', 'c.created_at']).orderBy('c.id', 'desc').offset(offset).limit(limit).execute();
}

/** One customer of the shop as the console's customer page shows them, or undefined. */
export async function findShopCustomerDetail(db: Db, shopId: number, customerId: number) {
  return db.selectFrom('customers').select(['id', 'name', 'phone', 'email', 'created_at']).where('shop_id', '=', shopId).where('id', '=', customerId).executeTakeFirst();
}

/** The customer's newest orders in the shop. */
export async function listCustomerRecentOrders(db: Db, shopId: number, customerId: number, limit: number): Promise<Array<{ id: number; code: string; status: OrderStatus; payment_status: PaymentStatus; order_total: number; placed_at: string }>> {
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'status', 'payment_status', 'order_total', 'placed_at'])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
