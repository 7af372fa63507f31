// The jobs table on SQLite and PostgreSQL: enqueued only when the caller's transaction
// commits, claimed under a lease, retried with back-off, failed after max attempts, and a
// running job whose lease ran out (its process died) is claimable again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_RETRY_BASE_MS } from '../core/job-retry';
import type { Db } from './client';
import { claimJobs, completeJob, completeJobs, deleteFinishedJobs, enqueueJob, failJob, hasDueJob } from './job.repository';
import { runWrite } from './run-write';
import { testDatabases } from './test-databases';
import { closeAndDrop, insertTestShop } from './test-shop';

const T = Date.UTC(2026, 0, 10, 12);
const iso = (ms: number) => new Date(ms).toISOString();

for (const t of testDatabases()) {
  describe(`jobs (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopId: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopId = await insertTestShop(db, 'jobs');
    });
    afterAll(() => closeAndDrop(db, drop));

    const enqueue = (kind: string, options: { maxAttempts?: number; runAt?: number; payload?: unknown } = {}) =>
      runWrite(db, (trx) => enqueueJob(trx, { shopId, kind, payload: options.payload ?? { n: 1 }, runAt: iso(options.runAt ?? T), maxAttempts: options.maxAttempts, now: iso(T) }));
    const claim = (kind: string, workerId: string, nowMs: number, leaseMs = 60_000) =>
      claimJobs(db, { workerId, now: iso(nowMs), leaseUntil: iso(nowMs + leaseMs), kinds: [kind] }, 1).then((jobs) => jobs[0]);

    it('writes a job only when the transaction that enqueues it commits', async () => {
      await expect(
        runWrite(db, async (trx) => {
          await enqueueJob(trx, { shopId, kind: 'rollback', payload: {}, runAt: iso(T), now: iso(T) });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await db.selectFrom('jobs').selectAll().where('kind', '=', 'rollback').execute()).toEqual([]);
      expect(await hasDueJob(db, iso(T), ['rollback'])).toBe(false);

      const id = await enqueue('rollback', { payload: { to: '+8801711000000' } });
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ shop_id: shopId, state: 'queued', attempts: 0, max_attempts: 5, payload: '{"to":"+8801711000000"}', locked_by: null });
      expect(await hasDueJob(db, iso(T), ['rollback'])).toBe(true);
      expect(await hasDueJob(db, iso(T), [])).toBe(false);
    });

    it('runs a job not before its time, and only kinds the runner names', async () => {
      await enqueue('later', { runAt: T + 5000 });
      expect(await claim('later', 'a', T)).toBeUndefined();
      expect(await claim('other-kind', 'a', T + 5000)).toBeUndefined();
      expect((await claimJobs(db, { workerId: 'a', now: iso(T), leaseUntil: iso(T), kinds: [] }, 1))[0]).toBeUndefined();
      const job = await claim('later', 'a', T + 5000);
      expect(job).toMatchObject({ state: 'running', attempts: 1, locked_by: 'a', locked_until: iso(T + 65_000) });
      expect(await completeJob(db, job!, 'a', iso(T + 6000))).toBe(true);
      const done = await db.selectFrom('jobs').selectAll().where('id', '=', job!.id).executeTakeFirstOrThrow();
      // The payload (an SMS may hold a one-time code) does not outlive the job.
      expect(done).toMatchObject({ state: 'done', payload: '{}', locked_by: null, locked_until: null });
      expect(await claim('later', 'a', T + 10_000)).toBeUndefined();
    });

    it('retries a failed job with a growing back-off, then fails it after max attempts', async () => {
      const id = await enqueue('flaky', { maxAttempts: 3 });
      const first = (await claim('flaky', 'a', T))!;
      expect(first.id).toBe(id);
      expect(await failJob(db, first, 'a', 'gateway 503', T)).toBe('retry');
      expect(await claim('flaky', 'a', T + JOB_RETRY_BASE_MS - 1)).toBeUndefined();

      const second = (await claim('flaky', 'a', T + JOB_RETRY_BASE_MS))!;
      expect(second).toMatchObject({ id, attempts: 2, last_error: 'gateway 503' });
      const t2 = T + JOB_RETRY_BASE_MS;
      expect(await failJob(db, second, 'a', 'gateway 503 again', t2)).toBe('retry');
      expect(await claim('flaky', 'a', t2 + 2 * JOB_RETRY_BASE_MS - 1)).toBeUndefined();

      const third = (await claim('flaky', 'a', t2 + 2 * JOB_RETRY_BASE_MS))!;
      expect(third.attempts).toBe(3);
      expect(await failJob(db, third, 'a', 'still down', t2 + 2 * JOB_RETRY_BASE_MS)).toBe('failed');
      expect(await claim('flaky', 'a', T + 86_400_000)).toBeUndefined();
      expect(await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
        state: 'failed',
        attempts: 3,
        last_error: 'still down',
        locked_by: null,
      });
    });

    it('gives a running job to another runner only after its lease ran out, and the first one loses it', async () => {
      const id = await enqueue('lease');
      const a = (await claim('lease', 'a', T, 60_000))!;
      expect(a.id).toBe(id);
      expect(await claim('lease', 'b', T + 59_999)).toBeUndefined();
      const b = (await claim('lease', 'b', T + 60_001))!;
      expect(b).toMatchObject({ id, attempts: 2, locked_by: 'b' });
      // Runner a comes back late: its outcome no longer counts.
      expect(await completeJob(db, a, 'a', iso(T + 60_002))).toBe(false);
      expect(await failJob(db, a, 'a', 'late', T + 60_002)).toBe('lost');
      expect(await completeJob(db, b, 'b', iso(T + 60_003))).toBe(true);
    });

    it('claims a batch oldest first in one go, and two runners claiming at once never share a job', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await enqueue('batch', { runAt: T + 10 - i }));
      const batch = await claimJobs(db, { workerId: 'a', now: iso(T + 100), leaseUntil: iso(T + 60_100), kinds: ['batch'] }, 3);
      expect(batch.map((j) => j.id)).toEqual([ids[4], ids[3], ids[2]]);
      expect(batch.every((j) => j.state === 'running' && j.locked_by === 'a' && j.attempts === 1)).toBe(true);
      for (let i = 0; i < 20; i++) await enqueue('race');
      const [x, y] = await Promise.all(
        ['x', 'y'].map((w) => claimJobs(db, { workerId: w, now: iso(T + 100), leaseUntil: iso(T + 60_100), kinds: ['race'] }, 15)),
      );
      const taken = [...x!, ...y!].map((j) => j.id);
      expect(new Set(taken).size).toBe(taken.length);
      expect(taken).toHaveLength(20);
    });

    it('marks several jobs done in one go, only those this runner still holds', async () => {
      for (let i = 0; i < 3; i++) await enqueue('together');
      const mine = await claimJobs(db, { workerId: 'a', now: iso(T), leaseUntil: iso(T + 60_000), kinds: ['together'] }, 3);
      expect(mine).toHaveLength(3);
      // One of them is no longer this runner's (its run failed and it is queued again).
      const lost = mine[1]!;
      expect(await failJob(db, lost, 'a', 'gateway down', T + 1)).toBe('retry');
      const done = await completeJobs(db, mine.map((j) => j.id), 'a', iso(T + 2));
      expect([...done].sort((x, y) => x - y)).toEqual([mine[0]!.id, mine[2]!.id].sort((x, y) => x - y));
      for (const row of await db.selectFrom('jobs').selectAll().where('kind', '=', 'together').execute()) {
        if (row.id === lost.id) expect(row).toMatchObject({ state: 'queued', last_error: 'gateway down' });
        else expect(row).toMatchObject({ state: 'done', payload: '{}', locked_by: null, locked_until: null, updated_at: iso(T + 2) });
      }
      expect(await completeJobs(db, [], 'a', iso(T))).toEqual(new Set());
    });

    it('deletes finished jobs past their keeping time, never queued ones', async () => {
      await enqueue('old');
      const job = (await claim('old', 'a', T))!;
      await completeJob(db, job, 'a', iso(T));
      await enqueue('old-queued');
      expect(await deleteFinishedJobs(db, iso(T + 1))).toBeGreaterThanOrEqual(1);
      expect(await db.selectFrom('jobs').select('id').where('id', '=', job.id).execute()).toEqual([]);
      expect(await db.selectFrom('jobs').select('id').where('kind', '=', 'old-queued').execute()).toHaveLength(1);
    });
  });
}
