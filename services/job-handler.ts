// What a kind of background job does (docs/decisions/013-durable-jobs.md). A handler lives with
// its feature (SMS sending: services/adapters/send-sms-job.ts) and is registered by kind in
// server/jobs/job-handlers.ts. It runs with a context made by the one factory, createContext,
// for the job's shop, with the actor `{ kind: 'system', reason: 'job:<kind>' }` and no request.
// A job may run more than once — a process killed after the work but before it was marked
// done runs it again once its lease ran out — so a handler tolerates a repeat.
import type { Ctx } from './context';

export interface JobHandler<P = unknown> {
  kind: string;
  /** Checks the stored payload (JSON-parsed); throws on one it cannot run (the job fails for good). */
  parse(payload: unknown): P;
  run(ctx: Ctx, payload: P): Promise<void>;
}

/** Handlers by kind, as a runner takes them. */
export type JobHandlers = ReadonlyMap<string, JobHandler<any>>;

export function jobHandlers(list: ReadonlyArray<JobHandler<any>>): JobHandlers {
  const map = new Map<string, JobHandler<any>>();
  for (const handler of list) {
    if (map.has(handler.kind)) throw new Error(`two job handlers for ${handler.kind}`);
    map.set(handler.kind, handler);
  }
  return map;
}
