// Fixed-window rate-limit counters in the database, so the limits hold across every server
// process and instance. One conditional upsert counts an event only while under the limit.
// Not tenant data: a bucket names its rule and subject (a shop's phone, or a client address).
import { sql } from 'kysely';
import type { Db } from './client';

/** Counts one event in the window if the count is below `limit`; returns whether it was counted. */
export async function takeRateLimitSlot(db: Db, bucket: string, windowStart: number, limit: number): Promise<boolean> {
  if (limit < 1) return false;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1` })
        .where('rate_limits.count', '<', limit),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many events the window has counted. */
export async function readRateLimitCount(db: Db, bucket: string, windowStart: number): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('count').where('bucket', '=', bucket).where('window_start', '=', windowStart).executeTakeFirst();
  return row?.count ?? 0;
}

/** Drops windows that started before `before` (epoch seconds). */
export async function deleteRateLimitsBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
