// The seller console's reads of a shop's orders (issue 14 item 2): the queue with its filters
// and pager, one order with its customer, and a customer's other orders. Every query is
// filtered by shop_id, so another shop's order id is simply not found.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './client';
import type { Database, Order, OrderStatus, PaymentStatus } from './schema';

export interface SellerOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** ISO instants, inclusive from, exclusive to. */
  placedFrom?: string;
  placedBefore?: string;
  /** An order code (normalised) or a canonical phone: matches either. */
  code?: string;
  phone?: string;
}

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
  if (f.code || f.phone) {
    const code = f.code;
    const phone = f.phone;
    q = q.where((eb) =>
      eb.or([
        ...(code ? [eb('orders.code', '=', code)] : []),
        ...(phone ? [eb('orders.ship_phone', '=', phone), eb('c.phone', '=', phone)] : []),
      ]),
    );
  }
  return q;
}

export async function countSellerOrders(db: Db, shopId: number, f: SellerOrderFilter): Promise<number> {
  const row = await filtered(db, shopId, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

export type SellerOrderListRow = Order & { customer_name: string; customer_phone: string };

/** New (pending) orders first, then newest first. */
export async function listSellerOrders(db: Db, shopId: number, f: SellerOrderFilter, offset: number, limit: number): Promise<SellerOrderListRow[]> {
  const rows = await filtered(db, shopId, f)
    .selectAll('orders')
    .select(['c.name as customer_name', 'c.phone as customer_phone'])
    .orderBy(sql`case when orders.status = 'pending' then 0 else 1 end`)
    .orderBy('orders.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows as unknown as SellerOrderListRow[];
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
