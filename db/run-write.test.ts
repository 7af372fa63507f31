// runWrite on SQLite and PostgreSQL: it commits what its function wrote, rolls everything back
// when the function throws, refuses to nest, and its handle type keeps a plain Db out of
// repository functions that need a transaction. On SQLite, two processes writing one file
// through it are serialised by BEGIN IMMEDIATE instead of failing with SQLITE_BUSY_SNAPSHOT, and
// a process waiting for the other's write lock keeps serving meanwhile.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createDb, type Db } from './client';
import { migrateToLatest } from './migrate';
import { afterCommit, runWrite, type Trx } from './run-write';
import { updateCustomerPassword } from './customer.repository';
import { testDatabases } from './test-databases';
import { closeAndDrop } from './test-shop';
import { COUNTER_BUCKET, incrementCounter } from './test-write-worker';

const bucketCount = async (db: Db, bucket: string) =>
  (await db.selectFrom('rate_limits').select('count').where('bucket', '=', bucket).executeTakeFirst())?.count;

for (const t of testDatabases()) {
  describe(`runWrite (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
    });
    afterAll(() => closeAndDrop(db, drop));

    it('commits what the function wrote and returns its result', async () => {
      const result = await runWrite(db, async (trx) => {
        await trx.insertInto('rate_limits').values({ bucket: 'commit', window_start: 0, count: 1 }).execute();
        return 'done';
      });
      expect(result).toBe('done');
      expect(await bucketCount(db, 'commit')).toBe(1);
    });

    it('concurrent writes: each stands or falls alone, and every caller hears only after its commit', async () => {
      const writes = Array.from({ length: 40 }, (_, i) =>
        runWrite(db, async (trx) => {
          await trx.insertInto('rate_limits').values({ bucket: `batch-${i}`, window_start: 0, count: i }).execute();
          if (i % 7 === 3) throw new Error(`refused ${i}`);
          return i;
        }),
      );
      const settled = await Promise.allSettled(writes);
      for (const [i, outcome] of settled.entries()) {
        if (i % 7 === 3) {
          expect(outcome).toMatchObject({ status: 'rejected', reason: new Error(`refused ${i}`) });
          expect(await bucketCount(db, `batch-${i}`)).toBeUndefined();
        } else {
          expect(outcome).toEqual({ status: 'fulfilled', value: i });
          expect(await bucketCount(db, `batch-${i}`)).toBe(i);
        }
      }
    });

    it('runs afterCommit work with the root database once committed, never after a rollback', async () => {
      const seen: string[] = [];
      await runWrite(db, async (trx) => {
        afterCommit(trx, (root) => seen.push(root === db ? 'committed on db' : 'wrong handle'));
        await trx.insertInto('rate_limits').values({ bucket: 'hook', window_start: 0, count: 1 }).execute();
        expect(seen).toEqual([]);
      });
      expect(seen).toEqual(['committed on db']);
      await expect(
        runWrite(db, async (trx) => {
          afterCommit(trx, () => seen.push('after a rollback'));
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(seen).toEqual(['committed on db']);
      expect(() => afterCommit(db as Trx, () => {})).toThrow('afterCommit outside runWrite');
    });

    it('rolls back every write when the function throws, and rethrows the error', async () => {
      await db.insertInto('rate_limits').values({ bucket: 'rollback', window_start: 0, count: 1 }).execute();
      const failure = new Error('stop');
      await expect(
        runWrite(db, async (trx) => {
          await trx.updateTable('rate_limits').set({ count: 2 }).where('bucket', '=', 'rollback').execute();
          await trx.insertInto('rate_limits').values({ bucket: 'rollback-new', window_start: 0, count: 1 }).execute();
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await bucketCount(db, 'rollback')).toBe(1);
      expect(await bucketCount(db, 'rollback-new')).toBeUndefined();
      // The connection is usable afterwards: the next transaction commits.
      await runWrite(db, (trx) => trx.updateTable('rate_limits').set({ count: 3 }).where('bucket', '=', 'rollback').execute());
      expect(await bucketCount(db, 'rollback')).toBe(3);
    });

    it('rolls back when a statement fails (a broken constraint)', async () => {
      await expect(
        runWrite(db, async (trx) => {
          await trx.insertInto('rate_limits').values({ bucket: 'dup', window_start: 0, count: 1 }).execute();
          await trx.insertInto('rate_limits').values({ bucket: 'dup', window_start: 0, count: 2 }).execute();
        }),
      ).rejects.toThrow();
      expect(await bucketCount(db, 'dup')).toBeUndefined();
    });

    it('refuses to start a transaction inside one, and the outer one rolls back', async () => {
      await expect(
        runWrite(db, async (trx) => {
          await trx.insertInto('rate_limits').values({ bucket: 'nested', window_start: 0, count: 1 }).execute();
          await runWrite(trx, async () => undefined);
        }),
      ).rejects.toThrow(/runWrite inside runWrite/);
      expect(await bucketCount(db, 'nested')).toBeUndefined();
    });

    it('types: a Trx is a Db, a Db is not a Trx', () => {
      const needsTrx = (trx: Trx) => updateCustomerPassword(trx, 0, 0, 'x', '');
      // @ts-expect-error a plain Db outside runWrite cannot reach a function that needs a transaction
      const refused = () => needsTrx(db);
      const acceptsDb = (handle: Db) => handle;
      const widened = (trx: Trx) => acceptsDb(trx);
      expect([typeof refused, typeof widened]).toEqual(['function', 'function']);
    });
  });
}

describe('runWrite on one SQLite file from two processes', () => {
  const TIMES = 100;
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'haat-run-write-'));
    db = createDb(join(dir, 'shared.sqlite'));
    await migrateToLatest(db);
    await db.insertInto('rate_limits').values({ bucket: COUNTER_BUCKET, window_start: 0, count: 0 }).execute();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serialises read-then-write transactions: every increment commits, none is lost', async () => {
    const root = dirname(dirname(fileURLToPath(import.meta.url)));
    const worker = spawn(process.execPath, ['--import', 'tsx', join(root, 'db/test-write-worker.ts'), join(dir, 'shared.sqlite'), String(TIMES)], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(worker, 'exit');
    const [ready] = (await once(worker.stdout, 'data')) as [Buffer];
    expect(ready.toString()).toBe('ready\n');

    // Both connections start together and each does TIMES read-then-write increments.
    worker.stdin.write('go\n');
    for (let i = 0; i < TIMES; i++) await incrementCounter(db);
    const [code] = (await exited) as [number | null];

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(await bucketCount(db, COUNTER_BUCKET)).toBe(2 * TIMES);
  });

  it('waits for another connection\'s write lock without stopping this process: reads and timers go on, the write commits after', async () => {
    const holder = new Database(join(dir, 'shared.sqlite'));
    holder.exec('begin immediate');
    let committed = false;
    const write = incrementCounter(db).then(() => (committed = true));
    // With the lock taken elsewhere, this process still answers a read and runs its timers on time.
    const t0 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(performance.now() - t0).toBeLessThan(1000);
    const before = await bucketCount(db, COUNTER_BUCKET);
    expect(committed).toBe(false);
    holder.exec('commit');
    holder.close();
    await write;
    expect(await bucketCount(db, COUNTER_BUCKET)).toBe(before! + 1);
  });
});
