// A transaction that writes, and the type that proves a function runs inside one
// (docs/decisions/011-typed-transactions.md). On SQLite it starts with BEGIN IMMEDIATE: the
// write lock is taken first (waiting up to busy_timeout for another process's writer) so a
// read inside it can never be overtaken by another process's commit (a deferred transaction
// would fail with SQLITE_BUSY_SNAPSHOT there instead of waiting). On PostgreSQL it is an
// ordinary transaction; the statements inside it use conditional updates and unique indexes.
import { sql } from 'kysely';
import { dbKind, type Db } from './client';

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

/**
 * Runs `fn` in one write transaction: committed when it resolves, rolled back when it throws
 * (the error is rethrown). Not nestable: inside a transaction, pass its `trx` down instead.
 */
export async function runWrite<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  if (open.has(db)) throw new Error('runWrite inside runWrite: pass the open transaction (trx) down instead');
  const run = async (handle: Db): Promise<T> => {
    open.add(handle);
    try {
      return await fn(handle as Trx);
    } finally {
      open.delete(handle);
    }
  };
  if (dbKind(db as never) === 'postgres') return db.transaction().execute(run);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await run(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
