// Products in the console (issue 26 item 1; docs/decisions/056) through the real app on SQLite
// and PostgreSQL: POST /api/seller/product-save adds and edits a product with the catalog
// import's rules (what a body leaves out keeps its value); pictures uploaded, reordered and
// removed; variants and combinations with their prices and stock; the shop's quick view follows
// at once; bad input is a 4xx naming the field (NUL, huge numbers, negative prices, unknown
// category); another shop's product is not found and nothing changes; a save from a form opened
// before another save is refused (409); every save is audited with before and after; the import
// merges into what the console set and is audited with a summary.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { importCatalog } from '../../../services/catalog/import-catalog';
import { apiTestEnv, loginTestStaff, openApiTestBed, postJson, quietSms, type TestApp } from '../test-kit';

interface Saved {
  success: boolean;
  message: string;
  created: boolean;
  changed: string[];
  product: {
    product_id: number;
    slug: string;
    name: string;
    name_bn: string | null;
    unitprice: number;
    quantity: number;
    status: number;
    category: string | null;
    brand: string | null;
    images: Array<{ file: string; url: string }>;
    variants: null | { groups: Array<{ title: string; values: Array<{ key: string; label: string }> }>; prices: Array<{ values: string[]; variantPrice: number; quantity: number; status: number }> };
    updated_at: string;
    p_increase_amount?: number;
  };
}
interface Refused {
  success: false;
  code: string;
  message: string;
  errors?: Array<{ path: string; message: string }>;
}

const png = (color: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).png().toBuffer();

for (const t of testDatabases()) {
  describe(`products in the console (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let betaCat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = apiTestEnv({ files: true });
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat, betaCat], shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
    });
    afterAll(() => closeAndDrop(db, drop));

    const staffOf = (shop: Shop, role: 'owner' | 'staff' = 'owner') => {
      const me = ++n;
      return loginTestStaff(app, db, shop, { phone: `0173${String(6000000 + me).padStart(7, '0')}`, password: 'product-pass-1', name: `Product Staff ${me}`, role, ip: `198.51.102.${me}` });
    };
    const save = (s: { host: string; token: string }, body: unknown) => postJson(app, '/api/seller/product-save', s, body);
    const saveWithPictures = async (s: { host: string; token: string }, body: unknown, pictures: Buffer[]) => {
      const form = new FormData();
      form.append('product', JSON.stringify(body));
      for (const [i, p] of pictures.entries()) form.append('picture', new File([new Uint8Array(p)], `p${i}.png`, { type: 'image/png' }));
      return app.request('/api/seller/product-save', { method: 'POST', headers: { host: s.host, authorization: `Bearer ${s.token}` }, body: form });
    };
    const quickView = async (shop: Shop, id: number) => {
      const res = await postJson(app, '/api/front/reseller-shop-single-product-details-for-quick-view', { host: `${shop.slug}.localhost:3000` }, { pro_id: id });
      return { status: res.status, body: (await res.json()) as { product: { name: string; unitprice: number; quantity: number; hasVariant: number; product_variantprice: Array<{ variantPrice: number; quantity: number }> }; gallery_image: Array<{ normal_image: string }> } };
    };
    const audits = (shopId: number, entityId: string) => db.selectFrom('audit_log').selectAll().where('shop_id', '=', shopId).where('entity_id', '=', entityId).orderBy('id').execute();
    const snapshot = async () => JSON.stringify(await db.selectFrom('products').selectAll().orderBy('id').execute());

    it('adds a product with pictures and a variant, and the shop shows it at once; audited as created', async () => {
      const owner = await staffOf(alpha);
      const res = await saveWithPictures(
        owner,
        {
          name: 'Eid Panjabi',
          name_bn: 'ঈদের পাঞ্জাবি',
          shortDescription: 'Cotton, hand-stitched',
          category: 'panjabi',
          brand: 'aarong',
          resellerMinPrice: 1200,
          resellerMaxPrice: 2000,
          max_item_in_order: 3,
          cashback_offer: { cash_type: 'flat', cash: 20 },
          images: ['upload:1', 'upload:0'],
          variants: {
            groups: [{ title: 'Size', values: [{ key: 'm', label: 'M' }, { key: 'l', label: 'L' }] }],
            prices: [
              { values: ['m'], variantPrice: 1500, quantity: 4 },
              { values: ['l'], variantPrice: 1600, quantity: 2 },
            ],
          },
        },
        [await png('#0f766e'), await png('#b91c1c')],
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as Saved;
      expect(body).toMatchObject({ success: true, created: true });
      expect(body.product).toMatchObject({ name: 'Eid Panjabi', name_bn: 'ঈদের পাঞ্জাবি', slug: expect.stringMatching(/^eid-panjabi-/), category: 'panjabi', brand: 'aarong', unitprice: 1500, quantity: 6 });
      expect(body.product.images).toHaveLength(2);
      expect(body.product.images[0]!.url).toMatch(/^\/uploads\/thumnail\/small\/[0-9a-f]{16}\.webp$/);
      expect(body.product.variants?.prices.map((c) => [c.values, c.variantPrice, c.quantity])).toEqual([
        [['m'], 1500, 4],
        [['l'], 1600, 2],
      ]);
      const shown = await quickView(alpha, body.product.product_id);
      expect(shown.status).toBe(200);
      expect(shown.body.product).toMatchObject({ name: 'Eid Panjabi', hasVariant: 1, quantity: 6 });
      expect(shown.body.gallery_image.map((g) => g.normal_image)).toEqual(body.product.images.map((i) => `/uploads/thumnail/thumnail_original/${i.file}`));
      const [row] = await audits(alpha.id, String(body.product.product_id));
      expect(row).toMatchObject({ action: 'product.create', entity: 'product', staff_id: owner.id, before_json: null });
      expect(JSON.parse(row!.after_json!)).toMatchObject({ name: 'Eid Panjabi', images: body.product.images.map((i) => i.file) });
    });

    it('edits: only what the body names changes; pictures reorder, go and come; combinations keep their stock', async () => {
      const owner = await staffOf(alpha);
      const first = (await (await saveWithPictures(owner, { name: 'Plain Mug', unitprice: 300, quantity: 9 }, [await png('#111111'), await png('#222222')])).json()) as Saved;
      const id = first.product.product_id;
      const [a, b] = first.product.images.map((i) => i.file);
      // Reorder and remove one, add a new one between: one save.
      const edited = await saveWithPictures(owner, { product_id: id, unitprice: 350, images: ['upload:0', b] }, [await png('#333333')]);
      expect(edited.status).toBe(200);
      const e = (await edited.json()) as Saved;
      expect(e.created).toBe(false);
      expect(e.changed).toEqual(['images', 'unitprice']);
      expect(e.product.images.map((i) => i.file)).toHaveLength(2);
      expect(e.product.images[1]!.file).toBe(b);
      expect(e.product.images.map((i) => i.file)).not.toContain(a);
      expect(e.product).toMatchObject({ name: 'Plain Mug', unitprice: 350, quantity: 9 });
      // A picture that is not this product's is refused, naming it.
      const foreign = await save(owner, { product_id: id, images: ['0123456789abcdef.webp'] });
      expect(foreign.status).toBe(422);
      expect(((await foreign.json()) as Refused).errors).toEqual([{ path: 'images.0', message: "This picture is not one of this product's" }]);
      // Not an image: refused, nothing changed.
      const before = await snapshot();
      const notImage = await saveWithPictures(owner, { product_id: id, name: 'Changed?' }, [Buffer.from('not an image')]);
      expect(notImage.status).toBe(422);
      expect(await snapshot()).toBe(before);
      // Audit: before and after of the edit.
      const rows = await audits(alpha.id, String(id));
      const edit = rows.find((r) => r.action === 'product.save')!;
      expect(JSON.parse(edit.before_json!)).toMatchObject({ unitprice: 300, images: [a, b] });
      expect(JSON.parse(edit.after_json!)).toMatchObject({ unitprice: 350, changed: ['images', 'unitprice'] });

      // Variants: a new combination; the stored one keeps the stock the body does not name.
      const v = (await (await save(owner, { name: 'Sized Mug', variants: { groups: [{ title: 'Size', values: [{ key: 's', label: 'S' }] }], prices: [{ values: ['s'], variantPrice: 400, quantity: 5 }] } })).json()) as Saved;
      const grown = await save(owner, {
        product_id: v.product.product_id,
        variants: {
          groups: [{ title: 'Size', values: [{ key: 's', label: 'S' }, { key: 'xl', label: 'XL' }] }],
          prices: [
            { values: ['s'], variantPrice: 420 },
            { values: ['xl'], variantPrice: 480, quantity: 1 },
          ],
        },
      });
      expect(grown.status).toBe(200);
      const g = (await grown.json()) as Saved;
      expect(g.product.variants?.prices.map((c) => [c.values, c.variantPrice, c.quantity])).toEqual([
        [['s'], 420, 5],
        [['xl'], 480, 1],
      ]);
      expect(g.product).toMatchObject({ quantity: 6, unitprice: 420 });
      const shown = await quickView(alpha, v.product.product_id);
      expect(shown.body.product.product_variantprice.map((c) => c.variantPrice)).toEqual([420, 480]);
    });

    it('refuses bad input with a 4xx naming the field and changes nothing', async () => {
      const owner = await staffOf(alpha);
      const before = await snapshot();
      const cases: Array<[unknown, number, string]> = [
        [{ name: 'Nul\u0000name', unitprice: 10 }, 422, 'name'],
        [{ name: 'Lone \ud800 surrogate', unitprice: 10 }, 422, 'name'],
        [{ name: 'Deep', unitprice: 10, variants: { groups: [{ title: 'Size\u0000', values: [{ key: 's', label: 'S' }] }], prices: [{ values: ['s'], variantPrice: 1 }] } }, 422, 'variants.groups.0.title'],
        [{ name: 'Huge', unitprice: 1e15 }, 422, 'unitprice'],
        [{ name: 'Huge', unitprice: 10, quantity: 99999999999 }, 422, 'quantity'],
        [{ name: 'Negative', unitprice: -5 }, 422, 'unitprice'],
        [{ name: 'Fraction', unitprice: 10.5 }, 422, 'unitprice'],
        [{ name: 'Nowhere', unitprice: 10, category: 'no-such-item' }, 422, 'category'],
        [{ name: 'No brand', unitprice: 10, brand: 'nobody' }, 422, 'brand'],
        [{ name: 'No price' }, 422, 'unitprice'],
        [{ unitprice: 10 }, 422, 'name'],
        [{ name: '   ', unitprice: 10 }, 422, 'name'],
        [{ name: 'Limits', unitprice: 10, resellerMinPrice: 50, resellerMaxPrice: 20 }, 422, 'resellerMaxPrice'],
        [{ name: 'Attach', unitprice: 10, order_attachment: 1 }, 422, 'attachment_field_title'],
        [{ name: 'Slug', unitprice: 10, slug: 'Not A Slug' }, 422, 'slug'],
        [{ name: 'Combos', variants: { groups: [{ title: 'Size', values: [{ key: 's', label: 'S' }] }], prices: [{ values: ['x'], variantPrice: 1 }] } }, 422, 'variants.prices.0.values.0'],
        [{ name: 'Bad id', unitprice: 10, product_id: 'abc' }, 422, 'product_id'],
        [{ name: 'Guide', unitprice: 10, size_guide: { columns: ['Size'], rows: [['M']] } }, 422, 'size_guide'],
        [{ name: 'Guide', unitprice: 10, size_guide: { columns: ['Size', 'Chest'], rows: [['M', '38', '9']] } }, 422, 'size_guide'],
        [{ name: 'Spec', unitprice: 10, specifications: [{ name: 'Fabric', value: 'Cot\u0000ton' }] }, 422, 'specifications.0.value'],
        [{ name: 'Spec', unitprice: 10, specifications: [{ name: '', value: 'x' }] }, 422, 'specifications.0.name'],
        [{ name: 'Spec', unitprice: 10, specifications: 'Fabric: Cotton' }, 422, 'specifications'],
      ];
      for (const [body, status, path] of cases) {
        const res = await save(owner, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        const refusal = (await res.json()) as Refused;
        expect(refusal.success).toBe(false);
        expect(refusal.errors?.map((e) => e.path) ?? [], JSON.stringify(body)).toContain(path);
      }
      const unknownCategory = (await (await save(owner, { name: 'Nowhere', unitprice: 10, category: 'no-such-item' })).json()) as Refused;
      expect(unknownCategory.errors?.[0]?.message).toBe("no category item with slug 'no-such-item' in this shop (category names a sub-sub-category item)");
      const notJson = await app.request('/api/seller/product-save', { method: 'POST', headers: { host: owner.host, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: '{"name":' });
      expect(notJson.status).toBe(422);
      expect(await snapshot()).toBe(before);
    });

    it('saves the product page tables (decision 066), gives them back, keeps them when not named and clears them with null', async () => {
      const owner = await staffOf(alpha);
      const specifications = [{ name: 'Fabric', value: 'Cotton', name_bn: 'কাপড়', value_bn: 'সুতি' }];
      const size_guide = { columns: ['Size', 'Chest (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)'], rows: [['M', '38']] };
      const first = (await (await save(owner, { name: 'Tabled Tee', unitprice: 500, quantity: 3, specifications, size_guide })).json()) as Saved & { product: { specifications: unknown; size_guide: unknown } };
      expect(first.product).toMatchObject({ specifications, size_guide });
      const id = first.product.product_id;
      const renamed = (await (await save(owner, { product_id: id, name: 'Tabled Tee 2' })).json()) as typeof first;
      expect(renamed.product).toMatchObject({ name: 'Tabled Tee 2', specifications, size_guide });
      const cleared = (await (await save(owner, { product_id: id, specifications: null, size_guide: null })).json()) as typeof first;
      expect(cleared.product).toMatchObject({ specifications: [], size_guide: null });
    });

    it("refuses other shops' products and non-staff; the staff role may edit", async () => {
      const betaOwner = await staffOf(beta);
      const clerk = await staffOf(alpha, 'staff');
      const before = await snapshot();
      // Beta's owner naming alpha's product, on beta's host: not found, nothing changes.
      const foreign = await save(betaOwner, { product_id: cat.plainProductId, name: 'Taken over', unitprice: 1 });
      expect(foreign.status).toBe(404);
      expect((await postJson(app, '/api/seller/product', betaOwner, { product_id: cat.plainProductId })).status).toBe(404);
      // Beta's token on alpha's host, a customer's or none: 401.
      for (const token of [betaOwner.token, 'not-a-token', null]) {
        expect((await postJson(app, '/api/seller/product-save', { host: 'alpha.localhost:3000', token }, { name: 'X', unitprice: 1 })).status).toBe(401);
      }
      expect(await snapshot()).toBe(before);
      const ok = await save(clerk, { product_id: cat.plainProductId, name_bn: 'মগ' });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as Saved).product.name_bn).toBe('মগ');
      expect((await postJson(app, '/api/seller/product', clerk, { product_id: betaCat.plainProductId })).status).toBe(404);
    });

    it('refuses a save from a form opened before another save (409); racing edits each land whole', async () => {
      const owner = await staffOf(alpha);
      const created = (await (await save(owner, { name: 'Race Shirt', unitprice: 500, quantity: 3 })).json()) as Saved;
      const id = created.product.product_id;
      const read = created.product.updated_at;
      const first = await save(owner, { product_id: id, unitprice: 510, expected_updated_at: read });
      expect(first.status).toBe(200);
      const second = await save(owner, { product_id: id, unitprice: 520, expected_updated_at: read });
      expect(second.status).toBe(409);
      expect(((await second.json()) as Refused).message).toBe('Someone saved this product since you opened it. Reload it and make your change again');
      // Two edits at once without a version: both answered, neither half-written.
      const [x, y] = await Promise.all([save(owner, { product_id: id, unitprice: 600, name: 'Race Shirt A' }), save(owner, { product_id: id, unitprice: 700, name: 'Race Shirt B' })]);
      expect([x.status, y.status]).toEqual([200, 200]);
      const final = await db.selectFrom('products').select(['unitprice', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
      expect([[600, 'Race Shirt A'], [700, 'Race Shirt B']]).toContainEqual([final.unitprice, final.name]);
      // Two creates racing for one slug: one product, the other told.
      const [c1, c2] = await Promise.all([save(owner, { name: 'Twin', slug: 'twin-slug', unitprice: 1 }), save(owner, { name: 'Twin', slug: 'twin-slug', unitprice: 1 })]);
      expect([c1.status, c2.status].sort()).toEqual([200, 409]);
      expect((await db.selectFrom('products').select('id').where('shop_id', '=', alpha.id).where('slug', '=', 'twin-slug').execute()).length).toBe(1);
    });

    it('the import merges: stock, visibility and markup set in the console stay; it is audited with a summary', async () => {
      const owner = await staffOf(alpha);
      const doc = (products: unknown[]) => ({ shops: [{ slug: 'alpha', shop_name: alpha.shop_name, products }] });
      const folder = mkdtempSync(join(tmpdir(), 'haat-import-'));
      const options = { baseDir: folder, uploadsDir: env.UPLOADS_DIR };
      const imported = await importCatalog(db, doc([{ name: 'Imported Kettle', slug: 'kettle', unitprice: 900, quantity: 10 }]), options);
      expect(imported.success).toBe(true);
      const id = (imported as { shops: Array<{ products: Record<string, number> }> }).shops[0]!.products.kettle!;
      // The console: stock, visibility, the product's own markup, a Bangla name.
      expect((await postJson(app, '/api/seller/product-stock', owner, { product_id: id, quantity: 4, visibility: 'hidden' })).status).toBe(200);
      expect((await postJson(app, '/api/seller/product-rate', owner, { product_id: id, rate: 'custom', type: 'flat', increase: 50, discount: 0 })).status).toBe(200);
      expect((await save(owner, { product_id: id, name_bn: 'কেটলি' })).status).toBe(200);
      // The import again, naming only the name and price.
      const again = await importCatalog(db, doc([{ name: 'Imported Kettle 2', slug: 'kettle', unitprice: 950 }]), options);
      expect(again.success).toBe(true);
      const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Imported Kettle 2', unitprice: 950, quantity: 4, status: 0, name_bn: 'কেটলি', rate_type: 'custom', p_increase_amount: 50 });
      const rows = await db.selectFrom('audit_log').selectAll().where('shop_id', '=', alpha.id).where('action', '=', 'catalog.import').orderBy('id').execute();
      expect(rows).toHaveLength(2);
      expect(rows[1]!.staff_id).toBeNull();
      expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ products_created: ['kettle'] });
      expect(JSON.parse(rows[1]!.after_json!)).toMatchObject({ products_created: [], products_updated: { kettle: ['name', 'unitprice'] } });
      // Naming the quantity does set it.
      await importCatalog(db, doc([{ name: 'Imported Kettle 2', slug: 'kettle', unitprice: 950, quantity: 12 }]), options);
      expect((await db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity).toBe(12);
    });

    it('the import merges variants and pictures: combination stock, the gallery and the variants stay unless named', async () => {
      const owner = await staffOf(alpha);
      const folder = mkdtempSync(join(tmpdir(), 'haat-import-'));
      writeFileSync(join(folder, 'shirt.png'), await png('#1d4ed8'));
      const options = { baseDir: folder, uploadsDir: env.UPLOADS_DIR };
      const doc = (product: Record<string, unknown>) => ({ shops: [{ slug: 'alpha', shop_name: alpha.shop_name, products: [{ name: 'Merge Shirt', slug: 'merge-shirt', ...product }] }] });
      const variants = (prices: unknown[]) => ({ groups: [{ title: 'Size', values: [{ key: 's', label: 'S' }, { key: 'm', label: 'M' }] }], prices });
      const first = await importCatalog(db, doc({ images: ['shirt.png'], variants: variants([{ values: ['s'], variantPrice: 500, quantity: 2 }, { values: ['m'], variantPrice: 550, quantity: 2 }]) }), options);
      expect(first.success).toBe(true);
      const id = (first as { shops: Array<{ products: Record<string, number> }> }).shops[0]!.products['merge-shirt']!;
      const read = async () => ((await (await postJson(app, '/api/seller/product', owner, { product_id: id })).json()) as Saved).product;
      const s = (await read()).variants!.prices[0]!;
      // The console counts 9 of size S and switches M off.
      const combos = await db.selectFrom('product_variant_prices').select(['variant']).where('product_id', '=', id).orderBy('id').execute();
      expect((await postJson(app, '/api/seller/product-stock', owner, { product_id: id, combination: combos[0]!.variant, quantity: 9 })).status).toBe(200);
      expect((await postJson(app, '/api/seller/product-stock', owner, { product_id: id, combination: combos[1]!.variant, visibility: 'hidden' })).status).toBe(200);
      expect(s.quantity).toBe(2);
      // Re-imported with new prices but no quantities or statuses: the counts and the switch stay; the picture stays.
      expect((await importCatalog(db, doc({ variants: variants([{ values: ['s'], variantPrice: 510 }, { values: ['m'], variantPrice: 560 }]) }), options)).success).toBe(true);
      let p = await read();
      expect(p.variants!.prices.map((c) => [c.variantPrice, c.quantity, c.status])).toEqual([
        [510, 9, 1],
        [560, 2, 0],
      ]);
      expect(p.images).toHaveLength(1);
      // Re-imported without variants at all: they stay. With `variants: null`: gone, a plain product.
      expect((await importCatalog(db, doc({ unitprice: 700 }), options)).success).toBe(true);
      p = await read();
      expect(p.variants?.prices).toHaveLength(2);
      expect((await importCatalog(db, doc({ unitprice: 700, quantity: 3, variants: null, images: [] }), options)).success).toBe(true);
      p = await read();
      expect(p).toMatchObject({ variants: null, unitprice: 700, quantity: 3, images: [] });
    });

    it('lists the calls in the OpenAPI document', async () => {
      const doc = (await (await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } })).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toContain('/api/seller/product-save');
      expect(Object.keys(doc.paths)).toContain('/api/seller/product');
    });
  });
}
