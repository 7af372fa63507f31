import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import {
  countProducts,
  deleteVariantsExcept,
  findProductById,
  findProductBySlug,
  findProductIdsBySlugs,
  insertVariantGroup,
  insertVariantValue,
  listProductImages,
  listProductVariants,
  listVariantGroups,
  listVariantPrices,
  listVariantValues,
  replaceProductImages,
  updateVariantValue,
  upsertProduct,
  upsertVariantPrice,
} from './product.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

for (const t of testDatabases()) {
  describe(`product repository (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let a: TestCatalog;
    let b: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      a = await insertTestCatalog(db, 'alpha');
      b = await insertTestCatalog(db, 'beta');
    });
    afterAll(() => drop());

    it('finds a product by id or slug within the shop only', async () => {
      expect((await findProductById(db, a.shopId, a.productId))?.slug).toBe('tee');
      expect(await findProductById(db, a.shopId, b.productId)).toBeUndefined();
      expect((await findProductBySlug(db, b.shopId, 'tee'))?.id).toBe(b.productId);
      expect(await findProductBySlug(db, a.shopId, 'nope')).toBeUndefined();
      expect(await findProductIdsBySlugs(db, a.shopId, ['tee', 'mug', 'nope'])).toEqual(new Map([['tee', a.productId], ['mug', a.plainProductId]]));
      expect(await countProducts(db, a.shopId)).toBe(2);
    });

    it("lists the gallery: the product's own images first, then each colour's", async () => {
      expect((await listProductImages(db, a.shopId, a.productId)).map((i) => i.normal_image)).toEqual(['front-1.webp', 'front-2.webp', 'red-1.webp']);
      expect((await listProductImages(db, a.shopId, a.productId, null)).map((i) => i.normal_image)).toEqual(['front-1.webp', 'front-2.webp']);
      expect((await listProductImages(db, a.shopId, a.productId, a.valueIds.red)).map((i) => i.normal_image)).toEqual(['red-1.webp']);
      expect(await listProductImages(db, a.shopId, b.productId)).toEqual([]);
    });

    it('lists variant groups, values (in group order) and combinations', async () => {
      expect((await listVariantGroups(db, a.shopId, a.productId)).map((g) => g.title)).toEqual(['Size', 'Color']);
      expect((await listVariantValues(db, a.shopId, a.productId)).map((v) => v.key)).toEqual(['m', 'l', 'red']);
      expect((await listVariantPrices(db, a.shopId, a.productId)).map((p) => p.variant)).toEqual([
        `${a.valueIds.m}-${a.valueIds.red}`,
        `${a.valueIds.l}-${a.valueIds.red}`,
      ]);
      const all = await listProductVariants(db, a.shopId, a.productId);
      expect([all.groups.length, all.values.length, all.prices.length]).toEqual([2, 3, 2]);
      const other = await listProductVariants(db, a.shopId, b.productId);
      expect([other.groups.length, other.values.length, other.prices.length]).toEqual([0, 0, 0]);
    });

    it("never shows shop A another shop's rows", async () => {
      const variants = await listProductVariants(db, b.shopId, b.productId);
      const images = await listProductImages(db, b.shopId, b.productId);
      const rows = [...variants.groups, ...variants.values, ...variants.prices, ...images];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.shop_id === b.shopId)).toBe(true);
    });

    it('upserts a product by slug keeping created_at unless asked', async () => {
      const before = await findProductById(db, a.shopId, a.plainProductId);
      if (!before) throw new Error('fixture missing');
      const { id: _id, shop_id: _shop, slug: _slug, ...row } = before;
      const id = await runWrite(db, (trx) => upsertProduct(trx, a.shopId, 'mug', { ...row, name: 'Mug 2', created_at: '2030-01-01T00:00:00.000Z' }));
      expect(id).toBe(a.plainProductId);
      expect((await findProductById(db, a.shopId, id))?.created_at).toBe(before.created_at);
      await runWrite(db, (trx) => upsertProduct(trx, a.shopId, 'mug', { ...row, created_at: '2030-01-01T00:00:00.000Z' }, true));
      expect((await findProductById(db, a.shopId, id))?.created_at).toBe('2030-01-01T00:00:00.000Z');
      expect(await countProducts(db, a.shopId)).toBe(2);
      expect((await findProductBySlug(db, b.shopId, 'mug'))?.name).toBe('Tee beta');
    });

    it('writes variants and deletes what is not kept', async () => {
      const groupId = await runWrite(db, (trx) => insertVariantGroup(trx, a.shopId, a.productId, { title: 'Fit', position: 2 }));
      const valueId = await runWrite(db, (trx) => insertVariantValue(trx, a.shopId, a.productId, { group_id: groupId, key: 'slim', label: 'Slim', value: 'Slim', color_code: null, image: null, position: 0 }));
      await runWrite(db, (trx) => updateVariantValue(trx, a.shopId, valueId, { group_id: groupId, key: 'slim', label: 'Slim fit', value: 'Slim', color_code: null, image: null, position: 0 }));
      const same = await runWrite(db, (trx) => upsertVariantPrice(trx, a.shopId, a.productId, { variant: `${a.valueIds.m}-${a.valueIds.red}`, variant_price: 999, v_unlimited_quantity: 0, variant_reseller_min_price: 0, variant_reseller_max_price: 0, status: 0 }));
      expect(same).toBe(a.priceIds[0]);
      await runWrite(db, (trx) => deleteVariantsExcept(trx, a.shopId, a.productId, { groupIds: [groupId], valueIds: [valueId], priceIds: [same] }));
      const left = await listProductVariants(db, a.shopId, a.productId);
      expect(left.groups.map((g) => g.title)).toEqual(['Fit']);
      expect(left.values.map((v) => v.label)).toEqual(['Slim fit']);
      expect(left.prices.map((p) => [p.id, p.variant_price, p.status])).toEqual([[same, 999, 0]]);
      await runWrite(db, (trx) => deleteVariantsExcept(trx, a.shopId, a.productId, { groupIds: [], valueIds: [], priceIds: [] }));
      expect((await listProductVariants(db, a.shopId, a.productId)).groups).toEqual([]);
      expect((await listProductVariants(db, b.shopId, b.productId)).prices).toHaveLength(2);
    });

    it("replaces a product's gallery", async () => {
      await runWrite(db, (trx) => replaceProductImages(trx, a.shopId, a.productId, [
        { variant_value_id: null, type: 'video', normal_image: 'poster.webp', zoom_image: 'poster.webp', video_url: 'https://www.youtube.com/embed/x', width: 600, height: 338, position: 0 },
      ]));
      expect((await listProductImages(db, a.shopId, a.productId)).map((i) => [i.type, i.video_url])).toEqual([['video', 'https://www.youtube.com/embed/x']]);
      expect(await listProductImages(db, b.shopId, b.productId)).toHaveLength(3);
    });
  });
}
