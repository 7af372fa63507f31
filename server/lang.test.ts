// Which language a request is answered in (server/lang.ts, docs/decisions/047) on SQLite and
// PostgreSQL: the shop's default_language, the `lang` cookie over it, `?lang=` over both (and
// it sets the cookie and keeps the choice on the logged-in customer's account), the account's
// choice when the visitor's browser has none; and the migration's default for today's shops.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { findShopBySlug } from '../db/shop.repository';
import { findCustomerById } from '../db/customer.repository';
import { insertTestShop } from '../db/test-shop';
import { testDatabases } from '../db/test-databases';
import { testContext } from '../services/test-context';
import type { CustomerAuth } from '../services/accounts/operations/authenticate-customer';
import type { AppEnv } from './hono-env';
import { requestLanguage } from './lang';

for (const t of testDatabases()) {
  describe(`request language (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let english: Shop;
    let bangla: Shop;
    let customerId: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestShop(db, 'today');
      await insertTestShop(db, 'bangla', { default_language: 'bn' });
      english = (await findShopBySlug(db, 'today'))!;
      bangla = (await findShopBySlug(db, 'bangla'))!;
      const stamp = new Date().toISOString();
      ({ id: customerId } = await db
        .insertInto('customers')
        .values({ shop_id: bangla.id, phone: '+8801711000001', name: 'Rahima', email: null, avatar: null, password_hash: 'x', created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow());
    });
    afterAll(() => drop());

    /** An app that resolves the language like the real one and answers it. */
    function appFor(shop: Shop, language: CustomerAuth['language'] | undefined) {
      const app = new Hono<AppEnv>();
      app.use('*', async (c, next) => {
        c.set('db', db);
        c.set('shop', shop);
        const customer = { id: customerId, name: 'Rahima', phone: '+8801711000001', email: null, avatar: null };
        c.set('customerAuth', language === undefined ? null : ({ customer, session: {} as CustomerAuth['session'], previousToken: false, language } as CustomerAuth));
        await next();
      });
      app.use('*', requestLanguage({ trustProxy: false }));
      app.use('*', async (c, next) => {
        c.set('ctx', testContext(db, shop, language === undefined ? {} : { customerId }));
        await next();
      });
      app.get('*', (c) => c.text(c.var.lang));
      return app;
    }
    const get = async (app: Hono<AppEnv>, path: string, cookie?: string) => {
      const res = await app.request(path, { headers: cookie ? { cookie } : {} });
      return { lang: await res.text(), setCookie: res.headers.get('set-cookie') };
    };

    it('a shop that chose nothing is English (the migration default), a Bangla shop is Bangla', async () => {
      expect(english.default_language).toBe('en');
      expect(await get(appFor(english, undefined), '/')).toEqual({ lang: 'en', setCookie: null });
      expect(await get(appFor(bangla, undefined), '/')).toEqual({ lang: 'bn', setCookie: null });
    });

    it('the lang cookie wins over the shop default; an unknown value is ignored', async () => {
      expect((await get(appFor(bangla, undefined), '/', 'lang=en')).lang).toBe('en');
      expect((await get(appFor(english, undefined), '/', 'lang=bn')).lang).toBe('bn');
      expect((await get(appFor(bangla, undefined), '/', 'lang=fr')).lang).toBe('bn');
    });

    it('?lang= answers in that language and sets the cookie for a year', async () => {
      const out = await get(appFor(bangla, undefined), '/products/x?lang=en', 'lang=bn');
      expect(out.lang).toBe('en');
      expect(out.setCookie).toBe('lang=en; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
      expect(await get(appFor(english, undefined), '/?lang=xx')).toEqual({ lang: 'en', setCookie: null });
    });

    it("keeps a logged-in customer's choice on the account, and uses it where the browser has no cookie", async () => {
      expect((await findCustomerById(db, bangla.id, customerId))!.language).toBeNull();
      expect((await get(appFor(bangla, null), '/?lang=en')).lang).toBe('en');
      expect((await findCustomerById(db, bangla.id, customerId))!.language).toBe('en');
      // Another device: no cookie, the account's choice over the shop's default.
      expect((await get(appFor(bangla, 'en'), '/')).lang).toBe('en');
      // The cookie of this browser over the account.
      expect((await get(appFor(bangla, 'en'), '/', 'lang=bn')).lang).toBe('bn');
      // …which does not overwrite the account's own choice.
      expect((await findCustomerById(db, bangla.id, customerId))!.language).toBe('en');
    });

    it('an account without a choice takes the one this browser made before logging in', async () => {
      await db.updateTable('customers').set({ language: null }).where('id', '=', customerId).execute();
      expect((await get(appFor(bangla, null), '/', 'lang=en')).lang).toBe('en');
      expect((await findCustomerById(db, bangla.id, customerId))!.language).toBe('en');
      await db.updateTable('customers').set({ language: null }).where('id', '=', customerId).execute();
      expect((await get(appFor(bangla, null), '/', 'lang=xx')).lang).toBe('bn');
      expect((await findCustomerById(db, bangla.id, customerId))!.language).toBeNull();
    });
  });
}
