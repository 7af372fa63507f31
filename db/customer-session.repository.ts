// Customer sessions. Tokens are never stored: only their sha256. Lookups are by shop, so a
// token issued by one shop is unknown to every other.
import type { CompiledQuery } from 'kysely';
import { dbKind, type Db, type DbKind } from './client';
import { bellStateColumns, bellStateOf, type BellState, type BellStateColumns } from './notification.repository';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type { Customer, CustomerSession } from './schema';

interface NewSessionInput {
  tokenHash: string;
  loginAt: string;
  expiresAt: string;
}

export async function insertSession(db: Db, shopId: number, customerId: number, input: NewSessionInput): Promise<number> {
  const row = await db
    .insertInto('customer_sessions')
    .values({
      shop_id: shopId,
      customer_id: customerId,
      token_hash: input.tokenHash,
      previous_token_hash: null,
      previous_valid_until: null,
      login_at: input.loginAt,
      rotated_at: input.loginAt,
      expires_at: input.expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface FoundSession {
  session: CustomerSession;
  /** True when the token matched the rotated-out previous token (still in its grace period). */
  previous: boolean;
}

/** The live session a token hash names in this shop, with its customer (both of this shop). */
export type FoundSessionWithCustomer = FoundSession & { customer: Customer };

/**
 * The live session a token hash names in this shop — the current token, or the previous one
 * still in its grace period — with the customer's row, in one statement: every request of a
 * logged-in customer (the bell's poll every 10 s among them) starts with it.
 */
export async function findLiveSessionWithCustomer(db: Db, shopId: number, tokenHash: string, now: string): Promise<FoundSessionWithCustomer | undefined> {
  const { current, previous } = sessionLookups(db);
  const [found] = (await db.executeQuery<SessionRow>({ ...current, parameters: [shopId, now, tokenHash] })).rows;
  if (found) return splitSessionRow(found, false);
  const [graced] = (await db.executeQuery<SessionRow>({ ...previous, parameters: [shopId, now, tokenHash, now] })).rows;
  return graced ? splitSessionRow(graced, true) : undefined;
}

/**
 * The customer a session's current token names in this shop (the same rule as
 * findLiveSessionWithCustomer: not revoked, not expired) and their bell's state (readBellState's
 * four index lookups), in one statement: the bell's unchanged poll before Hono (decision 079).
 * Undefined when the current token names no live session — a rotated-out token in its grace
 * period included, which the app's own path answers.
 */
export async function findLiveCustomerBellState(db: Db, shopId: number, tokenHash: string, now: string): Promise<{ customerId: number; bell: BellState } | undefined> {
  const [row] = await customerBellState(db, shopId, now, tokenHash);
  return row ? { customerId: row.customer_id, bell: bellStateOf(row) } : undefined;
}

const customerBellState = preparedQuery((db: Db, shopId: number, now: string, tokenHash: string) =>
  db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', (join) => join.onRef('c.id', '=', 's.customer_id').onRef('c.shop_id', '=', 's.shop_id'))
    .select('s.customer_id')
    .select((eb) => bellStateColumns(eb, 's.shop_id', 's.customer_id'))
    .where('s.shop_id', '=', shopId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.token_hash', '=', tokenHash)
    .$castTo<{ customer_id: number } & BellStateColumns>(),
);

// The two statements are built and compiled once per dialect and run with each request's values
// (building this query took longer than running it). The parameter order is the order of the
// `where` calls below; the repository test checks every case on both databases.
const compiledLookups = new Map<DbKind, { current: CompiledQuery<SessionRow>; previous: CompiledQuery<SessionRow> }>();

function sessionLookups(db: Db) {
  const kind = dbKind(db as never);
  let lookups = compiledLookups.get(kind);
  if (!lookups) {
    lookups = {
      current: sessionWithCustomer(db, 0, '').where('s.token_hash', '=', '').compile(),
      previous: sessionWithCustomer(db, 0, '').where('s.previous_token_hash', '=', '').where('s.previous_valid_until', '>', '').compile(),
    };
    compiledLookups.set(kind, lookups);
  }
  return lookups;
}

function sessionWithCustomer(db: Db, shopId: number, now: string) {
  return db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', (join) => join.onRef('c.id', '=', 's.customer_id').onRef('c.shop_id', '=', 's.shop_id'))
    .selectAll('c')
    .select([
      's.id as session_id',
      's.customer_id as session_customer_id',
      's.token_hash as session_token_hash',
      's.previous_token_hash as session_previous_token_hash',
      's.previous_valid_until as session_previous_valid_until',
      's.login_at as session_login_at',
      's.rotated_at as session_rotated_at',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
    ])
    .where('s.shop_id', '=', shopId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now);
}

type SessionRow = Customer & { [K in keyof CustomerSession as K extends 'shop_id' ? never : `session_${K & string}`]: CustomerSession[K] };

function splitSessionRow(row: SessionRow, previous: boolean): FoundSessionWithCustomer {
  const {
    session_id,
    session_customer_id,
    session_token_hash,
    session_previous_token_hash,
    session_previous_valid_until,
    session_login_at,
    session_rotated_at,
    session_expires_at,
    session_revoked_at,
    ...customer
  } = row;
  const session: CustomerSession = {
    id: session_id,
    shop_id: customer.shop_id,
    customer_id: session_customer_id,
    token_hash: session_token_hash,
    previous_token_hash: session_previous_token_hash,
    previous_valid_until: session_previous_valid_until,
    login_at: session_login_at,
    rotated_at: session_rotated_at,
    expires_at: session_expires_at,
    revoked_at: session_revoked_at,
  };
  return { session, previous, customer };
}

/** Extends the session without a new token. */
export async function extendSession(db: Db, shopId: number, sessionId: number, expiresAt: string): Promise<void> {
  await db.updateTable('customer_sessions').set({ expires_at: expiresAt }).where('shop_id', '=', shopId).where('id', '=', sessionId).execute();
}

/**
 * Swaps in a new token if the session still holds `expectedTokenHash` (two refreshes racing
 * rotate once); the old token stays valid until `previousValidUntil`. Returns whether it did.
 */
export async function rotateSessionToken(
  db: Db,
  shopId: number,
  sessionId: number,
  change: { expectedTokenHash: string; newTokenHash: string; previousValidUntil: string; rotatedAt: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('customer_sessions')
    .set({
      token_hash: change.newTokenHash,
      previous_token_hash: change.expectedTokenHash,
      previous_valid_until: change.previousValidUntil,
      rotated_at: change.rotatedAt,
      expires_at: change.expiresAt,
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', sessionId)
    .where('token_hash', '=', change.expectedTokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Db, shopId: number, sessionId: number, now: string): Promise<void> {
  await db
    .updateTable('customer_sessions')
    .set({ revoked_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the customer except `keepSessionId` (null: all of them). */
export async function revokeCustomerSessions(trx: Trx, shopId: number, customerId: number, keepSessionId: number | null, now: string): Promise<number> {
  let q = trx
    .updateTable('customer_sessions')
    .set({ revoked_at: now })
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) q = q.where('id', '!=', keepSessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes sessions that can no longer be used (housekeeping). */
export async function deleteDeadSessions(db: Db, shopId: number, now: string): Promise<number> {
  const result = await db
    .deleteFrom('customer_sessions')
    .where('shop_id', '=', shopId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
