// GET /metrics (issue 24 item 3) on both databases: 404 without METRICS_TOKEN, 401 without the
// right bearer token, and with it the Prometheus text: requests by route pattern and status,
// event-loop lag, database query time and connection pool, the job queue by kind, orders and payments.
// (Aggregation across `npm start`'s workers: scripts/metrics-cluster.test.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, poolStatsOf, type Db } from '../db/client';
import { enqueueJob } from '../db/job.repository';
import { runWrite } from '../db/run-write';
import { testDatabases } from '../db/test-databases';
import { closeAndDrop, insertTestShop } from '../db/test-shop';
import { createApp } from './app';
import { loadEnv } from './env';

const TOKEN = 'metrics-token-for-tests-1234';

for (const t of testDatabases()) {
  describe(`GET /metrics (${t.kind})`, () => {
    let db: Db;
    let url: string;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, url, drop } = await t.create());
      const shopId = await insertTestShop(db, 'alpha');
      const past = new Date(Date.now() - 60_000).toISOString();
      await runWrite(db, (trx) => enqueueJob(trx, { shopId, kind: 'metrics-test-job', payload: {}, runAt: past, now: past }));
    });
    afterAll(() => closeAndDrop(db, drop));

    it('is not there without METRICS_TOKEN, on any host', async () => {
      const app = createApp({ db, env: loadEnv({ NODE_ENV: 'test' }) });
      for (const host of ['alpha.localhost', 'example.com']) expect((await app.request('/metrics', { headers: { host, authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    });

    it('answers only the right bearer token, with the Prometheus text of this instance', async () => {
      const app = createApp({ db, env: loadEnv({ NODE_ENV: 'test', METRICS_TOKEN: TOKEN }) });
      expect((await app.request('/metrics', { headers: { host: 'example.com' } })).status).toBe(401);
      expect((await app.request('/metrics', { headers: { host: 'example.com', authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
      await app.request('/api/health', { headers: { host: 'alpha.localhost' } });
      await app.request('/no-such-page/123', { headers: { host: 'nowhere.localhost' } });
      const res = await app.request('/metrics', { headers: { host: 'example.com', authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).toMatch(/haat_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
      expect(text).toMatch(/haat_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/health",status="200"\}/);
      expect(text).toMatch(/route="\/no-such-page\/\*"/);
      expect(text).not.toContain('123"');
      expect(text).toMatch(/haat_jobs_queued\{kind="metrics-test-job"\} 1/);
      expect(text).toMatch(/haat_jobs_oldest_due_age_seconds\{kind="metrics-test-job"\} (\d{2,}|[6-9])/);
      expect(text).toContain('# TYPE haat_orders_placed gauge');
      expect(text).toContain('# TYPE haat_payments gauge');
      expect(text).toContain('# TYPE haat_sms_total counter');
      expect(text).toContain('# TYPE haat_db_query_duration_seconds histogram');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      // The dashboard and the alert rules in deploy/monitoring ask only for metrics that exist.
      const shipped = ['grafana-dashboard.json', 'alert-rules.yml'].map((f) => readFileSync(join(import.meta.dirname, '../deploy/monitoring', f), 'utf8')).join('\n');
      const asked = new Set([...shipped.matchAll(/\b((?:haat|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, '')));
      expect(asked.size).toBeGreaterThan(8);
      for (const name of asked) expect(text, name).toContain(`# TYPE ${name} `);
      JSON.parse(readFileSync(join(import.meta.dirname, '../deploy/monitoring/grafana-dashboard.json'), 'utf8'));
    });

    it('shows the connection pool: its size, the connections open and in use, and the queries waiting', async () => {
      // A pool of one: a transaction holds it, a query waits for it.
      const small = createDb(url, { poolSize: 1 });
      const database = t.kind === 'postgres' ? 'postgres' : 'sqlite';
      try {
        expect(poolStatsOf(small)).toEqual({ kind: database, size: 1, open: t.kind === 'postgres' ? 0 : 1, inUse: 0, waiting: 0 });
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let entered!: () => void;
        const inside = new Promise<void>((resolve) => (entered = resolve));
        const transaction = small.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          entered();
          await held;
        });
        await inside;
        const queued = sql`select 2`.execute(small);
        await expect.poll(() => poolStatsOf(small)).toEqual({ kind: database, size: 1, open: 1, inUse: 1, waiting: 1 });
        release();
        await transaction;
        await queued;
        expect(poolStatsOf(small)).toEqual({ kind: database, size: 1, open: 1, inUse: 0, waiting: 0 });

        const app = createApp({ db: small, env: loadEnv({ NODE_ENV: 'test', METRICS_TOKEN: TOKEN }) });
        const text = await (await app.request('/metrics', { headers: { host: 'example.com', authorization: `Bearer ${TOKEN}` } })).text();
        expect(text).toContain(`haat_db_pool_size{database="${database}"} 1`);
        expect(text).toContain(`haat_db_pool_open{database="${database}"} 1`);
        expect(text).toContain(`haat_db_pool_in_use{database="${database}"} 0`);
        expect(text).toContain(`haat_db_pool_waiting{database="${database}"} 0`);
      } finally {
        await small.destroy();
        // The other tests' app reads the gauges of this file's database again.
        createApp({ db, env: loadEnv({ NODE_ENV: 'test', METRICS_TOKEN: TOKEN }) });
      }
    });
  });
}

describe('database query time', () => {
  it('createDb reports every query to onQuery, failures included', async () => {
    const seen: Array<[number, boolean]> = [];
    const db = createDb(':memory:', { onQuery: (ms, failed) => seen.push([ms, failed]) });
    try {
      await db.selectFrom('sqlite_master' as never).selectAll().execute();
      await expect(db.selectFrom('no_such_table' as never).selectAll().execute()).rejects.toThrow();
      expect(seen.map(([, failed]) => failed)).toEqual([false, true]);
      expect(seen.every(([ms]) => ms >= 0)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
