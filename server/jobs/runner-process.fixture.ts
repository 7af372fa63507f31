// Test fixture for job-runner.test.ts, run as its own process with tsx: a job runner on the
// given database. Arguments: database URL, worker id, mode.
// - `hang`: its `hang` handler says "running" on stdout and never finishes, so the test can
//   kill the process in the middle of a job.
// - `drain`: says "ready", waits for a line on stdin (so two of them start together), runs the
//   due `shared` jobs (each leaves a row in job_effects, a little slowly so the two overlap),
//   prints how many and exits.
import { sql } from 'kysely';
import { createDb } from '../../db/client';
import { createLogSmsProvider } from '../../services/adapters/sms-provider';
import { jobHandlers } from '../../services/job-handler';
import { runDueJobs } from '../../services/run-job';
import { startJobRunner } from './job-runner';

const [url, workerId, mode] = process.argv.slice(2) as [string, string, 'hang' | 'drain'];
const db = createDb(url, { poolSize: 2 });
const deps = { sms: createLogSmsProvider({ log: () => {} }), uploadsDir: '/tmp', attachmentsDir: '/tmp' };

if (mode === 'hang') {
  const hang = {
    kind: 'hang',
    parse: (payload: unknown) => payload,
    run: async () => {
      process.stdout.write('running\n');
      setInterval(() => {}, 1000);
      await new Promise(() => {});
    },
  };
  startJobRunner({ db, workerId, pollMs: 20, leaseMs: 60_000, deps, handlers: jobHandlers([hang]) });
} else {
  const shared = {
    kind: 'shared',
    parse: (payload: unknown) => payload as { i: number },
    run: async (ctx: { db: typeof db }, payload: { i: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await sql`insert into job_effects (job_id, runner) values (${payload.i}, ${workerId})`.execute(ctx.db);
    },
  };
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  const ran = await runDueJobs({ db, workerId, leaseMs: 60_000, clock: { now: Date.now }, deps, handlers: jobHandlers([shared]) });
  process.stdout.write(`${ran}\n`);
  await db.destroy();
}
