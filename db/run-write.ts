// A transaction that writes. On SQLite it starts with BEGIN IMMEDIATE: the write lock is
// taken first (waiting up to busy_timeout for another process's writer) so a read inside it
// can never be overtaken by another process's commit (a deferred transaction would fail with
// SQLITE_BUSY_SNAPSHOT there instead of waiting). On PostgreSQL it is an ordinary
// transaction; the statements inside it use conditional updates and unique indexes.
import { sql } from 'kysely';
import { dbKind, type Db } from './client';

export async function writeTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (dbKind(db as never) === 'postgres') return db.transaction().execute((trx) => fn(trx));
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
