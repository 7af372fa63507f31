// POST /api/front/recently-viewed (issue 29 item 4; docs/decisions/068) through the real Hono app
// on SQLite and PostgreSQL: a guest's device list is read, never stored; a customer's views are
// joined into their account list (newest first, once each, 20 at most) and the answer is that
// list; products no longer offered and other shops' products are skipped; one customer never sees
// another's; bad input is 422 and changes nothing; answers are private.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { findShopBySlug } from '../../../db/shop.repository';
import type { Shop } from '../../../db/schema';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { testContext } from '../../../services/test-context';
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const PATH = '/api/front/recently-viewed';
const HOST = 'alpha.localhost:3000';
const T0 = Date.UTC(2026, 0, 1);

for (const t of testDatabases()) {
  describe(`recently viewed API (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let betaCat: TestCatalog;
    const ids: number[] = [];
    let phone = 0;
    const uploads = mkdtempSync(join(tmpdir(), 'haat-recent-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads });
    const sms = createLogSmsProvider({ log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      betaCat = await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      const row = await db.selectFrom('products').selectAll().where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      const { id: _id, ...copy } = row;
      for (let i = 0; i < 24; i++) {
        const { id } = await db.insertInto('products').values({ ...copy, slug: `recent-${i}`, name: `Recent ${i}`, name_bn: `সাম্প্রতিক ${i}` }).returning('id').executeTakeFirstOrThrow();
        ids.push(id);
      }
      app = createApp({ db, env, sms });
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(name: string, shop = alpha) {
      const ctx = testContext(db, shop, { sms, deps: { uploadsDir: uploads }, request: { clientAddress: `192.0.2.${++phone}` } });
      const s = await registerCustomer(ctx, { name, phone: `0181${String(4000000 + phone).padStart(7, '0')}`, password: 'password1' });
      return { token: s.token, id: s.customer.id };
    }

    const post = (body: unknown, headers: Record<string, string> = {}) =>
      app.request(PATH, { method: 'POST', headers: { host: HOST, 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const asCustomer = (token: string) => ({ authorization: `Bearer ${token}` });
    const views = (...pairs: Array<[number, number]>) => pairs.map(([id, minute]) => ({ pro_id: id, viewed_at: T0 + minute * 60_000 }));
    const shown = async (res: Response) => ((await res.json()) as { products: Array<{ pro_id: number }> }).products.map((p) => p.pro_id);
    const stored = (customerId: number) => db.selectFrom('recently_viewed').select('product_id').where('customer_id', '=', customerId).execute();

    it("a guest gets the cards of the device's list, newest first, and nothing is stored", async () => {
      const res = await post({ views: views([ids[0], 1], [ids[1], 3], [ids[2], 2]) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.saved).toBe(false);
      expect(body.products.map((p: { pro_id: number }) => p.pro_id)).toEqual([ids[1], ids[2], ids[0]]);
      expect(body.products[0]).toEqual({ pro_id: ids[1], name: 'Recent 1', url: `/products/recent-1-${ids[1]}`, image: null, price: 950, price_max: null });
      expect(await db.selectFrom('recently_viewed').select('id').execute()).toEqual([]);
    });

    it('leaves out the product being viewed, and names products in the page language', async () => {
      const res = await app.request(`${PATH}?lang=bn`, {
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json' },
        body: JSON.stringify({ views: views([ids[0], 1], [ids[1], 2]), exclude_pro_id: ids[1] }),
      });
      const body = await res.json();
      expect(body.products).toEqual([expect.objectContaining({ pro_id: ids[0], name: 'সাম্প্রতিক 0' })]);
    });

    it("skips products no longer offered and other shops' products", async () => {
      await db.updateTable('products').set({ status: 0 }).where('id', '=', ids[3]).execute();
      const res = await post({ views: views([ids[3], 5], [betaCat.plainProductId, 4], [ids[4], 3], [2_000_000_000, 2]) });
      expect(await shown(res)).toEqual([ids[4]]);
      await db.updateTable('products').set({ status: 1 }).where('id', '=', ids[3]).execute();
    });

    it("at login the device's list joins the account's: newest first, once each, 20 at most", async () => {
      const rahim = await customer('Rahim');
      // Earlier, on another phone: two views with the account.
      let res = await post({ views: views([ids[10], 10], [ids[11], 30]) }, asCustomer(rahim.token));
      expect((await res.json()).saved).toBe(true);
      // This phone's guest list: one product also in the account's list (viewed later here).
      res = await post({ views: views([ids[12], 20], [ids[10], 40]) }, asCustomer(rahim.token));
      expect(await shown(res)).toEqual([ids[10], ids[11], ids[12]]);
      // Plenty more: the account keeps the newest 20.
      const later = [...ids.slice(0, 10), ...ids.slice(13, 23)];
      res = await post({ views: later.map((id, i) => ({ pro_id: id, viewed_at: T0 + (100 + i) * 60_000 })) }, asCustomer(rahim.token));
      const list = await shown(res);
      expect(list).toEqual([...later].reverse());
      expect(list).not.toContain(ids[12]);
      expect(await stored(rahim.id)).toHaveLength(20);
      // Only the list, without recording anything; the product being viewed left out.
      res = await post({ exclude_pro_id: ids[22] }, asCustomer(rahim.token));
      expect((await shown(res))[0]).toBe(ids[21]);
      expect(await stored(rahim.id)).toHaveLength(20);
    });

    it("stores only products the shop offers, and one customer never sees another's", async () => {
      const a = await customer('Asha');
      const b = await customer('Bina');
      await db.updateTable('products').set({ status: 0 }).where('id', '=', ids[5]).execute();
      const res = await post({ views: views([ids[5], 1], [ids[6], 2], [betaCat.plainProductId, 3], [2_000_000_000, 4]) }, asCustomer(a.token));
      expect(await shown(res)).toEqual([ids[6]]);
      expect((await stored(a.id)).map((r) => r.product_id)).toEqual([ids[6]]);
      await db.updateTable('products').set({ status: 1 }).where('id', '=', ids[5]).execute();
      expect(await shown(await post({}, asCustomer(b.token)))).toEqual([]);
      // A token of shop beta is nobody on alpha: its views are read as a guest's, not stored.
      const other = await customer('Other', beta);
      const res2 = await post({ views: views([ids[7], 1]) }, asCustomer(other.token));
      expect((await res2.json()).saved).toBe(false);
      expect(await stored(other.id)).toEqual([]);
    });

    it("a device clock ahead of the server's does not pin a product on top", async () => {
      const c = await customer('Clock');
      await post({ views: [{ pro_id: ids[8], viewed_at: Date.now() + 365 * 86_400_000 }] }, asCustomer(c.token));
      const row = await db.selectFrom('recently_viewed').select('viewed_at').where('customer_id', '=', c.id).executeTakeFirstOrThrow();
      expect(Date.parse(row.viewed_at)).toBeLessThanOrEqual(Date.now());
    });

    it('refuses bad input with 422 and changes nothing', async () => {
      const c = await customer('Bad');
      const bad: unknown[] = [
        { views: 'x' },
        { views: [{ pro_id: 'abc', viewed_at: T0 }] },
        { views: [{ pro_id: 0, viewed_at: T0 }] },
        { views: [{ pro_id: 1.5, viewed_at: T0 }] },
        { views: [{ pro_id: 2_147_483_648, viewed_at: T0 }] },
        { views: [{ pro_id: ids[0], viewed_at: -1 }] },
        { views: [{ pro_id: ids[0], viewed_at: 1e300 }] },
        { views: [{ pro_id: ids[0] }] },
        { views: Array.from({ length: 41 }, (_, i) => ({ pro_id: ids[i % 20], viewed_at: T0 })) },
        { exclude_pro_id: 'x\u0000' },
        { exclude_pro_id: -3 },
      ];
      for (const body of bad) {
        const res = await post(body, asCustomer(c.token));
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect((await res.json()).success).toBe(false);
      }
      expect((await post('{"views": [', asCustomer(c.token))).status).toBeGreaterThanOrEqual(400);
      expect((await post('{"views": [', asCustomer(c.token))).status).toBeLessThan(500);
      expect(await stored(c.id)).toEqual([]);
    });
  });
}
