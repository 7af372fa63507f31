// The job runner on SQLite and PostgreSQL: each job runs with a context from createContext
// (the job's shop, the system actor); an announcement wakes it at once; stop() lets the job in
// flight finish; two runners on two connections run each job exactly once; a process killed
// in the middle of a job leaves it to another runner once the lease ran out, and it completes
// once; jobs outlive the process that enqueued them.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { announceJobs, enqueueJob } from '../../db/job.repository';
import { migrateToLatest } from '../../db/migrate';
import { runWrite } from '../../db/run-write';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop, insertTestShop } from '../../db/test-shop';
import { createLogSmsProvider } from '../../services/adapters/sms-provider';
import type { Actor, Clock } from '../../services/context';
import { jobHandlers, type JobHandler } from '../../services/job-handler';
import { runDueJobs } from '../../services/run-job';
import { startJobRunner } from './job-runner';

const deps = { sms: createLogSmsProvider({ log: () => {} }), uploadsDir: '/tmp/haat-jobs-uploads', attachmentsDir: '/tmp/haat-jobs-attachments' };
const quiet = () => {};

/** A database several connections (and processes) can open: a SQLite file, or a PostgreSQL database. */
async function sharedDatabase(kind: string, create: () => Promise<{ db: Db; url: string; drop(): Promise<void> }>) {
  if (kind === 'postgres') return create();
  const url = join(mkdtempSync(join(tmpdir(), 'haat-jobs-')), 'jobs.sqlite');
  const db = createDb(url);
  await migrateToLatest(db);
  return { db, url, drop: async () => {} };
}

for (const t of testDatabases()) {
  describe(`job runner (${t.kind})`, () => {
    let db: Db;
    let url: string;
    let drop: () => Promise<void>;
    let shopId: number;
    const others: Db[] = [];

    beforeAll(async () => {
      ({ db, url, drop } = await sharedDatabase(t.kind, () => t.create()));
      shopId = await insertTestShop(db, 'runner');
      await sql`create table job_effects (job_id integer not null, runner varchar(100) not null)`.execute(db);
    });
    afterAll(async () => {
      for (const other of others) await other.destroy();
      await closeAndDrop(db, drop);
    });

    const open = () => {
      const other = createDb(url, { poolSize: 3 });
      others.push(other);
      return other;
    };
    const enqueue = (kind: string, payload: unknown = {}, options: { maxAttempts?: number } = {}) =>
      runWrite(db, (trx) => {
        const now = new Date().toISOString();
        return enqueueJob(trx, { shopId, kind, payload, runAt: now, now, ...options });
      });
    const effects = (jobId: number) =>
      db.selectFrom('job_effects' as never).select(['runner' as never]).where('job_id' as never, '=', jobId as never).execute() as Promise<Array<{ runner: string }>>;
    /** A handler that leaves one row per run in job_effects. */
    const recording = (kind: string, runner: string): JobHandler<unknown> => ({
      kind,
      parse: (p) => p,
      run: async (ctx) => {
        const job = await ctx.db.selectFrom('jobs').select('id').where('kind', '=', kind).where('state', '=', 'running').where('locked_by', '=', runner).executeTakeFirstOrThrow();
        await sql`insert into job_effects (job_id, runner) values (${job.id}, ${runner})`.execute(ctx.db);
      },
    });
    /** A runner in its own process (runner-process.fixture.ts) on this database. */
    const runnerProcess = (workerId: string, mode: 'hang' | 'drain') => {
      // node with tsx's loader, not the tsx command: that one runs the script in a child process
      // of its own, which a SIGKILL of the command would leave running.
      const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'runner-process.fixture.ts'), url, workerId, mode], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const said = (word: string) =>
        new Promise<void>((resolve, reject) => {
          const check = () => out.includes(word) && resolve();
          child.stdout!.on('data', check);
          check();
          void exit.then((code) => reject(new Error(`runner ${workerId} exited (${code}) before saying ${word}`)));
        });
      return { child, exit, said, output: () => out };
    };
    const state = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('runs each job with a context for its shop and the system actor, woken by an announcement', async () => {
      const seen: Array<{ shop: number; actor: Actor; payload: unknown; origin: string }> = [];
      const handler: JobHandler<{ n: number }> = {
        kind: 'context',
        parse: (p) => p as { n: number },
        run: async (ctx, payload) => {
          seen.push({ shop: ctx.shop.id, actor: ctx.actor, payload, origin: ctx.request.origin });
        },
      };
      // A poll far away: only the announcement can make it run in time.
      const runner = startJobRunner({ db, handlers: jobHandlers([handler]), deps, pollMs: 600_000, log: quiet });
      try {
        await new Promise((resolve) => setImmediate(resolve));
        const id = await enqueue('context', { n: 7 });
        announceJobs();
        await vi.waitFor(async () => expect((await state(id)).state).toBe('done'), { timeout: 5000 });
        expect(seen).toEqual([{ shop: shopId, actor: { kind: 'system', reason: 'job:context' }, payload: { n: 7 }, origin: '' }]);
      } finally {
        await runner.stop();
      }
    });

    it('retries a failing handler with back-off and fails the job after max attempts', async () => {
      const clock = { ms: Date.now() };
      const at: Clock = { now: () => clock.ms };
      let calls = 0;
      const failing = jobHandlers([{ kind: 'broken', parse: (p) => p, run: async () => { calls++; throw new Error('gateway down'); } }]);
      const lines: string[] = [];
      const parts = { db, handlers: failing, deps, clock: at, workerId: 'r', leaseMs: 60_000, log: (l: string) => lines.push(l) };
      const id = await enqueue('broken', {}, { maxAttempts: 3 });
      clock.ms = Date.now();
      expect(await runDueJobs(parts)).toBe(1);
      expect(await state(id)).toMatchObject({ state: 'queued', attempts: 1, last_error: 'gateway down' });
      expect(await runDueJobs(parts)).toBe(0); // not before the back-off
      clock.ms += 10_000;
      expect(await runDueJobs(parts)).toBe(1);
      clock.ms += 20_000;
      expect(await runDueJobs(parts)).toBe(1);
      expect(await state(id)).toMatchObject({ state: 'failed', attempts: 3 });
      clock.ms += 86_400_000;
      expect(await runDueJobs(parts)).toBe(0);
      expect(calls).toBe(3);
      expect(lines.at(-1)).toMatch(/broken #\d+ attempt 3\/3 failed \(failed for good\): gateway down/);
    });

    it('fails for good a job whose payload its handler refuses, or whose shop is gone', async () => {
      const strict = jobHandlers([{ kind: 'strict', parse: () => { throw new Error('no phone'); }, run: async () => {} }]);
      const id = await enqueue('strict', { x: 1 });
      await runDueJobs({ db, handlers: strict, deps, clock: { now: Date.now }, workerId: 'r', leaseMs: 60_000, log: quiet });
      expect(await state(id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'payload refused: no phone' });

      const platform = await runWrite(db, (trx) => enqueueJob(trx, { shopId: null, kind: 'strict-platform', payload: {}, runAt: new Date().toISOString(), now: new Date().toISOString() }));
      await runDueJobs({ db, handlers: jobHandlers([{ kind: 'strict-platform', parse: (p) => p, run: async () => {} }]), deps, clock: { now: Date.now }, workerId: 'r', leaseMs: 60_000, log: quiet });
      expect(await state(platform)).toMatchObject({ state: 'failed', last_error: 'a job without a shop has no handler context' });
    });

    it('reads a claim\'s shop once and marks the jobs that finish together done together, none waiting for a slower one', async () => {
      const statements: string[] = [];
      const traced = createDb(url, { onQuery: (_ms, _failed, text) => statements.push(text) });
      others.push(traced);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const handlers = jobHandlers([
        { kind: 'quick', parse: (p) => p, run: async () => {} },
        { kind: 'gated', parse: (p) => p, run: async () => gate },
      ]);
      const quick: number[] = [];
      for (let i = 0; i < 5; i++) quick.push(await enqueue('quick', { i }));
      const gated = await enqueue('gated');
      const running = runDueJobs({ db: traced, handlers, deps, clock: { now: Date.now }, workerId: 'together', leaseMs: 60_000, log: quiet });
      // The quick ones are done while the gated one still runs.
      await vi.waitFor(async () => expect((await Promise.all(quick.map(state))).every((j) => j.state === 'done')).toBe(true), { timeout: 5000 });
      expect((await state(gated)).state).toBe('running');
      release();
      expect(await running).toBe(6);
      expect((await state(gated)).state).toBe('done');
      expect(statements.filter((s) => /from "shops"/.test(s))).toHaveLength(1);
      const completions = statements.filter((s) => /update "jobs" set "state" = \S+, "payload"/.test(s));
      // The five quick ones finish in one turn (one statement); the gated one later (another).
      expect(completions).toHaveLength(2);
    });

    it('lets the job in flight finish when stopped', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const handler: JobHandler = { kind: 'slow', parse: (p) => p, run: async () => { started(); await gate; } };
      const runner = startJobRunner({ db, handlers: jobHandlers([handler]), deps, pollMs: 10, log: quiet });
      const id = await enqueue('slow');
      await running;
      let stopped = false;
      const stopping = runner.stop().then(() => (stopped = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect((await state(id)).state).toBe('done');
    });

    it('runs each job exactly once with two runner processes on one database', async () => {
      for (let i = 0; i < 60; i++) await enqueue('shared', { i });
      const one = runnerProcess('one', 'drain');
      const two = runnerProcess('two', 'drain');
      await Promise.all([one.said('ready'), two.said('ready')]);
      one.child.stdin!.end('go\n');
      two.child.stdin!.end('go\n');
      const [a, b] = await Promise.all([one.exit, two.exit]);
      expect(a).toBe(0);
      expect(b).toBe(0);
      const ran = Number(one.output().trim().split('\n').at(-1)) + Number(two.output().trim().split('\n').at(-1));
      expect(ran).toBe(60);
      const rows = (await sql`select job_id, count(*) as n from job_effects where runner in ('one', 'two') group by job_id`.execute(db)).rows as Array<{ job_id: number; n: number }>;
      expect(rows).toHaveLength(60);
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
      expect(await db.selectFrom('jobs').select('id').where('kind', '=', 'shared').where('state', '!=', 'done').execute()).toEqual([]);
    }, 60_000);

    it('gives a job whose process was killed mid-run to another runner after the lease, and it completes once', async () => {
      const id = await enqueue('hang');
      const doomed = runnerProcess('doomed', 'hang');
      await doomed.said('running');
      doomed.child.kill('SIGKILL');
      await doomed.exit;
      expect(await state(id)).toMatchObject({ state: 'running', attempts: 1, locked_by: 'doomed' });

      const survivor = (clock: Clock) =>
        runDueJobs({ db, handlers: jobHandlers([recording('hang', 'survivor')]), deps, clock, workerId: 'survivor', leaseMs: 60_000, log: quiet });
      // Within the lease the job still belongs to the dead runner.
      expect(await survivor({ now: Date.now })).toBe(0);
      // Past it (a clock a minute ahead), it is taken, run and finished — once.
      const later = { now: () => Date.now() + 61_000 };
      expect(await survivor(later)).toBe(1);
      expect(await survivor(later)).toBe(0);
      expect(await effects(id)).toEqual([{ runner: 'survivor' }]);
      expect(await state(id)).toMatchObject({ state: 'done', attempts: 2 });
    }, 60_000);

    it('keeps queued jobs across a restart: a new connection runs what the old one enqueued', async () => {
      const before = open();
      const id = await runWrite(before, (trx) => {
        const now = new Date().toISOString();
        return enqueueJob(trx, { shopId, kind: 'restart', payload: {}, runAt: now, now });
      });
      await before.destroy();
      others.splice(others.indexOf(before), 1);
      const after = open();
      expect(await runDueJobs({ db: after, handlers: jobHandlers([recording('restart', 'after')]), deps, clock: { now: Date.now }, workerId: 'after', leaseMs: 60_000, log: quiet })).toBe(1);
      expect(await effects(id)).toEqual([{ runner: 'after' }]);
    });
  });
}
