// Writes inside a transaction whose answer nobody waits for — an order's lines, its timeline
// entry, a queued SMS — sent to PostgreSQL together with the next statement that needs an
// answer, as data-modifying WITH clauses (`with w0 as (insert …), w1 as (insert …) update …`),
// instead of one round trip each (issue 27 item 3, docs/decisions/069-order-round-trips.md).
// PostgreSQL runs every such clause exactly once and to completion whether or not the main
// statement reads it; a failing one fails the statement, and so the transaction, as it would
// have alone. runWrite sends whatever is still waiting before its commit.
//
// On SQLite a deferred write simply runs at once: the database is in the process, a statement
// costs no round trip, and SQLite has no data-modifying WITH.
//
// Use it only for a write that no later statement of the same transaction reads before the
// next flush (the statements of one PostgreSQL statement share one snapshot).
import type { DeleteQueryBuilder, InsertQueryBuilder, QueryCreator, UpdateQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { dbKind } from './client';
import type { Database } from './schema';
import type { Trx } from './run-write';

// The write builders of any table, without a RETURNING the caller would wait for.
type Write = InsertQueryBuilder<any, any, any> | UpdateQueryBuilder<any, any, any, any> | DeleteQueryBuilder<any, any, any>;

const waiting = new WeakMap<object, Write[]>();

/** Runs `write` now (SQLite) or with the transaction's next flushing statement (PostgreSQL). */
export async function deferWrite(trx: Trx, write: Write): Promise<void> {
  if (dbKind(trx as never) !== 'postgres') {
    await write.execute();
    return;
  }
  const list = waiting.get(trx);
  if (list) list.push(write);
  else waiting.set(trx, [write]);
}

/** How many writes wait for the next statement of `trx` (tests). */
export function deferredCount(trx: Trx): number {
  return waiting.get(trx)?.length ?? 0;
}

/**
 * The query creator to build the next statement that needs an answer with: it carries every
 * waiting write as a WITH clause (and they stop waiting), or is `trx` itself when none wait.
 */
export function withDeferredWrites(trx: Trx): QueryCreator<Database> {
  const list = waiting.get(trx);
  if (!list || list.length === 0) return trx;
  waiting.delete(trx);
  // PostgreSQL runs the WITH writes nothing reads after the main statement, the last declared
  // first; declared in reverse, they run in call order, so rows get their ids in the order the
  // calls were made (an order's balance payment before its cash-on-delivery one; the tests hold it).
  let creator: QueryCreator<Database> = trx;
  [...list].reverse().forEach((write, i) => {
    creator = creator.with(`deferred_write_${i}`, () => write) as unknown as QueryCreator<Database>;
  });
  return creator;
}

/** Sends the waiting writes of `trx` on their own (before its commit). */
export async function flushDeferredWrites(trx: Trx): Promise<void> {
  if (!waiting.get(trx)?.length) return;
  await withDeferredWrites(trx)
    .selectNoFrom(sql<number>`1`.as('flushed'))
    .execute();
}
