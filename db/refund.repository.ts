// Refund requests (migration 015; docs/decisions/021). Every query is filtered by shop_id, and
// every customer read by customer_id, so another shop's or customer's refund id is simply not
// found. The writes that must not race are single statements, correct on both databases:
// - a new request's line rows claim `open_line_id` (unique) with ON CONFLICT DO NOTHING: of two
//   requests for the same line only one gets it; the caller refuses (and rolls back) the other;
// - each state moves with a conditional UPDATE from the state it must be in, so a repeated or
//   concurrent move changes nothing the second time;
// - the received goods go back to stock under the `restocked_at is null` guard.
import type { Insertable } from 'kysely';
import type { RefundListState } from '../core/seller-console';
import type { Db } from './client';
import type { Trx } from './run-write';
import type {
  EventActorKind,
  Order,
  RefundEventKind,
  RefundRequest,
  RefundRequestTable,
  RefundStatus,
  RefundPaymentStatus,
  RefundReturnStatus,
} from './schema';

// ---- reads for the customer ----

/** The customer's delivered orders with the time of their (last) delivered timeline entry, newest first. */
export async function listDeliveredOrders(db: Db, shopId: number, customerId: number, limit: number): Promise<Array<Order & { delivered_at: string | null }>> {
  return db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) =>
      eb
        .selectFrom('order_events')
        .select((e) => e.fn.max('order_events.at').as('at'))
        .whereRef('order_events.order_id', '=', 'orders.id')
        .where('order_events.shop_id', '=', shopId)
        .where('order_events.status', '=', 'delivered')
        .as('delivered_at'),
    )
    .where('orders.shop_id', '=', shopId)
    .where('orders.customer_id', '=', customerId)
    .where('orders.status', '=', 'delivered')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute() as Promise<Array<Order & { delivered_at: string | null }>>;
}

/** When the order was (last) marked delivered, or null. */
export async function findDeliveredAt(db: Db, shopId: number, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'delivered')
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/** Per order line: Σ quantity in the order's refunds that were not rejected. */
export async function refundedQuantities(db: Db, shopId: number, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('refund_request_lines as l')
    .innerJoin('refund_requests as r', 'r.id', 'l.refund_id')
    .select(['l.order_line_id', (eb) => eb.fn.sum<number | string>('l.quantity').as('n')])
    .where('r.shop_id', '=', shopId)
    .where('r.order_id', '=', orderId)
    .where('r.status', '<>', 'rejected')
    .groupBy('l.order_line_id')
    .execute();
  return new Map(rows.map((r) => [r.order_line_id, Number(r.n)]));
}

/** The order's lines that a pending request holds. */
export async function openOrderLineIds(db: Db, shopId: number, orderId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('refund_request_lines as l')
    .innerJoin('refund_requests as r', 'r.id', 'l.refund_id')
    .select('l.order_line_id')
    .where('r.shop_id', '=', shopId)
    .where('r.order_id', '=', orderId)
    .where('l.open_line_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.order_line_id));
}

export async function findCustomerRefund(db: Db, shopId: number, customerId: number, refundId: number): Promise<RefundRequest | undefined> {
  return db.selectFrom('refund_requests').selectAll().where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', refundId).executeTakeFirst();
}

export async function findShopRefund(db: Db, shopId: number, refundId: number): Promise<RefundRequest | undefined> {
  return db.selectFrom('refund_requests').selectAll().where('shop_id', '=', shopId).where('id', '=', refundId).executeTakeFirst();
}

export async function countCustomerRefunds(db: Db, shopId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the customer's refunds, newest first, each with its order's code. */
export async function listCustomerRefunds(db: Db, shopId: number, customerId: number, offset: number, limit: number) {
  return db
    .selectFrom('refund_requests as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select('o.code as order_code')
    .where('r.shop_id', '=', shopId)
    .where('r.customer_id', '=', customerId)
    .orderBy('r.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The refund's lines with what the order line snapshot says about them. */
export async function listRefundLines(db: Db, shopId: number, refundId: number) {
  return db
    .selectFrom('refund_request_lines as l')
    .innerJoin('order_lines as ol', 'ol.id', 'l.order_line_id')
    .select([
      'l.id',
      'l.order_line_id',
      'l.quantity',
      'l.amount',
      'ol.product_id',
      'ol.variant',
      'ol.name',
      'ol.variant_label',
      'ol.image',
      'ol.sell_price',
      'ol.quantity as line_quantity',
    ])
    .where('l.shop_id', '=', shopId)
    .where('l.refund_id', '=', refundId)
    .orderBy('l.id')
    .execute();
}

/** The image of the refund's first line (a URL or file), or null: a notification's thumbnail. */
export async function findFirstRefundLineImage(db: Db, shopId: number, refundId: number): Promise<string | null> {
  const line = await db
    .selectFrom('refund_request_lines as l')
    .innerJoin('order_lines as ol', 'ol.id', 'l.order_line_id')
    .select('ol.image')
    .where('l.shop_id', '=', shopId)
    .where('l.refund_id', '=', refundId)
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();
  return line?.image || null;
}

export async function listRefundEvents(db: Db, shopId: number, refundId: number) {
  return db.selectFrom('refund_events').selectAll().where('shop_id', '=', shopId).where('refund_id', '=', refundId).orderBy('id').execute();
}

export async function listRefundPhotos(db: Db, shopId: number, refundId: number) {
  return db
    .selectFrom('refund_request_photos as p')
    .innerJoin('order_attachments as a', 'a.id', 'p.attachment_id')
    .select(['a.stored_name', 'a.original_name', 'a.content_type'])
    .where('p.shop_id', '=', shopId)
    .where('p.refund_id', '=', refundId)
    .orderBy('p.id')
    .execute();
}

// ---- writes ----

/** Inserts the request unless its code is taken (then null: draw another code). */
export async function insertRefundIfCodeFree(trx: Trx, row: Insertable<RefundRequestTable>): Promise<number | null> {
  const inserted = await trx
    .insertInto('refund_requests')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Writes the request's lines, each holding its order line open — unless another pending request
 * holds it already. Whether every line was claimed (when not, the caller must roll back).
 */
export async function claimRefundLines(
  trx: Trx,
  shopId: number,
  refundId: number,
  lines: ReadonlyArray<{ orderLineId: number; quantity: number; amount: number }>,
): Promise<boolean> {
  for (const line of lines) {
    const row = await trx
      .insertInto('refund_request_lines')
      .values({ shop_id: shopId, refund_id: refundId, order_line_id: line.orderLineId, quantity: line.quantity, amount: line.amount, open_line_id: line.orderLineId })
      .onConflict((oc) => oc.column('open_line_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
  }
  return true;
}

/** Releases the lines a decided request held. */
export async function releaseRefundLines(trx: Trx, shopId: number, refundId: number): Promise<void> {
  await trx.updateTable('refund_request_lines').set({ open_line_id: null }).where('shop_id', '=', shopId).where('refund_id', '=', refundId).execute();
}

export async function insertRefundPhotos(trx: Trx, shopId: number, refundId: number, attachmentIds: readonly number[]): Promise<void> {
  if (attachmentIds.length === 0) return;
  await trx
    .insertInto('refund_request_photos')
    .values(attachmentIds.map((attachment_id) => ({ shop_id: shopId, refund_id: refundId, attachment_id })))
    .execute();
}

export async function insertRefundEvent(
  trx: Trx,
  event: { shopId: number; refundId: number; event: RefundEventKind; actorKind: EventActorKind; actorId: number | null; note: string | null; at: string },
): Promise<void> {
  await trx
    .insertInto('refund_events')
    .values({ shop_id: event.shopId, refund_id: event.refundId, event: event.event, actor_kind: event.actorKind, actor_id: event.actorId, note: event.note, at: event.at })
    .execute();
}

/** The request's state decided: pending → approved | rejected, with the shop's note; whether it moved. */
export async function decideRefund(trx: Trx, shopId: number, refundId: number, to: Exclude<RefundStatus, 'pending'>, note: string | null, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('refund_requests')
    .set({ status: to, note, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An approved request's payment unpaid → paid; whether this call moved it. */
export async function markRefundPaid(trx: Trx, shopId: number, refundId: number, now: string): Promise<boolean> {
  const to: RefundPaymentStatus = 'paid';
  const result = await trx
    .updateTable('refund_requests')
    .set({ payment_status: to, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', refundId)
    .where('status', '=', 'approved')
    .where('payment_status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An approved request's return pending → received, marking its stock given back; whether this call moved it. */
export async function markRefundReceived(trx: Trx, shopId: number, refundId: number, now: string): Promise<boolean> {
  const to: RefundReturnStatus = 'received';
  const result = await trx
    .updateTable('refund_requests')
    .set({ return_status: to, restocked_at: now, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', refundId)
    .where('status', '=', 'approved')
    .where('return_status', '=', 'pending')
    .where('restocked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- the seller console's refund list (services/refunds/list-seller-refunds.ts) ----

function shopRefunds(db: Db, shopId: number, state: RefundListState) {
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

export async function countShopRefunds(db: Db, shopId: number, state: RefundListState): Promise<number> {
  const count = await shopRefunds(db, shopId, state).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(count.n);
}

/** A page of the shop's refund requests in the state, with the order code and who asked: pending first (still waiting for the shop), then newest. */
export async function listShopRefunds(db: Db, shopId: number, state: RefundListState, offset: number, limit: number) {
  return shopRefunds(db, shopId, state)
    .selectAll('r')
    .select(['o.code as order_code', 'c.name as customer_name', 'c.phone as customer_phone'])
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
    .orderBy('r.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}
