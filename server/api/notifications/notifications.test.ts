// The notification calls (issue 13 item 3) through the real Hono app on SQLite and PostgreSQL:
// the spec's fields, the 304 of an unchanged poll, marking one and all read, foreign and
// unknown ids (404, nothing changes), guests and cookie calls without X-Requested-With (401),
// hostile text kept as text, and the private cache header.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../core/account-messages';
import { notificationMessages } from '../../../core/notification-messages';
import type { Db } from '../../../db/client';
import { runWrite } from '../../../db/run-write';
import type { Shop } from '../../../db/schema';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { notifyCustomerMessage } from '../../../services/notifications/operations/notify-customer';
import { loadEnv } from '../../env';
import { openApiTestBed, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const LIST = '/api/get-loged-user-notification';
const MARK = '/api/user-notification-mark-as-read';

interface ListReply {
  status: string;
  notifications: Array<{ id: number; type: string; url: string; message: string; number: string; image: string | null; is_read: boolean }>;
  unread: number;
  all_notification_id: string;
  total_support_tickets: number;
  total_inquiries: number;
}

for (const t of testDatabases()) {
  describe(`notification calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const uploads = mkdtempSync(join(tmpdir(), 'haat-uploads-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads, ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attach-')) });
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop = alpha) {
      n++;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Bell Customer', phone: `0181${String(3000000 + n).padStart(7, '0')}`, clientAddress: `192.0.2.${n}` });
      return { ...s, shop };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const tell = (who: Who, text: string) =>
      runWrite(db, (trx) => notifyCustomerMessage(trx, { shopId: who.shop.id, customerId: who.id, text, url: '/customer/dashboard/messages/9' }, new Date().toISOString()));

    const post = (path: string, who: Who | null, body: unknown = {}, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        headers: {
          host: `${who?.shop.slug ?? 'alpha'}.localhost:3000`,
          'content-type': 'application/json',
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const list = async (who: Who) => (await (await post(LIST, who)).json()) as ListReply;

    it('answers the spec fields, newest first, privately', async () => {
      const who = await customer();
      const empty = await post(LIST, who);
      expect(empty.status).toBe(200);
      expect(empty.headers.get('cache-control')).toBe('private, no-store');
      expect(await empty.json()).toEqual({ status: 'success', notifications: [], unread: 0, all_notification_id: 'all:0', total_support_tickets: 0, total_inquiries: 0 });
      await tell(who, 'first');
      await tell(who, '<img src=x onerror=alert(1)>');
      const reply = await list(who);
      expect(reply.unread).toBe(2);
      expect(reply.notifications.map((x) => x.message)).toEqual(['<img src=x onerror=alert(1)>', 'first']);
      expect(reply.notifications[0]).toMatchObject({ type: 'customer', url: '/customer/dashboard/messages/9', number: '', image: null, is_read: false });
      expect(reply.all_notification_id).toBe(`all:${reply.notifications[0]!.id}`);
    });

    it('answers 304 to an unchanged poll and 200 once anything changed', async () => {
      const who = await customer();
      await tell(who, 'one');
      const first = await post(LIST, who);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"/);
      const same = await post(LIST, who, {}, { 'if-none-match': etag });
      expect(same.status).toBe(304);
      expect(await same.text()).toBe('');
      await tell(who, 'two');
      const changed = await post(LIST, who, {}, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      const changedReply = (await changed.json()) as ListReply;
      expect(changedReply.unread).toBe(2);
      // Reading one changes the validator too (same newest id, one fewer unread); then 304 again.
      const tag2 = changed.headers.get('etag')!;
      expect((await post(MARK, who, { id: changedReply.notifications[0]!.id })).status).toBe(200);
      const afterRead = await post(LIST, who, {}, { 'if-none-match': tag2 });
      expect(afterRead.status).toBe(200);
      expect(((await afterRead.json()) as ListReply).unread).toBe(1);
      expect((await post(LIST, who, {}, { 'if-none-match': afterRead.headers.get('etag')! })).status).toBe(304);
      // Another customer's validator never matches this customer's answer.
      const other = await customer();
      await tell(other, 'one');
      const otherTag = (await post(LIST, other)).headers.get('etag')!;
      expect((await post(LIST, who, {}, { 'if-none-match': otherTag })).status).toBe(200);
    });

    it('marks one read, then all with all_notification_id', async () => {
      const who = await customer();
      await tell(who, 'a');
      await tell(who, 'b');
      await tell(who, 'c');
      const before = await list(who);
      const one = await post(MARK, who, { id: before.notifications[1]!.id });
      expect(one.status).toBe(200);
      expect(await one.json()).toEqual({ status: 'success', marked: 1 });
      const mid = await list(who);
      expect(mid.unread).toBe(2);
      expect(mid.notifications.map((x) => x.is_read)).toEqual([false, true, false]);
      // The same again, and as a form post with the id as text: still a success.
      const form = await app.request(MARK, {
        method: 'POST',
        headers: { host: 'alpha.localhost:3000', authorization: `Bearer ${who.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${before.notifications[1]!.id}`,
      });
      expect(form.status).toBe(200);
      const all = await post(MARK, who, { id: mid.all_notification_id });
      expect(await all.json()).toEqual({ status: 'success', marked: 2 });
      expect((await list(who)).unread).toBe(0);
    });

    it("another customer's or shop's id and an unknown id answer 404 and change nothing", async () => {
      const owner = await customer();
      await tell(owner, 'mine');
      const id = (await list(owner)).notifications[0]!.id;
      for (const who of [await customer(), await customer(beta)]) {
        const res = await post(MARK, who, { id });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, code: 'not_found', message: notificationMessages.notFound });
        expect((await post(MARK, who, { id: `all:${id}` })).status).toBe(200);
      }
      const unknown = await post(MARK, owner, { id: 2_000_000_000 });
      expect(unknown.status).toBe(404);
      expect((await list(owner)).unread).toBe(1);
    });

    it('refuses an id of no form (422) and a missing one', async () => {
      const who = await customer();
      for (const body of [{}, { id: 'everything' }, { id: -1 }, { id: { $gt: 0 } }]) {
        const res = await post(MARK, who, body);
        expect(res.status).toBe(422);
      }
    });

    it('a guest, and a cookie call without X-Requested-With, get 401', async () => {
      const who = await customer();
      for (const path of [LIST, MARK]) {
        const guest = await post(path, null, { id: 'all' });
        expect(guest.status).toBe(401);
        expect(await guest.json()).toEqual({ success: false, code: 'unauthenticated', message: accountMessages.notLoggedIn });
        const cookieOnly = await app.request(path, {
          method: 'POST',
          headers: { host: 'alpha.localhost:3000', 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, origin: 'http://alpha.localhost:3000' },
          body: JSON.stringify({ id: 'all' }),
        });
        expect(cookieOnly.status).toBe(401);
        const withHeader = await app.request(path, {
          method: 'POST',
          headers: { host: 'alpha.localhost:3000', 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, origin: 'http://alpha.localhost:3000', 'x-requested-with': 'haat' },
          body: JSON.stringify({ id: 'all' }),
        });
        expect(withHeader.status).toBe(200);
      }
      // A token of one shop is nobody on another.
      const res = await app.request(LIST, { method: 'POST', headers: { host: 'beta.localhost:3000', authorization: `Bearer ${who.token}` } });
      expect(res.status).toBe(401);
    });

    it('answers an unchanged poll 304 before the full route, with the same rules for who is asking', async () => {
      const who = await customer();
      await tell(who, 'one');
      const etag = (await post(LIST, who)).headers.get('etag')!;
      const viaCookie = (extra: Record<string, string>, host = 'alpha.localhost:3000') =>
        app.request(LIST, {
          method: 'POST',
          headers: { host, 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, origin: `http://${host}`, 'if-none-match': etag, ...extra },
          body: '{}',
        });
      const fast = await viaCookie({ 'x-requested-with': 'haat' });
      expect(fast.status).toBe(304);
      expect(fast.headers.get('etag')).toBe(etag);
      expect(fast.headers.get('cache-control')).toBe('private, no-store');
      expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fast.headers.get('x-request-id')).toBeTruthy();
      // The cookie without the script header names nobody, here as everywhere on the API.
      expect((await viaCookie({})).status).toBe(401);
      // Another shop's host: the token names nobody there; an unknown host is no shop.
      expect((await post(LIST, { ...who, shop: beta }, {}, { 'if-none-match': etag })).status).toBe(401);
      expect((await viaCookie({ 'x-requested-with': 'haat' }, 'nowhere.localhost:3000')).status).toBe(404);
      // A logged-out token is nobody, whatever ETag it sends.
      expect((await post('/api/front/customer-otp-based-logout', who)).status).toBe(200);
      expect((await post(LIST, who, {}, { 'if-none-match': etag })).status).toBe(401);
    });

    it('documents both calls in the OpenAPI document', async () => {
      const doc = (await (await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } })).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([LIST, MARK]));
    });
  });
}
