// Prometheus metrics (issue 24 item 3): `GET /metrics` on any host, answered only with
// `Authorization: Bearer $METRICS_TOKEN` (unset: 404, as if there were no such page).
// prom-client (the Prometheus project's Node client) in every worker; under `npm start` the
// worker that is scraped asks the launcher, which gathers every worker's metrics and adds them
// up (prom-client's AggregatorRegistry over the cluster's IPC), so one scrape sees the whole
// instance. Metrics read from the database (orders, payments, job queue) are the same in every
// worker and are aggregated with `max`, not summed.
//
// - haat_http_requests_total / haat_http_request_duration_seconds {method, route, status}:
//   `route` is the matched API pattern (`/api/orders/:code`) or, for pages and files, the
//   first path segment (`/products/*`), so a path full of ids does not explode the series.
// - haat_db_query_duration_seconds {kind}: every query's time (Kysely's log hook), `error` too.
// - haat_db_round_trips_total: round trips to PostgreSQL — fewer than the queries, as a
//   transaction's BEGIN goes with its first statement (db/postgres-round-trips.ts).
// - nodejs_eventloop_lag_* and the process metrics: prom-client's defaults.
// - haat_jobs_queued / haat_jobs_oldest_due_age_seconds / haat_jobs_failed {kind}: the queue.
// - haat_orders_placed {status} and haat_payments {provider, state}: counts in the database
//   (use increase()/rate() on them: they only grow, whichever worker or restart).
// - haat_sms_total {outcome}: SMS handed to the provider, sent or failed, in this instance.
// - haat_db_pool_size / _open / _in_use / _waiting {database}: each worker's connection pool
//   (pg.Pool's own counts; SQLite's one connection as Kysely holds it), summed over workers.
import cluster from 'node:cluster';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import client from 'prom-client';
import { poolStatsOf, type Db } from '../db/client';
import { readOpsCounts } from '../db/metrics.repository';
import type { SmsProvider } from '../services/adapters/sms-provider';

const { AggregatorRegistry, Counter, Gauge, Histogram, register } = client;

let defaultsStarted = false;
function ensureDefaults() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function metric<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequests = metric('haat_http_requests_total', () => new Counter({ name: 'haat_http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'] }));
export const httpDuration = metric('haat_http_request_duration_seconds', () =>
  new Histogram({ name: 'haat_http_request_duration_seconds', help: 'Time to answer an HTTP request', labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS }),
);
export const dbQueryDuration = metric('haat_db_query_duration_seconds', () =>
  new Histogram({ name: 'haat_db_query_duration_seconds', help: 'Time of one database query', labelNames: ['outcome'], buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5] }),
);
export const dbRoundTrips = metric('haat_db_round_trips_total', () => new Counter({ name: 'haat_db_round_trips_total', help: 'Round trips to PostgreSQL (a BEGIN or COMMIT sent with a statement is none of its own)' }));
export const smsTotal = metric('haat_sms_total', () => new Counter({ name: 'haat_sms_total', help: 'SMS handed to the provider', labelNames: ['outcome'] }));

/** Kysely's log hook (db/client.ts createDb onQuery): every query's duration. */
export function observeQuery(durationMs: number, failed: boolean): void {
  dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000);
}

/** db/client.ts createDb onRoundTrip: one round trip to PostgreSQL. */
export function countRoundTrip(): void {
  dbRoundTrips.inc();
}

/** The SMS provider with its sends counted. */
export function countedSms<T extends SmsProvider>(sms: T): T {
  return new Proxy(sms, {
    get(target, prop, receiver) {
      if (prop !== 'send') return Reflect.get(target, prop, receiver);
      return async (to: string, text: string) => {
        try {
          await target.send(to, text);
          smsTotal.inc({ outcome: 'sent' });
        } catch (err) {
          smsTotal.inc({ outcome: 'failed' });
          throw err;
        }
      };
    },
  });
}

/** The database-derived gauges, read on each scrape (the same in every worker: aggregated by max). */
// The database of the newest app in this process (one per process in production; tests and the dev server make several).
let gaugeDb: Db | null = null;
function registerDatabaseGauges(db: Db) {
  gaugeDb = db;
  if (register.getSingleMetric('haat_jobs_queued')) return;
  let pending: Promise<Awaited<ReturnType<typeof readOpsCounts>>> | null = null;
  // One read per scrape for all the gauges below.
  const counts = () => (pending ??= readOpsCounts(gaugeDb!, new Date().toISOString()).finally(() => setTimeout(() => (pending = null), 100)));
  const gauge = (name: string, help: string, labelNames: string[], fill: (g: client.Gauge, c: Awaited<ReturnType<typeof readOpsCounts>>) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      aggregator: 'max',
      async collect() {
        this.reset();
        fill(this, await counts());
      },
    });
  gauge('haat_jobs_queued', 'Jobs waiting to run (queued, due now)', ['kind'], (g, c) => c.jobsDue.forEach((r) => g.set({ kind: r.kind }, r.n)));
  gauge('haat_jobs_oldest_due_age_seconds', 'How long the oldest due job has waited', ['kind'], (g, c) => c.jobsDue.forEach((r) => g.set({ kind: r.kind }, r.oldestAgeSeconds)));
  gauge('haat_jobs_failed', 'Jobs that failed for good (kept for inspection)', ['kind'], (g, c) => c.jobsFailed.forEach((r) => g.set({ kind: r.kind }, r.n)));
  gauge('haat_orders_placed', 'Orders placed, by current status (grows with every order)', ['status'], (g, c) => c.orders.forEach((r) => g.set({ status: r.status }, r.n)));
  gauge('haat_payments', 'Payment attempts by provider and outcome', ['provider', 'state'], (g, c) => c.payments.forEach((r) => g.set({ provider: r.provider, state: r.state }, r.n)));
  // The connection pool of each worker (summed over the workers: each has its own pool).
  const pool = (name: string, help: string, read: (p: NonNullable<ReturnType<typeof poolStatsOf>>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['database'],
      aggregator: 'sum',
      collect() {
        this.reset();
        const stats = gaugeDb ? poolStatsOf(gaugeDb) : null;
        if (stats) this.set({ database: stats.kind }, read(stats));
      },
    });
  pool('haat_db_pool_size', 'Connections the database pool may open (SQLite: its one connection)', (p) => p.size);
  pool('haat_db_pool_open', 'Database connections open', (p) => p.open);
  pool('haat_db_pool_in_use', 'Database connections running a query or a transaction', (p) => p.inUse);
  pool('haat_db_pool_waiting', 'Queries waiting for a database connection', (p) => p.waiting);
}

/** The route's pattern for the labels: the matched API route, else the first path segment. */
export function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (pattern && pattern !== '*' && pattern !== '/*' && !pattern.endsWith('/*')) return pattern;
  const first = c.req.path.split('/')[1] ?? '';
  if (first === '' ) return '/';
  if (first === 'api') return '/api/*';
  return /^[\w.-]{1,40}$/.test(first) ? `/${first.replace(/\.data$/, '')}/*` : '/other';
}

/** One answered request in haat_http_requests_total and _duration_seconds (`started`: performance.now() at its arrival). */
export function countRequest(method: string, route: string, status: number, started: number): void {
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, (performance.now() - started) / 1000);
}

/** Counts and times every request (the first middleware after the request log). */
export function requestMetrics(): MiddlewareHandler {
  ensureDefaults();
  return async (c, next) => {
    const started = performance.now();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      countRequest(c.req.method, routeLabel(c), status, started);
    }
  };
}

let aggregator: InstanceType<typeof AggregatorRegistry> | null = null;
let nextAsk = 0;
const waiting = new Map<number, (text: string | null) => void>();
export const METRICS_ASK = 'haat:metrics-ask';
export const METRICS_ANSWER = 'haat:metrics-answer';

/**
 * In the launcher (`npm start`'s primary): answers a worker's ask for the whole instance's
 * metrics. In a worker: makes prom-client answer the launcher's collection.
 */
export function serveClusterMetrics(): void {
  aggregator ??= new AggregatorRegistry();
  if (!cluster.isPrimary) return;
  cluster.on('message', (worker, message: { haat?: string; id?: number } | null) => {
    if (message?.haat !== METRICS_ASK) return;
    aggregator!.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ haat: METRICS_ANSWER, id: message.id, text }),
      () => worker.isConnected() && worker.send({ haat: METRICS_ANSWER, id: message.id, text: null }),
    );
  });
}

function askLauncher(): Promise<string | null> {
  return new Promise((resolve) => {
    const id = ++nextAsk;
    waiting.set(id, resolve);
    process.send!({ haat: METRICS_ASK, id });
    setTimeout(() => waiting.delete(id) && resolve(null), 8000).unref();
  });
}

let listening = false;
function listenForAnswers() {
  if (listening || !process.send) return;
  listening = true;
  process.on('message', (message: { haat?: string; id?: number; text?: string | null } | null) => {
    if (message?.haat !== METRICS_ANSWER || message.id === undefined) return;
    const done = waiting.get(message.id);
    waiting.delete(message.id);
    done?.(message.text ?? null);
  });
}

function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/** `GET /metrics`: the token's check, then this instance's metrics (all workers under `npm start`). */
export function metricsHandler(options: { db: Db; token: string | undefined }) {
  ensureDefaults();
  registerDatabaseGauges(options.db);
  const inCluster = cluster.isWorker && typeof process.send === 'function';
  if (inCluster) {
    serveClusterMetrics();
    listenForAnswers();
  }
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (!options.token) return c.text('Not found', 404);
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !sameToken(given, options.token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    const text = (inCluster ? await askLauncher() : null) ?? (await register.metrics());
    return c.body(text, 200, { 'Content-Type': register.contentType });
  };
}
