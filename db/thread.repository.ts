// Support tickets and product inquiries (migration 014; issue 13 item 2). Every query carries
// shop_id, and every customer read or write also customer_id, so another shop's or customer's
// thread id is simply not found and not changed. Status moves and unread counters are single
// conditional statements (never a read-then-write), correct on both databases on their own:
// a write to a closed thread changes nothing and says so (0 rows).
import { sql } from 'kysely';
import type { ThreadListKind, ThreadListStatus } from '../core/seller-console';
import type { Db } from './client';
import type { Trx } from './run-write';
import type { Thread, ThreadAuthor, ThreadKind, ThreadStatus } from './schema';

export interface NewThread {
  shopId: number;
  customerId: number;
  kind: ThreadKind;
  subject: string;
  orderId: number | null;
  product: { id: number; name: string; image: string | null; url: string; price: number } | null;
  now: string;
}

export async function insertThread(trx: Trx, t: NewThread): Promise<number> {
  const row = await trx
    .insertInto('threads')
    .values({
      shop_id: t.shopId,
      customer_id: t.customerId,
      kind: t.kind,
      subject: t.subject,
      status: 'open',
      order_id: t.orderId,
      product_id: t.product?.id ?? null,
      product_name: t.product?.name ?? null,
      product_image: t.product?.image ?? null,
      product_url: t.product?.url ?? null,
      product_price: t.product?.price ?? null,
      customer_unread: 0,
      shop_unread: 0,
      last_message_at: t.now,
      created_at: t.now,
      updated_at: t.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewThreadMessage {
  shopId: number;
  threadId: number;
  author: ThreadAuthor;
  staffId: number | null;
  body: string;
  attachmentId: number | null;
  now: string;
}

export async function insertThreadMessage(trx: Trx, m: NewThreadMessage): Promise<number> {
  const row = await trx
    .insertInto('thread_messages')
    .values({ shop_id: m.shopId, thread_id: m.threadId, author: m.author, staff_id: m.staffId, body: m.body, attachment_id: m.attachmentId, created_at: m.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The customer's own thread of this kind, or undefined (also for anyone else's). */
export function findCustomerThread(db: Db, shopId: number, customerId: number, kind: ThreadKind, id: number): Promise<Thread | undefined> {
  return db
    .selectFrom('threads')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Any thread of the shop (the seller console), or undefined. */
export function findShopThread(db: Db, shopId: number, id: number): Promise<Thread | undefined> {
  return db.selectFrom('threads').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The customer's newest inquiry about the product that is not closed, if any. */
export async function findOpenInquiry(db: Db, shopId: number, customerId: number, productId: number): Promise<number | null> {
  const row = await db
    .selectFrom('threads')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'inquiry')
    .where('product_id', '=', productId)
    .where('status', '!=', 'closed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface ThreadListRow {
  id: number;
  subject: string;
  status: ThreadStatus;
  order_id: number | null;
  order_code: string | null;
  product_name: string | null;
  product_image: string | null;
  customer_unread: number;
  shop_unread: number;
  last_message_at: string;
  created_at: string;
}

/** One page of the customer's threads of a kind: unread ones first, then the latest activity first. */
export async function listCustomerThreads(
  db: Db,
  shopId: number,
  customerId: number,
  kind: ThreadKind,
  limit: number,
  offset: number,
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('threads as t')
      .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 't.order_id').onRef('o.shop_id', '=', 't.shop_id'))
      .select([
        't.id',
        't.subject',
        't.status',
        't.order_id',
        'o.code as order_code',
        't.product_name',
        't.product_image',
        't.customer_unread',
        't.shop_unread',
        't.last_message_at',
        't.created_at',
      ])
      .where('t.shop_id', '=', shopId)
      .where('t.customer_id', '=', customerId)
      .where('t.kind', '=', kind)
      .orderBy(sql`case when t.customer_unread > 0 then 0 else 1 end`)
      .orderBy('t.last_message_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('threads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shop_id', '=', shopId)
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface ThreadMessageRow {
  id: number;
  author: ThreadAuthor;
  body: string;
  attachment_id: number | null;
  attachment_name: string | null;
  created_at: string;
}

/** The thread's messages, oldest first, with each attachment's original file name. */
export function listThreadMessages(db: Db, shopId: number, threadId: number): Promise<ThreadMessageRow[]> {
  return db
    .selectFrom('thread_messages as m')
    .leftJoin('order_attachments as a', (j) => j.onRef('a.id', '=', 'm.attachment_id').onRef('a.shop_id', '=', 'm.shop_id'))
    .select(['m.id', 'm.author', 'm.body', 'm.attachment_id', 'a.original_name as attachment_name', 'm.created_at'])
    .where('m.shop_id', '=', shopId)
    .where('m.thread_id', '=', threadId)
    .orderBy('m.id')
    .execute();
}

/** How many of the customer's tickets and inquiries have a reply they have not opened (partial index threads_customer_unread). */
export async function countUnreadThreads(db: Db, shopId: number, customerId: number): Promise<{ ticket: number; inquiry: number }> {
  const rows = await db
    .selectFrom('threads')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('customer_unread', '>', 0)
    .groupBy('kind')
    .execute();
  const counts = { ticket: 0, inquiry: 0 };
  for (const r of rows) counts[r.kind] = Number(r.n);
  return counts;
}

/** The customer opened the thread: their unread count goes to 0 (only when it was not). */
export async function markThreadReadByCustomer(db: Db, shopId: number, customerId: number, id: number): Promise<void> {
  await db
    .updateTable('threads')
    .set({ customer_unread: 0 })
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('customer_unread', '>', 0)
    .execute();
}

/** Staff opened the thread: the shop's unread count goes to 0. */
export async function markThreadReadByShop(db: Db, shopId: number, id: number): Promise<void> {
  await db.updateTable('threads').set({ shop_unread: 0 }).where('shop_id', '=', shopId).where('id', '=', id).where('shop_unread', '>', 0).execute();
}

/**
 * A message was added by `author`: the thread moves (open after the customer, answered after
 * staff), the other side's unread count grows, and the activity time moves — only while the
 * thread is not closed. Whether it moved (false: closed, or not this customer's/shop's).
 */
export async function recordThreadMessage(trx: Trx, shopId: number, id: number, author: ThreadAuthor, customerId: number | null, now: string): Promise<boolean> {
  let query = trx
    .updateTable('threads')
    .set((eb) =>
      author === 'customer'
        ? { status: 'open' as const, shop_unread: eb('shop_unread', '+', 1), last_message_at: now, updated_at: now }
        : { status: 'answered' as const, customer_unread: eb('customer_unread', '+', 1), last_message_at: now, updated_at: now },
    )
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '!=', 'closed');
  if (customerId !== null) query = query.where('customer_id', '=', customerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes the thread unless it is closed already; whether this call closed it. */
export async function closeThreadRow(db: Db, shopId: number, id: number, customerId: number | null, now: string): Promise<boolean> {
  let query = db.updateTable('threads').set({ status: 'closed', updated_at: now }).where('shop_id', '=', shopId).where('id', '=', id).where('status', '!=', 'closed');
  if (customerId !== null) query = query.where('customer_id', '=', customerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ThreadAttachmentRow {
  thread_id: number;
  kind: ThreadKind;
  customer_id: number;
  stored_name: string;
  original_name: string;
  content_type: string;
}

/** The attachment of one message of the shop's threads, with who the thread belongs to. */
export function findThreadMessageAttachment(db: Db, shopId: number, messageId: number): Promise<ThreadAttachmentRow | undefined> {
  return db
    .selectFrom('thread_messages as m')
    .innerJoin('threads as t', (j) => j.onRef('t.id', '=', 'm.thread_id').onRef('t.shop_id', '=', 'm.shop_id'))
    .innerJoin('order_attachments as a', (j) => j.onRef('a.id', '=', 'm.attachment_id').onRef('a.shop_id', '=', 'm.shop_id'))
    .select(['t.id as thread_id', 't.kind', 't.customer_id', 'a.stored_name', 'a.original_name', 'a.content_type'])
    .where('m.shop_id', '=', shopId)
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

/** The customer's orders to choose from on a new ticket, newest first. */
export function listTicketOrderChoices(db: Db, shopId: number, customerId: number, limit: number): Promise<Array<{ id: number; code: string; placed_at: string }>> {
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'placed_at'])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the order is the customer's own in this shop. */
export async function isCustomerOrder(db: Db, shopId: number, customerId: number, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', orderId).executeTakeFirst();
  return row !== undefined;
}

/** The attachment row id of the customer's stored file (just uploaded). */
export async function findAttachmentId(db: Db, shopId: number, customerId: number, storedName: string): Promise<number | null> {
  const row = await db
    .selectFrom('order_attachments')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('stored_name', '=', storedName)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** An order's code in this shop, or null. */
export async function findOrderCode(db: Db, shopId: number, orderId: number | null): Promise<string | null> {
  if (orderId === null) return null;
  const row = await db.selectFrom('orders').select('code').where('shop_id', '=', shopId).where('id', '=', orderId).executeTakeFirst();
  return row?.code ?? null;
}

// ---- the seller console's thread list (services/support/list-seller-threads.ts) ----

function shopThreads(db: Db, shopId: number, kind: ThreadListKind, status: ThreadListStatus) {
  let q = db
    .selectFrom('threads as t')
    .innerJoin('customers as c', (j) => j.onRef('c.id', '=', 't.customer_id').onRef('c.shop_id', '=', 't.shop_id'))
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 't.order_id').onRef('o.shop_id', '=', 't.shop_id'))
    .where('t.shop_id', '=', shopId);
  if (kind !== 'all') q = q.where('t.kind', '=', kind);
  if (status !== 'all') q = q.where('t.status', '=', status);
  return q;
}

export async function countShopThreads(db: Db, shopId: number, kind: ThreadListKind, status: ThreadListStatus): Promise<number> {
  const count = await shopThreads(db, shopId, kind, status).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(count.n);
}

/** A page of the shop's threads: those with customer messages the shop has not opened first, then open before answered before closed, then the latest activity. */
export async function listShopThreads(db: Db, shopId: number, kind: ThreadListKind, status: ThreadListStatus, offset: number, limit: number) {
  return shopThreads(db, shopId, kind, status)
    .select([
      't.id',
      't.kind',
      't.subject',
      't.status',
      't.shop_unread',
      't.order_id',
      'o.code as order_code',
      't.product_name',
      't.customer_id',
      'c.name as customer_name',
      'c.phone as customer_phone',
      't.last_message_at',
    ])
    .orderBy((eb) => eb.case().when('t.shop_unread', '>', 0).then(0).else(1).end())
    .orderBy((eb) => eb.case().when('t.status', '=', 'open').then(0).when('t.status', '=', 'answered').then(1).else(2).end())
    .orderBy('t.last_message_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A thread's unread count for the shop, subject and customer's name (the owner's message alert; decision 057). */
export async function findThreadAlertFacts(trx: Trx, shopId: number, threadId: number) {
  return trx
    .selectFrom('threads as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select(['t.shop_unread', 't.subject', 'c.name as customer_name'])
    .where('t.shop_id', '=', shopId)
    .where('c.shop_id', '=', shopId)
    .where('t.id', '=', threadId)
    .executeTakeFirst();
}
