// Customer sessions. Tokens are never stored: only their sha256. Lookups are by shop, so a
// token issued by one shop is unknown to every other.
import type { Db } from './client';
import type { Trx } from './run-write';
import type { CustomerSession } from './schema';

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

/** The live session a token hash names in this shop: current token, or previous one still in grace. */
export async function findLiveSessionByTokenHash(db: Db, shopId: number, tokenHash: string, now: string): Promise<FoundSession | undefined> {
  const current = await db
    .selectFrom('customer_sessions')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (current) return { session: current, previous: false };
  const previous = await db
    .selectFrom('customer_sessions')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('previous_token_hash', '=', tokenHash)
    .where('previous_valid_until', '>', now)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return previous ? { session: previous, previous: true } : undefined;
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
