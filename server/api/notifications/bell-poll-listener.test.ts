// The bell's unchanged poll answered at node:http before Hono (decision 079), on SQLite and
// PostgreSQL, against the same app served without it: the same 304 — header by header, the
// same request line and metrics — and every other poll handed to Hono untouched and answered
// as before: a changed bell (200), a cookie without the script header and another shop's token
// (401), an unknown host (404), a body that is not storable text (422), a logged-out token
// (401), a query string, and the write limit reached (429, one count per poll whichever path).
import { createServer, request, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { runWrite } from '../../../db/run-write';
import type { Shop } from '../../../db/schema';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { notifyCustomerMessage } from '../../../services/notifications/operations/notify-customer';
import { systemClock } from '../../../services/context';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { httpRequests } from '../../metrics';
import { writeRateLimiter, type WriteRateLimiter } from '../../write-rate-limit';
import { capturedLog, listen, sameLine } from '../listener-test-kit';
import { openApiTestBed, quietSms, registerTestCustomer } from '../test-kit';
import { bellPollListener } from './bell-poll-listener';

const LIST = '/api/get-loged-user-notification';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(port: number, path: string, headers: Record<string, string>, body: Buffer | string = '{}'): Promise<Answer> {
  return new Promise((ok, fail) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(bytes);
  });
}


const answered304 = async () => (await httpRequests.get()).values.find((v) => v.labels.method === 'POST' && v.labels.route === LIST && v.labels.status === '304')?.value ?? 0;

// Ports of this helper's range (4200–4299), one pair per database.
let nextPort = 4251;

for (const t of testDatabases()) {
  describe(`the bell's poll before Hono (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const sms = quietSms();
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:' });
    const fastLog = capturedLog();
    const honoLog = capturedLog();
    let fast: Server;
    let hono: Server;
    let limited: Server;
    const fastPort = nextPort++;
    const honoPort = nextPort++;
    const limitedPort = nextPort++;
    /** Requests the fast path handed on to Hono. */
    let handedOn = 0;

    const serve = (limiter: WriteRateLimiter, log: ReturnType<typeof capturedLog>, withFastPath: boolean) => {
      const app = createApp({ db, env, sms, logger: log.logger, writeLimiter: limiter });
      const honoListener = getRequestListener(app.fetch);
      if (!withFastPath) return createServer(honoListener);
      const { listener } = bellPollListener({ db, clock: systemClock, logger: log.logger, trustProxy: false, writeLimiter: limiter }, (req, res) => {
        handedOn++;
        honoListener(req, res);
      });
      return createServer(listener);
    };

    beforeAll(async () => {
      ({ db, drop, shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      const roomy = () => writeRateLimiter({ perMinute: 10_000, trustProxy: false });
      fast = serve(roomy(), fastLog, true);
      hono = serve(roomy(), honoLog, false);
      limited = serve(writeRateLimiter({ perMinute: 3, trustProxy: false }), capturedLog(), true);
      await Promise.all([listen(fast, fastPort), listen(hono, honoPort), listen(limited, limitedPort)]);
    });
    afterAll(async () => {
      for (const s of [fast, hono, limited]) await new Promise((ok) => s.close(ok));
      await closeAndDrop(db, drop);
    });

    async function customer(shop = alpha) {
      n++;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Bell Customer', phone: `0182${String(4000000 + n).padStart(7, '0')}`, clientAddress: `192.0.2.${n}` });
      return { ...s, shop };
    }
    type Who = Awaited<ReturnType<typeof customer>>;
    const tell = (who: Who, text: string) =>
      runWrite(db, (trx) => notifyCustomerMessage(trx, { shopId: who.shop.id, customerId: who.id, text, url: '/customer/dashboard' }, new Date().toISOString()));
    const bearer = (who: Who, etag?: string, host = `${who.shop.slug}.localhost:3000`) => ({ host, authorization: `Bearer ${who.token}`, ...(etag ? { 'if-none-match': etag } : {}) });
    /** The customer's current ETag (a first poll, answered 200 by Hono). */
    const etagOf = async (who: Who) => (await send(honoPort, LIST, bearer(who))).headers.etag as string;

    it('answers an unchanged poll 304 itself, with the headers, request line and metrics of the app’s 304', async () => {
      const who = await customer();
      await tell(who, 'one');
      const etag = await etagOf(who);
      const before = handedOn;
      const metrics0 = await answered304();
      const viaHono = await send(honoPort, LIST, bearer(who, etag));
      const metrics1 = await answered304();
      const viaFast = await send(fastPort, LIST, bearer(who, etag));
      expect(handedOn).toBe(before);
      expect(viaFast.status).toBe(304);
      expect(viaHono.status).toBe(304);
      expect(viaFast.body).toBe('');
      const comparable = (h: Answer['headers']) => {
        const { date: _d, 'x-request-id': id, ...rest } = h;
        expect(id).toBeTruthy();
        return rest;
      };
      expect(comparable(viaFast.headers)).toEqual(comparable(viaHono.headers));
      expect(viaFast.headers.etag).toBe(etag);
      expect(viaFast.headers['cache-control']).toBe('private, no-store');
      // The client's sane request id is echoed, as everywhere.
      expect((await send(fastPort, LIST, { ...bearer(who, etag), 'x-request-id': 'bell-1' })).headers['x-request-id']).toBe('bell-1');
      expect(await answered304()).toBe(metrics1 + 2);
      expect(metrics1).toBe(metrics0 + 1);
      const fastLine = fastLog.lines.findLast((l) => l.status === 304 && l.reqId !== 'bell-1');
      expect(sameLine(fastLine)).toEqual(sameLine(honoLog.lines.findLast((l) => l.status === 304)));
      expect(fastLine).toMatchObject({ msg: 'request', level: 'info', shop: 'alpha', actor: 'customer', actorId: who.id, route: LIST, status: 304, method: 'POST' });
      // A list of ETags naming this one matches too.
      expect((await send(fastPort, LIST, bearer(who, `W/"x", ${etag}`))).status).toBe(304);
      expect(handedOn).toBe(before);
    });

    it('takes the cookie only with the script header from this shop’s origin, as the API does', async () => {
      const who = await customer();
      const etag = await etagOf(who);
      const cookie = (extra: Record<string, string>) => ({ host: 'alpha.localhost:3000', cookie: `customerUserToken=${who.token}`, origin: 'http://alpha.localhost:3000', 'if-none-match': etag, ...extra });
      const before = handedOn;
      expect((await send(fastPort, LIST, cookie({ 'x-requested-with': 'haat' }))).status).toBe(304);
      expect(handedOn).toBe(before);
      expect((await send(fastPort, LIST, cookie({}))).status).toBe(401);
      expect((await send(fastPort, LIST, cookie({ 'x-requested-with': 'haat', origin: 'http://beta.localhost:3000' }))).status).toBe(401);
      expect(handedOn).toBe(before + 2);
    });

    it('hands every other poll to Hono, answered as before', async () => {
      const who = await customer();
      await tell(who, 'one');
      const etag = await etagOf(who);
      const both = async (path: string, headers: Record<string, string>, body?: Buffer | string) => {
        const before = handedOn;
        const a = await send(fastPort, path, headers, body);
        const b = await send(honoPort, path, headers, body);
        expect(a.status).toBe(b.status);
        expect(handedOn).toBe(before + 1);
        return a;
      };
      // No If-None-Match, and a changed bell: the list.
      expect((await both(LIST, bearer(who))).status).toBe(200);
      await tell(who, 'two');
      const changed = await both(LIST, bearer(who, etag));
      expect(changed.status).toBe(200);
      expect((JSON.parse(changed.body) as { unread: number }).unread).toBe(2);
      const now = changed.headers.etag as string;
      // Another shop's host (the token is nobody there), an unknown host, nobody at all.
      expect((await both(LIST, bearer(who, now, 'beta.localhost:3000'))).status).toBe(401);
      expect((await both(LIST, bearer(who, now, 'nowhere.localhost:3000'))).status).toBe(404);
      expect((await both(LIST, { host: 'alpha.localhost:3000', 'if-none-match': now })).status).toBe(401);
      // A body that is not UTF-8, or holds text no database stores: 422 before anything.
      expect((await both(LIST, bearer(who, now), Buffer.from([0x7b, 0xff]))).status).toBe(422);
      expect((await both(LIST, bearer(who, now), '{"a":"\\u0000"}')).status).toBe(422);
      // A query string goes to the app, which answers it 304 itself (decision 034).
      expect((await both(`${LIST}?x=1`, bearer(who, now))).status).toBe(304);
      // A logged-out token is nobody, whatever ETag it sends.
      const out = await send(honoPort, '/api/front/customer-otp-based-logout', bearer(who));
      expect(out.status).toBe(200);
      expect((await both(LIST, bearer(who, now))).status).toBe(401);
      void beta;
    });

    it('counts each poll once against the write limit, whichever path answers it', async () => {
      const who = await customer();
      const etag = (await send(limitedPort, LIST, bearer(who))).headers.etag as string; // 1
      expect((await send(limitedPort, LIST, bearer(who, etag))).status).toBe(304); // 2, before Hono
      expect((await send(limitedPort, LIST, bearer(who, etag))).status).toBe(304); // 3
      const over = await send(limitedPort, LIST, bearer(who, etag));
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
    });
  });
}
