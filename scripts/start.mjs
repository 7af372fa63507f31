// `npm start`: builds when the sources are newer than the build, migrates the database and
// seeds the demo catalog on first start (once, in the primary), then serves with one worker
// per core (WEB_CONCURRENCY) and prints each shop's URL. Background jobs (docs/decisions/013):
// on PostgreSQL every worker runs a job runner; on SQLite one worker does (JOB_RUNNER=1; a
// replacement takes over if it dies), and the others' "jobs enqueued" messages are passed to it.
// React, React Router and their dependencies pick their production builds from NODE_ENV at
// load time; unset, they run their development builds (several times slower to render).
// The launcher writes this one name before they load; it reads no setting (server/env.ts does).
// eslint-disable-next-line no-restricted-properties -- sets NODE_ENV for the libraries, reads nothing
process.env.NODE_ENV ??= 'production';

import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

if (cluster.isPrimary) {
  await ensureBuild();
  const entry = await import(pathToFileURL(serverEntry).href);
  // A bad setting, a database that cannot be reached or opened, a migration this release cannot
  // run on: one plain sentence naming what to fix, exit 1 (no stack trace, no workers started).
  const fail = (err, env) => {
    console.error(entry.describeStartupError(err, env));
    process.exit(1);
  };
  let env;
  try {
    env = entry.loadEnv();
  } catch (err) {
    fail(err);
  }
  // Without provider keys the bKash and Stripe sandboxes run here, in the primary, and every
  // worker gets settings pointing at them (a live deployment never starts them).
  const sandboxes = await entry.startPaymentSandboxes(env);
  entry.setProcessEnv(sandboxes.values);
  env = entry.loadEnv();
  const { shops, seeded, migrated } = await entry.prepareDatabase(env).catch((err) => fail(err, env));
  console.log(`Database: ${entry.describeDatabase(env)}${migrated.length ? ` (migrated: ${migrated.join(', ')})` : ''}${seeded ? ', demo catalog seeded' : ''}`);
  for (const notice of [...entry.demoNotices(env), ...sandboxes.notices]) console.log(notice);
  const workers = env.WEB_CONCURRENCY ?? availableParallelism();
  const oneJobRunner = !entry.everyProcessRunsJobs(env);
  let jobWorker = null;
  const fork = (runsJobs) => {
    const worker = cluster.fork(oneJobRunner ? { JOB_RUNNER: runsJobs ? '1' : '0' } : {});
    if (oneJobRunner && runsJobs) jobWorker = worker;
    return worker;
  };
  // GET /metrics in any worker answers for all of them: the launcher gathers and adds them up.
  entry.serveClusterMetrics();
  for (let i = 0; i < workers; i++) fork(i === 0);
  cluster.on('message', (worker, message) => {
    if (message?.haat === entry.JOBS_ANNOUNCED && jobWorker && jobWorker !== worker && jobWorker.isConnected()) jobWorker.send(message);
  });
  let online = 0;
  cluster.on('listening', () => {
    if (++online !== workers) return;
    const suffix = env.PUBLIC_HOST_SUFFIX ?? `localhost:${env.PORT}`;
    // One write, so a reader waiting for the first line also has the URLs.
    const urls = shops.map(
      (s) => `  ${s.shop_name.padEnd(24)} http://${s.slug}.${suffix}${s.seller ? `  (seller console /seller: ${s.seller.phone} / ${s.seller.password})` : ''}`,
    );
    console.log([`haat is serving ${shops.length} shop(s) on port ${env.PORT} with ${workers} worker(s):`, ...urls].join('\n'));
  });
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    // Stopping: the launcher exits as soon as its last worker has (each drains its requests
    // for up to SHUTDOWN_DRAIN_SECONDS first).
    if (stopping) {
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w === worker || w.isDead())) process.exit(0);
      return;
    }
    if (signal === 'SIGTERM' || signal === 'SIGINT' || code === 0) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork(worker === jobWorker);
  });
  const stop = () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    if (alive.length === 0) process.exit(0);
    for (const w of alive) w.process.kill('SIGTERM');
    // A guard only: the workers exit on their own within their drain.
    setTimeout(() => process.exit(0), (env.SHUTDOWN_DRAIN_SECONDS + 5) * 1000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  const entry = await import(pathToFileURL(serverEntry).href);
  entry.startWorker(entry.loadEnv());
}
