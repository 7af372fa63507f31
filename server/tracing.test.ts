// OpenTelemetry tracing for real (issue 24 item 3, docs/decisions/048), on SQLite and
// PostgreSQL: a small OTLP/HTTP receiver on a free port takes what the official exporter sends
// (JSON); the app, configured to export there, is asked for a bKash recharge — a request that
// reads and writes the database and calls the bKash sandbox — with a caller's `traceparent`.
// The receiver gets the request's SERVER span (continuing the caller's trace, the route, the
// status, the shop), the queries' CLIENT spans and the bKash calls' CLIENT spans as its
// children. Off (no endpoint), startTracing loads nothing and the app has no tracing hook.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { closeAndDrop } from '../db/test-shop';
import { startBkashSandbox, type BkashSandbox } from '../sandboxes/bkash/bkash-sandbox';
import { registerCustomer } from '../services/accounts/register-customer';
import { createPaymentProviders } from '../services/adapters/payments/payment-providers';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { testContext } from '../services/test-context';
import { createApp } from './app';
import { loadEnv, setProcessEnv } from './env';
import { jobHandlers } from '../services/job-handler';
import { startTracing, traceJobs, traceQuery, tracingOn, tracingWanted, type Tracing } from './tracing';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number; boolValue?: boolean } }>;
  status?: { code?: number };
}
const SERVER = 2;
const CLIENT = 3;

const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : value?.boolValue);
};

/** The OTLP/HTTP receiver: every span of every export, and the service each came from. */
function startReceiver(): Promise<{ server: Server; url: string; spans: OtlpSpan[]; services: Set<string> }> {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !/json/.test(req.headers['content-type'] ?? '')) return res.writeHead(415).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{ resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
      };
      for (const rs of body.resourceSpans) {
        const name = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        if (name) services.add(name);
        for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, services })));
}

describe('tracing settings', () => {
  it('is wanted only with an OTLP endpoint, and not when disabled', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'console, otlp' })).toBe(true);
  });

  it('off: nothing starts, nothing is exported, and a bad endpoint is one plain sentence', async () => {
    expect(await startTracing(loadEnv({ NODE_ENV: 'test' }))).toBeNull();
    expect(tracingOn()).toBe(false);
    traceQuery(1, false, 'select 1', 'sqlite'); // returns at once
    expect(() => loadEnv({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'the collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be a URL/);
  });
});

describe('traces exported over OTLP/HTTP', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let bkash: BkashSandbox;
  let tracing: Tracing | null;
  const BKASH = { appKey: 'k', appSecret: 's', username: 'u', password: 'p' };
  const settings = (endpoint: string) => ({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: endpoint ? '50' : '', OTEL_SERVICE_NAME: endpoint ? 'haat-test' : '' });

  beforeAll(async () => {
    receiver = await startReceiver();
    bkash = await startBkashSandbox({ ...BKASH, port: 0 });
    // The exporter and the batch processor read the standard settings from the environment themselves.
    setProcessEnv(settings(receiver.url));
    tracing = await startTracing(loadEnv({ NODE_ENV: 'test', ...settings(receiver.url), BKASH_BASE_URL: bkash.url, BKASH_APP_KEY: BKASH.appKey, BKASH_APP_SECRET: BKASH.appSecret, BKASH_USERNAME: BKASH.username, BKASH_PASSWORD: BKASH.password }));
    expect(tracing).not.toBeNull();
  });
  afterAll(async () => {
    await tracing?.shutdown();
    setProcessEnv(settings(''));
    await bkash.close();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  });

  for (const t of testDatabases()) {
    describe(t.kind, () => {
      let db: Db;
      let drop: () => Promise<void>;

      beforeAll(async () => {
        const made = await t.create();
        // The server's own hook (server/entry.ts): every query reported to the tracer. (On
        // SQLite a new in-memory database, migrated here; on PostgreSQL the same database.)
        db = createDb(made.url, { onQuery: (ms, failed, sql, kind) => traceQuery(ms, failed, sql, kind === 'postgres' ? 'postgresql' : 'sqlite') });
        if (t.kind === 'sqlite') {
          await made.drop();
          await migrateToLatest(db);
          drop = async () => {};
        } else {
          drop = made.drop;
          // One bKash sandbox for both databases: its invoice numbers (P-{payment id}) must not repeat.
          await sql`select setval(pg_get_serial_sequence('payments', 'id'), 1000)`.execute(db);
        }
        await insertTestCatalog(db, 'alpha');
        await db.updateTable('shops').set({ payment_methods: 'cod,bkash' }).execute();
      });
      afterAll(() => closeAndDrop(db, drop));

      it('a bKash recharge: the request span continues the caller’s trace; its queries and the bKash calls are its children', async () => {
        const shop = (await findShopBySlug(db, 'alpha'))!;
        const sms = createLogSmsProvider({ log: () => {} });
        const who = await registerCustomer(testContext(db, shop, { sms, request: { clientAddress: '192.0.2.7' } }), { name: 'Traced Customer', phone: t.kind === 'postgres' ? '01824000101' : '01824000102', password: 'password1' });
        const payments = createPaymentProviders({ bkash: { baseUrl: bkash.url, ...BKASH, isSandbox: true }, stripe: null });
        const app = createApp({ db, env: loadEnv({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }), sms, payments });

        const callerTrace = t.kind === 'postgres' ? '4bf92f3577b34da6a3ce929d0e0e4736' : '5bf92f3577b34da6a3ce929d0e0e4737';
        const callerSpan = '00f067aa0ba902b7';
        const res = await app.request('/api/front/customer-recharge-balance', {
          method: 'POST',
          headers: { host: 'alpha.localhost:3000', 'content-type': 'application/json', authorization: `Bearer ${who.token}`, traceparent: `00-${callerTrace}-${callerSpan}-01` },
          body: JSON.stringify({ amount: 500, method: 'bkash' }),
        });
        const answer = (await res.json()) as { payment_url: string };
        expect(res.status, JSON.stringify(answer)).toBe(200);
        expect(answer).toMatchObject({ success: true, payment_url: expect.stringContaining(bkash.url) });

        // The batch processor sends every 50 ms.
        const ours = () => receiver.spans.filter((s) => s.traceId === callerTrace);
        await expect.poll(() => ours().filter((s) => s.kind === CLIENT && attr(s, 'haat.provider') === 'bkash').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
        await expect.poll(() => ours().some((s) => s.kind === SERVER), { timeout: 10_000 }).toBe(true);
        const spans = ours();
        const request = spans.find((s) => s.kind === SERVER)!;
        expect(request.name).toBe('POST /api/front/customer-recharge-balance');
        expect(request.parentSpanId).toBe(callerSpan);
        expect(attr(request, 'http.response.status_code')).toBe(200);
        expect(attr(request, 'http.route')).toBe('/api/front/customer-recharge-balance');
        expect(attr(request, 'haat.shop')).toBe('alpha');

        const queries = spans.filter((s) => s.kind === CLIENT && attr(s, 'db.system.name') !== undefined);
        expect(queries.length).toBeGreaterThanOrEqual(3);
        for (const q of queries) {
          expect(q.parentSpanId, q.name).toBe(request.spanId);
          expect(attr(q, 'db.system.name')).toBe(t.kind === 'postgres' ? 'postgresql' : 'sqlite');
          // Every query but the one that finds the shop by its host is marked with the shop.
          if (!/from "shops"/i.test(String(attr(q, 'db.query.text')))) expect(attr(q, 'haat.shop'), String(attr(q, 'db.query.text'))).toBe('alpha');
          // The SQL with its placeholders: never the values (the customer's token, phone…).
          expect(String(attr(q, 'db.query.text'))).not.toContain(who.token);
        }
        expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(['SELECT', 'INSERT']));

        const calls = spans.filter((s) => attr(s, 'haat.provider') === 'bkash');
        // The token grant and the payment's creation.
        expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining(['bkash POST']));
        for (const call of calls) {
          expect(call.parentSpanId).toBe(request.spanId);
          expect(attr(call, 'haat.shop')).toBe('alpha');
          expect(attr(call, 'http.response.status_code')).toBe(200);
          expect(String(attr(call, 'url.full'))).toMatch(new RegExp(`^${bkash.url}/`));
        }
        expect(receiver.services).toEqual(new Set(['haat-test']));
      });

      it('a background job is a trace of its own, its queries and provider calls its children; a query outside both is not traced', async () => {
        const shop = (await findShopBySlug(db, 'alpha'))!;
        const kind = `traced-${t.kind}`;
        const handlers = traceJobs(
          jobHandlers([
            {
              kind,
              parse: (payload) => payload,
              run: async (ctx) => {
                await ctx.db.selectFrom('products').select('id').where('shop_id', '=', ctx.shop.id).execute();
                await fetch(`${bkash.url}/no-such-call`, { method: 'POST' });
              },
            },
          ]),
        );
        const marker = `untraced_${t.kind}`;
        await sql.raw(`select 1 as ${marker}`).execute(db);
        await handlers.get(kind)!.run(testContext(db, shop), {});
        const job = () => receiver.spans.find((s) => s.name === `job ${kind}`);
        await expect.poll(() => job(), { timeout: 10_000 }).toBeDefined();
        const children = () => receiver.spans.filter((s) => s.traceId === job()!.traceId && s.parentSpanId === job()!.spanId);
        await expect.poll(() => children().length, { timeout: 10_000 }).toBe(2);
        expect(job()!.parentSpanId ?? '').toBe('');
        expect(attr(job()!, 'haat.shop')).toBe('alpha');
        const [query, call] = [children().find((c) => attr(c, 'db.system.name') !== undefined)!, children().find((c) => attr(c, 'haat.provider') === 'bkash')!];
        expect(query.name).toBe('SELECT');
        expect(attr(query, 'haat.shop')).toBe('alpha');
        expect(call.name).toBe('bkash POST');
        expect(attr(call, 'http.response.status_code')).toBe(404);
        expect(receiver.spans.some((s) => String(attr(s, 'db.query.text')).includes(marker))).toBe(false);
      });
    });
  }
});
