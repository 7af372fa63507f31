// The session calls of spec §7 and the customer middleware, through the real Hono app on
// SQLite and PostgreSQL: tokens refused by other shops and after logout, rotation with the
// old token dying within 60 s, the 30-day cap, cookie attributes, and cross-site requests
// (API calls without X-Requested-With, form posts from other origins — other shops included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../core/account-messages';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop, insertTestShop } from '../../../db/test-shop';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { sha256Hex } from '../../../services/accounts/operations/secret';
// Spelled via server/ because the layer lint rule reads '../app' as the app/ directory.
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { testContext } from '../../../services/test-context';
import { runDueJobs } from '../../../services/run-job';
import { serverJobHandlers } from '../../jobs/job-handlers';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads', TRUST_PROXY: '1' });
const DAY = 86_400_000;
const REFRESH = '/api/front/refresh-customer-token';
const LOGOUT = '/api/front/customer-otp-based-logout';

for (const t of testDatabases()) {
  describe(`customer session calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: Shop;
    let address = 0;
    const sms = createLogSmsProvider({ log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestShop(db, 'alpha', { auth_default_firebase_customer: 1, auth_other_firebase_courier: 1, default_country_code: '+880' });
      await insertTestShop(db, 'beta', { default_country_code: '+91' });
      alpha = (await findShopBySlug(db, 'alpha'))!;
      app = createApp({ db, env, sms });
    });
    afterAll(() => closeAndDrop(db, drop));

    async function login(phone: string) {
      const ctx = testContext(db, alpha, { sms, request: { clientAddress: `192.0.2.${++address}` } });
      // Registration with phone verification: send the code, read it from the outbox.
      const { sendCustomerCode } = await import('../../../services/accounts/send-customer-code');
      await sendCustomerCode(ctx, { phone, purpose: 'register' });
      // The SMS leaves as an sms.send job: run it, as the server's job runner would.
      await runDueJobs({ db, handlers: serverJobHandlers, deps: ctx.deps, clock: ctx.clock, workerId: 'test', leaseMs: 60_000 });
      const code = /(\d{6})/.exec(sms.outbox()[0]!.text)![1];
      return registerCustomer(ctx, { name: 'Api Customer', phone, password: 'password1', code });
    }

    const call = (path: string, init: { host?: string; headers?: Record<string, string>; body?: unknown; url?: string } = {}) =>
      app.request(init.url ?? path, {
        method: 'POST',
        headers: {
          host: init.host ?? 'alpha.localhost:3000',
          'x-forwarded-for': `198.51.100.${++address % 250}`,
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    it('get-firebase-authentication-status answers the shop flags and country code', async () => {
      const res = await call('/api/front/get-firebase-authentication-status');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        auth_default_firebase_reseller: 0,
        auth_default_firebase_supplier: 0,
        auth_default_firebase_customer: 1,
        auth_default_firebase_courier: 0,
        auth_other_firebase_reseller: 0,
        auth_other_firebase_supplier: 0,
        auth_other_firebase_customer: 0,
        auth_other_firebase_courier: 1,
        default_country_code: '+880',
      });
      const beta = await (await call('/api/front/get-firebase-authentication-status', { host: 'beta.localhost' })).json();
      expect(beta).toMatchObject({ auth_default_firebase_customer: 0, default_country_code: '+91' });
    });

    it('refresh answers is_login, is_refreshed, token and user for a bearer token of this shop', async () => {
      const s = await login('01811000001');
      const res = await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'alpha.localhost:3000' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toEqual({
        is_login: true,
        is_refreshed: false,
        token: null,
        user: { id: s.customer.id, name: 'Api Customer', phone: '+8801811000001', email: null, avatar: null },
      });
      // Without a body too (the spec's client sends bearer only sometimes).
      expect(await (await call(REFRESH, { headers: bearer(s.token) })).json()).toMatchObject({ is_login: true });
    });

    it('refuses a token on another shop, by host or by shop_slug', async () => {
      const s = await login('01811000002');
      const other = await (await call(REFRESH, { host: 'beta.localhost:3000', headers: bearer(s.token), body: { shop_slug: 'beta' } })).json();
      expect(other).toEqual({ is_login: false, is_refreshed: false, token: null, user: null });
      const named = await (await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'beta' } })).json();
      expect(named.is_login).toBe(false);
      const junk = await (await call(REFRESH, { headers: bearer('not-a-token'), body: { shop_slug: 'alpha' } })).json();
      expect(junk.is_login).toBe(false);
    });

    it('logout revokes the session on the server: the token is dead afterwards', async () => {
      const s = await login('01811000003');
      const res = await call(LOGOUT, { headers: bearer(s.token) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      expect(res.headers.get('set-cookie')).toContain('customerUserToken=;');
      expect((await (await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'alpha' } })).json()).is_login).toBe(false);
      const row = await db.selectFrom('customer_sessions').select('revoked_at').where('id', '=', s.sessionId).executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
    });

    it('rotates at most once a day; the old token dies within 60 s', async () => {
      const s = await login('01811000004');
      const first = await (await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'alpha' } })).json();
      expect(first.is_refreshed).toBe(false);
      // A day later (moved in the database), the refresh issues a new token.
      const dayAgo = new Date(Date.now() - DAY - 1000).toISOString();
      await db.updateTable('customer_sessions').set({ rotated_at: dayAgo, login_at: dayAgo }).where('id', '=', s.sessionId).execute();
      const rotated = await (await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'alpha' } })).json();
      expect(rotated).toMatchObject({ is_login: true, is_refreshed: true, user: { id: s.customer.id } });
      expect(rotated.token).toMatch(/^[\w-]{43}$/);
      expect(rotated.token).not.toBe(s.token);
      // The old token still works right now (requests in flight), but cannot rotate again…
      const again = await (await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'alpha' } })).json();
      expect(again).toMatchObject({ is_login: true, is_refreshed: false, token: null });
      const row = await db.selectFrom('customer_sessions').selectAll().where('id', '=', s.sessionId).executeTakeFirstOrThrow();
      expect(row.previous_token_hash).toBe(sha256Hex(s.token));
      expect(Date.parse(row.previous_valid_until!) - Date.parse(row.rotated_at)).toBe(60_000);
      // …and once its 60 s are over it names nobody.
      await db.updateTable('customer_sessions').set({ previous_valid_until: new Date(Date.now() - 1).toISOString() }).where('id', '=', s.sessionId).execute();
      expect((await (await call(REFRESH, { headers: bearer(s.token), body: { shop_slug: 'alpha' } })).json()).is_login).toBe(false);
      expect((await (await call(REFRESH, { headers: bearer(rotated.token), body: { shop_slug: 'alpha' } })).json()).is_login).toBe(true);
    });

    it('extends the session 7 days but never past 30 days from login', async () => {
      const s = await login('01811000005');
      const loginAt = Date.now() - 29 * DAY;
      await db
        .updateTable('customer_sessions')
        .set({ login_at: new Date(loginAt).toISOString(), rotated_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', s.sessionId)
        .execute();
      expect((await (await call(REFRESH, { headers: bearer(s.token) })).json()).is_login).toBe(true);
      const row = await db.selectFrom('customer_sessions').select('expires_at').where('id', '=', s.sessionId).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBe(loginAt + 30 * DAY);
      // Past the cap, nothing revives it.
      await db.updateTable('customer_sessions').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', s.sessionId).execute();
      expect((await (await call(REFRESH, { headers: bearer(s.token) })).json()).is_login).toBe(false);

      const fresh = await login('01811000006');
      await call(REFRESH, { headers: bearer(fresh.token) });
      const r2 = await db.selectFrom('customer_sessions').select(['expires_at', 'login_at']).where('id', '=', fresh.sessionId).executeTakeFirstOrThrow();
      const ttl = Date.parse(r2.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(7 * DAY - 60_000);
      expect(ttl).toBeLessThanOrEqual(7 * DAY);
    });

    it('uses the cookie on the API only with X-Requested-With from this origin', async () => {
      const s = await login('01811000007');
      const cookie = { cookie: `customerUserToken=${s.token}` };
      // A cross-site form can send the cookie but not the header: the call is a guest's, and
      // it cannot even clear the cookie (no logout by a third party).
      const forged = await call(LOGOUT, { headers: cookie });
      expect(await forged.json()).toEqual({ success: true });
      expect(forged.headers.get('set-cookie')).toBeNull();
      const stillThere = await call(REFRESH, { headers: { ...cookie, 'x-requested-with': 'haat', origin: 'http://alpha.localhost:3000' } });
      const body = await stillThere.json();
      expect(body).toMatchObject({ is_login: true, token: null, user: { id: s.customer.id } });
      const noHeader = await (await call(REFRESH, { headers: cookie })).json();
      expect(noHeader.is_login).toBe(false);
      // Another shop's page (same site, other origin) sending the header is refused too.
      const sibling = await (await call(REFRESH, { headers: { ...cookie, 'x-requested-with': 'haat', origin: 'http://beta.localhost:3000' } })).json();
      expect(sibling.is_login).toBe(false);
      // The shop's own page script logs out: revoked and the cookie cleared.
      const out = await call(LOGOUT, { headers: { ...cookie, 'x-requested-with': 'haat', origin: 'http://alpha.localhost:3000' } });
      expect(out.headers.get('set-cookie')).toMatch(/^customerUserToken=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
      expect((await (await call(REFRESH, { headers: bearer(s.token) })).json()).is_login).toBe(false);
    });

    it('sets the rotated cookie with the spec attributes (7 days, HttpOnly, Lax, Secure on HTTPS, no Domain)', async () => {
      const s = await login('01811000008');
      const dayAgo = new Date(Date.now() - DAY - 1000).toISOString();
      await db.updateTable('customer_sessions').set({ rotated_at: dayAgo, login_at: dayAgo }).where('id', '=', s.sessionId).execute();
      const res = await call(REFRESH, {
        url: `https://alpha.localhost${REFRESH}`,
        host: 'alpha.localhost',
        headers: { cookie: `customerUserToken=${s.token}`, 'x-requested-with': 'haat', origin: 'https://alpha.localhost' },
        body: { shop_slug: 'alpha' },
      });
      const json = await res.json();
      expect(json).toMatchObject({ is_login: true, is_refreshed: true, token: null });
      const setCookie = res.headers.get('set-cookie')!;
      expect(setCookie).toMatch(/^customerUserToken=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/);
      expect(setCookie.toLowerCase()).not.toContain('domain');
      const newToken = /customerUserToken=([\w-]{43})/.exec(setCookie)![1]!;
      expect((await (await call(REFRESH, { headers: bearer(newToken) })).json()).is_login).toBe(true);
    });

    it('refuses form posts to pages from other origins, other shops included', async () => {
      const page = (headers: Record<string, string>) =>
        app.request('/customer/login', {
          method: 'POST',
          headers: { host: 'alpha.localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'phone=01811000001&password=password1',
        });
      const attempts: Record<string, string>[] = [
        { origin: 'http://evil.example' },
        { origin: 'http://beta.localhost:3000' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of attempts) {
        const res = await page(headers);
        expect(res.status).toBe(403);
        expect(await res.text()).toContain(accountMessages.crossSiteRefused);
      }
      // The shop's own form passes the guard (this API-only app then has no page: 404).
      expect((await page({ origin: 'http://alpha.localhost:3000' })).status).not.toBe(403);
      expect((await page({ 'sec-fetch-site': 'same-origin' })).status).not.toBe(403);
    });

    it('refuses customer form bodies over 6 MB before reading them', async () => {
      const res = await app.request('/customer/dashboard/manage-account', {
        method: 'POST',
        headers: { host: 'alpha.localhost:3000', origin: 'http://alpha.localhost:3000', 'content-type': 'multipart/form-data; boundary=x' },
        body: new Uint8Array(7 * 1024 * 1024),
      });
      expect(res.status).toBe(413);
    });

    it('has no SMS outbox page outside development', async () => {
      const res = await app.request('/dev/sms-outbox', { headers: { host: 'alpha.localhost' } });
      expect(res.status).toBe(404);
      const dev = createApp({ db, env: loadEnv({ NODE_ENV: 'development', DATABASE_URL: ':memory:' }), sms });
      const page = await dev.request('/dev/sms-outbox', { headers: { host: 'alpha.localhost' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('+8801811000008');
    });
  });
}
