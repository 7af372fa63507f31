import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import {
  addShopDomains,
  countShops,
  deleteShopDomainsExcept,
  findDomainOwners,
  findShopByDomain,
  findShopById,
  findShopBySlug,
  listNavMenu,
  listShopDomains,
  listShops,
  listSocialLinks,
  replaceNavMenu,
  replaceSocialLinks,
  upsertShopBySlug,
} from './shop.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

for (const t of testDatabases()) {
  describe(`shop repository (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let a: TestCatalog;
    let b: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      a = await insertTestCatalog(db, 'alpha', { domain: 'alpha-shop.test' });
      b = await insertTestCatalog(db, 'beta', { domain: 'beta.example.com' });
    });
    afterAll(() => drop());

    it('finds shops by slug, id and domain (case-insensitively)', async () => {
      expect((await findShopBySlug(db, 'alpha'))?.id).toBe(a.shopId);
      expect(await findShopBySlug(db, 'gamma')).toBeUndefined();
      expect((await findShopById(db, b.shopId))?.slug).toBe('beta');
      expect(await findShopById(db, 999_999)).toBeUndefined();
      expect((await findShopByDomain(db, 'ALPHA-Shop.TEST'))?.id).toBe(a.shopId);
      expect((await findShopByDomain(db, ' beta.example.com '))?.slug).toBe('beta');
      expect(await findShopByDomain(db, 'alpha.example.com')).toBeUndefined();
    });

    it('lists shops by id and counts them', async () => {
      expect((await listShops(db)).map((s) => s.slug)).toEqual(['alpha', 'beta']);
      expect(await countShops(db)).toBe(2);
    });

    it("lists a shop's social links by position, and only that shop's", async () => {
      const links = await listSocialLinks(db, a.shopId);
      expect(links.map((l) => l.name)).toEqual(['facebook', 'youtube']);
      expect(links.every((l) => l.shop_id === a.shopId && l.url.endsWith('/alpha'))).toBe(true);
    });

    it('lists the navigation menu flat: top level first, then by parent and position', async () => {
      const rows = await listNavMenu(db, a.shopId);
      expect(rows.map((r) => r.name)).toEqual(['Home', 'Shop', 'All products', 'Deals']);
      expect(rows.every((r) => r.shop_id === a.shopId)).toBe(true);
      const shop = rows.find((r) => r.name === 'Shop');
      expect(rows.filter((r) => r.parent_id === shop?.id)).toHaveLength(2);
    });

    it('upserts a shop by slug, keeping its id and created_at', async () => {
      const before = await findShopBySlug(db, 'alpha');
      if (!before) throw new Error('fixture missing');
      const { id: _id, ...row } = before;
      const id = await runWrite(db, (trx) => upsertShopBySlug(trx, { ...row, shop_name: 'Alpha Renamed', created_at: '2030-01-01T00:00:00.000Z' }));
      expect(id).toBe(a.shopId);
      const after = await findShopById(db, id);
      expect(after?.shop_name).toBe('Alpha Renamed');
      expect(after?.created_at).toBe(before?.created_at);
      expect(await countShops(db)).toBe(2);
    });

    it('replaces social links and the menu of one shop without touching the other', async () => {
      await runWrite(db, (trx) => replaceSocialLinks(trx, a.shopId, [{ name: 'instagram', url: 'https://instagram.com/alpha', bg_color: null }]));
      await runWrite(db, (trx) => replaceNavMenu(trx, a.shopId, [
        { name: 'Top', url: '/', href: null, icon: null, submenu: [{ name: 'Child', url: null, href: 'https://example.com', icon: 'star', submenu: [{ name: 'Grandchild', url: '/x', href: null, icon: null, submenu: [] }] }] },
      ]));
      expect((await listSocialLinks(db, a.shopId)).map((l) => l.name)).toEqual(['instagram']);
      const menu = await listNavMenu(db, a.shopId);
      expect(menu.map((r) => r.name)).toEqual(['Top', 'Child', 'Grandchild']);
      expect(menu[1].parent_id).toBe(menu[0].id);
      expect(menu[2].parent_id).toBe(menu[1].id);
      expect((await listSocialLinks(db, b.shopId)).map((l) => l.name)).toEqual(['facebook', 'youtube']);
      expect(await listNavMenu(db, b.shopId)).toHaveLength(4);
    });

    it('moves domains: release, look up owners, add', async () => {
      expect(await findDomainOwners(db, ['Alpha-Shop.test', 'nobody.test'])).toEqual(new Map([['alpha-shop.test', 'alpha']]));
      await runWrite(db, (trx) => addShopDomains(trx, a.shopId, ['alpha-shop.test', 'Alpha.Example.org']));
      expect(await listShopDomains(db, a.shopId)).toEqual(['alpha-shop.test', 'alpha.example.org']);
      await runWrite(db, (trx) => deleteShopDomainsExcept(trx, a.shopId, ['alpha.example.org']));
      expect(await listShopDomains(db, a.shopId)).toEqual(['alpha.example.org']);
      expect(await listShopDomains(db, b.shopId)).toEqual(['beta.example.com']);
    });

    it("never shows shop A another shop's rows", async () => {
      for (const [mine, other] of [[a, b], [b, a]] as const) {
        const links = await listSocialLinks(db, mine.shopId);
        const menu = await listNavMenu(db, mine.shopId);
        // Each shop has rows of its own (an empty list would prove nothing), and only its own.
        expect(links.length).toBeGreaterThan(0);
        expect(menu.length).toBeGreaterThan(0);
        expect(links.every((l) => l.shop_id === mine.shopId)).toBe(true);
        expect(menu.every((r) => r.shop_id === mine.shopId)).toBe(true);
        expect(links.some((l) => l.shop_id === other.shopId)).toBe(false);
      }
    });
  });
}
