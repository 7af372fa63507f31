import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { listCategoryTree } from '../db/category.repository';
import { listShops } from '../db/shop.repository';
import { listActiveCoupons, listDeliveryDistricts, listPickupPoints } from '../db/shop-settings.repository';
import { getHeroCoupon } from '../services/catalog/get-hero-coupon';
import { testContext } from '../services/test-context';
import { testDatabases } from '../db/test-databases';
import { buildDemoCatalog } from './demo-catalog';
import { seedDemoIfEmpty } from './seed-demo';

// One uploads folder for every database: the second seeding finds its images already stored.
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'haat-seed-uploads-'));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

describe('buildDemoCatalog', () => {
  it('is deterministic: the same document and the same image bytes every run', async () => {
    const [a, b] = [await mkdtemp(join(tmpdir(), 'haat-demo-a-')), await mkdtemp(join(tmpdir(), 'haat-demo-b-'))];
    try {
      const [docA, docB] = [await buildDemoCatalog(a), await buildDemoCatalog(b)];
      expect(docB).toEqual(docA);
      // Each product promises its own shop's return window, in words, not a fixed "7-day".
      for (const shop of docA.shops as Array<{ return_days: number; products: Array<{ shortDescription?: string; description?: string }> }>) {
        const texts = shop.products.map((p) => `${p.shortDescription ?? ''} ${p.description ?? ''}`);
        expect(texts.every((t) => t.includes(`easy return within ${shop.return_days} days of delivery`))).toBe(true);
        expect(texts.some((t) => /7-day/.test(t))).toBe(false);
      }
      for (const file of ['rongdhonu/panjabi-maroon.png', 'bazar/logo.png', 'dokan/poster.png']) {
        expect((await readFile(join(b, file))).equals(await readFile(join(a, file)))).toBe(true);
      }
    } finally {
      await rm(a, { recursive: true, force: true });
      await rm(b, { recursive: true, force: true });
    }
  }, 60_000);
});

for (const t of testDatabases()) {
  describe(`seedDemoIfEmpty (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let first: { seeded: boolean; shops: string[] };

    /** Rows of `query` as plain numbers keyed by column. */
    const one = async <T>(query: { execute(): Promise<T[]> }) => (await query.execute())[0];

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      first = await seedDemoIfEmpty(db, { uploadsDir });
    }, 180_000);
    afterAll(() => drop());

    it('seeds an empty database once', async () => {
      expect(first).toEqual({ seeded: true, shops: ['rongdhonu', 'bazar', 'dokan'] });
      expect(await seedDemoIfEmpty(db, { uploadsDir })).toEqual({ seeded: false, shops: [] });
      expect(await listShops(db)).toHaveLength(3);
    });

    it('makes three different shops, one without a logo and one without brands', async () => {
      const shops = await listShops(db);
      expect(new Set(shops.map((s) => s.shop_name)).size).toBe(3);
      expect(new Set(shops.map((s) => s.theme_primary_color)).size).toBe(3);
      expect(shops.filter((s) => s.logo === null).map((s) => s.slug)).toEqual(['dokan']);
      expect(shops.filter((s) => s.logo !== null).every((s) => /^[0-9a-f]{16}\.webp$/.test(s.logo ?? ''))).toBe(true);
      expect(new Set(shops.map((s) => s.s_rate_type))).toEqual(new Set(['percentage', 'flat']));
      expect(shops.some((s) => s.brands_setting === 0)).toBe(true);
      expect(shops.every((s) => s.contact_number?.startsWith('+880') && s.default_country_code === '+880')).toBe(true);
      for (const shop of shops) {
        const links = await db.selectFrom('shop_social_links').selectAll().where('shop_id', '=', shop.id).execute();
        expect(links.length).toBeGreaterThanOrEqual(2);
        expect(links.every((l) => /^#[0-9a-f]{6}$/i.test(l.bg_color ?? ''))).toBe(true);
      }
    });

    it('gives each shop at least 60 products in a three-level category tree, several brands and a deal', async () => {
      for (const shop of await listShops(db)) {
        const products = await db.selectFrom('products').select(['id', 'category_item_id', 'brand_id']).where('shop_id', '=', shop.id).execute();
        expect(products.length, shop.slug).toBeGreaterThanOrEqual(60);
        expect(products.every((p) => p.category_item_id !== null && p.brand_id !== null)).toBe(true);
        const tree = await listCategoryTree(db, shop.id);
        expect(tree.length).toBeGreaterThanOrEqual(3);
        expect(tree.every((c) => c.groups.length > 0 && c.groups.every((g) => g.items.length > 0))).toBe(true);
        const brands = await db.selectFrom('brands').select('id').where('shop_id', '=', shop.id).execute();
        expect(brands.length).toBeGreaterThanOrEqual(3);
        const deals = await db
          .selectFrom('deals')
          .innerJoin('deal_products', 'deal_products.deal_id', 'deals.id')
          .select(['deals.slug'])
          .where('deals.shop_id', '=', shop.id)
          .execute();
        expect(deals.length).toBeGreaterThan(0);
        const menu = await db.selectFrom('nav_menu_items').selectAll().where('shop_id', '=', shop.id).execute();
        const byId = new Map(menu.map((m) => [m.id, m]));
        expect(menu.some((m) => m.parent_id !== null && byId.get(m.parent_id)?.parent_id !== null)).toBe(true);
        expect(menu.some((m) => m.href?.startsWith('https://'))).toBe(true);
      }
    });

    it('covers variants, colour galleries and every stock situation', async () => {
      const groupCounts = await db
        .selectFrom('product_variant_groups')
        .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('product_id')
        .execute();
      expect(groupCounts.some((g) => Number(g.n) === 2)).toBe(true);
      expect(groupCounts.some((g) => Number(g.n) === 1)).toBe(true);
      const colourGalleries = await one(
        db.selectFrom('product_images').select((eb) => eb.fn.countAll<number>().as('n')).where('variant_value_id', 'is not', null),
      );
      expect(Number(colourGalleries.n)).toBeGreaterThan(0);
      const colours = await one(db.selectFrom('product_variant_values').select((eb) => eb.fn.countAll<number>().as('n')).where('color_code', 'is not', null));
      expect(Number(colours.n)).toBeGreaterThan(0);

      const count = async (where: ReturnType<typeof sql<boolean>>, table: 'products' | 'product_variant_prices' = 'products') =>
        Number((await one(db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(where))).n);
      expect(await count(sql<boolean>`has_variant = 1`)).toBeGreaterThan(20);
      expect(await count(sql<boolean>`has_variant = 0 and unlimited_quantity = 1`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`has_variant = 0 and unlimited_quantity = 0 and quantity > 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`has_variant = 0 and unlimited_quantity = 0 and quantity = 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`status = 0`, 'product_variant_prices')).toBeGreaterThan(0);
      expect(await count(sql<boolean>`status = 1 and quantity = 0 and v_unlimited_quantity = 0`, 'product_variant_prices')).toBeGreaterThan(0);
      expect(await count(sql<boolean>`v_unlimited_quantity = 1`, 'product_variant_prices')).toBeGreaterThan(0);
    });

    it('covers discounts, cashback, custom rates, reseller limits, attachments, reviews and videos', async () => {
      const count = async (where: ReturnType<typeof sql<boolean>>) =>
        Number((await one(db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where(where))).n);
      expect(await count(sql<boolean>`discount_type = '%' and discount > 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`discount_type = 'flat' and discount > 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`cash_type = 'flat' and cash > 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`cash_type = 'percentage' and cash > 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`p_rate_type = 'custom' and rate_type <> 'shop_rate' and p_amount_type = 'percentage'`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`p_rate_type = 'custom' and rate_type <> 'shop_rate' and p_amount_type = 'flat'`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`reseller_min_price > 0 and reseller_max_price > reseller_min_price`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`max_limit_of_max_variant_resell_price > 0`)).toBeGreaterThan(0);
      expect(await count(sql<boolean>`order_attachment = 1 and attachment_field_title is not null`)).toBeGreaterThanOrEqual(3);
      expect(await count(sql<boolean>`enable_review = 1 and avg_rating > 0 and review_total > 0`)).toBeGreaterThan(0);
      const videos = await db.selectFrom('product_images').selectAll().where('type', '=', 'video').execute();
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.every((v) => v.video_url?.startsWith('https://') && v.normal_image !== null)).toBe(true);
    });

    it('gives each shop a delivery table, two pickup points, every payment method and coupons, one for the hero', async () => {
      for (const shop of await listShops(db)) {
        expect(shop.delivery_inside_dhaka, shop.slug).toBeGreaterThan(0);
        expect(shop.delivery_outside_dhaka).toBeGreaterThan(shop.delivery_inside_dhaka);
        expect(shop.free_delivery_over).toBeGreaterThan(0);
        expect(shop.payment_methods).toBe('cod,bkash,stripe');
        const districts = await listDeliveryDistricts(db, shop.id);
        expect(Object.keys(districts)).toEqual(expect.arrayContaining(['Gazipur', 'Narayanganj']));
        const points = await listPickupPoints(db, shop.id);
        expect(points).toHaveLength(2);
        expect(points.every((p) => p.address && p.phone?.startsWith('+880') && p.hours)).toBe(true);
        expect((await listActiveCoupons(db, shop.id)).length).toBeGreaterThanOrEqual(2);
        // A newcomer is offered a coupon on the home page, taken from the shop's own data.
        const hero = await getHeroCoupon(testContext(db, shop));
        expect(hero, shop.slug).toMatchObject({ code: expect.stringMatching(/^WELCOME/), type: 'percent', maxDiscount: expect.any(Number) });
      }
    });
  });
}
