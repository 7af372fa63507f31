// Address book calls (issue 11 item 6) through the real Hono app on SQLite and PostgreSQL:
// guests refused, every field's message, the +880 and district forms stored, the one default
// (first address, chosen one, newest left after deleting it), the per-customer limit, and
// another customer's or shop's ids answered exactly like ids that do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../core/account-messages';
import { ADDRESS_RULES, addressMessages } from '../../../core/address-messages';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { apiTestEnv, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const LIST = '/api/front/customer-address-list';
const SAVE = '/api/front/customer-address-save';
const DELETE = '/api/front/customer-address-delete';
const ALPHA = 'alpha.localhost:3000';
const BETA = 'beta.localhost:3000';

const home = { name: 'Rahim Uddin', phone: '01712345678', district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5', note: 'Call before coming' };

for (const t of testDatabases()) {
  describe(`address book calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop = alpha) {
      n++;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Address Customer', phone: `0191${String(3000000 + n).padStart(7, '0')}`, clientAddress: `198.51.100.${n}` });
      return { token: s.token, host: shop === alpha ? ALPHA : BETA };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const post = async (path: string, who: Who | null, body: unknown, host = who?.host ?? ALPHA) => {
      const res = await postJson(app, path, { host, token: who?.token }, body);
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const list = async (who: Who) => (await post(LIST, who, {})).body.addresses as Array<Record<string, any>>;
    const save = async (who: Who, body: Record<string, unknown>) => {
      const res = await post(SAVE, who, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.address as Record<string, any>;
    };

    it('a guest gets 401 from every call, and so does a cookie call without the X-Requested-With header', async () => {
      for (const path of [LIST, SAVE, DELETE]) {
        const res = await post(path, null, { ...home, id: 1 });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, code: 'unauthenticated', message: accountMessages.notLoggedIn });
      }
      const who = await customer();
      const call = (extra: Record<string, string>) =>
        app.request(SAVE, {
          method: 'POST',
          headers: { host: ALPHA, 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, origin: `http://${ALPHA}`, ...extra },
          body: JSON.stringify(home),
        });
      expect((await call({})).status).toBe(401);
      expect((await call({ 'x-requested-with': 'haat' })).status).toBe(200);
      expect(await list(who)).toHaveLength(1);
    });

    it('names every invalid field with its message, the first one as the message, and saves nothing', async () => {
      const who = await customer();
      const empty = await post(SAVE, who, {});
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        success: false,
        code: 'invalid',
        message: addressMessages.nameLength,
        errors: [
          { path: 'name', message: addressMessages.nameLength },
          { path: 'phone', message: addressMessages.mobileInvalid },
          { path: 'district', message: addressMessages.districtInvalid },
          { path: 'area', message: addressMessages.areaLength },
          { path: 'address', message: addressMessages.addressLength },
        ],
      });
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: 'R' }, 'name', addressMessages.nameLength],
        [{ name: 'x'.repeat(121) }, 'name', addressMessages.nameLength],
        [{ phone: '01212345678' }, 'phone', addressMessages.mobileInvalid], // operator digit 2
        [{ phone: '0171234567' }, 'phone', addressMessages.mobileInvalid], // one digit short
        [{ phone: '+447700900123' }, 'phone', addressMessages.mobileInvalid], // not Bangladeshi
        [{ district: 'Kolkata' }, 'district', addressMessages.districtInvalid],
        [{ area: 'D' }, 'area', addressMessages.areaLength],
        [{ address: 'H 1' }, 'address', addressMessages.addressLength],
        [{ address: 'x'.repeat(301) }, 'address', addressMessages.addressLength],
        [{ note: 'x'.repeat(301) }, 'note', addressMessages.noteTooLong],
      ];
      for (const [change, path, message] of cases) {
        const res = await post(SAVE, who, { ...home, ...change });
        expect(res.status, JSON.stringify(change)).toBe(422);
        expect(res.body).toEqual({ success: false, code: 'invalid', message, errors: [{ path, message }] });
      }
      expect(await list(who)).toEqual([]);
    });

    it('stores the +880 form of any way of writing the mobile and the official district name; a form post works too', async () => {
      const who = await customer();
      const saved = await post(SAVE, who, { ...home, phone: '+880 1712-345678', district: 'chittagong', area: '  Agrabad ', note: '' });
      expect(saved.body).toEqual({
        success: true,
        message: addressMessages.added,
        address: { id: expect.any(Number), name: 'Rahim Uddin', phone: '+8801712345678', district: 'Chattogram', division: 'Chattogram', area: 'Agrabad', address: 'House 12, Road 5', note: null, is_default: true },
      });
      const form = await app.request(SAVE, {
        method: 'POST',
        headers: { host: ALPHA, 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${who.token}` },
        body: new URLSearchParams({ ...home, phone: '8801912345678', district: 'Bogra', is_default: 'on' }).toString(),
      });
      expect(form.status).toBe(200);
      expect(((await form.json()) as any).address).toMatchObject({ phone: '+8801912345678', district: 'Bogura', division: 'Rajshahi', is_default: true });
    });

    it('keeps one default: the first address, then the one saved with is_default; editing changes the fields by id', async () => {
      const who = await customer();
      const first = await save(who, home);
      expect(first.is_default).toBe(true);
      const second = await save(who, { ...home, name: 'Office', is_default: false });
      expect(second.is_default).toBe(false);
      const third = await save(who, { ...home, name: 'Parents', is_default: 1 });
      expect((await list(who)).map((a) => [a.name, a.is_default])).toEqual([
        ['Parents', true],
        ['Office', false],
        ['Rahim Uddin', false],
      ]);
      const edited = await post(SAVE, who, { ...home, id: String(second.id), name: 'Office (new)', district: 'Gazipur', is_default: 'true' });
      expect(edited.body).toMatchObject({ success: true, message: addressMessages.saved, address: { id: second.id, name: 'Office (new)', district: 'Gazipur', is_default: true } });
      expect((await list(who)).filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
      // Unticking is_default on the default leaves it the default: a book with addresses always has one.
      await save(who, { ...home, id: second.id, name: 'Office (new)', is_default: false });
      expect((await list(who)).filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
      expect(third.id).toBeGreaterThan(second.id);
    });

    it('deleting the default makes the newest remaining address the default; a deleted id is not found', async () => {
      const who = await customer();
      const a = await save(who, { ...home, name: 'Home A' });
      await save(who, { ...home, name: 'Home B' });
      const c = await save(who, { ...home, name: 'Home C' });
      expect(await post(DELETE, who, { id: a.id })).toEqual({ status: 200, body: { success: true, message: addressMessages.deleted } });
      expect((await list(who)).map((x) => [x.name, x.is_default])).toEqual([
        ['Home C', true],
        ['Home B', false],
      ]);
      expect(await post(DELETE, who, { id: a.id })).toEqual({ status: 404, body: { success: false, code: 'not_found', message: addressMessages.notFound } });
      expect((await post(DELETE, who, { id: String(c.id) })).status).toBe(200);
      expect((await list(who)).map((x) => [x.name, x.is_default])).toEqual([['Home B', true]]);
    });

    it("answers another customer's or another shop's ids exactly like ids that do not exist, and changes nothing", async () => {
      const owner = await customer();
      const address = await save(owner, home);
      const neighbour = await customer();
      const elsewhere = await customer(beta);
      const missing = { status: 404, body: { success: false, code: 'not_found', message: addressMessages.notFound } };
      for (const who of [neighbour, elsewhere]) {
        expect(await post(SAVE, who, { ...home, id: address.id, name: 'Taken over' })).toEqual(missing);
        expect(await post(DELETE, who, { id: address.id })).toEqual(missing);
        expect(await list(who)).toEqual([]);
      }
      // The owner's token on the other shop's host is no session there.
      expect((await post(LIST, owner, {}, BETA)).status).toBe(401);
      for (const id of [999_999_999, 'abc', -1, '']) {
        expect(await post(DELETE, owner, { id })).toEqual(missing);
      }
      expect(await post(SAVE, owner, { ...home, id: 999_999_999 })).toEqual(missing);
      expect(await list(owner)).toEqual([address]);
    });

    it(`refuses address number ${ADDRESS_RULES.maxPerCustomer + 1} with limit_reached, while editing still works`, async () => {
      const who = await customer();
      let last: Record<string, any> = {};
      for (let i = 0; i < ADDRESS_RULES.maxPerCustomer; i++) last = await save(who, { ...home, name: `Address ${i}` });
      expect(await post(SAVE, who, home)).toEqual({ status: 409, body: { success: false, code: 'limit_reached', message: addressMessages.limitReached } });
      expect(await list(who)).toHaveLength(ADDRESS_RULES.maxPerCustomer);
      expect((await post(SAVE, who, { ...home, id: last.id, name: 'Edited' })).status).toBe(200);
    });

    it('the three calls are in the OpenAPI document', async () => {
      const res = await app.request('/api/openapi.json', { headers: { host: ALPHA } });
      const doc = (await res.json()) as { paths: Record<string, unknown> };
      for (const path of [LIST, SAVE, DELETE]) expect(doc.paths[path], path).toHaveProperty('post');
    });
  });
}
