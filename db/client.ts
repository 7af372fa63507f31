// One Kysely instance over SQLite (better-sqlite3) or PostgreSQL (pg), chosen by the URL:
// `postgres://` or `postgresql://` is PostgreSQL; anything else is a SQLite file path
// (`file:` prefix optional, `:memory:` for tests).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type DatabaseConnection, type Dialect, type Driver, type LogConfig, type LogEvent } from 'kysely';
import type { Database as Schema } from './schema';
import { foldingPool } from './postgres-round-trips';

export type Db = Kysely<Schema>;
export type DbKind = 'sqlite' | 'postgres';

// int8 (COUNT(*), SUM of integers) would otherwise come back as a string.
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
// numeric (SUM/AVG over doubles in some expressions) as a JS number.
pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqliteFileFromUrl(url: string): string {
  return url.replace(/^(sqlite:|file:)/i, '');
}

interface CreateDbOptions {
  /** Pool size for PostgreSQL; ignored for SQLite. */
  poolSize?: number;
  /** Where a PostgreSQL pool's background error goes (the server's logger); by default one JSON log line on stdout. */
  onPoolError?: (err: Error) => void;
  /** Told each query's duration, outcome and SQL (placeholders, no values) — the server's metrics and traces; nothing by default. */
  onQuery?: (durationMs: number, failed: boolean, sql: string, kind: DbKind) => void;
  /** Told each round trip to PostgreSQL (a BEGIN or COMMIT that goes with a statement is none of its own; db/postgres-round-trips.ts). */
  onRoundTrip?: () => void;
}

/** One JSON log line in the server log's shape (server/logger.ts), for the layers below it. */
function jsonLogLine(level: 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg })}\n`);
}

/** How long a SQLite write waits for another process's writer before it is refused (SQLITE_BUSY). */
export const BUSY_TIMEOUT_MS = 5000;

/** The connection pool as the metrics show it (issue 24 item 3). */
export interface PoolStats {
  kind: DbKind;
  /** Connections the pool may open (PostgreSQL: the pool's max; SQLite: its one connection). */
  size: number;
  /** Connections open now. */
  open: number;
  /** Connections running a query or a transaction. */
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const poolStats = new WeakMap<Db, () => PoolStats>();

/** The pool of a database createDb made (null for any other). */
export function poolStatsOf(db: Db): PoolStats | null {
  return poolStats.get(db)?.() ?? null;
}

/**
 * SQLite's one connection, counted as Kysely takes and gives it back: in use while a query or a
 * transaction holds it, waiting while others queue for it (better-sqlite3 itself is synchronous).
 */
function countingConnections(dialect: Dialect): { dialect: Dialect; stats: () => { inUse: number; waiting: number } } {
  let inUse = 0;
  let waiting = 0;
  const wrap = (driver: Driver): Driver =>
    new Proxy(driver, {
      get(target, prop, receiver) {
        if (prop === 'acquireConnection')
          return async (): Promise<DatabaseConnection> => {
            waiting++;
            try {
              const connection = await target.acquireConnection();
              inUse++;
              return connection;
            } finally {
              waiting--;
            }
          };
        if (prop === 'releaseConnection')
          return async (connection: DatabaseConnection): Promise<void> => {
            inUse--;
            await target.releaseConnection(connection);
          };
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return {
    dialect: {
      createDriver: () => wrap(dialect.createDriver()),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    stats: () => ({ inUse, waiting }),
  };
}

export function createDb(url: string, options: CreateDbOptions = {}): Db {
  if (isPostgresUrl(url)) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: url, max });
    // An idle pooled connection can be closed by the server (restart, failover, a dropped
    // database); pg reports that on the pool, and unheard it would crash the process. The
    // pool replaces the connection on the next query.
    pool.on('error', options.onPoolError ?? ((err) => jsonLogLine('warn', 'idle PostgreSQL connection closed', { err: err.message })));
    // BEGIN goes with a transaction's first statement, COMMIT may go with its last (db/postgres-round-trips.ts).
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: foldingPool(pool, options.onRoundTrip) as never }), log: queryLog(options, 'postgres') });
    poolStats.set(db, () => ({ kind: 'postgres', size: max, open: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }));
    return db;
  }
  const file = sqliteFileFromUrl(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Several worker processes share one file: wait for the writer instead of failing.
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const counted = countingConnections(new SqliteDialect({ database: withStatementCache(sqlite) }));
  const db = new Kysely<Schema>({ dialect: counted.dialect, log: queryLog(options, 'sqlite') });
  poolStats.set(db, () => ({ kind: 'sqlite', size: 1, open: sqlite.open ? 1 : 0, ...counted.stats() }));
  return db;
}

function queryLog(options: CreateDbOptions, kind: DbKind): LogConfig | undefined {
  const onQuery = options.onQuery;
  if (!onQuery) return undefined;
  return (event: LogEvent) => onQuery(event.queryDurationMillis, event.level === 'error', event.query.sql, kind);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles SQL on every prepare(), and Kysely prepares every query it runs;
 * compiling was a quarter of a Quick View call's database time (docs/benchmarks.md). The
 * same query text reuses its compiled statement (least recently used dropped past 500).
 * Kysely runs one query at a time per connection, so a cached statement is never busy.
 */
function withStatementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) cache.delete(text);
      else statement = sqlite.prepare(text);
      cache.set(text, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

export function dbKind(db: Kysely<unknown>): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The current time as the ISO string every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}
