// The product page's extras on SQLite and PostgreSQL (issue 28 item 2; docs/decisions/066):
// the tables from the stored JSON (the product's size guide over its category's), "You may also
// like" (same sub-category or brand, published, in stock, not itself), "Frequently bought
// together" from the shop's own orders (cancelled ones do not count, another shop's never),
// delivery to a district by checkout's rule with the shop's days, and the return window; the
// "bought together" ranking kept a while per process, its rows' stock read each time (078).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { NewProduct, Shop } from '../../db/schema';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { insertTestAddress, insertTestCustomer } from '../../db/test-customer';
import { getProductExtras } from './get-product-extras';
import { getDeliveryDistrict } from '../addresses/get-delivery-district';
import { testContext } from '../test-context';

const NOW = '2025-02-01T00:00:00.000Z';

for (const t of testDatabases()) {
  describe(`product page extras (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: TestCatalog;
    let beta: TestCatalog;
    let shop: Shop;
    const ids: Record<string, number> = {};

    const addProduct = async (catalog: TestCatalog, slug: string, values: Partial<NewProduct>) => {
      const base = await db.selectFrom('products').selectAll().where('id', '=', catalog.plainProductId).executeTakeFirstOrThrow();
      const { id: _id, listing_stale: _s, listing_version: _v, stock_version: _sv, sell_price: _p, ...rest } = base;
      const row = await db.insertInto('products').values({ ...rest, slug, name: slug, ...values }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    };
    let orderN = 0;
    const order = async (catalog: TestCatalog, customerId: number, productIds: number[], status: 'delivered' | 'cancelled' = 'delivered') => {
      const o = await db
        .insertInto('orders')
        .values({ shop_id: catalog.shopId, customer_id: customerId, code: `EXT${String(++orderN).padStart(5, '0')}`, status, payment_status: 'unpaid', payment_method: 'cod', placed_at: NOW, updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('order_lines').values(productIds.map((product_id) => ({ shop_id: catalog.shopId, order_id: o.id, product_id, name: 'x', quantity: 1 }))).execute();
    };

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      // The tee (variants) and the mug share the T-Shirts item and the brand Acme.
      const otherItem = await db.selectFrom('category_items').select('id').where('shop_id', '=', alpha.shopId).where('slug', '=', 'panjabi').executeTakeFirstOrThrow();
      const aarong = await db.selectFrom('brands').select('id').where('shop_id', '=', alpha.shopId).where('slug', '=', 'aarong').executeTakeFirstOrThrow();
      ids.sameBrand = await addProduct(alpha, 'same-brand', { category_item_id: otherItem.id, created_at: '2025-01-05T00:00:00.000Z' });
      ids.unrelated = await addProduct(alpha, 'unrelated', { category_item_id: otherItem.id, brand_id: aarong.id });
      ids.soldOut = await addProduct(alpha, 'sold-out', { quantity: 0, unlimited_quantity: 0 });
      ids.unlimited = await addProduct(alpha, 'unlimited', { quantity: 0, unlimited_quantity: 1, created_at: '2025-01-03T00:00:00.000Z' });
      ids.hidden = await addProduct(alpha, 'hidden', { status: 0 });
      ids.noFamily = await addProduct(alpha, 'no-family', { category_item_id: null, brand_id: null, category_id: null });
      await db
        .updateTable('products')
        .set({ specifications: JSON.stringify([{ name: 'Fabric', value: 'Cotton', name_bn: 'কাপড়', value_bn: 'সুতি' }]) })
        .where('id', '=', alpha.productId)
        .execute();
      await db.updateTable('categories').set({ size_guide: JSON.stringify({ columns: ['Size', 'Chest'], rows: [['M', '38']] }) }).where('id', '=', alpha.categoryId).execute();
      await db.updateTable('products').set({ size_guide: JSON.stringify({ columns: ['Size', 'Length'], columns_bn: ['সাইজ', 'লম্বা'], rows: [['L', '30']] }) }).where('id', '=', alpha.plainProductId).execute();
      await db.updateTable('shops').set({ delivery_days_inside_dhaka: 2, delivery_days_outside_dhaka: 4, free_delivery_over: 3000, return_days: 7 }).where('id', '=', alpha.shopId).execute();
      await db.insertInto('shop_delivery_districts').values({ shop_id: alpha.shopId, district: 'Gazipur', charge: 80 }).execute();

      const buyer = await insertTestCustomer(db, { shopId: alpha.shopId, phone: '+8801711000001', now: NOW });
      await order(alpha, buyer, [alpha.productId, ids.unrelated, ids.sameBrand]);
      await order(alpha, buyer, [alpha.productId, ids.unrelated]);
      await order(alpha, buyer, [alpha.productId, ids.soldOut, ids.hidden]);
      await order(alpha, buyer, [alpha.productId, ids.noFamily, ids.noFamily], 'cancelled');
      // Another shop's orders of its own tee with its mug never count for alpha.
      const other = await insertTestCustomer(db, { shopId: beta.shopId, phone: '+8801711000002', now: NOW });
      await order(beta, other, [beta.productId, beta.plainProductId]);
      shop = await db.selectFrom('shops').selectAll().where('id', '=', alpha.shopId).executeTakeFirstOrThrow();
    });
    afterAll(() => closeAndDrop(db, drop));

    it('you may also like: the same sub-category first, then the same brand; in stock, published, never itself', async () => {
      const extras = await getProductExtras(testContext(db, shop), alpha.productId, null);
      expect(extras.alsoLike.map((p) => p.slug)).toEqual(['unlimited', 'mug', 'same-brand']);
      const none = await getProductExtras(testContext(db, shop), ids.noFamily, null);
      expect(none.alsoLike).toEqual([]);
    });

    it('frequently bought together: by orders in common, not cancelled, in stock and published, this shop only', async () => {
      const extras = await getProductExtras(testContext(db, shop), alpha.productId, null);
      expect(extras.boughtTogether.map((p) => p.slug)).toEqual(['unrelated', 'same-brand']);
      const back = await getProductExtras(testContext(db, shop), ids.unrelated, null);
      expect(back.boughtTogether.map((p) => p.slug)).toEqual(['tee', 'same-brand']);
      const betaShop = await db.selectFrom('shops').selectAll().where('id', '=', beta.shopId).executeTakeFirstOrThrow();
      const betaExtras = await getProductExtras(testContext(db, betaShop), beta.productId, null);
      expect(betaExtras.boughtTogether.map((p) => p.id)).toEqual([beta.plainProductId]);
    });

    it('the tables: the product’s specifications, its own size guide over its category’s, in the page language', async () => {
      const tee = await getProductExtras(testContext(db, shop), alpha.productId, null);
      expect(tee.specifications).toEqual([['Fabric', 'Cotton']]);
      expect(tee.sizeGuide).toEqual({ columns: ['Size', 'Chest'], rows: [['M', '38']] });
      const mugBn = await getProductExtras(testContext(db, { ...shop, default_language: 'bn' }), alpha.plainProductId, null);
      expect(mugBn.sizeGuide).toEqual({ columns: ['সাইজ', 'লম্বা'], rows: [['L', '30']] });
      const none = await getProductExtras(testContext(db, shop), ids.noFamily, null);
      expect(none.specifications).toEqual([]);
      expect(none.sizeGuide).toBeNull();
    });

    it('delivery to a district by checkout’s rule with the shop’s days; a name that is no district is told back; the return window', async () => {
      const ctx = testContext(db, shop);
      const gazipur = await getProductExtras(ctx, alpha.productId, 'gazipur');
      expect(gazipur.delivery.estimate).toEqual({ district: 'Gazipur', charge: 80, days: 4, freeOver: 3000 });
      expect((await getProductExtras(ctx, alpha.productId, 'Dhaka')).delivery.estimate).toEqual({ district: 'Dhaka', charge: 60, days: 2, freeOver: 3000 });
      expect((await getProductExtras(ctx, alpha.productId, 'Chittagong')).delivery.estimate?.charge).toBe(120);
      const unknown = await getProductExtras(ctx, alpha.productId, 'Atlantis');
      expect(unknown.delivery).toMatchObject({ estimate: null, unknownDistrict: 'Atlantis', insideDhaka: 60, outsideDhaka: 120 });
      const none = await getProductExtras(ctx, alpha.productId, null);
      expect(none.delivery).toMatchObject({ estimate: null, unknownDistrict: null });
      expect(none.delivery.districts).toHaveLength(64);
      expect(none.returns).toEqual({ kind: 'days', days: 7 });
      expect((await getProductExtras(testContext(db, { ...shop, return_days: 0 }), alpha.productId, null)).returns).toEqual({ kind: 'none' });
      // Text PostgreSQL cannot compare is never asked about: a long name is cut before it is shown.
      expect((await getProductExtras(ctx, alpha.productId, 'x'.repeat(500))).delivery.unknownDistrict).toHaveLength(60);
    });

    it('a customer’s district is their default address’s, else none; a guest has none', async () => {
      const customer = await insertTestCustomer(db, { shopId: alpha.shopId, phone: '+8801711000003', now: NOW });
      expect(await getDeliveryDistrict(testContext(db, shop, { customerId: customer }))).toBeNull();
      await insertTestAddress(db, alpha.shopId, customer, { name: 'C', phone: '+8801711000003', district: 'Sylhet', now: NOW });
      expect(await getDeliveryDistrict(testContext(db, shop, { customerId: customer }))).toBe('Sylhet');
      expect(await getDeliveryDistrict(testContext(db, shop))).toBeNull();
      // Another shop's customer with the same id sees nothing of alpha's addresses.
      const betaShop = await db.selectFrom('shops').selectAll().where('id', '=', beta.shopId).executeTakeFirstOrThrow();
      expect(await getDeliveryDistrict(testContext(db, betaShop, { customerId: customer }))).toBeNull();
    });

    it('bought together: the ranking is kept a while (decision 078), the stock shown is read each time, a catalog change re-ranks', async () => {
      const slugs = async (s: Shop) => (await getProductExtras(testContext(db, s), ids.sameBrand, null)).boughtTogether.map((p) => p.slug);
      const first = await slugs(shop);
      expect([...first].sort()).toEqual(['tee', 'unrelated']);
      // A new order does not re-rank before the ranking's time is up…
      const buyer = await insertTestCustomer(db, { shopId: alpha.shopId, phone: '+8801711000004', now: NOW });
      await order(alpha, buyer, [ids.sameBrand, ids.unlimited]);
      await order(alpha, buyer, [ids.sameBrand, ids.unlimited]);
      expect(await slugs(shop)).toEqual(first);
      // …but a product that sells out leaves at once, and comes back with its stock.
      await db.updateTable('products').set({ quantity: 0, unlimited_quantity: 0 }).where('id', '=', ids.unrelated).execute();
      expect(await slugs(shop)).toEqual(['tee']);
      await db.updateTable('products').set({ quantity: 10 }).where('id', '=', ids.unrelated).execute();
      expect(await slugs(shop)).toEqual(first);
      // A new catalog version ranks again: the new orders count.
      expect(await slugs({ ...shop, content_version: shop.content_version + 1 })).toEqual(['unlimited', ...first]);
    });
  });
}
