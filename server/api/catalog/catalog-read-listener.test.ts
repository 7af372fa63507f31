// The shared catalog reads answered at node:http before Hono (decision 086), on SQLite and
// PostgreSQL, against the same app served without it: the same answers — status, every header
// but Date and the request id, the same bytes — the same request lines and metrics, for Quick
// View and both search-suggestion calls, gzipped or not, a guest or a logged-in customer, in
// the shop's language or the cookie's, with the shared-answer cache off and on (a miss, then a
// hit); and every request it does not answer handed to Hono untouched and answered as before:
// bad, missing or unknown ids, another shop's product or name, NUL and non-UTF-8 bodies, broken
// JSON, a form body, an unknown host, a query string, a deflate client, a language to store on
// the account, and the write limit (one count per call, whichever path answers it).
import { createServer, request, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import type { TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { offlinePaymentProviders } from '../../../services/adapters/payments/payment-providers';
import { systemClock } from '../../../services/context';
import { contextDepsOf, createApp, responseCacheFor } from '../../app';
import { loadEnv } from '../../env';
import { httpRequests } from '../../metrics';
import type { ResponseCache } from '../../response-cache';
import { writeRateLimiter, type WriteRateLimiter } from '../../write-rate-limit';
import { capturedLog, listen, sameLine } from '../listener-test-kit';
import { openApiTestBed, quietSms, registerTestCustomer } from '../test-kit';
import { catalogReadListener } from './catalog-read-listener';

const QV = '/api/front/reseller-shop-single-product-details-for-quick-view';
const SHOP_SUGGESTIONS = '/api/front/reseller-shop-search-suggestions';
const KEYWORDS = '/api/front/get-search-suggestions';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent. */
  raw: Buffer;
  /** The text, gunzipped when it came gzipped. */
  text: string;
}

function send(port: number, path: string, headers: Record<string, string>, body: Buffer | string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        ok({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
      });
    });
    req.on('error', fail);
    req.end(bytes);
  });
}


const answered = async (route: string, status: number) =>
  (await httpRequests.get()).values.find((v) => v.labels.method === 'POST' && v.labels.route === route && v.labels.status === String(status))?.value ?? 0;

/** The headers to compare: all but Date and the request id (which must be there). */
const comparable = (h: Answer['headers']) => {
  const { date: _d, 'x-request-id': id, ...rest } = h;
  expect(id).toBeTruthy();
  return rest;
};

// Ports of this helper's range (4100–4199), one set per database.
let nextPort = 4150;

for (const t of testDatabases()) {
  describe(`the catalog reads before Hono (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let catalogs: TestCatalog[];
    let n = 0;
    const sms = quietSms();
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads' });
    const uncached = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads', RESPONSE_CACHE_MB: '0' });
    const fastLog = capturedLog();
    const honoLog = capturedLog();
    const servers: Server[] = [];
    const ports = { fast: nextPort++, hono: nextPort++, fastCached: nextPort++, honoCached: nextPort++, limited: nextPort++ };
    /** Requests the fast path handed on to Hono. */
    let handedOn = 0;

    const serve = (e: typeof env, limiter: WriteRateLimiter, log: ReturnType<typeof capturedLog>, withFastPath: boolean) => {
      const responseCache: ResponseCache | null = responseCacheFor(e);
      const app = createApp({ db, env: e, sms, payments: offlinePaymentProviders, logger: log.logger, writeLimiter: limiter, responseCache });
      const honoListener = getRequestListener(app.fetch);
      if (!withFastPath) return createServer(honoListener);
      const deps = { db, clock: systemClock, logger: log.logger, trustProxy: false, writeLimiter: limiter, responseCache, contextDeps: contextDepsOf(e, sms, offlinePaymentProviders) };
      const { listener } = catalogReadListener(deps, (req, res) => {
        handedOn++;
        honoListener(req, res);
      });
      return createServer(listener);
    };

    beforeAll(async () => {
      let shops: Shop[];
      ({ db, drop, shops, catalogs } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      alpha = shops[0]!;
      const roomy = () => writeRateLimiter({ perMinute: 10_000, trustProxy: false });
      const made: Array<[Server, number]> = [
        [serve(uncached, roomy(), fastLog, true), ports.fast],
        [serve(uncached, roomy(), honoLog, false), ports.hono],
        [serve(env, roomy(), capturedLog(), true), ports.fastCached],
        [serve(env, roomy(), capturedLog(), false), ports.honoCached],
        [serve(uncached, writeRateLimiter({ perMinute: 3, trustProxy: false }), capturedLog(), true), ports.limited],
      ];
      for (const [server, port] of made) {
        servers.push(server);
        await listen(server, port);
      }
    });
    afterAll(async () => {
      for (const s of servers) await new Promise((ok) => s.close(ok));
      await closeAndDrop(db, drop);
    });

    const host = (slug = 'alpha') => ({ host: `${slug}.localhost:3000` });
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };

    /** The same request to the server with the fast path and to the one without: the same answer, byte for byte. */
    async function both(path: string, headers: Record<string, string>, body: Buffer | string, expectHandedOn: boolean, cached = false) {
      const before = handedOn;
      const a = await send(cached ? ports.fastCached : ports.fast, path, headers, body);
      const b = await send(cached ? ports.honoCached : ports.hono, path, headers, body);
      expect(handedOn - before).toBe(expectHandedOn ? 1 : 0);
      expect(a.status).toBe(b.status);
      expect(comparable(a.headers)).toEqual(comparable(b.headers));
      expect(a.raw.equals(b.raw)).toBe(true);
      return a;
    }

    it('answers Quick View and both suggestion calls itself, as the app does, gzipped or not', async () => {
      const productId = catalogs[0]!.productId;
      for (const accept of [gzip, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }, { 'accept-encoding': 'identity' }, {}]) {
        const qv = await both(QV, { ...host(), ...accept }, JSON.stringify({ pro_id: productId }), false);
        expect(qv.status).toBe(200);
        expect(JSON.parse(qv.text)).toMatchObject({ success: true, product: { id: productId, name: 'Tee alpha' } });
        const sugg = await both(SHOP_SUGGESTIONS, { ...host(), ...accept }, JSON.stringify({ searchKey: 'tee', shop: 'alpha' }), false);
        expect((JSON.parse(sugg.text) as { products: unknown[] }).products.length).toBeGreaterThan(0);
        await both(KEYWORDS, { ...host(), ...accept }, JSON.stringify({ searchKey: 'te' }), false);
        // An empty key: a small answer, never compressed.
        await both(SHOP_SUGGESTIONS, { ...host(), ...accept }, JSON.stringify({ searchKey: '' }), false);
      }
      // Gzipped as asked, with Vary.
      const qv = await send(ports.fast, QV, { ...host(), ...gzip }, JSON.stringify({ pro_id: productId }));
      expect(qv.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
      // A string id, a charset in the type, the shop named by its host: the same as the app.
      await both(QV, { ...host(), 'content-type': 'application/json; charset=utf-8' }, JSON.stringify({ pro_id: String(productId) }), false);
      await both(SHOP_SUGGESTIONS, host(), JSON.stringify({ searchKey: 'tee', shop: 'ALPHA' }), false);
      // The client's sane request id is echoed, as everywhere.
      expect((await send(ports.fast, QV, { ...host(), 'x-request-id': 'qv-1' }, JSON.stringify({ pro_id: productId }))).headers['x-request-id']).toBe('qv-1');
    });

    it('writes the same request line and counts the same metrics', async () => {
      const productId = catalogs[0]!.productId;
      const m0 = await answered(QV, 200);
      await send(ports.hono, QV, host(), JSON.stringify({ pro_id: productId }));
      const m1 = await answered(QV, 200);
      const before = handedOn;
      await send(ports.fast, QV, host(), JSON.stringify({ pro_id: productId }));
      expect(handedOn).toBe(before);
      expect(m1).toBe(m0 + 1);
      expect(await answered(QV, 200)).toBe(m1 + 1);
      const fastLine = fastLog.lines.findLast((l) => l.route === QV);
      expect(sameLine(fastLine)).toEqual(sameLine(honoLog.lines.findLast((l) => l.route === QV)));
      expect(fastLine).toMatchObject({ msg: 'request', level: 'info', shop: 'alpha', actor: 'guest', actorId: null, route: QV, status: 200, method: 'POST' });
    });

    it('answers a logged-in customer (bearer, or the cookie from a same-origin script) and another language as the app does', async () => {
      n++;
      const who = await registerTestCustomer(db, alpha, sms, { name: 'Quick Viewer', phone: `0182${String(5000000 + n).padStart(7, '0')}`, clientAddress: `192.0.2.${n}` });
      const productId = catalogs[0]!.productId;
      const body = JSON.stringify({ pro_id: productId });
      const viaBearer = await both(QV, { ...host(), ...gzip, authorization: `Bearer ${who.token}` }, body, false);
      expect(viaBearer.headers['cache-control']).toBe('private, no-store');
      const cookie = { ...host(), cookie: `customerUserToken=${who.token}`, origin: 'http://alpha.localhost:3000', 'x-requested-with': 'haat' };
      expect((await both(QV, cookie, body, false)).headers['cache-control']).toBe('private, no-store');
      // The cookie without the script header is a guest's (the cross-site rule).
      expect((await both(QV, { ...cookie, 'x-requested-with': '' }, body, false)).headers['cache-control']).toBeUndefined();
      const customerLine = fastLog.lines.findLast((l) => l.route === QV && l.actor === 'customer');
      expect(customerLine).toMatchObject({ actorId: who.id });
      // A guest's language cookie, and a customer's while the account has none: the app stores that one, so it answers.
      const bn = await both(SHOP_SUGGESTIONS, { ...host(), cookie: 'lang=bn' }, JSON.stringify({ searchKey: 'tee', shop: 'alpha' }), false);
      expect(bn.status).toBe(200);
      await both(QV, { ...host(), cookie: 'lang=bn', authorization: `Bearer ${who.token}` }, body, true);
      // Now the account has it: answered here.
      await both(QV, { ...host(), cookie: 'lang=bn', authorization: `Bearer ${who.token}` }, body, false);
    });

    it('serves the shared-answer cache as the app does: a miss, then a hit', async () => {
      const productId = catalogs[0]!.plainProductId;
      const body = JSON.stringify({ pro_id: productId });
      expect((await both(QV, { ...host(), ...gzip }, body, false, true)).headers['x-cache']).toBe('miss');
      expect((await both(QV, { ...host(), ...gzip }, body, false, true)).headers['x-cache']).toBe('hit');
      expect((await both(QV, host(), body, false, true)).headers['x-cache']).toBe('hit');
      const key = JSON.stringify({ searchKey: 'tee a', shop: 'alpha' });
      expect((await both(SHOP_SUGGESTIONS, { ...host(), ...gzip }, key, false, true)).headers['x-cache']).toBe('miss');
      expect((await both(SHOP_SUGGESTIONS, { ...host(), 'accept-encoding': 'br' }, key, false, true)).headers['x-cache']).toBe('hit');
    });

    it('hands everything else to Hono, answered as before', async () => {
      const productId = catalogs[0]!.productId;
      const ok = JSON.stringify({ pro_id: productId });
      // Bad, missing, unknown and another shop's ids.
      for (const bad of [{ pro_id: 'abc' }, {}, { pro_id: -1 }, { pro_id: 1.5 }, { pro_id: 999_999 }, { pro_id: catalogs[1]!.productId }, [], 'x']) {
        const a = await both(QV, host(), JSON.stringify(bad), true);
        expect([404, 422]).toContain(a.status);
      }
      // Text no database stores, bytes that are not UTF-8, broken JSON.
      expect((await both(QV, host(), '{"pro_id":"1\\u0000"}', true)).status).toBe(422);
      expect((await both(SHOP_SUGGESTIONS, host(), '{"searchKey":"\\u0000"}', true)).status).toBe(422);
      expect((await both(QV, host(), Buffer.from([0x7b, 0xff, 0x7d]), true)).status).toBe(422);
      expect((await both(QV, host(), '{"pro_id":', true)).status).toBe(400);
      // Another shop named in the body, an unknown host.
      expect((await both(SHOP_SUGGESTIONS, host(), JSON.stringify({ searchKey: 'tee', shop: 'beta' }), true)).status).toBe(404);
      expect((await both(QV, host('nowhere'), ok, true)).status).toBe(404);
      // A form body, a deflate client: the app's own way.
      expect((await both(QV, { ...host(), 'content-type': 'application/x-www-form-urlencoded' }, `pro_id=${productId}`, true)).status).toBe(200);
      expect((await both(QV, { ...host(), 'accept-encoding': 'deflate' }, ok, true)).status).toBe(200);
      // A query string is not this path (the fast path never sees it: no count).
      const before = handedOn;
      const a = await send(ports.fast, `${QV}?lang=bn`, host(), ok);
      const b = await send(ports.hono, `${QV}?lang=bn`, host(), ok);
      expect(handedOn).toBe(before + 1);
      expect([a.status, a.headers['set-cookie']]).toEqual([b.status, b.headers['set-cookie']]);
    });

    it('counts each call once against the write limit, whichever path answers it', async () => {
      const ok = JSON.stringify({ pro_id: catalogs[0]!.productId });
      expect((await send(ports.limited, QV, host(), JSON.stringify({ pro_id: 'abc' }))).status).toBe(422); // 1, by Hono
      expect((await send(ports.limited, QV, host(), ok)).status).toBe(200); // 2, before Hono
      expect((await send(ports.limited, SHOP_SUGGESTIONS, host(), JSON.stringify({ searchKey: 'tee' }))).status).toBe(200); // 3
      const over = await send(ports.limited, QV, host(), ok);
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
    });
  });
}
