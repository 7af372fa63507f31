// Deferred writes on SQLite and PostgreSQL: a write whose answer nobody waits for runs at once
// on SQLite and, on PostgreSQL, goes with the transaction's next statement that needs an answer
// (or before the commit) — in call order, exactly once, and not at all when the transaction
// rolls back; a failing deferred write fails the transaction as it would have alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { deferredCount, deferWrite, flushDeferredWrites, withDeferredWrites } from './deferred-writes';
import { enqueueJobDeferred } from './job.repository';
import { runWrite } from './run-write';
import { testDatabases } from './test-databases';
import { closeAndDrop, insertTestShop } from './test-shop';

const at = new Date(Date.UTC(2026, 0, 10, 12)).toISOString();

for (const t of testDatabases()) {
  describe(`deferred writes (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopId: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopId = await insertTestShop(db, 'deferred');
    });
    afterAll(() => closeAndDrop(db, drop));

    const job = (kind: string, n: number) => ({ shopId, kind, payload: { n }, runAt: at, now: at });
    const jobsOf = (kind: string) => db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', kind).orderBy('id').execute();

    it('runs at once on SQLite and with the next statement on PostgreSQL, in call order', async () => {
      await runWrite(db, async (trx) => {
        await enqueueJobDeferred(trx, job('ordered', 1));
        await enqueueJobDeferred(trx, job('ordered', 2));
        await enqueueJobDeferred(trx, job('ordered', 3));
        expect(deferredCount(trx)).toBe(t.kind === 'postgres' ? 3 : 0);
        // The next statement that needs an answer carries them; it sees none of them itself
        // (one snapshot), and the statement after it sees them all.
        const counted = await withDeferredWrites(trx).selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'ordered').executeTakeFirstOrThrow();
        expect(Number(counted.n)).toBe(t.kind === 'postgres' ? 0 : 3);
        expect(deferredCount(trx)).toBe(0);
        expect((await trx.selectFrom('jobs').select('id').where('kind', '=', 'ordered').execute()).length).toBe(3);
      });
      expect((await jobsOf('ordered')).map((j) => JSON.parse(j.payload).n)).toEqual([1, 2, 3]);
    });

    it('sends what still waits before the commit', async () => {
      await runWrite(db, async (trx) => {
        await deferWrite(trx, trx.insertInto('jobs').values({ shop_id: shopId, kind: 'at-commit', payload: '{}', state: 'queued', attempts: 0, max_attempts: 1, run_at: at, locked_by: null, locked_until: null, last_error: null, created_at: at, updated_at: at }));
      });
      expect(await jobsOf('at-commit')).toHaveLength(1);
    });

    it('writes nothing when the transaction rolls back', async () => {
      await expect(
        runWrite(db, async (trx) => {
          await enqueueJobDeferred(trx, job('rolled-back', 1));
          await flushDeferredWrites(trx);
          await enqueueJobDeferred(trx, job('rolled-back', 2));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await jobsOf('rolled-back')).toEqual([]);
    });

    it('fails the transaction when a deferred write fails, and keeps none of its writes', async () => {
      await expect(
        runWrite(db, async (trx) => {
          await enqueueJobDeferred(trx, job('failing', 1));
          // A job of a shop that does not exist breaks the foreign key.
          await enqueueJobDeferred(trx, { ...job('failing', 2), shopId: 999_999 });
        }),
      ).rejects.toThrow();
      expect(await jobsOf('failing')).toEqual([]);
    });

    it('is a no-op to flush when nothing waits', async () => {
      await runWrite(db, async (trx) => {
        await flushDeferredWrites(trx);
        expect(withDeferredWrites(trx)).toBe(trx);
      });
    });
  });
}
