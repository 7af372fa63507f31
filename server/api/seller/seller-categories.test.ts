// A category's size guide over HTTP (issue 28 item 2; docs/decisions/075), on SQLite and
// PostgreSQL: staff set it, the category's product pages show it (a product's own guide wins)
// once the catalog version moved; it is audited with before and after; null removes it. Bad
// input — too many rows or columns, an empty heading, an overlong cell, a NUL character, a row
// of the wrong width, another shop's category — is a 4xx that changes nothing; guests are refused.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryGuideMessages as m } from '../../../core/category-size-guide';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import type { TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { getProductExtras } from '../../../services/catalog/get-product-extras';
import { testContext } from '../../../services/test-context';
import { loadEnv } from '../../env';
import { loginTestStaff, openApiTestBed, postJson, quietSms, type TestApp, type TestStaff } from '../test-kit';

const GUIDE = { columns: ['Size', 'Chest (in)', 'Length (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)', 'লম্বা (ইঞ্চি)'], rows: [['M', '38', '28'], ['L', '40', '29']] };

for (const t of testDatabases()) {
  describe(`category size guides (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let alpha: Shop;
    let catalog: TestCatalog;
    let betaCatalog: TestCatalog;
    let owner: TestStaff;
    let staff: TestStaff;
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-uploads-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attach-')) });

    beforeAll(async () => {
      let catalogs: TestCatalog[];
      ({ db, drop, app, shops: [alpha], catalogs } = await openApiTestBed(t, ['alpha', 'beta'], env, quietSms()));
      [catalog, betaCatalog] = catalogs as [TestCatalog, TestCatalog];
      owner = await loginTestStaff(app, db, alpha, { phone: '01711000001', password: 'owner-pass-1', name: 'Owner', role: 'owner', ip: '198.51.100.1' });
      staff = await loginTestStaff(app, db, alpha, { phone: '01711000002', password: 'staff-pass-1', name: 'Staff', role: 'staff', ip: '198.51.100.2' });
    });
    afterAll(() => closeAndDrop(db, drop));

    const save = (who: TestStaff | null, body: unknown) => postJson(app, '/api/seller/category-size-guide-save', { host: `${alpha.slug}.localhost:3000`, token: who?.token }, body);
    const stored = async (categoryId = catalog.categoryId) => (await db.selectFrom('categories').select('size_guide').where('id', '=', categoryId).executeTakeFirstOrThrow()).size_guide;
    const version = async () => (await db.selectFrom('shops').select('content_version').where('id', '=', alpha.id).executeTakeFirstOrThrow()).content_version;
    const audits = async () => db.selectFrom('audit_log').selectAll().where('shop_id', '=', alpha.id).where('action', '=', 'category.size_guide').orderBy('id').execute();
    const shopNow = async () => (await db.selectFrom('shops').selectAll().where('id', '=', alpha.id).executeTakeFirstOrThrow()) as Shop;
    const guideOn = async (productId: number, lang: 'en' | 'bn' = 'en') => (await getProductExtras(testContext(db, await shopNow(), { request: { lang } }), productId, null)).sizeGuide;

    it('staff set a category’s guide: stored as the import’s shape, listed, audited, the catalog version moves, the product page shows it (its own guide wins)', async () => {
      // The mug has a guide of its own; the tee has none.
      await db.updateTable('products').set({ size_guide: JSON.stringify({ columns: ['Size', 'Length'], rows: [['L', '30']] }) }).where('id', '=', catalog.plainProductId).execute();
      const was = await version();
      const res = await save(staff, { category_id: catalog.categoryId, size_guide: GUIDE });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, message: m.saved, category: { id: catalog.categoryId, size_guide: GUIDE } });
      expect(JSON.parse((await stored())!)).toEqual(GUIDE);
      expect(await version()).toBe(was + 1);
      const [entry] = await audits();
      expect(entry).toMatchObject({ entity: 'category', entity_id: String(catalog.categoryId) });
      expect(JSON.parse(entry!.before_json!)).toMatchObject({ size_guide: null });
      expect(JSON.parse(entry!.after_json!)).toMatchObject({ size_guide: GUIDE });
      const listed = (await (await postJson(app, '/api/seller/categories', { host: `${alpha.slug}.localhost:3000`, token: owner.token }, {})).json()) as { categories: Array<{ id: number; size_guide: unknown }> };
      expect(listed.categories.find((c) => c.id === catalog.categoryId)?.size_guide).toEqual(GUIDE);
      expect(listed.categories.find((c) => c.id === catalog.secondCategoryId)?.size_guide).toBeNull();
      expect(await guideOn(catalog.productId)).toEqual({ columns: GUIDE.columns, rows: GUIDE.rows });
      expect(await guideOn(catalog.plainProductId)).toEqual({ columns: ['Size', 'Length'], rows: [['L', '30']] });
      // The same guide again changes nothing: no audit row, the shared pages stay.
      expect((await save(owner, { category_id: catalog.categoryId, size_guide: GUIDE })).status).toBe(200);
      expect(await version()).toBe(was + 1);
      expect(await audits()).toHaveLength(1);
    });

    it.each([
      ['too many columns', { columns: ['Size', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], rows: [['M', '1', '2', '3', '4', '5', '6', '7', '8']] }, 'size_guide.columns', m.tooManyColumns],
      ['too many rows', { columns: ['Size', 'Chest'], rows: Array.from({ length: 31 }, (_, i) => [`S${i}`, '38']) }, 'size_guide.rows', m.tooManyRows],
      ['an empty heading', { columns: ['Size', ' '], rows: [['M', '38']] }, 'size_guide.columns.1', m.emptyHeading],
      ['an empty cell', { columns: ['Size', 'Chest'], rows: [['M', '']] }, 'size_guide.rows.0.1', m.emptyCell],
      ['an overlong cell', { columns: ['Size', 'Chest'], rows: [['M', 'x'.repeat(201)]] }, 'size_guide.rows.0.1', m.cellTooLong],
      ['one column', { columns: ['Size'], rows: [['M']] }, 'size_guide.columns', m.tooFewColumns],
      ['no rows', { columns: ['Size', 'Chest'], rows: [] }, 'size_guide.rows', m.noRows],
      ['a short row', { columns: ['Size', 'Chest'], rows: [['M', '38'], ['L']] }, 'size_guide.rows.1', m.rowWidth],
      ['Bangla headings of another width', { columns: ['Size', 'Chest'], columns_bn: ['সাইজ'], rows: [['M', '38']] }, 'size_guide.columns_bn', m.headingsBnWidth],
      ['a NUL character', { columns: ['Size', 'Ch\u0000est'], rows: [['M', '38']] }, null, null],
      ['not a table', 'Size, Chest', 'size_guide', null],
    ])('%s is refused with 422 and changes nothing', async (_name, size_guide, path, message) => {
      const before = { guide: await stored(), version: await version(), audits: (await audits()).length };
      const res = await save(owner, { category_id: catalog.categoryId, size_guide });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { success: boolean; errors?: Array<{ path: string; message: string }> };
      expect(body.success).toBe(false);
      if (path) expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, ...(message ? { message } : {}) })]));
      expect({ guide: await stored(), version: await version(), audits: (await audits()).length }).toEqual(before);
    });

    it('a missing or foreign category, a guest and a missing size_guide are refused; null removes the guide', async () => {
      const before = await stored();
      expect((await save(owner, { category_id: betaCatalog.categoryId, size_guide: GUIDE })).status).toBe(404);
      expect(await stored(betaCatalog.categoryId)).toBeNull();
      expect((await save(owner, { category_id: 'x', size_guide: GUIDE })).status).toBe(422);
      expect((await save(owner, { category_id: catalog.categoryId })).status).toBe(422);
      expect((await save(null, { category_id: catalog.categoryId, size_guide: null })).status).toBe(401);
      expect(await stored()).toBe(before);
      const cleared = await save(owner, { category_id: catalog.categoryId, size_guide: null });
      expect(cleared.status).toBe(200);
      expect(await cleared.json()).toMatchObject({ message: m.cleared, category: { size_guide: null } });
      expect(await stored()).toBeNull();
      expect(await guideOn(catalog.productId)).toBeNull();
      expect(await audits()).toHaveLength(2);
    });
  });
}
