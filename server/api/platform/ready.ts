// GET /api/ready — readiness (docs/decisions/024-operability.md): 200 `{ status: 'ready' }` when
// the database answers a query, every migration in db/migrations/index.ts has run, and this
// process's job runner is alive; else 503 `{ status: 'not ready', failed: [...] }` naming the
// checks that failed. A process that runs no job runner (a SQLite worker without the
// JOB_RUNNER role) reports `jobs: 'not this process'` without failing. On any host, never cached.
import type { Db } from '../../../db/client';
import { pendingMigrations, pingDatabase } from '../../../db/migrate';
import type { ApiApp } from '../../hono-env';

/** What /api/ready asks of the job runner (server/jobs/job-runner.ts). */
export interface JobRunnerStatus {
  alive(): boolean;
}

export interface ReadyDeps {
  /** This process's job runner, or null when another process runs jobs. */
  jobs: JobRunnerStatus | null;
}

type Check = 'ok' | 'failed' | 'not this process';

const DB_TIMEOUT_MS = 2000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function readiness(db: Db, deps: ReadyDeps) {
  const checks: { database: Check; migrations: Check; jobs: Check } = { database: 'failed', migrations: 'failed', jobs: 'failed' };
  let pending: string[] | undefined;
  try {
    await withTimeout(pingDatabase(db), DB_TIMEOUT_MS);
    checks.database = 'ok';
    pending = await withTimeout(pendingMigrations(db), DB_TIMEOUT_MS);
    if (pending.length === 0) checks.migrations = 'ok';
  } catch {
    // database (or the migration table) unreachable: both stay 'failed'
  }
  checks.jobs = deps.jobs === null ? 'not this process' : deps.jobs.alive() ? 'ok' : 'failed';
  const failed = (Object.keys(checks) as Array<keyof typeof checks>).filter((k) => checks[k] === 'failed');
  return { failed, checks, pending };
}

export function registerReady(app: ApiApp, deps: ReadyDeps) {
  app.get('/api/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { failed, checks, pending } = await readiness(c.get('db'), deps);
    if (failed.length === 0) return c.json({ status: 'ready' as const, checks }, 200);
    return c.json({ status: 'not ready' as const, failed, checks, ...(pending?.length ? { pendingMigrations: pending } : {}) }, 503);
  });
}
