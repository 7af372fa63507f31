// A transaction that writes, and the type that proves a function runs inside one
// (docs/decisions/011-typed-transactions.md). On SQLite it starts with BEGIN IMMEDIATE: the
// write lock is taken first (waiting, without blocking the process, up to busy_timeout for
// another process's writer — see runBatch) so a read inside it can never be overtaken by
// another process's commit (a deferred transaction would fail with SQLITE_BUSY_SNAPSHOT there
// instead of waiting). On PostgreSQL it is an
// ordinary transaction; the statements inside it use conditional updates and unique indexes.
import { CompiledQuery, sql } from 'kysely';
import { BUSY_TIMEOUT_MS, dbKind, type Db } from './client';
import { flushDeferredWrites } from './deferred-writes';
import { inlineParameters } from './postgres-round-trips';

declare const inTransaction: unique symbol;

/**
 * A database handle inside runWrite. It queries like a Db (and can be passed wherever a Db
 * is taken), but a plain Db is not a Trx: a repository function that must run inside a
 * transaction (a read-then-write pair, several writes that stand or fall together) takes
 * `trx: Trx`, and calling it with a Db does not compile.
 */
export type Trx = Db & { readonly [inTransaction]: true };

/** The handles runWrite has given out and not yet closed: starting another inside one is a bug. */
const open = new WeakSet<object>();

/** Work to do once a transaction has committed, per open handle (afterCommit). */
const committed = new WeakMap<object, Array<(db: Db) => void>>();

/**
 * Runs `fn` with the root database once the transaction `trx` has committed (never when it
 * rolls back): for effects outside the database that must not get ahead of the data, such as
 * this process forgetting what it remembered of a changed shop.
 */
export function afterCommit(trx: Trx, fn: (db: Db) => void): void {
  const list = committed.get(trx);
  if (!list) throw new Error('afterCommit outside runWrite');
  list.push(fn);
}

/**
 * Runs `fn` in one write transaction: committed when it resolves, rolled back when it throws
 * (the error is rethrown). Not nestable: inside a transaction, pass its `trx` down instead.
 */
export async function runWrite<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  if (open.has(db)) throw new Error('runWrite inside runWrite: pass the open transaction (trx) down instead');
  const hooks: Array<(db: Db) => void> = [];
  const run = async (handle: Db): Promise<T> => {
    open.add(handle);
    committed.set(handle, hooks);
    try {
      const result = await fn(handle as Trx);
      // What waits to go with a next statement goes now, before the commit (db/deferred-writes.ts).
      await flushDeferredWrites(handle as Trx);
      return result;
    } finally {
      open.delete(handle);
      committed.delete(handle);
    }
  };
  const result = await runTransaction(db, run);
  for (const hook of hooks) hook(db);
  return result;
}

/**
 * Runs `query` as the transaction's LAST statement: on PostgreSQL it and the COMMIT go in one
 * round trip (`…; commit`, its parameters written in as literals: db/postgres-round-trips.ts),
 * so a row it locks is held for its execution and the commit only, not for a round trip to
 * this process and back (issue 27 item 3, docs/decisions/073). Nothing may run on `trx` after
 * it (refused). A failing statement fails before the COMMIT is read: the transaction rolls back
 * as for any other statement. On SQLite, and for a statement whose parameters cannot be
 * written as literals, it simply runs; runWrite commits as usual.
 */
export async function executeAndCommit<R>(trx: Trx, query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> }): Promise<R[]> {
  if (dbKind(trx as never) !== 'postgres') return query.execute();
  const compiled = query.compile();
  const text = inlineParameters(compiled.sql, compiled.parameters);
  if (text === null) return query.execute();
  return (await sql.raw<R>(`${text};\ncommit`).execute(trx)).rows;
}

async function runTransaction<T>(db: Db, run: (handle: Db) => Promise<T>): Promise<T> {
  if (dbKind(db as never) === 'postgres') return db.transaction().execute(run);
  return new Promise<T>((resolve, reject) => {
    const queue = writeQueueOf(db);
    queue.waiting.push({ run: run as (handle: Db) => Promise<unknown>, resolve: resolve as (value: unknown) => void, reject });
    if (!queue.draining) void drainWrites(db, queue);
  });
}

// SQLite group commit (docs/decisions/018). With synchronous=FULL every commit waits for the
// disk (about 5 ms here), which would cap a process at ~200 writes a second whatever the CPU.
// So the write transactions that arrive while one is being committed wait for it and then run
// one after another inside ONE `BEGIN IMMEDIATE … COMMIT`, each in its own savepoint: a write
// that throws is rolled back to its savepoint alone (its caller gets the error, the others are
// unaffected), and every caller's promise settles only after the shared COMMIT reached the
// disk — so "committed" still means durable, and nothing is reported done that could be lost.
// Writes never interleave (each runs alone on the connection, as before); a batch holds the
// write lock for the sum of its writes, bounded by MAX_BATCH.
const MAX_BATCH = 64;

interface QueuedWrite {
  run: (handle: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface WriteQueue {
  waiting: QueuedWrite[];
  draining: boolean;
}

const writeQueues = new WeakMap<object, WriteQueue>();

function writeQueueOf(db: Db): WriteQueue {
  let queue = writeQueues.get(db);
  if (!queue) writeQueues.set(db, (queue = { waiting: [], draining: false }));
  return queue;
}

async function drainWrites(db: Db, queue: WriteQueue): Promise<void> {
  queue.draining = true;
  try {
    while (queue.waiting.length > 0) {
      let batch: QueuedWrite[] = [];
      // The batch is taken once the write lock is held, so the writes that arrived while this
      // process waited for it go into the same commit.
      const take = () => (batch = queue.waiting.splice(0, MAX_BATCH));
      await runBatch(db, take).catch((err: unknown) => {
        if (batch.length === 0) take();
        for (const write of batch) write.reject(err);
      });
    }
  } finally {
    queue.draining = false;
  }
}

// Another process (an `npm start` worker) may hold the write lock. SQLite's busy handler would
// wait for it by sleeping inside BEGIN — and better-sqlite3 is synchronous, so this whole
// process would stop answering requests, reads included, for every sleep (1, 2, 5 … 100 ms).
// Instead BEGIN IMMEDIATE is tried without waiting, and while the lock is taken the connection
// is released and the process goes on serving until a timer tries again. Past BUSY_TIMEOUT_MS
// of trying, the last attempt waits the blocking way, so a write is refused only as before.
const LOCK_RETRY_MS = 1;

// The transaction's own statements, compiled once (each write of a batch runs several).
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const NO_BUSY_WAIT = CompiledQuery.raw('pragma busy_timeout = 0');
const BUSY_WAIT = CompiledQuery.raw(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`);
const SAVEPOINT = CompiledQuery.raw('savepoint haat_write');
const RELEASE = CompiledQuery.raw('release haat_write');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to haat_write');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

async function runBatch(db: Db, take: () => QueuedWrite[]): Promise<void> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const blocking = Date.now() - started >= BUSY_TIMEOUT_MS;
    const ran = await db.connection().execute(async (conn) => {
      if (!(await beginImmediate(conn, blocking))) return false;
      await runBatchInTransaction(conn, take());
      return true;
    });
    if (ran) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS + Math.min(4, Math.floor(attempt / 25))));
  }
}

/** BEGIN IMMEDIATE; false when another connection holds the write lock (unless `blocking`, which waits busy_timeout). */
async function beginImmediate(conn: Db, blocking: boolean): Promise<boolean> {
  if (blocking) {
    await conn.executeQuery(BEGIN_IMMEDIATE);
    return true;
  }
  await conn.executeQuery(NO_BUSY_WAIT);
  try {
    await conn.executeQuery(BEGIN_IMMEDIATE);
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'SQLITE_BUSY') return false;
    throw err;
  } finally {
    await conn.executeQuery(BUSY_WAIT);
  }
}

async function runBatchInTransaction(conn: Db, batch: QueuedWrite[]): Promise<void> {
  // A write alone in its batch is the transaction itself: no savepoint to set and release (two
  // statements of its ~nine on an add to cart; decision 074). It fails alone either way.
  if (batch.length === 1) return runAlone(conn, batch[0]!);
  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
  try {
    for (const write of batch) {
      await conn.executeQuery(SAVEPOINT);
      try {
        const value = await write.run(conn);
        await conn.executeQuery(RELEASE);
        outcomes.push({ ok: true, value });
      } catch (error) {
        await conn.executeQuery(ROLLBACK_TO_SAVEPOINT);
        await conn.executeQuery(RELEASE);
        outcomes.push({ ok: false, error });
      }
    }
    await conn.executeQuery(COMMIT);
  } catch (err) {
    await conn.executeQuery(ROLLBACK).catch(() => undefined);
    throw err;
  }
  batch.forEach((write, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) write.resolve(outcome.value);
    else write.reject(outcome.error);
  });
}

async function runAlone(conn: Db, write: QueuedWrite): Promise<void> {
  let value: unknown;
  try {
    value = await write.run(conn);
  } catch (error) {
    // Rolled back, the caller gets its error (if even the rollback fails, drainWrites rejects it with this error).
    await conn.executeQuery(ROLLBACK).catch(() => {
      throw error;
    });
    write.reject(error);
    return;
  }
  try {
    await conn.executeQuery(COMMIT);
  } catch (err) {
    await conn.executeQuery(ROLLBACK).catch(() => undefined);
    throw err;
  }
  write.resolve(value);
}
