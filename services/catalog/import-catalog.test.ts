import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { listCategoryTree } from '../../db/category.repository';
import { findDealByIdOrSlug, listDealProductIds } from '../../db/deal.repository';
import { findProductBySlug, listProductImages, listProductVariants } from '../../db/product.repository';
import { findShopByDomain, findShopBySlug, listNavMenu, listSocialLinks } from '../../db/shop.repository';
import { findCouponByCode, listActiveCoupons, listDeliveryDistricts, listPickupPoints } from '../../db/shop-settings.repository';
import { testDatabases } from '../../db/test-databases';
import { importCatalog, type ImportResult } from './import-catalog';
import { uploadsPaths } from './operations/store-catalog-image';

// Lets one test make a write fail half-way through the transaction.
const failure = vi.hoisted(() => ({ on: false }));
vi.mock('../../db/deal.repository', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../db/deal.repository')>();
  return {
    ...actual,
    replaceDealProducts: async (...args: Parameters<typeof actual.replaceDealProducts>) => {
      if (failure.on) throw new Error('simulated failure');
      return actual.replaceDealProducts(...args);
    },
  };
});

const TABLES: Array<keyof Database> = [
  'shops', 'shop_domains', 'shop_social_links', 'nav_menu_items', 'categories', 'category_groups', 'category_items', 'brands',
  'products', 'product_images', 'product_variant_groups', 'product_variant_values', 'product_variant_prices', 'deals', 'deal_products',
  'shop_delivery_districts', 'pickup_points', 'coupons',
];

async function countRows(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/** Every checkout setting of a shop entry. */
function settings(): any {
  return {
    delivery: { inside_dhaka: 60, outside_dhaka: 120, districts: { Gazipur: 80, narayanganj: 80, Chittagong: 150 }, free_over: 3000 },
    pickup_points: [
      { name: 'Banani', address: 'House 5, Road 11, Banani, Dhaka', phone: '+8801700000001', hours: 'Sat–Thu 10:00–20:00', charge: 0 },
      { name: 'Agrabad', address: 'Agrabad C/A, Chattogram', charge: 30 },
    ],
    coupons: [
      { code: 'welcome10', type: 'percent', value: 10, max_discount: 300, max_uses_per_customer: 1 },
      { code: 'EID200', type: 'flat', value: 200, min_total: 2000, starts_at: '2025-03-02T00:00:00+06:00', ends_at: '2035-12-31', max_uses: 500 },
    ],
    payment_methods: ['bkash', 'cod', 'stripe'],
    cod_advance: 'delivery_charge',
    return_days: 10,
  };
}

/** The example from the brief, plus variants. */
function exampleDocument(): any {
  return {
    shops: [
      {
        slug: 'alpha', shop_name: 'Alpha', logo: null, contact_number: '+8801700000000', theme_primary_color: '#0f766e',
        social_links: [{ name: 'facebook', url: 'https://facebook.com/alpha', bgColor: '#1877f2' }],
        domains: ['Alpha-Shop.test'], brands_setting: 1,
        shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
        categories: [{ name: 'Men', slug: 'men', groups: [{ name: 'Clothing', items: [{ name: 'T-Shirts', slug: 't-shirts' }] }] }],
        brands: [{ name: 'Acme', slug: 'acme' }],
        products: [
          {
            name: 'Tee', slug: 'tee', category: 't-shirts', brand: 'acme', shortDescription: '…',
            unitprice: 1000, resellerMinPrice: 0, resellerMaxPrice: 0, quantity: 5, unlimited_quantity: 0,
            max_item_in_order: 3, product_discount: { discountType: '%', discount: 10 },
            cashback_offer: { cash_type: 'flat', cash: 20 }, rate_type: 'shop_rate', p_rate_type: null,
            p_amount_type: null, p_increase_amount: 0, p_discount_amount: 0, order_attachment: 0,
            attachment_field_title: null, enable_review: 1, images: ['tee-front.png'],
            variants: null,
          },
          {
            name: 'Polo', slug: 'polo', category: 't-shirts', brand: 'acme', unitprice: 1200,
            images: ['tee-front.png', 'https://cdn.example.com/polo.jpg'],
            variants: {
              groups: [
                { title: 'Size', values: [{ key: 'm', label: 'M', value: 'M' }, { key: 'l', label: 'L', value: 'L' }] },
                { title: 'Color', values: [{ key: 'red', label: 'Red', value: 'Red', color_code: '#d32f2f', images: ['tee-red-1.png'] }] },
              ],
              prices: [
                { values: ['m', 'red'], variantPrice: 1200, quantity: 5, v_unlimited_quantity: 0, variantResselerMinPrice: 0, variantResselerMaxPrice: 0, status: 1 },
                { values: ['l', 'red'], variantPrice: 1300, quantity: 0, status: 1 },
              ],
              minLimitOfMinVariantResellPrice: 0, maxLimitOfMinVariantResellPrice: 0, minLimitOfMaxVariantResellPrice: 0, maxLimitOfMaxVariantResellPrice: 0,
            },
          },
        ],
      },
    ],
  };
}

for (const t of testDatabases()) {
  describe(`importCatalog (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let work: string;
    let baseDir: string;
    let uploadsDir: string;
    const run = (doc: unknown): Promise<ImportResult> => importCatalog(db, doc, { baseDir, uploadsDir });
    const ok = async (doc: unknown) => {
      const result = await run(doc);
      if (!result.success) throw new Error(JSON.stringify(result.errors, null, 1));
      return result;
    };
    /** Imports `doc`, expects a refusal naming exactly `paths`, and no change to any table. */
    const refused = async (doc: unknown, paths: string[]) => {
      const before = await countRows(db);
      const result = await run(doc);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.errors.map((e) => e.path).sort()).toEqual([...paths].sort());
      expect(await countRows(db)).toEqual(before);
      return result;
    };

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      work = await mkdtemp(join(tmpdir(), 'haat-import-'));
      baseDir = join(work, 'import');
      uploadsDir = join(work, 'uploads');
      await mkdir(join(baseDir, 'sub'), { recursive: true });
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c62828' } }).png().toFile(join(baseDir, 'tee-front.png'));
      await sharp({ create: { width: 400, height: 900, channels: 4, background: '#1565c0' } }).png().toFile(join(baseDir, 'tee-red-1.png'));
      await sharp({ create: { width: 1000, height: 400, channels: 3, background: '#2e7d32' } }).png().toFile(join(baseDir, 'sub', 'logo.png'));
      await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } }).png().toFile(join(work, 'outside.png'));
      await symlink(join(work, 'outside.png'), join(baseDir, 'sneaky.png'));
      await writeFile(join(baseDir, 'not-an-image.png'), 'hello');
      await writeFile(join(baseDir, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    });
    afterAll(async () => {
      await drop();
      await rm(work, { recursive: true, force: true });
    });

    it('imports the example document', async () => {
      const result = await ok(exampleDocument());
      const shop = await findShopBySlug(db, 'alpha');
      expect(result.shops).toEqual([{ slug: 'alpha', id: shop?.id, products: { tee: expect.any(Number), polo: expect.any(Number) } }]);
      expect(shop).toMatchObject({ shop_name: 'Alpha', s_rate_type: 'percentage', s_increase: 10, s_discount: 5, brands_setting: 1, theme_primary_color: '#0f766e', logo: null, default_country_code: '+880' });
      expect((await findShopByDomain(db, 'alpha-shop.test'))?.id).toBe(shop?.id);
      expect((await listSocialLinks(db, shop!.id)).map((l) => [l.name, l.bg_color])).toEqual([['facebook', '#1877f2']]);

      const tree = await listCategoryTree(db, shop!.id);
      expect(tree.map((c) => [c.slug, c.groups.map((g) => [g.slug, g.items.map((i) => i.slug)])])).toEqual([['men', [['clothing', ['t-shirts']]]]]);

      const tee = await findProductBySlug(db, shop!.id, 'tee');
      expect(tee).toMatchObject({
        id: result.shops[0].products.tee, category_id: tree[0].id, category_item_id: tree[0].groups[0].items[0].id, unitprice: 1000,
        quantity: 5, max_item_in_order: 3, discount_type: '%', discount: 10, cash_type: 'flat', cash: 20, rate_type: 'shop_rate',
        enable_review: 1, has_variant: 0, status: 1, short_description: '…',
      });
      expect(tee?.thumbnail_image).toMatch(/^[0-9a-f]{16}\.webp$/);

      const polo = await findProductBySlug(db, shop!.id, 'polo');
      expect(polo).toMatchObject({ has_variant: 1, min_variant_price: 1200, max_variant_price: 1300, unitprice: 1200, quantity: 5 });
      const v = await listProductVariants(db, shop!.id, polo!.id);
      expect(v.groups.map((g) => g.title)).toEqual(['Size', 'Color']);
      const id = (key: string) => v.values.find((x) => x.key === key)!.id;
      expect(v.prices.map((p) => [p.variant, p.variant_price, p.quantity])).toEqual([
        [`${id('m')}-${id('red')}`, 1200, 5],
        [`${id('l')}-${id('red')}`, 1300, 0],
      ]);
      expect(v.values.find((x) => x.key === 'red')).toMatchObject({ color_code: '#d32f2f', label: 'Red', image: expect.stringMatching(/\.webp$/) });
      const gallery = await listProductImages(db, shop!.id, polo!.id);
      expect(gallery.map((g) => [g.variant_value_id, g.normal_image])).toEqual([
        [null, tee!.thumbnail_image],
        [null, 'https://cdn.example.com/polo.jpg'],
        [id('red'), v.values.find((x) => x.key === 'red')!.image],
      ]);
      expect(gallery[1]).toMatchObject({ width: null, height: null });
    });

    it('resizes local images to WebP renditions named by content hash', async () => {
      const shop = await findShopBySlug(db, 'alpha');
      const tee = await findProductBySlug(db, shop!.id, 'tee');
      const [front] = await listProductImages(db, shop!.id, tee!.id);
      const paths = uploadsPaths(uploadsDir, front.normal_image!);
      const original = await sharp(paths.original).metadata();
      const small = await sharp(paths.small).metadata();
      const zoom = await sharp(paths.zoom).metadata();
      const w300 = await sharp(paths.w300).metadata();
      expect([original.format, original.width, original.height]).toEqual(['webp', 600, 375]);
      expect([w300.format, w300.width]).toEqual(['webp', 300]);
      expect([small.format, small.width, small.height]).toEqual(['webp', 150, 150]);
      expect([zoom.format, zoom.width, zoom.height]).toEqual(['webp', 1200, 750]);
      expect([front.width, front.height]).toEqual([600, 375]);
      // A tall image keeps its aspect and is never enlarged.
      const polo = await findProductBySlug(db, shop!.id, 'polo');
      const red = (await listProductImages(db, shop!.id, polo!.id)).find((i) => i.variant_value_id !== null)!;
      const redZoom = await sharp(uploadsPaths(uploadsDir, red.normal_image!).zoom).metadata();
      expect([red.width, red.height, redZoom.width, redZoom.height]).toEqual([267, 600, 400, 900]);
      // tee-front.png is used by two products and stored once.
      expect((await readdir(join(uploadsDir, 'zoom'))).filter((f) => f.endsWith('.webp'))).toHaveLength(2);
    });

    it('re-imports by slug: same ids, no duplicates, variant ids kept, stale children deleted', async () => {
      const first = await ok(exampleDocument());
      const shop = await findShopBySlug(db, 'alpha');
      const polo = await findProductBySlug(db, shop!.id, 'polo');
      const before = await listProductVariants(db, shop!.id, polo!.id);
      const counts = await countRows(db);

      const again = await ok(exampleDocument());
      expect(again).toEqual(first);
      expect(await countRows(db)).toEqual(counts);
      expect(await listProductVariants(db, shop!.id, polo!.id)).toEqual(before);

      const doc = exampleDocument();
      const variants = doc.shops[0].products[1].variants;
      variants.groups[0].values[0].label = 'Medium'; // same key: same id
      variants.groups[0].values.splice(1, 1, { key: 'xl', label: 'XL', value: 'XL' }); // 'l' goes, 'xl' comes
      variants.prices = [
        { values: ['m', 'red'], variantPrice: 1250, quantity: 2, status: 1 },
        { values: ['xl', 'red'], variantPrice: 1400, quantity: 1, status: 0 },
      ];
      doc.shops[0].social_links = [];
      await ok(doc);
      const after = await listProductVariants(db, shop!.id, polo!.id);
      const byKey = (rows: typeof after.values, key: string) => rows.find((x) => x.key === key);
      expect(byKey(after.values, 'm')?.id).toBe(byKey(before.values, 'm')?.id);
      expect(byKey(after.values, 'm')?.label).toBe('Medium');
      expect(byKey(after.values, 'red')?.id).toBe(byKey(before.values, 'red')?.id);
      expect(byKey(after.values, 'l')).toBeUndefined();
      const mRed = `${byKey(after.values, 'm')!.id}-${byKey(after.values, 'red')!.id}`;
      expect(after.prices.find((p) => p.variant === mRed)?.id).toBe(before.prices.find((p) => p.variant === mRed)?.id);
      expect(after.prices.map((p) => p.variant_price).sort()).toEqual([1250, 1400]);
      expect(after.groups.map((g) => g.id)).toEqual(before.groups.map((g) => g.id));
      // Range over the available combinations only.
      expect(await findProductBySlug(db, shop!.id, 'polo')).toMatchObject({ min_variant_price: 1250, max_variant_price: 1250, quantity: 2 });
      expect(await listSocialLinks(db, shop!.id)).toEqual([]);

      // Back to the original document: everything as it was, ids of kept rows unchanged.
      await ok(exampleDocument());
      expect(await countRows(db)).toEqual(counts);
    });

    it('imports default_language and Bangla names (docs/decisions/047); a shop that leaves it out stays as it is', async () => {
      const doc = exampleDocument();
      const shop = doc.shops[0] as Record<string, any>;
      shop.default_language = 'bn';
      shop.categories[0].name_bn = 'টি-শার্ট';
      shop.brands[0].name_bn = 'অ্যাকমি';
      Object.assign(shop.products[0], { name_bn: 'লাল টি-শার্ট', shortDescription_bn: 'সুতির', description_bn: 'আরামদায়ক সুতির টি-শার্ট' });
      await ok(doc);
      expect((await findShopBySlug(db, 'alpha'))!.default_language).toBe('bn');
      const product = await db.selectFrom('products').select(['name_bn', 'short_description_bn', 'description_bn']).where('slug', '=', shop.products[0].slug).executeTakeFirstOrThrow();
      expect(product).toEqual({ name_bn: 'লাল টি-শার্ট', short_description_bn: 'সুতির', description_bn: 'আরামদায়ক সুতির টি-শার্ট' });
      expect((await db.selectFrom('categories').select('name_bn').where('slug', '=', shop.categories[0].slug).executeTakeFirstOrThrow()).name_bn).toBe('টি-শার্ট');
      expect((await db.selectFrom('brands').select('name_bn').where('slug', '=', shop.brands[0].slug).executeTakeFirstOrThrow()).name_bn).toBe('অ্যাকমি');
      // Left out: the shop keeps its language.
      await ok(exampleDocument());
      expect((await findShopBySlug(db, 'alpha'))!.default_language).toBe('bn');
      const back = exampleDocument() as Record<string, any>;
      back.shops[0].default_language = 'en';
      await ok(back);
      expect((await findShopBySlug(db, 'alpha'))!.default_language).toBe('en');
      const wrong = exampleDocument() as Record<string, any>;
      wrong.shops[0].default_language = 'fr';
      await refused(wrong, ['$.shops[0].default_language']);
    });

    it('imports the Bangla names of sub-categories, their items and deals, and a deal\'s Bangla description (docs/decisions/058); leaving them out clears them', async () => {
      const doc = exampleDocument();
      const shop = doc.shops[0] as Record<string, any>;
      shop.categories[0].name_bn = 'ছেলেদের';
      shop.categories[0].groups[0].name_bn = 'পোশাক';
      shop.categories[0].groups[0].items[0].name_bn = 'টি-শার্ট';
      shop.deals = [{ slug: 'eid', title: 'Eid sale', title_bn: 'ঈদের সেল', description: 'Big', description_bn: 'বড় ছাড়', products: ['tee'] }];
      await ok(doc);
      const shopId = (await findShopBySlug(db, 'alpha'))!.id;
      const [men] = await listCategoryTree(db, shopId);
      expect([men!.name_bn, men!.groups[0]!.name_bn, men!.groups[0]!.items[0]!.name_bn]).toEqual(['ছেলেদের', 'পোশাক', 'টি-শার্ট']);
      const deal = (await findDealByIdOrSlug(db, shopId, 'eid'))!;
      expect([deal.title_bn, deal.description_bn]).toEqual(['ঈদের সেল', 'বড় ছাড়']);
      const plain = exampleDocument();
      plain.shops[0].deals = [{ slug: 'eid', title: 'Eid sale', description: 'Big', products: ['tee'] }];
      await ok(plain);
      const [again] = await listCategoryTree(db, shopId);
      expect([again!.name_bn, again!.groups[0]!.name_bn, again!.groups[0]!.items[0]!.name_bn]).toEqual([null, null, null]);
      const plainDeal = (await findDealByIdOrSlug(db, shopId, 'eid'))!;
      expect([plainDeal.title_bn, plainDeal.description_bn]).toEqual([null, null]);
      await ok(exampleDocument());
    });

    it('imports the optional extras: menu, auth flags, offers, videos, deals, explicit created_at', async () => {
      const doc = exampleDocument();
      const shop = doc.shops[0];
      Object.assign(shop, {
        logo: 'sub/logo.png', meta_description: 'Alpha things', default_country_code: '+91',
        auth_settings: { auth_default_firebase_customer: 1, auth_other_firebase_courier: true },
        menu: [
          { name: 'Home', url: '/' },
          { name: 'Shop', submenu: [{ name: 'All', url: '/all-products', icon: 'grid' }, { name: 'Deals', submenu: [{ name: 'Eid', url: '/deals/eid' }] }] },
          { name: 'Blog', url: 'https://blog.example.com' },
          { name: 'Facebook', href: 'https://facebook.com/alpha' },
        ],
        deals: [{ slug: 'eid', title: 'Eid sale', description: 'Big', image: 'tee-front.png', starts_at: '2025-03-01T00:00:00+06:00', ends_at: '2030-01-01T00:00:00Z', products: ['polo', 'tee'] }],
      });
      shop.categories[0].offerInfo = { url: '/deals/eid', img: 'tee-red-1.png', name: 'Eid offer' };
      shop.categories[0].image = 'tee-front.png';
      shop.brands[0].logo = 'https://cdn.example.com/acme.png';
      Object.assign(shop.products[0], {
        description: 'Long text', avg_rating: 4.5, review_total: 12, productType: 'physical', owner: 'reseller', status: 0,
        created_at: '2024-12-31T18:00:00Z', videos: [{ url: 'https://www.youtube.com/embed/abc', poster: 'tee-red-1.png' }],
        order_attachment: 1, attachment_field_title: 'Upload your design',
        rate_type: 'custom', p_rate_type: 'custom', p_amount_type: 'flat', p_increase_amount: 50, p_discount_amount: 10,
      });
      const result = await ok(doc);
      const row = await findShopBySlug(db, 'alpha');
      expect(row).toMatchObject({ meta_description: 'Alpha things', default_country_code: '+91', auth_default_firebase_customer: 1, auth_other_firebase_courier: 1, auth_default_firebase_reseller: 0 });
      const logo = await sharp(uploadsPaths(uploadsDir, row!.logo!).logo).metadata();
      expect([logo.format, logo.width, logo.height]).toEqual(['webp', 240, 96]);

      const menu = await listNavMenu(db, row!.id);
      expect(menu.map((m) => [m.name, m.url, m.href])).toEqual([
        ['Home', '/', null], ['Shop', null, null], ['Blog', null, 'https://blog.example.com'], ['Facebook', null, 'https://facebook.com/alpha'],
        ['All', '/all-products', null], ['Deals', null, null], ['Eid', '/deals/eid', null],
      ]);
      const deals = menu.find((m) => m.name === 'Deals')!;
      expect(menu.find((m) => m.name === 'Eid')?.parent_id).toBe(deals.id);

      const [men] = await listCategoryTree(db, row!.id);
      expect(men).toMatchObject({ offer_url: '/deals/eid', offer_name: 'Eid offer', offer_img: expect.stringMatching(/\.webp$/), image: expect.stringMatching(/\.webp$/) });

      const tee = await findProductBySlug(db, row!.id, 'tee');
      expect(tee).toMatchObject({ description: 'Long text', avg_rating: 4.5, review_total: 12, product_type: 'physical', owner: 'reseller', status: 0, created_at: '2024-12-31T18:00:00.000Z', order_attachment: 1, attachment_field_title: 'Upload your design', rate_type: 'custom', p_rate_type: 'custom', p_amount_type: 'flat', p_increase_amount: 50, p_discount_amount: 10 });
      const gallery = await listProductImages(db, row!.id, tee!.id);
      expect(gallery.map((g) => [g.type, g.video_url, g.position])).toEqual([['image', null, 0], ['video', 'https://www.youtube.com/embed/abc', 1]]);
      expect(gallery[1].normal_image).toMatch(/\.webp$/);

      const deal = await findDealByIdOrSlug(db, row!.id, 'eid');
      expect(deal).toMatchObject({ title: 'Eid sale', starts_at: '2025-02-28T18:00:00.000Z', ends_at: '2030-01-01T00:00:00.000Z', image: expect.stringMatching(/\.webp$/) });
      expect(await listDealProductIds(db, row!.id, deal!.id)).toEqual([result.shops[0].products.polo, result.shops[0].products.tee]);
    });

    it('accepts a partial shop entry: what it leaves out stays, references may point at stored rows', async () => {
      const before = await findShopBySlug(db, 'alpha');
      const links = await listSocialLinks(db, before!.id);
      const menu = await listNavMenu(db, before!.id);
      expect(menu.length).toBeGreaterThan(0);
      const result = await ok({
        shops: [{
          slug: 'alpha', shop_name: 'Alpha',
          products: [{ name: 'Cap', slug: 'cap', category: 't-shirts', brand: 'acme', unitprice: 300, quantity: 0 }],
          deals: [{ slug: 'caps', title: 'Caps', products: ['cap', 'tee'] }],
        }],
      });
      const shopId = result.shops[0].id;
      expect(await findProductBySlug(db, shopId, 'cap')).toMatchObject({ brand_id: expect.any(Number), category_item_id: expect.any(Number), quantity: 0, unlimited_quantity: 0 });
      const deal = await findDealByIdOrSlug(db, shopId, 'caps');
      expect((await listDealProductIds(db, shopId, deal!.id)).length).toBe(2);
      const after = await findShopBySlug(db, 'alpha');
      expect({ ...after, updated_at: null, content_version: null }).toEqual({ ...before, updated_at: null, content_version: null });
      // The catalog changed, so answers cached for the shop's old catalog are no longer served.
      expect(after!.content_version).toBe(before!.content_version + 1);
      expect(await listSocialLinks(db, shopId)).toEqual(links);
      expect(await listNavMenu(db, shopId)).toEqual(menu);
      expect((await findShopByDomain(db, 'alpha-shop.test'))?.id).toBe(shopId);
    });

    it('refuses a malformed document with every problem and its JSON path, changing nothing', async () => {
      const doc = exampleDocument();
      const shop = doc.shops[0];
      shop.theme_primary_color = 'teal';
      shop.shop_rate.s_rateType = 'percent';
      shop.social_links[0].bgColor = '#12345';
      shop.brands_setting = 2;
      shop.domains.push('alpha-shop.TEST');
      shop.categories.push({ name: 'Men again', slug: 'men', groups: [{ name: 'X', items: [{ name: 'Tees', slug: 't-shirts' }] }] });
      shop.brands.push({ name: 'Bad', slug: 'Bad Slug' });
      const [tee, polo] = shop.products;
      tee.unitprice = 99.5;
      tee.quantity = -1;
      tee.product_discount.discountType = 'percent';
      tee.cashback_offer.cash_type = 'fixed';
      tee.category = 'socks';
      tee.brand = 'nobody';
      tee.order_attachment = 1;
      polo.variants.groups[1].values[0].color_code = 'red';
      polo.variants.prices.push({ values: ['m'], variantPrice: 1 }, { values: ['xxl', 'red'], variantPrice: 1 }, { values: ['m', 'red'], variantPrice: 5 });
      shop.products.push({ name: 'Dup', slug: 'tee', unitprice: 1 }, { name: 'No price', slug: 'free' });
      shop.deals = [{ slug: 'eid', title: 'Eid', products: ['tee', 'ghost'] }];
      const result = await refused(doc, [
        '$.shops[0].theme_primary_color',
        '$.shops[0].shop_rate.s_rateType',
        '$.shops[0].social_links[0].bgColor',
        '$.shops[0].brands_setting',
        '$.shops[0].domains[1]',
        '$.shops[0].categories[1].slug',
        '$.shops[0].categories[1].groups[0].items[0].slug',
        '$.shops[0].brands[1].slug',
        '$.shops[0].products[0].unitprice',
        '$.shops[0].products[0].quantity',
        '$.shops[0].products[0].product_discount.discountType',
        '$.shops[0].products[0].cashback_offer.cash_type',
        '$.shops[0].products[0].category',
        '$.shops[0].products[0].brand',
        '$.shops[0].products[0].attachment_field_title',
        '$.shops[0].products[1].variants.groups[1].values[0].color_code',
        '$.shops[0].products[1].variants.prices[2].values',
        '$.shops[0].products[1].variants.prices[3].values[0]',
        '$.shops[0].products[1].variants.prices[4].values',
        '$.shops[0].products[2].slug',
        '$.shops[0].products[3].unitprice',
        '$.shops[0].deals[0].products[1]',
      ]);
      if (!result.success) {
        const message = (path: string) => result.errors.find((e) => e.path === path)?.message;
        expect(message('$.shops[0].products[0].unitprice')).toBe('must be a whole number');
        expect(message('$.shops[0].products[0].quantity')).toBe('must be 0 or more');
        expect(message('$.shops[0].products[2].slug')).toMatch(/duplicate product slug 'tee'/);
        expect(message('$.shops[0].products[0].category')).toMatch(/no category item with slug 'socks'/);
        expect(message('$.shops[0].products[1].variants.prices[2].values')).toMatch(/one value per group/);
      }
    });

    it('refuses documents of the wrong shape', async () => {
      await refused(null, ['$']);
      await refused({}, ['$.shops']);
      await refused({ shops: [] }, ['$.shops']);
      await refused({ shops: [{ slug: 'x' }] }, ['$.shops[0].shop_name']);
      await refused({ shops: [{ slug: 'a', shop_name: 'A' }, { slug: 'a', shop_name: 'B' }] }, ['$.shops[1].slug']);
      await refused({ shops: [{ slug: 'b', shop_name: 'B', products: [{ name: 'x', slug: 'x', unitprice: '100' }] }] }, ['$.shops[0].products[0].unitprice']);
      await refused(
        { shops: [{ slug: 'b', shop_name: 'B', deals: [{ slug: 'd', title: 'D', starts_at: 'soon', ends_at: '2020-01-01' }] }] },
        ['$.shops[0].deals[0].starts_at'],
      );
    });

    it('refuses image paths that leave the import folder, and missing or unreadable files', async () => {
      const doc = exampleDocument();
      doc.shops[0].products[0].images = ['../outside.png', '/etc/passwd', 'sub/../../outside.png', 'C:\\Windows\\x.png', 'ftp://example.com/a.png'];
      await refused(doc, [0, 1, 2, 3, 4].map((i) => `$.shops[0].products[0].images[${i}]`));

      const files = exampleDocument();
      files.shops[0].products[0].images = ['sneaky.png', 'missing.png', 'not-an-image.png', 'tee-front.png', 'drawing.svg'];
      files.shops[0].logo = 'sub';
      const result = await refused(files, [0, 1, 2, 4].map((i) => `$.shops[0].products[0].images[${i}]`).concat('$.shops[0].logo'));
      if (!result.success) {
        expect(result.errors.find((e) => e.path.endsWith('images[0]'))?.message).toMatch(/inside the import folder/);
        expect(result.errors.find((e) => e.path.endsWith('images[1]'))?.message).toMatch(/no file 'missing.png'/);
        expect(result.errors.find((e) => e.path.endsWith('images[2]'))?.message).toMatch(/not an image that can be read/);
        expect(result.errors.find((e) => e.path.endsWith('images[4]'))?.message).toMatch(/not a PNG, JPEG/);
        expect(result.errors.some((e) => e.message.includes(work))).toBe(false);
      }
    });

    it('refuses a domain that another shop holds, changing nothing', async () => {
      await refused(
        { shops: [{ slug: 'beta', shop_name: 'Beta', domains: ['alpha-shop.test'], categories: [{ name: 'C', slug: 'c' }] }] },
        ['$.shops[0].domains[0]'],
      );
      expect(await findShopBySlug(db, 'beta')).toBeUndefined();
      // Within one document a domain may move from one shop to another.
      await ok({ shops: [{ ...exampleDocument().shops[0], domains: [] }, { slug: 'beta', shop_name: 'Beta', domains: ['alpha-shop.test'] }] });
      expect((await findShopByDomain(db, 'alpha-shop.test'))?.slug).toBe('beta');
      await ok({ shops: [exampleDocument().shops[0], { slug: 'beta', shop_name: 'Beta', domains: null }] });
      expect((await findShopByDomain(db, 'alpha-shop.test'))?.slug).toBe('alpha');
    });

    it('imports the checkout settings: delivery table, pickup points, coupons, payment methods, COD advance, return window', async () => {
      const result = await ok({ shops: [{ slug: 'settings', shop_name: 'Settings', ...settings() }] });
      const shopId = result.shops[0].id;
      expect(await findShopBySlug(db, 'settings')).toMatchObject({
        delivery_inside_dhaka: 60, delivery_outside_dhaka: 120, free_delivery_over: 3000,
        payment_methods: 'bkash,cod,stripe', cod_advance: 'delivery_charge', return_days: 10,
      });
      // District names are stored in their official spelling.
      expect(await listDeliveryDistricts(db, shopId)).toEqual({ Chattogram: 150, Gazipur: 80, Narayanganj: 80 });
      expect((await listPickupPoints(db, shopId)).map((p) => ({ name: p.name, address: p.address, phone: p.phone, hours: p.hours, charge: p.charge }))).toEqual([
        { name: 'Banani', address: 'House 5, Road 11, Banani, Dhaka', phone: '+8801700000001', hours: 'Sat–Thu 10:00–20:00', charge: 0 },
        { name: 'Agrabad', address: 'Agrabad C/A, Chattogram', phone: null, hours: null, charge: 30 },
      ]);
      expect(await findCouponByCode(db, shopId, 'WELCOME10')).toMatchObject({
        code: 'WELCOME10', type: 'percent', value: 10, max_discount: 300, min_total: null, starts_at: null, ends_at: null,
        max_uses: null, max_uses_per_customer: 1, uses: 0, active: 1,
      });
      // A date is kept as written (that whole day in Bangladesh time); a date-time becomes UTC.
      expect(await findCouponByCode(db, shopId, 'eid200')).toMatchObject({
        code: 'EID200', type: 'flat', value: 200, min_total: 2000, starts_at: '2025-03-01T18:00:00.000Z', ends_at: '2035-12-31', max_uses: 500,
      });

      // A new shop without the keys gets the defaults.
      const bare = await ok({ shops: [{ slug: 'bare', shop_name: 'Bare' }] });
      expect(await findShopBySlug(db, 'bare')).toMatchObject({
        delivery_inside_dhaka: 60, delivery_outside_dhaka: 120, free_delivery_over: null, payment_methods: 'cod', cod_advance: 'none', return_days: 7,
        brands_setting: 0, s_rate_type: 'percentage', s_increase: 0, s_discount: 0, default_country_code: '+880', auth_default_firebase_customer: 0,
      });
      expect(await listPickupPoints(db, bare.shops[0].id)).toEqual([]);
    });

    it('re-imports the checkout settings: left out stays, given replaces; coupons left out are deactivated with their uses', async () => {
      const shop = await findShopBySlug(db, 'settings');
      const shopId = shop!.id;
      const points = await listPickupPoints(db, shopId);
      const welcome = await findCouponByCode(db, shopId, 'WELCOME10');
      await db.updateTable('coupons').set({ uses: 4 }).where('id', '=', welcome!.id).execute();

      // Omitted: nothing changes.
      await ok({ shops: [{ slug: 'settings', shop_name: 'Settings' }] });
      expect({ ...(await findShopBySlug(db, 'settings')), updated_at: null, content_version: null }).toEqual({ ...shop, updated_at: null, content_version: null });
      expect(await listDeliveryDistricts(db, shopId)).toEqual({ Chattogram: 150, Gazipur: 80, Narayanganj: 80 });
      expect(await listPickupPoints(db, shopId)).toEqual(points);
      expect((await listActiveCoupons(db, shopId)).map((c) => c.code)).toEqual(['WELCOME10', 'EID200']);

      // Given: replaced.
      await ok({
        shops: [{
          slug: 'settings', shop_name: 'Settings',
          delivery: { inside_dhaka: 70, outside_dhaka: 130, districts: { 'Cox’s Bazar': 160 } },
          pickup_points: [
            { name: 'Gulshan', address: 'Gulshan 2, Dhaka' },
            { name: 'Banani', address: 'House 7, Road 11, Banani, Dhaka', charge: 10 },
          ],
          coupons: [{ code: 'welcome10', type: 'percent', value: 15, max_discount: 400 }],
          payment_methods: ['cod'],
          cod_advance: 'none',
          return_days: 0,
        }],
      });
      expect(await findShopBySlug(db, 'settings')).toMatchObject({
        delivery_inside_dhaka: 70, delivery_outside_dhaka: 130, free_delivery_over: null, payment_methods: 'cod', cod_advance: 'none', return_days: 0,
      });
      expect(await listDeliveryDistricts(db, shopId)).toEqual({ "Cox's Bazar": 160 });
      const after = await listPickupPoints(db, shopId);
      expect(after.map((p) => [p.name, p.charge])).toEqual([['Gulshan', 0], ['Banani', 10]]);
      expect(after[1].id).toBe(points[0].id); // the same point, by name, keeps its id
      expect(await findCouponByCode(db, shopId, 'WELCOME10')).toMatchObject({ id: welcome!.id, value: 15, max_discount: 400, max_uses_per_customer: null, uses: 4 });
      expect(await findCouponByCode(db, shopId, 'EID200')).toBeUndefined();
      expect(await db.selectFrom('coupons').select(['code', 'active']).where('shop_id', '=', shopId).orderBy('id').execute()).toEqual([
        { code: 'WELCOME10', active: 1 },
        { code: 'EID200', active: 0 },
      ]);

      // null and [] empty the lists.
      await ok({ shops: [{ slug: 'settings', shop_name: 'Settings', pickup_points: null, coupons: [] }] });
      expect(await listPickupPoints(db, shopId)).toEqual([]);
      expect(await listActiveCoupons(db, shopId)).toEqual([]);
      expect(await listDeliveryDistricts(db, shopId)).toEqual({ "Cox's Bazar": 160 });
    });

    it('refuses bad checkout settings with their JSON paths, changing nothing', async () => {
      const result = await refused(
        {
          shops: [{
            slug: 'settings', shop_name: 'Settings',
            delivery: { inside_dhaka: -1, outside_dhaka: 12.5, districts: { Gotham: 80, Chittagong: 100, Chattogram: 90, Sylhet: -5 }, free_over: 'lots' },
            pickup_points: [
              { name: 'Banani', address: '' },
              { name: 'banani', address: 'Road 2', phone: 'call me', charge: -10 },
            ],
            coupons: [
              { code: 'AB', type: 'percent', value: 10 },
              { code: 'BIG', type: 'percent', value: 150 },
              { code: 'big', type: 'flat', value: 100 },
              { code: 'ZERO', type: 'percent', value: 0 },
              { code: 'has space', type: 'half', value: -1 },
              { code: 'LATE', type: 'flat', value: 50, starts_at: '2025-05-01', ends_at: '2025-04-30' },
              { code: 'NEVER', type: 'flat', value: 50, starts_at: 'soon', max_uses: 1.5 },
            ],
            payment_methods: [],
            cod_advance: 'half',
            return_days: -3,
          }, {
            slug: 'settings-two', shop_name: 'Two', payment_methods: ['cod', 'paypal', 'cod'],
          }],
        },
        [
          '$.shops[0].delivery.inside_dhaka',
          '$.shops[0].delivery.outside_dhaka',
          '$.shops[0].delivery.districts.Gotham',
          '$.shops[0].delivery.districts.Chattogram',
          '$.shops[0].delivery.districts.Sylhet',
          '$.shops[0].delivery.free_over',
          '$.shops[0].pickup_points[0].address',
          '$.shops[0].pickup_points[1].name',
          '$.shops[0].pickup_points[1].phone',
          '$.shops[0].pickup_points[1].charge',
          '$.shops[0].coupons[0].code',
          '$.shops[0].coupons[1].value',
          '$.shops[0].coupons[2].code',
          '$.shops[0].coupons[3].value',
          '$.shops[0].coupons[4].code',
          '$.shops[0].coupons[4].type',
          '$.shops[0].coupons[4].value',
          '$.shops[0].coupons[5].ends_at',
          '$.shops[0].coupons[6].starts_at',
          '$.shops[0].coupons[6].max_uses',
          '$.shops[0].payment_methods',
          '$.shops[0].cod_advance',
          '$.shops[0].return_days',
          '$.shops[1].payment_methods[1]',
          '$.shops[1].payment_methods[2]',
        ],
      );
      if (!result.success) {
        const message = (path: string) => result.errors.find((e) => e.path === path)?.message;
        expect(message('$.shops[0].delivery.districts.Gotham')).toBe("'Gotham' is not one of Bangladesh's 64 districts");
        expect(message('$.shops[0].delivery.districts.Chattogram')).toMatch(/duplicate district 'Chattogram' \(first used at \$\.shops\[0\]\.delivery\.districts\.Chittagong\)/);
        expect(message('$.shops[0].delivery.outside_dhaka')).toBe('must be a whole number');
        expect(message('$.shops[0].pickup_points[1].name')).toMatch(/duplicate pickup point name 'banani'/);
        expect(message('$.shops[0].coupons[0].code')).toBe('must be 3 to 40 characters');
        expect(message('$.shops[0].coupons[1].value')).toBe('a percent coupon takes 1 to 100 (per cent)');
        expect(message('$.shops[0].coupons[2].code')).toMatch(/duplicate coupon code 'BIG'/);
        expect(message('$.shops[0].coupons[5].ends_at')).toBe('must be after starts_at');
        expect(message('$.shops[0].payment_methods')).toBe('must list at least one payment method');
        expect(message('$.shops[1].payment_methods[2]')).toMatch(/duplicate payment method 'cod'/);
      }
      expect(await findShopBySlug(db, 'settings-two')).toBeUndefined();
    });

    it('rolls back every write when the transaction fails half-way', async () => {
      const doc = exampleDocument();
      doc.shops.push({
        slug: 'gamma', shop_name: 'Gamma', products: [{ name: 'G', slug: 'g', unitprice: 1 }], deals: [{ slug: 'd', title: 'D', products: ['g'] }],
        ...settings(),
      });
      doc.shops[0].shop_name = 'Alpha changed';
      const before = await countRows(db);
      failure.on = true;
      try {
        const result = await run(doc);
        expect(result).toEqual({ success: false, errors: [{ path: '$', message: expect.stringMatching(/nothing was changed: simulated failure/) }] });
      } finally {
        failure.on = false;
      }
      expect(await countRows(db)).toEqual(before);
      expect((await findShopBySlug(db, 'alpha'))?.shop_name).toBe('Alpha');
      expect(await findShopBySlug(db, 'gamma')).toBeUndefined();
    });
  });
}
