// What the "served" benchmarks share (bench/place-orders-served.ts,
// bench/notification-poll-served.ts): a fresh database prepared in this process (a SQLite file,
// or a throwaway PostgreSQL database dropped afterwards), and the server started the README's way
// (`node scripts/start.mjs`, SEED_DEMO=0) on a free port in its own processes, so the load
// generator (this process) and the server never share an event loop.
import { freePort, serverLogFiles, startServerProcess, stopServerProcess } from './server-process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';

const root = resolve(import.meta.dirname, '..');

export interface FreshDb {
  db: Db;
  url: string;
  done(): Promise<void>;
}

/** A migrated, empty database: a SQLite file, or a new PostgreSQL database on `baseUrl`'s server. */
export async function freshDb(kind: string, baseUrl: string, prefix: string): Promise<FreshDb> {
  if (kind === 'sqlite') {
    const url = join(mkdtempSync(join(tmpdir(), `${prefix}-`)), 'bench.db');
    const db = createDb(url);
    await migrateToLatest(db);
    return { db, url, done: () => db.destroy() };
  }
  const name = `${prefix.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const db = createDb(u.toString());
  await migrateToLatest(db);
  return {
    db,
    url: u.toString(),
    async done() {
      await db.destroy();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The token the served server's `/metrics` answers to (statementsRun reads it). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Every database statement the served server's workers ran so far (its `/metrics`, summed over the cluster). */
export async function statementsRun(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = await res.text();
  let total = 0;
  for (const line of text.split('\n')) if (line.startsWith('haat_db_query_duration_seconds_count')) total += Number(line.split(' ').pop());
  return total;
}

/** Every round trip the served server's workers made to PostgreSQL so far (`haat_db_round_trips_total`); null when the server does not count them (before decision 073, when every statement was one). */
export async function roundTripsRun(port: number): Promise<number | null> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('haat_db_round_trips_total'));
  return line ? Number(line.split(' ').pop()) : null;
}

export interface ServedServerOptions {
  /** The checkout whose built server runs (this one by default: a worktree of another commit for "before"). */
  root?: string;
  /** The port to serve on (a free one by default). */
  port?: number;
  /** More settings for the server's processes (NODE_OPTIONS for a CPU profile, payment keys…). */
  env?: Record<string, string>;
}

/** `npm start` on `databaseUrl` (one worker per core unless `workers`), once it says it is serving. */
export async function startServedServer(databaseUrl: string, workers: string, options: ServedServerOptions = {}): Promise<{ port: number; pid: number; logFile: string; stop(): Promise<void> }> {
  const port = options.port ?? (await freePort());
  // Provider settings, so that no payment sandbox is started on PORT + 101 and + 102 (outside a
  // session's range of ports): the benchmarks pay cash on delivery, nothing calls them.
  const noSandboxes = { BKASH_BASE_URL: 'http://127.0.0.1:9', BKASH_APP_KEY: 'bench', BKASH_APP_SECRET: 'bench', BKASH_USERNAME: 'bench', BKASH_PASSWORD: 'bench', STRIPE_API_BASE: 'http://127.0.0.1:9', STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_bench' };
  // As `npm start` runs it, its log into a file (bench/server-process.ts), not a pipe to drain.
  const server = await startServerProcess({
    root: options.root ?? root,
    stderr: 'pipe',
    env: { ...noSandboxes, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), SEED_DEMO: '0', WRITE_RATE_LIMIT: '0', LOG_LEVEL: 'warn', METRICS_TOKEN: BENCH_METRICS_TOKEN, ...(workers ? { WEB_CONCURRENCY: workers } : {}), ...options.env },
  });
  return {
    port,
    pid: server.pid!,
    logFile: serverLogFiles.get(server) ?? '',
    stop: () => stopServerProcess(server),
  };
}

/** CPU seconds (user + system) of the server's primary and worker processes (Linux /proc). */
export function serverCpuSeconds(primary: number): number {
  let total = 0;
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return NaN;
  }
  for (const pid of [String(primary), ...children]) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      /* exited */
    }
  }
  return total;
}

/** utime + stime + (cutime + cstime when `children`) of one process, in seconds (Linux /proc); 0 once it exited. */
function processCpuSeconds(pid: number | string, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0)) / 100;
  } catch {
    return 0;
  }
}

/** The pids of the processes named `postgres` on this machine (Linux /proc), the postmaster's first. */
function postgresPids(): { postmaster: number | null; all: number[] } {
  const all: number[] = [];
  let postmaster: number | null = null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    if (!stat.includes('(postgres)')) continue;
    const pid = Number(entry);
    all.push(pid);
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    // The postmaster is the postgres process whose parent is not one.
    if (postmaster === null && !readFileSync(`/proc/${parent}/stat`, 'utf8').includes('(postgres)')) postmaster = pid;
  }
  return { postmaster, all };
}

/**
 * CPU seconds of the whole PostgreSQL cluster on this machine: every `postgres` process's own
 * (its backends, the WAL writer, the checkpointer…) plus what the postmaster's exited children
 * used (cutime + cstime, added to it when it reaps them) — so a backend that ends between two
 * readings still counts. Every database of the cluster, other sessions' included; NaN when
 * no PostgreSQL runs here (a remote server).
 */
export function postgresClusterCpuSeconds(): number {
  const { postmaster, all } = postgresPids();
  if (postmaster === null) return NaN;
  let total = 0;
  for (const pid of all) total += processCpuSeconds(pid, pid === postmaster);
  return total;
}

/** CPU seconds of the given PostgreSQL backends (pg_stat_activity's pids; one that exited counts 0). */
export function backendsCpuSeconds(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]));
}
