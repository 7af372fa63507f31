// The import's fields for the product page's tables and delivery time (issue 28 item 2;
// docs/decisions/066, docs/import-format.md), on SQLite and PostgreSQL: stored as given, kept
// when a later document leaves them out, cleared by null, and a bad table refused with its path
// while nothing changes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { testDatabases } from '../../db/test-databases';
import { importCatalog } from './import-catalog';

const sizeGuide = { columns: ['Size', 'Chest (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)'], rows: [['M', '38'], ['L', '40']] };
const specifications = [{ name: 'Fabric', value: 'Cotton', name_bn: 'কাপড়', value_bn: 'সুতি' }];

function document(product: Record<string, unknown>, extra: { category?: Record<string, unknown>; delivery?: Record<string, unknown> } = {}) {
  return {
    shops: [
      {
        slug: 'facts',
        shop_name: 'Facts',
        ...(extra.delivery ? { delivery: { inside_dhaka: 60, outside_dhaka: 120, ...extra.delivery } } : {}),
        categories: [{ name: 'Men', slug: 'men', ...extra.category, groups: [{ name: 'Clothing', items: [{ name: 'Tees', slug: 'tees' }] }] }],
        products: [{ name: 'Tee', slug: 'tee', category: 'tees', unitprice: 500, ...product }],
      },
    ],
  };
}

for (const t of testDatabases()) {
  describe(`import: specifications, size guides, delivery days (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let dir: string;
    const run = (doc: unknown) => importCatalog(db, doc, { baseDir: dir, uploadsDir: join(dir, 'uploads') });
    const stored = async () => {
      const p = await db.selectFrom('products').select(['specifications', 'size_guide']).where('slug', '=', 'tee').executeTakeFirstOrThrow();
      const c = await db.selectFrom('categories').select('size_guide').where('slug', '=', 'men').executeTakeFirstOrThrow();
      const s = await db.selectFrom('shops').select(['delivery_days_inside_dhaka', 'delivery_days_outside_dhaka']).where('slug', '=', 'facts').executeTakeFirstOrThrow();
      return { specifications: p.specifications ? JSON.parse(p.specifications) : null, size_guide: p.size_guide ? JSON.parse(p.size_guide) : null, category: c.size_guide ? JSON.parse(c.size_guide) : null, days: [s.delivery_days_inside_dhaka, s.delivery_days_outside_dhaka] };
    };

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      dir = await mkdtemp(join(tmpdir(), 'haat-facts-'));
    });
    afterAll(async () => {
      await drop();
      await rm(dir, { recursive: true, force: true });
    });

    it('stores the tables and days as given; leaving a product field out keeps it, null clears it', async () => {
      const first = await run(document({ specifications, size_guide: sizeGuide }, { category: { size_guide: { columns: ['Size', 'Waist'], rows: [['30', '30']] } }, delivery: { inside_dhaka_days: 1, outside_dhaka_days: 3 } }));
      expect(first.success).toBe(true);
      expect(await stored()).toEqual({ specifications, size_guide: sizeGuide, category: { columns: ['Size', 'Waist'], rows: [['30', '30']] }, days: [1, 3] });
      // Left out: the product keeps its tables, the delivery table its days (no delivery key).
      expect((await run(document({}))).success).toBe(true);
      const kept = await stored();
      expect(kept.specifications).toEqual(specifications);
      expect(kept.size_guide).toEqual(sizeGuide);
      expect(kept.days).toEqual([1, 3]);
      // A category is described completely by its entry: without a guide it has none.
      expect(kept.category).toBeNull();
      expect((await run(document({ specifications: null, size_guide: null }, { delivery: {} }))).success).toBe(true);
      expect(await stored()).toEqual({ specifications: null, size_guide: null, category: null, days: [null, null] });
    });

    it('a table that is not one is refused with its path, and nothing changes', async () => {
      expect((await run(document({ specifications }))).success).toBe(true);
      const before = await stored();
      const bad = await run(
        document(
          { size_guide: { columns: ['Size', 'Chest'], rows: [['M']] }, specifications: [{ name: 'Fabric', value: '' }] },
          { category: { size_guide: { columns: ['Size'], rows: [['M']] } }, delivery: { inside_dhaka_days: 0 } },
        ),
      );
      expect(bad.success).toBe(false);
      const paths = bad.success ? [] : bad.errors.map((e) => `${e.path}: ${e.message}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          '$.shops[0].products[0].size_guide: every row needs one cell per column',
          '$.shops[0].products[0].specifications[0].value: must not be empty',
          '$.shops[0].categories[0].size_guide: needs at least two columns (the size and one measure)',
          '$.shops[0].delivery.inside_dhaka_days: must be 1 or more',
        ]),
      );
      expect(await stored()).toEqual(before);
    });
  });
}
