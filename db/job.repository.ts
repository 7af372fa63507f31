// Durable background jobs (docs/decisions/013-durable-jobs.md). A job is enqueued inside the
// caller's write transaction (an outbox: it exists exactly when the change that needs it
// committed) and claimed by a runner (server/jobs/job-runner.ts) in a short transaction of its
// own that marks it running under a lease. On PostgreSQL the claim locks the row with
// `FOR UPDATE SKIP LOCKED`, so runners on many instances take disjoint jobs without waiting for
// each other; on SQLite the claim runs in BEGIN IMMEDIATE (runWrite), which lets one writer in
// at a time, and the update re-checks the state. Every later write is conditional on the
// runner still holding the lease, so a runner that lost its lease cannot overwrite the outcome.
import { jobMayRetry, jobRetryDelayMs, DEFAULT_JOB_MAX_ATTEMPTS } from '../core/job-retry';
import { dbKind, type Db } from './client';
import { runWrite, type Trx } from './run-write';
import { deferWrite } from './deferred-writes';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Job } from './schema';

interface NewJob {
  /** Null for a platform job that belongs to no shop. */
  shopId: number | null;
  kind: string;
  /** Stored as JSON text. */
  payload: unknown;
  /** ISO time; the job is not run before it. */
  runAt: string;
  maxAttempts?: number;
  now: string;
}

function jobInsert(trx: Trx, job: NewJob) {
  return trx.insertInto('jobs').values({
    shop_id: job.shopId,
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? null),
    state: 'queued',
    attempts: 0,
    max_attempts: job.maxAttempts ?? DEFAULT_JOB_MAX_ATTEMPTS,
    run_at: job.runAt,
    locked_by: null,
    locked_until: null,
    last_error: null,
    created_at: job.now,
    updated_at: job.now,
  });
}

/** Adds a job in the caller's transaction: rolled back with it, committed with it. */
export async function enqueueJob(trx: Trx, job: NewJob): Promise<number> {
  const row = await jobInsert(trx, job).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** enqueueJob when nobody needs the job's id: on PostgreSQL it goes with the transaction's next statement (db/deferred-writes.ts). */
export async function enqueueJobDeferred(trx: Trx, job: NewJob): Promise<void> {
  await deferWrite(trx, jobInsert(trx, job));
}

// In-process wake-up: a caller announces its jobs after its transaction committed, and the
// runner of this process (or, under `npm start` on SQLite, the one runner worker the primary
// relays to) claims them at once instead of at its next poll.
// Kept on globalThis so that under `npm run dev` a reloaded copy of this module still reaches
// the runner started by the first one.
const listeners: Set<() => void> = ((globalThis as { __haatJobListeners?: Set<() => void> }).__haatJobListeners ??= new Set());

/** Call after the transaction that enqueued jobs has committed (before, a runner may not see them yet). */
export function announceJobs(): void {
  for (const listener of listeners) listener();
}

/** Hears announceJobs() in this process; returns the unsubscribe function. */
export function onJobsAnnounced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface ClaimOptions {
  /** Who claims: written to locked_by, and every later write checks it. */
  workerId: string;
  /** ISO time now. */
  now: string;
  /** ISO time the lease ends; past it the job is claimable again. */
  leaseUntil: string;
  /** Only jobs of these kinds (the ones this runner has handlers for). */
  kinds: readonly string[];
}

/** Whether a job is due (a plain read; lets an idle SQLite runner poll without taking the write lock). */
export async function hasDueJob(db: Db, now: string, kinds: readonly string[]): Promise<boolean> {
  if (kinds.length === 0) return false;
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where((eb) => eb.or([eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]), eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)])]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes up to `limit` due jobs — queued with run_at past, or running under a lease that ran out
 * (their runner died) — oldest first, in one short transaction (one turn of the write lock for
 * all of them), each marked running under this worker's lease with its attempt counted.
 */
export async function claimJobs(db: Db, options: ClaimOptions, limit: number): Promise<Job[]> {
  if (options.kinds.length === 0) return [];
  const postgres = dbKind(db as never) === 'postgres';
  const due = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', options.now)]), eb.and([eb('state', '=', 'running'), eb('locked_until', '<', options.now)])]);
  const claim = (eb: ExpressionBuilder<Database, 'jobs'>) => ({
    state: 'running' as const,
    attempts: eb('attempts', '+', 1),
    locked_by: options.workerId,
    locked_until: options.leaseUntil,
    updated_at: options.now,
  });
  const oldestFirst = (claimed: Job[]) => claimed.sort((a, b) => (a.run_at < b.run_at ? -1 : a.run_at > b.run_at ? 1 : a.id - b.id));
  if (postgres) {
    // One statement: the due rows locked (other instances' claims skip them instead of
    // waiting) and marked running — no transaction of its own, no round trips around it.
    const claimed = await db
      .updateTable('jobs')
      .set(claim)
      .where('id', 'in', (qb) => qb.selectFrom('jobs').select('id').where('kind', 'in', options.kinds).where(due).orderBy('run_at').orderBy('id').limit(limit).forUpdate().skipLocked())
      .where(due)
      .returningAll()
      .execute();
    return oldestFirst(claimed);
  }
  return runWrite(db, async (trx) => {
    const ids = (await trx.selectFrom('jobs').select('id').where('kind', 'in', options.kinds).where(due).orderBy('run_at').orderBy('id').limit(limit).execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    // Still due: the update re-checks what the read saw.
    const claimed = await trx.updateTable('jobs').set(claim).where('id', 'in', ids).where(due).returningAll().execute();
    return oldestFirst(claimed);
  });
}

/**
 * One write of a runner: on SQLite through runWrite, so it shares the commit (and the disk
 * flush) of the writes queued with it instead of flushing once more per job; on PostgreSQL a
 * statement of its own (a transaction around one statement is two more round trips).
 */
function runnerWrite<T>(db: Db, write: (db: Db) => Promise<T>): Promise<T> {
  return dbKind(db as never) === 'postgres' ? write(db) : runWrite(db, write);
}

/** Marks a job this worker holds done and clears its payload; false when the lease was lost. */
export async function completeJob(db: Db, job: Pick<Job, 'id'>, workerId: string, now: string): Promise<boolean> {
  return (await completeJobs(db, [job.id], workerId, now)).has(job.id);
}

/**
 * Marks the jobs this worker holds done and clears their payloads, in one statement (the jobs of
 * a claim that finished together: one round trip instead of one each); answers the ids that
 * were still this worker's (a job missing from it lost its lease). On PostgreSQL the ids go as
 * one array parameter (`= any($n)`), so the statement's text is the same whatever their number
 * (a named statement, decision 082).
 */
export async function completeJobs(db: Db, ids: readonly number[], workerId: string, now: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const postgres = dbKind(db as never) === 'postgres';
  const rows = await runnerWrite(db, (trx) =>
    trx
      .updateTable('jobs')
      .set({
        state: 'done',
        payload: '{}',
        locked_by: null,
        locked_until: null,
        last_error: null,
        updated_at: now,
      })
      .where(postgres ? sql<boolean>`id = any(${[...ids]})` : sql<boolean>`id in (${sql.join(ids)})`)
      .where('state', '=', 'running')
      .where('locked_by', '=', workerId)
      .returning('id')
      .execute(),
  );
  return new Set(rows.map((row) => row.id));
}

type FailOutcome = 'retry' | 'failed' | 'lost';

/**
 * Records a failed run: queued again after the back-off (core/job-retry.ts) while attempts
 * remain, otherwise failed for good. 'lost' when this worker no longer held the lease.
 */
export async function failJob(db: Db, job: Pick<Job, 'id' | 'attempts' | 'max_attempts'>, workerId: string, error: string, nowMs: number): Promise<FailOutcome> {
  const now = new Date(nowMs).toISOString();
  const retry = jobMayRetry(job.attempts, job.max_attempts);
  const result = await runnerWrite(db, (trx) =>
    trx
      .updateTable('jobs')
      .set({
        state: retry ? 'queued' : 'failed',
        run_at: retry ? new Date(nowMs + jobRetryDelayMs(job.attempts)).toISOString() : now,
        locked_by: null,
        locked_until: null,
        last_error: error.slice(0, 2000),
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .where('locked_by', '=', workerId)
      .executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) !== 1) return 'lost';
  return retry ? 'retry' : 'failed';
}

/** Drops jobs that finished (done or failed) before `before`; the features keep their own outcome. */
export async function deleteFinishedJobs(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('jobs').where('state', 'in', ['done', 'failed']).where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
