// Customers' notifications (migration 011; issue 13 item 3). Every query is filtered by shop_id
// and customer_id, so another shop's or customer's id is simply not found and not changed.
// A notification is inserted only inside a write transaction (`trx: Trx`): the one of the
// change it reports, so a rolled-back change leaves none behind.
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from './client';
import type { Trx } from './run-write';
import type { Database, NotificationTable, NotificationType } from './schema';

export interface NewNotification {
  shopId: number;
  customerId: number;
  type: NotificationType;
  url: string;
  message: string;
  number: string;
  image: string | null;
  now: string;
}

export async function insertNotification(trx: Trx, n: NewNotification): Promise<number> {
  const row: Insertable<NotificationTable> = {
    shop_id: n.shopId,
    customer_id: n.customerId,
    type: n.type,
    url: n.url,
    message: n.message,
    number: n.number,
    image: n.image,
    read_at: null,
    created_at: n.now,
  };
  const inserted = await trx.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export interface NotificationRow {
  id: number;
  type: NotificationType;
  url: string;
  message: string;
  number: string;
  image: string | null;
  read_at: string | null;
  created_at: string;
}

/**
 * The poll, in ONE statement: the customer's newest `limit` notifications (index
 * notifications_customer) with the unread count beside each row (a scalar subquery on the
 * partial index notifications_unread). No rows means nothing to count either.
 */
export async function listLatestNotifications(db: Db, shopId: number, customerId: number, limit: number): Promise<{ rows: NotificationRow[]; unread: number }> {
  const rows = await db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.type', 'n.url', 'n.message', 'n.number', 'n.image', 'n.read_at', 'n.created_at'])
    .select((eb) =>
      eb
        .selectFrom('notifications as u')
        .select(eb.fn.countAll<number | string>().as('c'))
        .where('u.shop_id', '=', shopId)
        .where('u.customer_id', '=', customerId)
        .where('u.read_at', 'is', null)
        .as('unread'),
    )
    .where('n.shop_id', '=', shopId)
    .where('n.customer_id', '=', customerId)
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  const unread = rows.length > 0 ? Number(rows[0]!.unread ?? 0) : 0;
  return { rows: rows.map(({ unread: _u, ...row }) => row), unread };
}

/** Marks one of the customer's notifications read (kept as first read); whether it is theirs. */
export async function markNotificationRead(db: Db, shopId: number, customerId: number, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks read every unread notification of the customer, up to `upTo` when given; how many. */
export async function markAllNotificationsRead(db: Db, shopId: number, customerId: number, upTo: number | null, now: string): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null);
  if (upTo !== null) query = query.where('id', '<=', upTo);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What the bell's validator is made of (the poll's 304 check): one statement of four index lookups. */
export interface BellState {
  newest: number;
  unread: number;
  tickets: number;
  inquiries: number;
}

/** The bell's state as columns of a statement (as a driver returns them: PostgreSQL's counts are strings). */
export interface BellStateColumns {
  bell_newest: number | string | null;
  bell_unread: number | string;
  bell_tickets: number | string;
  bell_inquiries: number | string;
}

/**
 * readBellState's four lookups as columns of a statement over a customer named by column
 * references — the session lookup of the bell's poll (db/customer-session.repository.ts
 * findLiveCustomerBellState). The repository test checks both give the same state.
 */
export function bellStateColumns<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, shopRef: string, customerRef: string) {
  const e = eb as unknown as ExpressionBuilder<Database, 'notifications' | 'threads'>;
  const shop = sql.ref<number>(shopRef);
  const customer = sql.ref<number>(customerRef);
  const threads = (kind: 'ticket' | 'inquiry', as: 'bell_tickets' | 'bell_inquiries') =>
    e
      .selectFrom('threads as bt')
      .select((x) => x.fn.countAll().as('n'))
      .where('bt.shop_id', '=', shop)
      .where('bt.customer_id', '=', customer)
      .where('bt.kind', '=', sql.lit(kind))
      .where('bt.customer_unread', '>', sql.lit(0))
      .as(as);
  return [
    e.selectFrom('notifications as bn').select((x) => x.fn.max('bn.id').as('n')).where('bn.shop_id', '=', shop).where('bn.customer_id', '=', customer).as('bell_newest'),
    e.selectFrom('notifications as bn').select((x) => x.fn.countAll().as('n')).where('bn.shop_id', '=', shop).where('bn.customer_id', '=', customer).where('bn.read_at', 'is', null).as('bell_unread'),
    threads('ticket', 'bell_tickets'),
    threads('inquiry', 'bell_inquiries'),
  ] as const;
}

export function bellStateOf(row: BellStateColumns): BellState {
  return { newest: Number(row.bell_newest ?? 0), unread: Number(row.bell_unread), tickets: Number(row.bell_tickets), inquiries: Number(row.bell_inquiries) };
}

export async function readBellState(db: Db, shopId: number, customerId: number): Promise<BellState> {
  const { rows } = await sql<{ newest: number | string | null; unread: number | string; tickets: number | string; inquiries: number | string }>`select
    (select max(id) from notifications where shop_id = ${shopId} and customer_id = ${customerId}) as newest,
    (select count(*) from notifications where shop_id = ${shopId} and customer_id = ${customerId} and read_at is null) as unread,
    (select count(*) from threads where shop_id = ${shopId} and customer_id = ${customerId} and kind = 'ticket' and customer_unread > 0) as tickets,
    (select count(*) from threads where shop_id = ${shopId} and customer_id = ${customerId} and kind = 'inquiry' and customer_unread > 0) as inquiries`.execute(db);
  const row = rows[0]!;
  return { newest: Number(row.newest ?? 0), unread: Number(row.unread), tickets: Number(row.tickets), inquiries: Number(row.inquiries) };
}
