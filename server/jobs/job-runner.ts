// The job runner (docs/decisions/013-durable-jobs.md): started with the server, it claims due
// jobs a few at a time (services/run-job.ts), waits `pollMs` when none is due, and wakes at once
// when this process announces jobs it enqueued (db/job.repository.ts announceJobs). stop()
// lets the job in flight finish, then resolves. Jobs live in the database, so a restart picks
// up where the last process left; one killed mid-job is taken again when its lease runs out.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/client';
import { dbKind } from '../../db/client';
import { deleteFinishedJobs, hasDueJob, onJobsAnnounced } from '../../db/job.repository';
import { systemClock, type Clock, type DepsInput } from '../../services/context';
import type { JobHandlers } from '../../services/job-handler';
import { runNextJobs, type JobRunnerParts } from '../../services/run-job';
import { logger } from '../logger';

const JOB_POLL_MS = 1000;
/** Long enough for any handler (the SMS gateway call times out after 10 s). */
const JOB_LEASE_MS = 60_000;
/** Finished jobs are kept this long (for inspection), then deleted. */
const KEEP_FINISHED_MS = 7 * 86_400_000;
const CLEANUP_EVERY_MS = 3_600_000;

interface JobRunnerOptions {
  db: Db;
  handlers: JobHandlers;
  deps: DepsInput;
  clock?: Clock;
  workerId?: string;
  leaseMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

export interface JobRunner {
  readonly workerId: string;
  /** Look for due jobs now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; resolves when the job in flight (if any) has finished. */
  stop(): Promise<void>;
  /** When the loop last began a poll or a job (epoch ms, wall clock). */
  lastBeatAt(): number;
  /** Not stopped, and the loop beat within a lease plus a few polls (a job may run up to its lease). */
  alive(): boolean;
}

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const log = options.log ?? ((line: string) => logger.warn(line));
  const parts: JobRunnerParts = {
    db: options.db,
    handlers: options.handlers,
    deps: options.deps,
    clock: options.clock ?? systemClock,
    workerId: options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    leaseMs: options.leaseMs ?? JOB_LEASE_MS,
    log,
  };
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const kinds = [...options.handlers.keys()];
  // An idle SQLite runner polls with a plain read: a claim takes the write lock every request needs.
  const readFirst = dbKind(options.db as never) === 'sqlite';
  let stopping = false;
  let woken = false;
  let interrupt: (() => void) | null = null;
  let lastCleanup = 0;
  let lastBeat = Date.now();

  const wake = () => {
    woken = true;
    interrupt?.();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  const step = async (): Promise<boolean> => {
    const nowMs = parts.clock.now();
    if (nowMs - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = nowMs;
      await deleteFinishedJobs(parts.db, new Date(nowMs - KEEP_FINISHED_MS).toISOString());
    }
    if (readFirst && !(await hasDueJob(parts.db, new Date(nowMs).toISOString(), kinds))) return false;
    return (await runNextJobs(parts)) > 0;
  };

  const loop = (async () => {
    while (!stopping) {
      lastBeat = Date.now();
      woken = false;
      let ran = false;
      try {
        ran = await step();
      } catch (err) {
        // The database busy or gone for a moment: try again at the next poll.
        log(`[jobs] runner ${parts.workerId}: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!ran && !woken && !stopping) await pause(pollMs);
    }
  })();

  const unsubscribe = onJobsAnnounced(wake);
  return {
    workerId: parts.workerId,
    wake,
    lastBeatAt: () => lastBeat,
    alive: () => !stopping && Date.now() - lastBeat <= parts.leaseMs + 3 * pollMs,
    async stop() {
      stopping = true;
      unsubscribe();
      interrupt?.();
      await loop;
    },
  };
}
