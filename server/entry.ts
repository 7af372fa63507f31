// The server bundle's entry (vite.config.ts makes it the SSR build input). scripts/start.mjs
// calls prepareDatabase() once in the primary process and startWorker() in each worker;
// scripts/dev.mjs loads this file through Vite for hot reload of both UI and API. Workers that
// run background jobs start the job runner beside the HTTP server (docs/decisions/013).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import * as build from 'virtual:react-router/server-build';
import { createDb, isPostgresUrl, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { listShops } from '../db/shop.repository';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { createDemoOwners, demoOwnerLogin } from '../seed/demo-owners';
import { onJobsAnnounced } from '../db/job.repository';
import { createSmsProvider, type SmsProvider } from '../services/adapters/sms-provider';
import type { Deps } from '../services/context';
import { createPaymentProviders, type PaymentProviders } from '../services/adapters/payments/payment-providers';
import { contextDepsOf, createApp, responseCacheFor } from './app';
import { bellPollListener } from './api/notifications/bell-poll-listener';
import { catalogReadListener } from './api/catalog/catalog-read-listener';
import { writeRateLimiter } from './write-rate-limit';
import { systemClock } from '../services/context';
import { demoNotices, livePaymentProblems, loadEnv, paymentConfigOf, processEnv, setProcessEnv, smsConfigOf, type Env } from './env';
import { serverJobHandlers } from './jobs/job-handlers';
import { startJobRunner, type JobRunner } from './jobs/job-runner';
import { shutdownGracefully, trackInFlight } from './graceful-shutdown';
import { logger } from './logger';
import { countedSms, countRoundTrip, observeQuery } from './metrics';
import { startTracing, traceJobs, traceQuery, tracingWanted } from './tracing';
export { serveClusterMetrics } from './metrics';

export interface PreparedDatabase {
  migrated: string[];
  seeded: boolean;
  /** `seller`: the demo owner's login while it still has the demo password (not on a live deployment). */
  shops: Array<{ slug: string; shop_name: string; seller: { phone: string; password: string } | null }>;
}

export async function prepareDatabase(env: Env = loadEnv()): Promise<PreparedDatabase> {
  const db = createDb(env.DATABASE_URL, { poolSize: 2 });
  try {
    const migrated = await migrateToLatest(db);
    const demo = env.SEED_DEMO === '1' ? await seedDemoIfEmpty(db, { uploadsDir: resolve(env.UPLOADS_DIR) }) : { seeded: false, shops: [] };
    const seeded = demo.seeded;
    const live = env.HAAT_LIVE === '1';
    if (seeded && !live) await createDemoOwners(db, demo.shops, Date.now());
    const rows = await listShops(db);
    const problems = livePaymentProblems(env, rows);
    if (problems.length > 0) throw new Error(`Refusing to start:\n  ${problems.join('\n  ')}`);
    const shops = await Promise.all(rows.map(async (s) => ({ slug: s.slug, shop_name: s.shop_name, seller: live ? null : await demoOwnerLogin(db, s.slug) })));
    return { migrated, seeded, shops };
  } finally {
    await db.destroy();
  }
}

export function describeDatabase(env: Env = loadEnv()): string {
  return isPostgresUrl(env.DATABASE_URL) ? 'PostgreSQL' : `SQLite at ${resolve(env.DATABASE_URL)}`;
}

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '../client');

/**
 * Whether this process runs background jobs. On PostgreSQL every process may (claims skip each
 * other's locked rows); on SQLite one per machine: `npm start` marks one worker JOB_RUNNER=1 and
 * the others 0, and a lone process (dev, tests) runs them.
 */
export function runsJobs(env: Env): boolean {
  return everyProcessRunsJobs(env) || env.JOB_RUNNER !== '0';
}

export function everyProcessRunsJobs(env: Env): boolean {
  return isPostgresUrl(env.DATABASE_URL);
}

/** A worker's message to the primary after it enqueued jobs; the primary passes it to the job-running worker. */
export const JOBS_ANNOUNCED = 'haat:jobs-announced';

function jobDeps(env: Env, sms: SmsProvider, payments: PaymentProviders): Deps {
  return { sms, payments, uploadsDir: env.UPLOADS_DIR, attachmentsDir: env.ATTACHMENTS_DIR, couriers: { steadfastBaseUrl: env.STEADFAST_BASE_URL, pathaoBaseUrl: env.PATHAO_BASE_URL }, log: (line: string) => logger.warn(line) };
}

/** Starts the job runner in this process, or passes this process's announcements on to the one that runs jobs. */
function startJobs(db: Db, env: Env, sms: SmsProvider, payments: PaymentProviders): JobRunner | null {
  if (!runsJobs(env)) {
    onJobsAnnounced(() => process.send?.({ haat: JOBS_ANNOUNCED }));
    return null;
  }
  const runner = startJobRunner({ db, handlers: tracingWanted(env) ? traceJobs(serverJobHandlers) : serverJobHandlers, deps: jobDeps(env, sms, payments) });
  process.on('message', (message: { haat?: string } | null) => {
    if (message?.haat === JOBS_ANNOUNCED) runner.wake();
  });
  return runner;
}

export { demoNotices, setProcessEnv };
export { describeStartupError } from './startup-errors';
export { startPaymentSandboxes } from './payment-sandboxes';

export function startWorker(env: Env = loadEnv()) {
  // The folders exist from the start (the static file server warns in plain text about a missing one).
  for (const dir of [env.UPLOADS_DIR, env.ATTACHMENTS_DIR]) mkdirSync(dir, { recursive: true });
  // OpenTelemetry, when an OTLP endpoint is configured (server/tracing.ts); a failure to start it is logged, not fatal.
  const tracing = startTracing(env).catch((err: unknown) => {
    logger.error({ err }, 'OpenTelemetry tracing could not start');
    return null;
  });
  const onQuery = (ms: number, failed: boolean, sql: string, kind: 'sqlite' | 'postgres') => {
    observeQuery(ms, failed);
    traceQuery(ms, failed, sql, kind === 'postgres' ? 'postgresql' : 'sqlite');
  };
  const db = createDb(env.DATABASE_URL, { onPoolError: (err) => logger.warn({ err: err.message }, 'idle PostgreSQL connection closed'), onQuery, onRoundTrip: countRoundTrip });
  // One SMS provider for the requests and the job runner (the log provider's outbox is in memory).
  const sms = countedSms(createSmsProvider(smsConfigOf(env)));
  // One set of payment clients per process (the bKash token is cached in it).
  const payments = createPaymentProviders(paymentConfigOf(env));
  const jobs = startJobs(db, env, sms, payments);
  const writeLimiter = writeRateLimiter({ perMinute: env.WRITE_RATE_LIMIT, trustProxy: env.TRUST_PROXY === '1' });
  const responseCache = responseCacheFor(env);
  const app = createApp({ db, env, build, clientDir, sms, payments, jobs, writeLimiter, responseCache });
  // Requests being handled: on shutdown the database closes only after they finish (a client
  // that hung up leaves its request running, and server.close() does not wait for those).
  const tracked = trackInFlight(app.fetch);
  // The bell's unchanged poll (decision 079) and the shared catalog reads (decision 086) are
  // answered before Hono, unless tracing is on (its spans start in Hono).
  let polls: ReturnType<typeof bellPollListener> | null = null;
  let reads: ReturnType<typeof catalogReadListener> | null = null;
  const server = serve({
    fetch: tracked.fetch,
    port: env.PORT,
    hostname: env.HOST,
    createServer: ((options: ServerOptions, listener: RequestListener) => {
      if (tracingWanted(env)) return createServer(options, listener);
      const trustProxy = env.TRUST_PROXY === '1';
      reads = catalogReadListener({ db, clock: systemClock, logger, trustProxy, writeLimiter, responseCache, contextDeps: contextDepsOf(env, sms, payments) }, listener);
      polls = bellPollListener({ db, clock: systemClock, logger, trustProxy, writeLimiter }, reads.listener);
      return createServer(options, polls.listener);
    }) as unknown as typeof createServer,
  });
  const inFlight = () => tracked.inFlight() + (polls?.inFlight() ?? 0) + (reads?.inFlight() ?? 0);
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal, inFlight: inFlight(), drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    // The drain's limit (SHUTDOWN_DRAIN_SECONDS): what is still running then is cut.
    setTimeout(() => {
      logger.warn({ inFlight: inFlight() }, 'shutdown drain time is up: exiting with requests still in flight');
      process.exit(0);
    }, env.SHUTDOWN_DRAIN_SECONDS * 1000).unref();
    // The runner finishes the job in flight (its outcome is written) before the database closes.
    shutdownGracefully({ server, inFlight, jobs, db })
      .catch((err: unknown) => logger.error({ err }, 'shutdown failed'))
      // The spans still buffered go out before the process ends.
      .then(() => tracing.then((t) => t?.shutdown()))
      .catch((err: unknown) => logger.warn({ err }, 'the last traces could not be sent'))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return server;
}

// Development: one database for the life of the dev server, a fresh app per module reload.
// The SMS provider and the job runner also live as long as the dev server (one outbox for /dev/sms-outbox).
const devGlobal = globalThis as unknown as { __haatDevDb?: Db; __haatDevSms?: SmsProvider; __haatDevPayments?: PaymentProviders; __haatDevJobs?: JobRunner | null };
let devListener: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

export function handleDevRequest(req: IncomingMessage, res: ServerResponse) {
  if (!devListener) {
    const env = loadEnv(processEnv({ NODE_ENV: 'development' }));
    devGlobal.__haatDevDb ??= createDb(env.DATABASE_URL);
    devGlobal.__haatDevSms ??= createSmsProvider(smsConfigOf(env));
    devGlobal.__haatDevPayments ??= createPaymentProviders(paymentConfigOf(env));
    devGlobal.__haatDevJobs ??= startJobs(devGlobal.__haatDevDb, env, devGlobal.__haatDevSms, devGlobal.__haatDevPayments);
    const app = createApp({ db: devGlobal.__haatDevDb, env, build, sms: devGlobal.__haatDevSms, payments: devGlobal.__haatDevPayments, jobs: devGlobal.__haatDevJobs });
    devListener = getRequestListener(app.fetch);
  }
  devListener(req, res);
}

export { loadEnv };
