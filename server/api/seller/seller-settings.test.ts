// The seller console's settings, stock, audit, staff and code-login calls (issue 14 items 1,
// 6, 8, 9; docs/decisions/026) through the real app on SQLite and PostgreSQL: every call
// refused (nothing changed) for no token, a customer token, another shop's staff — and for
// a staff member on the owner-only ones; settings followed by checkout on the next request;
// the contrast refusal; coupons add/edit/disable; stock and visibility per product and per
// combination with compare-and-set; per-product rate; logo upload checked by content; staff
// disable ending sessions; the one-time-code login; the audit log's who/what/before/after.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { findShopBySlug } from '../../../db/shop.repository';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '../../env';
import { loginTestStaff, registerTestCustomer, openApiTestBed, postJson, quietSms, type TestApp } from '../test-kit';

const PASSWORD = 'seller-pass-1';

for (const t of testDatabases()) {
  describe(`seller settings, stock, audit and staff calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let betaCat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const uploads = mkdtempSync(join(tmpdir(), 'haat-seller-logo-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads });
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat, betaCat], shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    const req = (path: string, host: string, token: string | null, body: unknown, headers: Record<string, string> = {}) => postJson(app, path, { host, token, headers }, body);
    const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

    async function staffOf(shop: Shop, role: 'owner' | 'staff' = 'owner') {
      const me = ++n;
      return loginTestStaff(app, db, shop, { phone: `0171${String(6000000 + me).padStart(7, '0')}`, password: PASSWORD, name: `Staff ${me}`, role, ip: `198.51.101.${me}` });
    }

    async function customer() {
      const me = ++n;
      const phone = `0181${String(5000000 + me).padStart(7, '0')}`;
      const s = await registerTestCustomer(db, alpha, sms, { name: 'Settings Customer', phone, clientAddress: `192.0.4.${me % 250}` });
      const addressId = await insertTestAddress(db, alpha.id, s.id, { name: 'Settings Customer', phone: `+88${phone}`, area: 'Mirpur', now: new Date().toISOString() });
      return { ...s, addressId, host: 'alpha.localhost:3000' };
    }

    /** Everything the calls below could change, as one comparable value. */
    async function snapshot() {
      const shops = await db.selectFrom('shops').selectAll().orderBy('id').execute();
      return JSON.stringify({
        shops: shops.map(({ content_version: _v, ...s }) => s),
        coupons: await db.selectFrom('coupons').selectAll().orderBy('id').execute(),
        products: await db.selectFrom('products').select(['id', 'quantity', 'status', 'rate_type', 'p_rate_type', 'p_increase_amount']).orderBy('id').execute(),
        prices: await db.selectFrom('product_variant_prices').select(['id', 'quantity', 'status']).orderBy('id').execute(),
        staff: await db.selectFrom('staff').select(['id', 'name', 'role', 'disabled_at', 'password_hash']).orderBy('id').execute(),
        links: await db.selectFrom('shop_social_links').selectAll().orderBy('id').execute(),
        districts: await db.selectFrom('shop_delivery_districts').selectAll().orderBy('shop_id').orderBy('district').execute(),
        audit: await db.selectFrom('audit_log').select('id').orderBy('id').execute(),
      });
    }

    it('refuses every call to no token, a customer token and another shop staff, and owner-only calls to staff; nothing changes', async () => {
      const owner = await staffOf(alpha);
      const clerk = await staffOf(alpha, 'staff');
      const betaOwner = await staffOf(beta);
      const who = await customer();
      const host = owner.host;
      const ownerOnly: Array<[string, unknown]> = [
        ['/api/seller/settings', {}],
        ['/api/seller/settings-save', { shop_name: 'Hacked', delivery: { inside_dhaka: 1, outside_dhaka: 2 } }],
        ['/api/seller/coupons-save', { code: 'ROLE1', type: 'flat', value: 10 }],
        ['/api/seller/product-rate', { product_id: cat.plainProductId, rate: 'custom', type: 'flat', increase: 5, discount: 0 }],
        ['/api/seller/audit', {}],
        ['/api/seller/staff', {}],
        ['/api/seller/staff-save', { phone: '01719999999', password: 'another-pass-1', name: 'Intruder', role: 'owner' }],
        ['/api/seller/staff-status', { staff_id: owner.id, enabled: 0 }],
      ];
      const staffCalls: Array<[string, unknown]> = [
        ['/api/seller/products', {}],
        ['/api/seller/product-stock', { product_id: cat.plainProductId, quantity: 3, visibility: 'hidden' }],
        ['/api/seller/product-stock', { product_id: cat.productId, combination: `${cat.valueIds.m}-${cat.valueIds.red}`, quantity: 0 }],
      ];
      const before = await snapshot();
      for (const [path, body] of [...ownerOnly, ...staffCalls]) {
        for (const token of [null, who.token, betaOwner.token]) {
          const res = await req(path, host, token, body);
          expect(res.status, `${path} with ${token === null ? 'no token' : token === who.token ? 'a customer token' : "beta's owner"}`).toBe(401);
        }
      }
      for (const [path, body] of ownerOnly) {
        const res = await req(path, host, clerk.token, body);
        expect(res.status, `${path} as staff`).toBe(403);
        expect((await json<{ message: string }>(res)).message).toBe('Only the shop owner can change settings, rates and staff');
      }
      // The logo upload is refused before its body is read.
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
      const form = () => {
        const f = new FormData();
        f.append('logo', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
        return f;
      };
      for (const token of [null, who.token, betaOwner.token, clerk.token]) {
        const res = await app.request('/api/seller/logo-upload', { method: 'POST', headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: form() });
        expect(res.status).toBe(token === clerk.token ? 403 : 401);
      }
      // Beta's owner on beta's host naming alpha's product: not found, not changed.
      expect((await req('/api/seller/product-stock', betaOwner.host, betaOwner.token, { product_id: cat.plainProductId, quantity: 1 })).status).toBe(404);
      expect((await req('/api/seller/product-rate', betaOwner.host, betaOwner.token, { product_id: cat.plainProductId, rate: 'shop_rate' })).status).toBe(404);
      expect((await req('/api/seller/staff-status', betaOwner.host, betaOwner.token, { staff_id: owner.id, enabled: 0 })).status).toBe(404);
      expect(await snapshot()).toBe(before);
      // The staff member may work on stock.
      expect((await req('/api/seller/products', host, clerk.token, { q: 'mug' })).status).toBe(200);
    });

    it('saves settings that checkout follows on the next request, audited with before and after', async () => {
      const owner = await staffOf(alpha);
      const who = await customer();
      expect((await req('/api/front/customer-add-product-to-cart', who.host, who.token, { product_id: cat.plainProductId, quantity: 1 })).status).toBe(200);
      const summary = async () => json<{ finalDeliveryCharge: number }>(await req('/api/front/get-checkout-summary', who.host, who.token, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' }));
      await summary();
      const res = await req('/api/seller/settings-save', owner.host, owner.token, {
        delivery: { inside_dhaka: 77, outside_dhaka: 140, free_over: null, districts: { Gazipur: 90 } },
        contact_number: '+8801711111111',
        social_links: [{ name: 'facebook', url: 'https://facebook.com/alpha-new' }],
        return_days: 10,
        cod_advance: 'delivery_charge',
        payment_methods: ['cod'],
        shop_rate: { type: 'percentage', increase: 10, discount: 5 },
      });
      expect(res.status).toBe(200);
      const saved = await json<{ settings: { delivery: { inside_dhaka: number; districts: Record<string, number> }; return_days: number; social_links: unknown[] } }>(res);
      expect(saved.settings.delivery).toMatchObject({ inside_dhaka: 77, districts: { Gazipur: 90 } });
      expect(saved.settings.return_days).toBe(10);
      const after = await summary();
      expect(after.finalDeliveryCharge, JSON.stringify(after)).toBe(77);
      const audit = await json<{ entries: Array<{ action: string; entity_id: string; staff: { id: number }; before: Record<string, unknown>; after: Record<string, unknown> }> }>(
        await req('/api/seller/audit', owner.host, owner.token, { entity: 'shop' }),
      );
      const delivery = audit.entries.find((e) => e.entity_id === `${alpha.id}:delivery`)!;
      expect(delivery).toMatchObject({ action: 'settings.save', staff: { id: owner.id } });
      expect((delivery.after.delivery as { inside_dhaka: number }).inside_dhaka).toBe(77);
      expect((delivery.before.delivery as { inside_dhaka: number }).inside_dhaka).not.toBe(77);
      // An unknown district and a bad method are refused with the field named; nothing changes.
      const before = await snapshot();
      const bad = await req('/api/seller/settings-save', owner.host, owner.token, { delivery: { inside_dhaka: 1, outside_dhaka: 1, districts: { Atlantis: 5 } } });
      expect(bad.status).toBe(422);
      expect(JSON.stringify(await bad.json())).toContain('delivery.districts.Atlantis');
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { payment_methods: [] })).status).toBe(422);
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { return_days: 400 })).status).toBe(422);
      expect(await snapshot()).toBe(before);
    });

    it('saves the delivery days the product page tells (decision 066): kept when left out, cleared when empty, refused out of range', async () => {
      const owner = await staffOf(alpha);
      const save = (delivery: Record<string, unknown>) => req('/api/seller/settings-save', owner.host, owner.token, { delivery: { inside_dhaka: 60, outside_dhaka: 120, ...delivery } });
      const days = async () => (await db.selectFrom('shops').select(['delivery_days_inside_dhaka', 'delivery_days_outside_dhaka']).where('id', '=', alpha.id).executeTakeFirstOrThrow());
      const res = await save({ inside_dhaka_days: '2', outside_dhaka_days: 5 });
      expect(res.status).toBe(200);
      expect((await json<{ settings: { delivery: unknown } }>(res)).settings.delivery).toMatchObject({ inside_dhaka_days: 2, outside_dhaka_days: 5 });
      expect((await save({})).status).toBe(200);
      expect(await days()).toEqual({ delivery_days_inside_dhaka: 2, delivery_days_outside_dhaka: 5 });
      for (const bad of [{ inside_dhaka_days: 0 }, { outside_dhaka_days: 61 }, { inside_dhaka_days: '1.5' }, { outside_dhaka_days: 'soon' }]) {
        const refused = await save(bad);
        expect(refused.status, JSON.stringify(bad)).toBe(422);
        expect(JSON.stringify(await refused.json())).toContain(`delivery.${Object.keys(bad)[0]}`);
      }
      expect(await days()).toEqual({ delivery_days_inside_dhaka: 2, delivery_days_outside_dhaka: 5 });
      expect((await save({ inside_dhaka_days: '', outside_dhaka_days: null })).status).toBe(200);
      expect(await days()).toEqual({ delivery_days_inside_dhaka: null, delivery_days_outside_dhaka: null });
    });

    it('saves the default language (bn/en, audited), refuses any other with a 422, and answers the orders CSV header in Bangla with ?lang=bn (docs/decisions/047)', async () => {
      const owner = await staffOf(alpha);
      const before = await snapshot();
      for (const wrong of ['fr', '', 7, null]) {
        const res = await req('/api/seller/settings-save', owner.host, owner.token, { default_language: wrong });
        expect(res.status, String(wrong)).toBeGreaterThanOrEqual(400);
        expect(res.status, String(wrong)).toBeLessThan(500);
        expect(JSON.stringify(await res.json())).toContain('default_language');
      }
      expect(await snapshot()).toBe(before);
      const res = await req('/api/seller/settings-save', owner.host, owner.token, { default_language: 'bn' });
      expect(res.status).toBe(200);
      expect((await json<{ settings: { default_language: string } }>(res)).settings.default_language).toBe('bn');
      expect((await findShopBySlug(db, 'alpha'))!.default_language).toBe('bn');
      const audit = await json<{ entries: Array<{ entity_id: string; before: Record<string, unknown>; after: Record<string, unknown> }> }>(await req('/api/seller/audit', owner.host, owner.token, { entity: 'shop' }));
      expect(audit.entries.find((e) => e.entity_id === `${alpha.id}:default_language`)).toMatchObject({ before: { default_language: 'en' }, after: { default_language: 'bn' } });
      const csv = async (lang: string) => (await app.request(`/api/seller/orders-export.csv${lang}`, { headers: { host: owner.host, authorization: `Bearer ${owner.token}` } })).text();
      // The shop's default is Bangla now: the header follows it, and ?lang=en overrides it.
      expect((await csv('')).split('\r\n')[0]).toBe('অর্ডার কোড,অর্ডারের সময়,অবস্থা,পেমেন্ট,পেমেন্টের মাধ্যম,কাস্টমার,ফোন,জেলা,এলাকা,ঠিকানা,পণ্যের সংখ্যা,মোট,কুরিয়ার,ট্র্যাকিং কোড,পণ্যের তালিকা,ডেলিভারিতে আদায় (ক্যাশ অন ডেলিভারি)');
      expect((await csv('?lang=en')).split('\r\n')[0]).toBe('Order code,Placed at,Status,Payment,Payment method,Customer,Phone,District,Area,Address,Items,Total,Courier,Tracking code,Item lines,COD to collect');
      expect((await csv('?lang=bn')).split('\r\n')[0]).toContain('অর্ডার কোড');
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { default_language: 'en' })).status).toBe(200);
      expect((await findShopBySlug(db, 'alpha'))!.default_language).toBe('en');
    });

    it('refuses a theme colour white text cannot be read on, saying why, and takes a dark one', async () => {
      const owner = await staffOf(alpha);
      const before = await snapshot();
      const res = await req('/api/seller/settings-save', owner.host, owner.token, { theme_primary_color: '#ffeb3b' });
      expect(res.status).toBe(422);
      const body = await json<{ message: string }>(res);
      expect(body.message).toMatch(/^White text on #ffeb3b has a contrast of 1\.\d\d:1; buttons and the header need at least 4\.5:1 to be readable\. Try a darker shade such as #[0-9a-f]{6}$/);
      expect(await snapshot()).toBe(before);
      const ok = await req('/api/seller/settings-save', owner.host, owner.token, { theme_primary_color: '#1D4ED8', shop_name: 'Alpha Shop' });
      expect(ok.status).toBe(200);
      expect((await json<{ settings: { theme_primary_color: string; theme_contrast: { ok: boolean } } }>(ok)).settings).toMatchObject({ theme_primary_color: '#1d4ed8', theme_contrast: { ok: true } });
    });

    it('adds, edits and disables coupons; a taken code and another shop coupon are refused', async () => {
      const owner = await staffOf(alpha);
      const betaOwner = await staffOf(beta);
      const add = await req('/api/seller/coupons-save', owner.host, owner.token, { code: 'eid10', type: 'percent', value: 10, max_discount: 200 });
      expect(add.status).toBe(200);
      const coupon = (await json<{ coupon: { id: number; code: string; active: boolean } }>(add)).coupon;
      expect(coupon).toMatchObject({ code: 'EID10', active: true });
      expect((await req('/api/seller/coupons-save', owner.host, owner.token, { code: 'EID10', type: 'flat', value: 5 })).status).toBe(422);
      expect((await req('/api/seller/coupons-save', owner.host, owner.token, { code: 'BIG', type: 'percent', value: 150 })).status).toBe(422);
      expect((await req('/api/seller/coupons-save', betaOwner.host, betaOwner.token, { coupon_id: coupon.id, code: 'STOLEN', type: 'flat', value: 5 })).status).toBe(404);
      const edit = await req('/api/seller/coupons-save', owner.host, owner.token, { coupon_id: coupon.id, code: 'EID10', type: 'percent', value: 15 });
      expect((await json<{ coupon: { value: number } }>(edit)).coupon.value).toBe(15);
      const off = await req('/api/seller/coupons-save', owner.host, owner.token, { coupon_id: coupon.id, code: 'EID10', type: 'percent', value: 15, active: 0 });
      expect((await json<{ coupon: { active: boolean } }>(off)).coupon.active).toBe(false);
      const actions = (await json<{ entries: Array<{ action: string }> }>(await req('/api/seller/audit', owner.host, owner.token, { entity: 'coupon', entity_id: coupon.id }))).entries.map((e) => e.action);
      expect(actions).toEqual(['coupon.disable', 'coupon.edit', 'coupon.add']);
    });

    it('sets stock and visibility per product and per combination, refusing a stale expected quantity', async () => {
      const clerk = await staffOf(alpha, 'staff');
      const plain = await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.plainProductId, quantity: 12, expected_quantity: 1000 });
      expect(plain.status).toBe(200);
      expect((await json<{ stock: unknown }>(plain)).stock).toEqual({ product_id: cat.plainProductId, combination: null, quantity: 12, unlimited: false, visibility: 'visible' });
      const stale = await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.plainProductId, quantity: 50, expected_quantity: 1000 });
      expect(stale.status).toBe(409);
      const combination = `${cat.valueIds.l}-${cat.valueIds.red}`;
      const combo = await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.productId, combination, quantity: 9, visibility: 'hidden' });
      expect(combo.status).toBe(200);
      const product = await db.selectFrom('products').select(['quantity', 'max_variant_price']).where('id', '=', cat.productId).executeTakeFirstOrThrow();
      // Only M-Red (2 in stock, 1000) is on sale now.
      expect(product).toEqual({ quantity: 2, max_variant_price: 1000 });
      expect((await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.productId, quantity: 9 })).status).toBe(422);
      expect((await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.productId, combination: '999-998', quantity: 9 })).status).toBe(404);
      expect((await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.plainProductId, quantity: -1 })).status).toBe(422);
      expect((await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: betaCat.plainProductId, quantity: 1 })).status).toBe(404);
      const list = await json<{ products: Array<{ product_id: number; combinations: Array<{ combination: string; label: string; quantity: number; visibility: string }> }> }>(
        await req('/api/seller/products', clerk.host, clerk.token, { q: 'tee' }),
      );
      const tee = list.products.find((p) => p.product_id === cat.productId)!;
      expect(tee.combinations.find((c) => c.combination === combination)).toMatchObject({ label: 'Size: L · Color: Red', quantity: 9, visibility: 'hidden' });
      // Hiding the product itself takes it off the storefront on the next request.
      await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.plainProductId, visibility: 'hidden' });
      const audit = await db.selectFrom('audit_log').select(['action', 'entity_id', 'staff_id']).where('shop_id', '=', alpha.id).where('entity', '=', 'product').orderBy('id', 'desc').execute();
      expect(audit[0]).toMatchObject({ action: 'product.stock', entity_id: String(cat.plainProductId), staff_id: clerk.id });
      expect(audit.some((a) => a.entity_id === `${cat.productId}:${combination}`)).toBe(true);
      await req('/api/seller/product-stock', clerk.host, clerk.token, { product_id: cat.plainProductId, visibility: 'visible', quantity: 1000 });
    });

    it('sets a product custom rate and sends it back to the shop rate', async () => {
      const owner = await staffOf(alpha);
      const custom = await req('/api/seller/product-rate', owner.host, owner.token, { product_id: cat.plainProductId, rate: 'custom', type: 'flat', increase: 50, discount: 0 });
      expect((await json<{ rate: unknown }>(custom)).rate).toEqual({ product_id: cat.plainProductId, rate: 'custom', type: 'flat', increase: 50, discount: 0 });
      expect((await req('/api/seller/product-rate', owner.host, owner.token, { product_id: cat.plainProductId, rate: 'custom', type: 'percentage', discount: 120 })).status).toBe(422);
      const back = await req('/api/seller/product-rate', owner.host, owner.token, { product_id: cat.plainProductId, rate: 'shop_rate' });
      expect((await json<{ rate: { rate: string } }>(back)).rate.rate).toBe('shop_rate');
    });

    it('stores a logo read by its content and refuses what is not a picture', async () => {
      const owner = await staffOf(alpha);
      const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
        const f = new FormData();
        f.append('logo', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return app.request('/api/seller/logo-upload', { method: 'POST', headers: { host: owner.host, authorization: `Bearer ${owner.token}` }, body: f });
      };
      const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#0f766e' } }).png().toBuffer();
      const ok = await upload(new Uint8Array(png), 'logo.png');
      expect(ok.status).toBe(200);
      expect((await json<{ logo: string }>(ok)).logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{16}\.webp$/);
      expect((await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png')).status).toBe(422);
      expect((await upload(new TextEncoder().encode('not an image'), 'logo.png')).status).toBe(422);
    });

    it('lets an owner add and disable staff; a disabled member loses their sessions and login', async () => {
      const owner = await staffOf(alpha);
      // The one rule for Bangladeshi mobiles (issue 24 item 9): a 12-digit number is refused.
      const twelve = await req('/api/seller/staff-save', owner.host, owner.token, { phone: '017190000010', password: 'clerk-pass-1', name: 'Clerk' });
      expect(twelve.status).toBe(422);
      expect(JSON.stringify(await twelve.json())).toContain('Enter a valid phone number');
      const added = await req('/api/seller/staff-save', owner.host, owner.token, { phone: '01718888888', password: 'clerk-pass-1', name: 'Clerk' });
      expect(added.status).toBe(200);
      const clerk = (await json<{ staff: { id: number; role: string; enabled: boolean } }>(added)).staff;
      expect(clerk).toMatchObject({ role: 'staff', enabled: true });
      const login = await json<{ token: string }>(await req('/api/seller/login', owner.host, null, { phone: '01718888888', password: 'clerk-pass-1' }, { 'x-forwarded-for': '198.51.102.1' }));
      expect((await req('/api/seller/products', owner.host, login.token, {})).status).toBe(200);
      expect((await req('/api/seller/staff-status', owner.host, owner.token, { staff_id: owner.id, enabled: 0 })).status).toBe(422);
      expect((await req('/api/seller/staff-status', owner.host, owner.token, { staff_id: clerk.id, enabled: 0 })).status).toBe(200);
      expect((await req('/api/seller/products', owner.host, login.token, {})).status).toBe(401);
      expect((await req('/api/seller/login', owner.host, null, { phone: '01718888888', password: 'clerk-pass-1' }, { 'x-forwarded-for': '198.51.102.2' })).status).toBe(401);
      const staff = await json<{ staff: Array<{ id: number; enabled: boolean }> }>(await req('/api/seller/staff', owner.host, owner.token, {}));
      expect(staff.staff.find((s) => s.id === clerk.id)!.enabled).toBe(false);
      const row = await db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity', '=', 'staff').where('entity_id', '=', String(clerk.id)).orderBy('id').execute();
      expect(row.map((r) => r.action)).toEqual(['staff.add', 'staff.disable']);
      expect(row.map((r) => `${r.before_json}${r.after_json}`).join('')).not.toMatch(/password_hash|clerk-pass-1|scrypt/);
    });

    it('logs staff in with a one-time code sent by SMS job, the same answer for a phone that is not staff', async () => {
      const clerk = await staffOf(alpha, 'staff');
      const host = clerk.host;
      const send = await req('/api/seller/login-code-send', host, null, { phone: clerk.phone }, { 'x-forwarded-for': '198.51.103.1' });
      expect(send.status).toBe(200);
      const other = await req('/api/seller/login-code-send', host, null, { phone: '01912345678' }, { 'x-forwarded-for': '198.51.103.1' });
      expect(other.status).toBe(200);
      expect((await json<{ message: string }>(other)).message).toBe((await json<{ message: string }>(send)).message);
      const jobs = await db.selectFrom('jobs').select('payload').where('shop_id', '=', alpha.id).where('kind', '=', 'sms.send').orderBy('id', 'desc').limit(2).execute();
      const payloads = jobs.map((j) => JSON.parse(j.payload) as { to: string; text: string | null });
      expect(payloads[0]!.text).toBeNull();
      const code = /(\d{6})/.exec(payloads[1]!.text!)![1]!;
      // Resending at once is limited.
      expect((await req('/api/seller/login-code-send', host, null, { phone: clerk.phone }, { 'x-forwarded-for': '198.51.103.2' })).status).toBe(429);
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await req('/api/seller/login-code', host, null, { phone: clerk.phone, code: wrongCode })).status).toBe(401);
      // Stored under the staff purpose only: a customer's login code lookup never finds it.
      expect(await db.selectFrom('customer_codes').select('purpose').where('shop_id', '=', alpha.id).where('phone', '=', payloads[1]!.to).execute()).toEqual([{ purpose: 'staff-login' }]);
      const ok = await req('/api/seller/login-code', host, null, { phone: clerk.phone, code });
      expect(ok.status).toBe(200);
      const body = await json<{ token: string; staff: { role: string } }>(ok);
      expect(body.staff.role).toBe('staff');
      expect((await req('/api/seller/products', host, body.token, {})).status).toBe(200);
      // Single use.
      expect((await req('/api/seller/login-code', host, null, { phone: clerk.phone, code })).status).toBe(401);
    });

    it('lists the OpenAPI document paths of these calls', async () => {
      const doc = await json<{ paths: Record<string, unknown> }>(await app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } }));
      for (const path of ['settings', 'settings-save', 'coupons-save', 'logo-upload', 'products', 'product-stock', 'product-rate', 'audit', 'staff', 'staff-save', 'staff-status', 'login-code-send', 'login-code']) {
        expect(Object.keys(doc.paths), path).toContain(`/api/seller/${path}`);
      }
    });
  });
}
