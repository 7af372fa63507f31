// One-time codes: hashed, bound to shop, phone and purpose; single use; a bounded number of
// tries. Attempts and use are conditional updates, so racing requests cannot exceed them.
import type { Db } from './client';
import type { CodePurpose, CustomerCode } from './schema';

export async function insertCode(
  db: Db,
  shopId: number,
  code: { phone: string; purpose: CodePurpose; codeHash: string; expiresAt: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('customer_codes')
    .values({ shop_id: shopId, phone: code.phone, purpose: code.purpose, code_hash: code.codeHash, expires_at: code.expiresAt, used_at: null, created_at: code.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends every unused code of this phone and purpose (a new code replaces older ones). */
export async function retireCodes(db: Db, shopId: number, phone: string, purpose: CodePurpose, now: string): Promise<void> {
  await db
    .updateTable('customer_codes')
    .set({ used_at: now })
    .where('shop_id', '=', shopId)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The newest unused, unexpired code of this phone and purpose. */
export async function findActiveCode(db: Db, shopId: number, phone: string, purpose: CodePurpose, now: string): Promise<CustomerCode | undefined> {
  return db
    .selectFrom('customer_codes')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one try if fewer than `maxAttempts` were made; returns whether the try may proceed. */
export async function takeCodeAttempt(db: Db, shopId: number, codeId: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('customer_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used if nobody did first; returns whether this call used it. */
export async function useCode(db: Db, shopId: number, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_codes')
    .set({ used_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes codes that expired before `before` (housekeeping). */
export async function deleteExpiredCodes(db: Db, shopId: number, before: string): Promise<number> {
  const result = await db.deleteFrom('customer_codes').where('shop_id', '=', shopId).where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
