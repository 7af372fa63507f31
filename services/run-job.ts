// Runs due background jobs (docs/decisions/013-durable-jobs.md): claims a few under a lease,
// builds its context with createContext (the job's shop, the system actor, no request), runs
// its handler and records the outcome — done, or failed and retried after a back-off until its
// attempts are used up. The polling loop, the wake-ups and the shutdown are server/jobs/.
import { completeJobs, claimJobs, failJob } from '../db/job.repository';
import type { Db } from '../db/client';
import type { Job, Shop } from '../db/schema';
import { findShopById } from '../db/shop.repository';
import { createContext, type Clock, type DepsInput } from './context';
import type { JobHandlers } from './job-handler';
import { defaultOpsLog } from './ops-log';

export interface JobRunnerParts {
  db: Db;
  handlers: JobHandlers;
  deps: DepsInput;
  clock: Clock;
  /** Names this runner in locked_by (host, process, a random part). */
  workerId: string;
  /** How long a claimed job is reserved for this runner; past it another runner may take it. */
  leaseMs: number;
  log?: (line: string) => void;
}

/** A job that can never succeed: failed at once, whatever attempts remain. */
class PermanentJobError extends Error {}

/**
 * How many due jobs one claim takes. They run side by side (each bounded by its own time-out,
 * well inside the lease), and one turn of the write lock claims them all: a runner sharing a
 * busy SQLite file with the shop's requests keeps up with, say, an "order placed" SMS per order.
 */
export const JOB_CLAIM_BATCH = 8;

/** Claims up to JOB_CLAIM_BATCH due jobs and runs them; how many ran (0 when none was due). */
export async function runNextJobs(parts: JobRunnerParts): Promise<number> {
  const nowMs = parts.clock.now();
  const jobs = await claimJobs(
    parts.db,
    {
      workerId: parts.workerId,
      now: new Date(nowMs).toISOString(),
      leaseUntil: new Date(nowMs + parts.leaseMs).toISOString(),
      kinds: [...parts.handlers.keys()],
    },
    JOB_CLAIM_BATCH,
  );
  // The claim's jobs share their reads and writes: each shop read once (an order's SMS and the
  // next order's are of the same shop), and the jobs that finish together marked done together.
  const shops = new Map<number, Promise<Shop | undefined>>();
  const batch: ClaimBatch = {
    shop: (id) => shops.get(id) ?? shops.set(id, findShopById(parts.db, id)).get(id)!,
    complete: coalescedCompletion(parts),
  };
  await Promise.all(jobs.map((job) => runClaimedJob(parts, job, batch)));
  return jobs.length;
}

/** What the jobs of one claim share. */
interface ClaimBatch {
  shop(id: number): Promise<Shop | undefined>;
  /** Marks the job done; false when its lease was lost. */
  complete(job: Job): Promise<boolean>;
}

/**
 * Completions sent together: the first waits for the current turn of the event loop to end
 * (the claim's other jobs that finished in it join it), and those that finish while a
 * completion is on its way go in the next one — no job waits for a slower one to finish.
 */
function coalescedCompletion(parts: JobRunnerParts): (job: Job) => Promise<boolean> {
  let waiting: Array<{ id: number; answer: (done: boolean) => void; fail: (err: unknown) => void }> = [];
  let sending = false;
  const send = async () => {
    sending = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        const done = await completeJobs(parts.db, group.map((w) => w.id), parts.workerId, new Date(parts.clock.now()).toISOString());
        for (const w of group) w.answer(done.has(w.id));
      } catch (err) {
        for (const w of group) w.fail(err);
      }
    }
    sending = false;
  };
  return (job) =>
    new Promise<boolean>((answer, fail) => {
      waiting.push({ id: job.id, answer, fail });
      if (!sending && waiting.length === 1) setImmediate(() => void send());
    });
}

/** Runs due jobs until none is due; returns how many ran. */
export async function runDueJobs(parts: JobRunnerParts): Promise<number> {
  let ran = 0;
  for (let n = await runNextJobs(parts); n > 0; n = await runNextJobs(parts)) ran += n;
  return ran;
}

async function runClaimedJob(parts: JobRunnerParts, job: Job, batch: ClaimBatch): Promise<void> {
  const log = parts.log ?? parts.deps.log ?? defaultOpsLog;
  try {
    // A lease that ran out on the last attempt: its runner died running it (every time, maybe).
    if (job.attempts > job.max_attempts) throw new PermanentJobError('its runner stopped during the last attempt');
    const handler = parts.handlers.get(job.kind)!;
    let payload: unknown;
    try {
      payload = handler.parse(JSON.parse(job.payload));
    } catch (err) {
      throw new PermanentJobError(`payload refused: ${err instanceof Error ? err.message : String(err)}`);
    }
    // Platform jobs (no shop) get their context shape with their first handler.
    if (job.shop_id === null) throw new PermanentJobError('a job without a shop has no handler context');
    const shop = await batch.shop(job.shop_id);
    if (!shop) throw new PermanentJobError(`shop ${job.shop_id} not found`);
    const ctx = createContext({ db: parts.db, shop, actor: { kind: 'system', reason: `job:${job.kind}` }, clock: parts.clock, deps: parts.deps });
    await handler.run(ctx, payload);
    const done = await batch.complete(job);
    if (!done) log(`[jobs] ${job.kind} #${job.id} finished after its lease ran out (another runner may have run it too)`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const spent = err instanceof PermanentJobError ? { ...job, attempts: Math.max(job.attempts, job.max_attempts) } : job;
    const outcome = await failJob(parts.db, spent, parts.workerId, message, parts.clock.now());
    const next = outcome === 'retry' ? 'will retry' : outcome === 'failed' ? 'failed for good' : 'lease lost';
    log(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts}/${job.max_attempts} failed (${next}): ${message}`);
  }
}
