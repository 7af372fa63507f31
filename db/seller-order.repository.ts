// The seller console's reads of a shop's orders (issue 14 item 2): the queue with its filters
// and pager, one order with its customer, and a customer's other orders. Every query is
// filtered by shop_id, so another shop's order id is simply not found.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './client';
import type { Database, Order, OrderStatus, PaymentState, PaymentStatus } from './schema';
import type { SellerOrderSort } from '../core/seller-rules';

export interface SellerOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** ISO instants, inclusive from, exclusive to. */
  placedFrom?: string;
  placedBefore?: string;
  /** An order code (normalised) or a canonical phone: matches either. */
  code?: string;
  phone?: string;
  /**
   * Words typed in the queue's search: part of the order code, of a phone (its digits), of the
   * customer's or the delivery name, or of a product's name on the order. Any of them matches.
   */
  text?: { code: string; digits: string; words: string };
}


/** `%…%` for LIKE with its own wildcards escaped (ESCAPE '!'), so a typed % or _ is itself. */
const containing = (typed: string) => `%${typed.replace(/[!%_]/g, (c) => `!${c}`)}%`;

type OrdersQuery = SelectQueryBuilder<Database & { c: Database['customers'] }, 'orders' | 'c', object>;

function filtered(db: Db, shopId: number, f: SellerOrderFilter): OrdersQuery {
  let q = db
    .selectFrom('orders')
    .innerJoin('customers as c', (j) => j.onRef('c.id', '=', 'orders.customer_id').on('c.shop_id', '=', shopId))
    .where('orders.shop_id', '=', shopId) as unknown as OrdersQuery;
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.paymentStatus) q = q.where('orders.payment_status', '=', f.paymentStatus);
  if (f.placedFrom) q = q.where('orders.placed_at', '>=', f.placedFrom);
  if (f.placedBefore) q = q.where('orders.placed_at', '<', f.placedBefore);
  if (f.code || f.phone || f.text) {
    const { code, phone, text } = f;
    q = q.where((eb) =>
      eb.or([
        ...(code ? [eb('orders.code', '=', code)] : []),
        ...(phone ? [eb('orders.ship_phone', '=', phone), eb('c.phone', '=', phone)] : []),
        ...(text?.code ? [sql<boolean>`orders.code like ${containing(text.code)} escape '!'`] : []),
        ...(text?.digits
          ? [sql<boolean>`orders.ship_phone like ${containing(text.digits)} escape '!'`, sql<boolean>`c.phone like ${containing(text.digits)} escape '!'`]
          : []),
        ...(text?.words
          ? [
              sql<boolean>`lower(c.name) like ${containing(text.words)} escape '!'`,
              sql<boolean>`lower(orders.ship_name) like ${containing(text.words)} escape '!'`,
              eb.exists(
                eb
                  .selectFrom('order_lines as ol')
                  .select(sql`1`.as('one'))
                  .whereRef('ol.order_id', '=', 'orders.id')
                  .where('ol.shop_id', '=', shopId)
                  .where(sql<boolean>`lower(ol.name) like ${containing(text.words)} escape '!'`),
              ),
            ]
          : []),
      ]),
    );
  }
  return q;
}

/** How many orders of each status match the filter (its own status aside): the queue's tabs. */
export async function countSellerOrdersByStatus(db: Db, shopId: number, f: SellerOrderFilter): Promise<Partial<Record<OrderStatus, number>>> {
  const rows = await filtered(db, shopId, { ...f, status: undefined })
    .select(['orders.status as status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('orders.status')
    .execute();
  return Object.fromEntries((rows as unknown as { status: OrderStatus; n: number | string }[]).map((r) => [r.status, Number(r.n)]));
}

/** The ids of the orders that match, in queue order, at most `limit` ("all that match" of a bulk action). */
export async function listSellerOrderIds(db: Db, shopId: number, f: SellerOrderFilter, limit: number): Promise<number[]> {
  const rows = await sorted(filtered(db, shopId, f).select('orders.id as id'), 'queue').limit(limit).execute();
  return (rows as unknown as { id: number }[]).map((r) => r.id);
}

function sorted<Q extends OrdersQuery>(q: Q, sort: SellerOrderSort): Q {
  switch (sort) {
    case 'newest':
      return q.orderBy('orders.id', 'desc') as Q;
    case 'oldest':
      return q.orderBy('orders.id', 'asc') as Q;
    case 'total-high':
      return q.orderBy('orders.order_total', 'desc').orderBy('orders.id', 'desc') as Q;
    case 'total-low':
      return q.orderBy('orders.order_total', 'asc').orderBy('orders.id', 'desc') as Q;
    default:
      return q.orderBy(sql`case when orders.status = 'pending' then 0 else 1 end`).orderBy('orders.id', 'desc') as Q;
  }
}

export async function countSellerOrders(db: Db, shopId: number, f: SellerOrderFilter): Promise<number> {
  const row = await filtered(db, shopId, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

export type SellerOrderListRow = Order & { customer_name: string; customer_phone: string };

/** In the order asked: by default new (pending) orders first, then newest first. */
export async function listSellerOrders(db: Db, shopId: number, f: SellerOrderFilter, offset: number, limit: number, sort: SellerOrderSort = 'queue'): Promise<SellerOrderListRow[]> {
  const rows = await sorted(filtered(db, shopId, f).selectAll('orders').select(['c.name as customer_name', 'c.phone as customer_phone']), sort)
    .offset(offset)
    .limit(limit)
    .execute();
  return rows as unknown as SellerOrderListRow[];
}

/** The codes of the shop's orders among `ids` (another shop's id is simply absent). */
export async function listShopOrderCodes(db: Db, shopId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'code']).where('shop_id', '=', shopId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.code]));
}

export async function findShopOrder(db: Db, shopId: number, orderId: number): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', '=', orderId).executeTakeFirst();
}

/** The shop's order by its id, for a caller that holds a reference to it: Kysely's NoResultError when there is none. */
export async function getShopOrder(db: Db, shopId: number, orderId: number): Promise<Order> {
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function findShopCustomer(db: Db, shopId: number, customerId: number) {
  return db.selectFrom('customers').select(['id', 'name', 'phone']).where('shop_id', '=', shopId).where('id', '=', customerId).executeTakeFirst();
}

/** The customer's orders in this shop other than `exceptId`, newest first. */
export async function listCustomerOtherOrders(db: Db, shopId: number, customerId: number, exceptId: number, limit: number): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '!=', exceptId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many of the customer's other orders ended in each status. */
export async function countCustomerOrdersByStatus(db: Db, shopId: number, customerId: number, exceptId: number): Promise<Array<{ status: OrderStatus; n: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '!=', exceptId)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/** Sets the courier and tracking code (when shipping). */
export async function setOrderShipment(db: Db, shopId: number, orderId: number, courier: string, trackingCode: string): Promise<void> {
  await db.updateTable('orders').set({ courier, tracking_code: trackingCode }).where('shop_id', '=', shopId).where('id', '=', orderId).execute();
}

/** What the order CSV adds to each queue row (issue 26 item 5): its lines and its cash-on-delivery payments. */
export interface OrderExportExtras {
  lines: Map<number, Array<{ name: string; variant_label: string; quantity: number }>>;
  codPayments: Map<number, Array<{ id: number; provider: 'cod'; purpose: 'order' | 'recharge' | 'advance'; amount: number; state: PaymentState }>>;
}

/** The lines and COD payments of the shop's orders among `ids`, two queries per 500 orders. */
export async function listOrderExportExtras(db: Db, shopId: number, ids: readonly number[]): Promise<OrderExportExtras> {
  const extras: OrderExportExtras = { lines: new Map(), codPayments: new Map() };
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const [lines, payments] = await Promise.all([
      db
        .selectFrom('order_lines')
        .select(['order_id', 'name', 'variant_label', 'quantity'])
        .where('shop_id', '=', shopId)
        .where('order_id', 'in', chunk)
        .orderBy('order_id')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('payments')
        .select(['id', 'order_id', 'purpose', 'amount', 'state'])
        .where('shop_id', '=', shopId)
        .where('provider', '=', 'cod')
        .where('order_id', 'in', chunk)
        .orderBy('id')
        .execute(),
    ]);
    for (const l of lines) {
      const list = extras.lines.get(l.order_id) ?? [];
      list.push({ name: l.name, variant_label: l.variant_label, quantity: l.quantity });
      extras.lines.set(l.order_id, list);
    }
    for (const p of payments) {
      const list = extras.codPayments.get(p.order_id!) ?? [];
      list.push({ id: p.id, provider: 'cod', purpose: p.purpose, amount: p.amount, state: p.state });
      extras.codPayments.set(p.order_id!, list);
    }
  }
  return extras;
}
