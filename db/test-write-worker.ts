// Test helper for db/run-write.test.ts: a read-then-write increment through runWrite, and,
// run as a script (`node --import tsx db/test-write-worker.ts <sqlite file> <times>`), a
// second process doing it against the same SQLite file — the way WEB_CONCURRENCY workers
// share one file. It says "ready" once its connection is open, starts on a line from stdin,
// and exits 0 only when every increment committed.
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { createDb, type Db } from './client';
import { runWrite } from './run-write';

export const COUNTER_BUCKET = 'run-write-test';

/**
 * Reads the counter, yields to the event loop (so the other connection gets every chance to
 * commit in between), then writes what it read plus one. Without BEGIN IMMEDIATE a second
 * process's commit between the read and the write fails the write (SQLITE_BUSY_SNAPSHOT).
 */
export async function incrementCounter(db: Db): Promise<void> {
  await runWrite(db, async (trx) => {
    const row = await trx.selectFrom('rate_limits').select('count').where('bucket', '=', COUNTER_BUCKET).executeTakeFirstOrThrow();
    await new Promise((resolve) => setImmediate(resolve));
    await trx.updateTable('rate_limits').set({ count: row.count + 1 }).where('bucket', '=', COUNTER_BUCKET).execute();
  });
}

async function main(file: string, times: number): Promise<void> {
  const db = createDb(file);
  try {
    process.stdout.write('ready\n');
    await once(process.stdin, 'data');
    for (let i = 0; i < times; i++) await incrementCounter(db);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2]!, Number(process.argv[3])).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
