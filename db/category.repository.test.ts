import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import {
  deleteCategoryChildrenExcept,
  findCategoryByIdOrSlug,
  findCategoryItemByIdOrSlug,
  findCategoryItemsBySlugs,
  listCategories,
  listCategoryTree,
  upsertCategory,
  upsertCategoryGroup,
  upsertCategoryItem,
} from './category.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';

/** Counts the statements a Kysely instance sends. */
function countingPlugin(counter: { n: number }): KyselyPlugin {
  return {
    transformQuery: (args) => {
      counter.n++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

for (const t of testDatabases()) {
  describe(`category repository (${t.kind})`, () => {
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

    it('lists the tree category → groups → items by position, in three queries', async () => {
      const counter = { n: 0 };
      const tree = await listCategoryTree(db.withPlugin(countingPlugin(counter)), a.shopId);
      expect(counter.n).toBe(3);
      expect(tree.map((c) => c.slug)).toEqual(['men', 'women']);
      expect(tree[0].groups.map((g) => g.slug)).toEqual(['clothing', 'footwear']);
      expect(tree[0].groups[0].items.map((i) => i.slug)).toEqual(['panjabi', 't-shirts']);
      expect(tree[0].groups[1].items).toEqual([]);
      expect(tree[1].groups).toEqual([]);
      expect(tree[0].offer_name).toBe('Eid offer');
    });

    it('finds a category or an item by id, numeric string or slug, within the shop only', async () => {
      expect((await findCategoryByIdOrSlug(db, a.shopId, a.categoryId))?.slug).toBe('men');
      expect((await findCategoryByIdOrSlug(db, a.shopId, String(a.secondCategoryId)))?.slug).toBe('women');
      expect((await findCategoryByIdOrSlug(db, a.shopId, 'men'))?.id).toBe(a.categoryId);
      expect((await findCategoryByIdOrSlug(db, b.shopId, 'men'))?.id).toBe(b.categoryId);
      expect(await findCategoryByIdOrSlug(db, a.shopId, b.categoryId)).toBeUndefined();
      expect(await findCategoryByIdOrSlug(db, a.shopId, 'kids')).toBeUndefined();
      expect((await findCategoryItemByIdOrSlug(db, a.shopId, 't-shirts'))?.id).toBe(a.itemId);
      expect((await findCategoryItemByIdOrSlug(db, a.shopId, a.itemId))?.group_id).toBe(a.groupId);
      expect(await findCategoryItemByIdOrSlug(db, a.shopId, b.itemId)).toBeUndefined();
      expect([...(await findCategoryItemsBySlugs(db, a.shopId, ['t-shirts', 'nope'])).values()].map((i) => i.id)).toEqual([a.itemId]);
    });

    it("never shows shop A another shop's rows", async () => {
      const tree = await listCategoryTree(db, a.shopId);
      const rows = [...tree, ...tree.flatMap((c) => c.groups), ...tree.flatMap((c) => c.groups.flatMap((g) => g.items))];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.shop_id === a.shopId)).toBe(true);
      const others = await listCategories(db, b.shopId);
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((c) => c.shop_id === b.shopId)).toBe(true);
    });

    it('upserts by slug and deletes the children a category no longer has', async () => {
      const men = await runWrite(db, (trx) => upsertCategory(trx, a.shopId, { name: 'Men!', slug: 'men', image: 'men.webp', offer_url: null, offer_img: null, offer_name: null, position: 0 }));
      expect(men).toBe(a.categoryId);
      const group = await runWrite(db, (trx) => upsertCategoryGroup(trx, a.shopId, { category_id: men, name: 'Clothes', slug: 'clothing', position: 0 }));
      expect(group).toBe(a.groupId);
      const item = await runWrite(db, (trx) => upsertCategoryItem(trx, a.shopId, { category_id: men, group_id: group, name: 'Tees', slug: 't-shirts', position: 0 }));
      expect(item).toBe(a.itemId);
      await runWrite(db, (trx) => deleteCategoryChildrenExcept(trx, a.shopId, [men], { groupIds: [group], itemIds: [item] }));
      const tree = await listCategoryTree(db, a.shopId);
      expect(tree[0].name).toBe('Men!');
      expect(tree[0].groups.map((g) => [g.name, g.items.map((i) => i.name)])).toEqual([['Clothes', ['Tees']]]);
      const other = await listCategoryTree(db, b.shopId);
      expect(other[0].groups).toHaveLength(2);
      expect(other[0].groups[0].items).toHaveLength(2);
    });
  });
}
