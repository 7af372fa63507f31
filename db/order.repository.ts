// Orders and what placing or cancelling one changes (after-cart.md "Placing an order", "Order
// and payment states"; docs/decisions/011). Every query is filtered by shop_id, and every
// customer read by customer_id, so another shop's or customer's id is simply not found.
// The writes that must not race are single conditional statements, correct on both databases
// on their own: stock is taken with `quantity >= n`, a coupon use with `uses < max_uses`, an
// order moves status only from the state it was read in, and the give-back of a cancelled
// order happens only while `restored_at is null`. Stock is written by db/stock.repository.ts. Order codes and idempotency keys rely on
// unique indexes with ON CONFLICT DO NOTHING (no failed statement inside the transaction).
import { sql } from 'kysely';
import { dbKind, type Db } from './client';
import { executeAndCommit, type Trx } from './run-write';
import { deferWrite, withDeferredWrites } from './deferred-writes';
import { preparedQuery } from './prepared-query';
import type { Insertable } from 'kysely';
import type { Lang } from '../core/i18n/lang';
import { districtChargesColumn, districtChargesFrom, type AddressWithCharges } from './customer-address.repository';
import type { CustomerAddress, EventActorKind, IdempotencyKeyTable, Order, OrderEvent, OrderLine, OrderLineTable, OrderStatus, OrderTable, PaymentMethod, PaymentTable } from './schema';

// ---- idempotency keys ----

/** The key's insert, compiled once (db/prepared-query.ts; decision 082): every order placement runs it. */
const idempotencyKeyInsert = preparedQuery((db: Db, shopId: number, scope: string, key: string, requestHash: string, createdAt: string) =>
  db
    .insertInto('idempotency_keys')
    .values({ shop_id: shopId, scope, key, request_hash: requestHash, created_at: createdAt, status: null, response: null })
    .onConflict((oc) => oc.columns(['shop_id', 'scope', 'key']).doNothing())
    .returning('id'),
);

/** Inserts the key unless (shop, scope, key) exists; the new id or null. On PostgreSQL a concurrent insert of the same key waits for the other transaction. */
export async function insertIdempotencyKey(
  trx: Trx,
  row: Pick<Insertable<IdempotencyKeyTable>, 'shop_id' | 'scope' | 'key' | 'request_hash' | 'created_at'>,
): Promise<number | null> {
  const [inserted] = await idempotencyKeyInsert(trx, row.shop_id, row.scope, row.key, row.request_hash, row.created_at);
  return inserted?.id ?? null;
}

export async function findIdempotencyKey(db: Db, shopId: number, scope: string, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('shop_id', '=', shopId).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

/** Stores the key's answer; sent with the transaction's next statement on PostgreSQL (db/deferred-writes.ts). */
export async function saveIdempotencyResponse(trx: Trx, id: number, status: number, response: string): Promise<void> {
  await deferWrite(trx, trx.updateTable('idempotency_keys').set({ status, response }).where('id', '=', id));
}

/** Forgets keys created before `before` (ISO). */
export async function deleteIdempotencyKeysBefore(trx: Trx, before: string): Promise<void> {
  await trx.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}

// ---- coupons ----

/** uses += 1, only while below max_uses (a null or 0 limit is none); whether it happened. */
export async function takeCouponUse(trx: Trx, shopId: number, couponId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set({ uses: sql<number>`uses + 1`, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', couponId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('max_uses', '<=', 0), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countCustomerCouponUses(db: Db, shopId: number, couponId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_uses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('coupon_id', '=', couponId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How often the customer used each coupon of the shop: coupon id → uses (coupons never used are absent). */
export async function listCustomerCouponUses(db: Db, shopId: number, customerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('coupon_uses')
    .select((eb) => ['coupon_id', eb.fn.countAll<number | string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((r) => [r.coupon_id, Number(r.n)]));
}

/**
 * Records the order's coupon use as the placing transaction's last statement: on PostgreSQL it
 * goes with the COMMIT (executeAndCommit, docs/decisions/073), so the coupon's row, locked by
 * takeCouponUse just before, is held for one round trip, not two.
 */
export async function insertCouponUseLast(trx: Trx, use: { shopId: number; couponId: number; customerId: number; orderId: number; now: string }): Promise<void> {
  await executeAndCommit(trx, withDeferredWrites(trx).insertInto('coupon_uses').values({ shop_id: use.shopId, coupon_id: use.couponId, customer_id: use.customerId, order_id: use.orderId, at: use.now }));
}

/** Gives the order's coupon use back (deletes its use row, uses -= 1) — once: only when the row was still there. */
export async function releaseCouponUse(trx: Trx, shopId: number, orderId: number, now: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('coupon_uses').where('shop_id', '=', shopId).where('order_id', '=', orderId).returning('coupon_id').executeTakeFirst();
  if (!deleted) return false;
  await trx
    .updateTable('coupons')
    .set({ uses: sql<number>`case when uses > 0 then uses - 1 else 0 end`, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', deleted.coupon_id)
    .execute();
  return true;
}

// ---- orders ----

/**
 * Inserts the order unless its code is taken (then null: draw another code). With an id
 * lockCustomerForOrder reserved (PostgreSQL, its code seen free), the insert goes with the
 * transaction's next statement (db/deferred-writes.ts) and the id is answered at once; a
 * concurrent order that took the code in between fails that statement (isOrderCodeClash).
 */
export async function insertOrderIfCodeFree(trx: Trx, order: Insertable<OrderTable>, reservedId: number | null = null): Promise<number | null> {
  if (reservedId !== null) {
    await deferWrite(trx, trx.insertInto('orders').values({ ...order, id: reservedId }));
    return reservedId;
  }
  const row = await trx
    .insertInto('orders')
    .values(order)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new order's line snapshots; sent with the transaction's next statement on PostgreSQL (db/deferred-writes.ts). */
export async function insertOrderLines(trx: Trx, lines: Insertable<OrderLineTable>[]): Promise<void> {
  if (lines.length > 0) await deferWrite(trx, trx.insertInto('order_lines').values(lines));
}

type NewOrderEvent = { shopId: number; orderId: number; status: OrderStatus; actorKind: EventActorKind; actorId: number | null; note: string | null; staffNote?: string | null; at: string };

function orderEventInsert(trx: Trx, event: NewOrderEvent) {
  return trx
    .insertInto('order_events')
    .values({ shop_id: event.shopId, order_id: event.orderId, status: event.status, actor_kind: event.actorKind, actor_id: event.actorId, note: event.note, staff_note: event.staffNote ?? null, at: event.at });
}

export async function insertOrderEvent(trx: Trx, event: NewOrderEvent): Promise<void> {
  await orderEventInsert(trx, event).execute();
}

/** A new order's first timeline entry, sent with the transaction's next statement on PostgreSQL (db/deferred-writes.ts). */
export async function insertFirstOrderEvent(trx: Trx, event: NewOrderEvent): Promise<void> {
  await deferWrite(trx, orderEventInsert(trx, event));
}

export async function insertPayment(trx: Trx, payment: Insertable<PaymentTable>): Promise<number> {
  const row = await trx.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A payment row whose id nobody needs now, sent with the transaction's next statement on PostgreSQL (db/deferred-writes.ts). */
export async function insertPaymentDeferred(trx: Trx, payment: Insertable<PaymentTable>): Promise<void> {
  await deferWrite(trx, trx.insertInto('payments').values(payment));
}

/** Deletes these cart lines of the customer (the ones the order took); how many were still there to delete. Carries the deferred writes. */
export async function deleteCartLinesByIds(trx: Trx, shopId: number, customerId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await withDeferredWrites(trx)
    .deleteFrom('cart_items').where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** PostgreSQL's customer lock (lockCustomerForOrder), compiled once (db/prepared-query.ts; decision 082). */
function customerLockQuery(db: Db, shopId: number, customerId: number, code: string) {
  return db
    .selectFrom('customers')
    .select(['phone', 'language'])
    .select(sql<number | null>`case when exists (select 1 from orders o where o.code = ${code}) then null else nextval(pg_get_serial_sequence('orders', 'id'))::int end`.as('reserved_order_id'))
    .where('shop_id', '=', shopId)
    .where('id', '=', customerId)
    .forUpdate();
}
const customerLock = preparedQuery(customerLockQuery);
/** …with the delivery address and the shop's district charges (priceCheckout's read, one round trip fewer). */
const customerLockWithAddress = preparedQuery((db: Db, shopId: number, customerId: number, code: string, addressId: number) =>
  customerLockQuery(db, shopId, customerId, code).select([
    sql<CustomerAddress | null>`(select row_to_json(a) from customer_addresses a where a.shop_id = ${shopId} and a.customer_id = ${customerId} and a.id = ${addressId})`.as('address'),
    districtChargesColumn(db, shopId).as('district_charges'),
  ]),
);

/**
 * Makes one customer's order placements take turns: a row lock on the customer, held to the
 * end of the placing transaction (PostgreSQL; SQLite's BEGIN IMMEDIATE already runs one write
 * at a time, so there it is a plain read). Under READ COMMITTED every later statement of the
 * waiting transaction sees what the first one committed — its emptied cart. Answers the
 * customer's phone and chosen language (null: the shop's default), for the order's SMS.
 * On PostgreSQL the same statement reserves the new order's id (`nextval`) when `code`, the
 * order code drawn for it, is free: the order's insert then needs no answer and goes with the
 * transaction's next statement (insertOrderIfCodeFree; docs/decisions/073). null: no id
 * reserved (SQLite, or the code is taken). With `addressId` (home delivery), PostgreSQL's
 * statement also reads that address of the customer and the shop's district charges — what
 * findAddressWithDistrictCharges answers, null for no such address; left out (undefined) on
 * SQLite, where priceCheckout reads it itself.
 */
export async function lockCustomerForOrder(
  trx: Trx,
  shopId: number,
  customerId: number,
  code: string,
  addressId: number | null,
): Promise<{ phone: string | null; language: Lang | null; reservedOrderId: number | null; address?: AddressWithCharges | null }> {
  // The same statement reads who the order's SMS goes to (one round trip, not two).
  if (dbKind(trx as never) === 'postgres') {
    const row = (addressId === null ? (await customerLock(trx, shopId, customerId, code))[0] : (await customerLockWithAddress(trx, shopId, customerId, code, addressId))[0]) as
      | { phone: string | null; language: Lang | null; reserved_order_id: number | null; address?: CustomerAddress | null; district_charges?: unknown }
      | undefined;
    const address = addressId === null ? undefined : row?.address ? { address: row.address, districtCharges: districtChargesFrom(row.district_charges) } : null;
    return { phone: row?.phone || null, language: row?.language ?? null, reservedOrderId: row?.reserved_order_id ?? null, address };
  }
  const row = await trx.selectFrom('customers').select(['phone', 'language']).where('shop_id', '=', shopId).where('id', '=', customerId).executeTakeFirst();
  return { phone: row?.phone || null, language: row?.language ?? null, reservedOrderId: null };
}

/** PostgreSQL's unique_violation on the order code: a concurrent order drew the same code after it was seen free (placeOrder draws again). */
export function isOrderCodeClash(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && e.constraint === 'orders_code_key';
}

/** The customer's newest order placed at or after `since` (ISO), if any. */
export async function findNewestCustomerOrderSince(db: Db, shopId: number, customerId: number, since: string): Promise<{ id: number; code: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'code'])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('placed_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findCustomerOrder(db: Db, shopId: number, customerId: number, orderId: number): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', orderId).executeTakeFirst();
}

/** The shop's order with this code, or undefined. */
export async function findOrderByCode(db: Db, shopId: number, code: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('code', '=', code).executeTakeFirst();
}

export async function countCustomerOrders(db: Db, shopId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's orders, newest first. */
export async function listCustomerOrders(db: Db, shopId: number, customerId: number, offset: number, limit: number): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function listOrderLines(db: Db, shopId: number, orderId: number): Promise<OrderLine[]> {
  return db.selectFrom('order_lines').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('id').execute();
}

/** The image of the order's first line (a URL or file), or null: a notification's thumbnail. */
export async function findFirstLineImage(db: Db, shopId: number, orderId: number): Promise<string | null> {
  const line = await db.selectFrom('order_lines').select('image').where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('id').limit(1).executeTakeFirst();
  return line?.image || null;
}

export async function listOrderEvents(db: Db, shopId: number, orderId: number): Promise<OrderEvent[]> {
  return db.selectFrom('order_events').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('id').execute();
}

/** A pending online order's method changes to another online one (a retry by the other provider). */
export async function setPendingOrderPaymentMethod(trx: Trx, shopId: number, orderId: number, method: PaymentMethod, now: string): Promise<void> {
  await trx.updateTable('orders').set({ payment_method: method, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', orderId).where('status', '=', 'pending').execute();
}

/** A pending, unpaid order still paid by `from` becomes cash on delivery owing `advanceDue` in advance; whether it moved. */
export async function switchOrderToCod(trx: Trx, shopId: number, orderId: number, from: PaymentMethod, advanceDue: number, now: string): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ payment_method: 'cod', advance_due: advanceDue, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .where('payment_status', '!=', 'paid')
    .where('payment_method', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** Moves the order to `to` only from one of `from` (the state it was read in); whether it moved. */
export async function moveOrderStatus(trx: Trx, shopId: number, orderId: number, from: readonly OrderStatus[], to: OrderStatus, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the order's stock, coupon and balances given back — once: whether this call did it. */
/** The delivered order's review invitation, once (migration 031): whether this call is the one that set it. */
export async function markReviewInvited(trx: Trx, shopId: number, orderId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ review_invited_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .where('review_invited_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markOrderRestored(trx: Trx, shopId: number, orderId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ restored_at: now, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .where('restored_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The customer's newest order placed since `since` that still waits for an online payment:
 * pending, not paid, and paid by bKash or card — or cash on delivery with an advance due
 * (whether the advance is paid the caller reads from its payments).
 */
export async function findNewestOrderAwaitingPayment(db: Db, shopId: number, customerId: number, since: string): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('placed_at', '>=', since)
    .where('status', '=', 'pending')
    .where('payment_status', '!=', 'paid')
    .where((eb) => eb.or([eb('payment_method', 'in', ['bkash', 'stripe']), eb.and([eb('payment_method', '=', 'cod'), eb('advance_due', '>', 0)])]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
