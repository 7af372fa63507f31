// GET /api/front/customer-part (decision 031) through the real Hono app on SQLite and
// PostgreSQL: two customers of one shop each get only their own name, cart and wishlist marks;
// a guest, a cookie without the X-Requested-With header and another shop's token get
// `customer: null`; every answer is `private, no-store` and varies by Cookie and Authorization.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeroCoupon, heroCouponUsedUpBy } from '../../../services/catalog/get-hero-coupon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { addToCart } from '../../../services/cart/add-to-cart';
import { getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import { placeOrder } from '../../../services/checkout/place-order';
import { addToWishlist } from '../../../services/wishlist/add-to-wishlist';
import { testContext } from '../../../services/test-context';
// Spelled via server/ because the layer lint rule reads '../app' as the app/ directory.
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const PART = '/api/front/customer-part';
const HOST = 'alpha.localhost:3000';

for (const t of testDatabases()) {
  describe(`customer part of shared pages (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let phone = 0;
    const uploads = mkdtempSync(join(tmpdir(), 'haat-part-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads });
    const sms = createLogSmsProvider({ log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      app = createApp({ db, env, sms });
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(name: string, shop = alpha) {
      const ctx = testContext(db, shop, { sms, deps: { uploadsDir: uploads }, request: { clientAddress: `192.0.2.${++phone}` } });
      const s = await registerCustomer(ctx, { name, phone: `0181${String(3000000 + phone).padStart(7, '0')}`, password: 'password1' });
      return { token: s.token, id: s.customer.id, ctx: testContext(db, shop, { sms, deps: { uploadsDir: uploads }, customerId: s.customer.id }) };
    }

    const get = (headers: Record<string, string>) => app.request(PART, { headers: { host: HOST, ...headers } });
    const asScript = (token: string) => ({ cookie: `customerUserToken=${token}`, 'x-requested-with': 'haat', origin: `http://${HOST}` });

    it('two customers each see only their own name, cart and wishlist marks', async () => {
      const rahim = await customer('Rahim Uddin');
      const karim = await customer('Karim Mia');
      await addToCart(rahim.ctx, { productId: cat.plainProductId, variant: '', quantity: 3, attachmentDbName: '' });
      await addToWishlist(karim.ctx, { productId: cat.plainProductId, variant: '' });

      const a = await get(asScript(rahim.token));
      expect(a.status).toBe(200);
      expect(a.headers.get('cache-control')).toBe('private, no-store');
      expect(a.headers.get('vary')).toMatch(/Cookie/);
      expect(a.headers.get('vary')).toMatch(/Authorization/);
      const bodyA = await a.json();
      expect(bodyA).toEqual({ success: true, customer: { name: 'Rahim Uddin', avatar: null }, cart: { totalItems: 1, totalPieces: 3, total: expect.any(Number), keys: [`${cat.plainProductId}:`] }, wishlist: [], awaiting_payment: null, used_up_coupons: [] });

      const b = await get({ authorization: `Bearer ${karim.token}` });
      const bodyB = await b.json();
      expect(bodyB).toEqual({ success: true, customer: { name: 'Karim Mia', avatar: null }, cart: { totalItems: 0, totalPieces: 0, total: 0, keys: [] }, wishlist: [`${cat.plainProductId}:`], awaiting_payment: null, used_up_coupons: [] });
      expect(JSON.stringify(bodyB)).not.toContain('Rahim');
      expect(JSON.stringify(bodyA)).not.toContain('Karim');
    });

    it("names the coupons the customer has used up — and only those, only to that customer", async () => {
      const stamp = new Date().toISOString();
      await db.insertInto('coupons').values({ shop_id: alpha.id, code: 'HELLO10', type: 'percent', value: 10, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: 1, created_at: stamp, updated_at: stamp }).execute();
      await db.insertInto('coupons').values({ shop_id: alpha.id, code: 'TWICE', type: 'flat', value: 50, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: 2, created_at: stamp, updated_at: stamp }).execute();
      const rahim = await customer('Rahim Coupon');
      const karim = await customer('Karim Coupon');
      const address = await db
        .insertInto('customer_addresses')
        .values({ shop_id: alpha.id, customer_id: rahim.id, name: 'Rahim Coupon', phone: '+8801812345678', district: 'Dhaka', area: 'Banani', address: 'House 1', note: null, is_default: 1, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      const usedUp = async (token: string) => ((await (await get(asScript(token))).json()) as { used_up_coupons: string[] }).used_up_coupons;
      expect(await usedUp(rahim.token)).toEqual([]);
      for (const code of ['hello10', 'twice']) {
        await addToCart(rahim.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
        const choice = { shippingType: 0, shippingAddress: address.id, pickupPoint: null, coupon_code: code } as const;
        const s = await getCheckoutSummary(rahim.ctx, choice);
        expect(s.coupon_discount).toBeGreaterThan(0);
        await placeOrder(rahim.ctx, { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount }, null);
      }
      // HELLO10 allows one use per customer (used); TWICE two (one used).
      expect(await usedUp(rahim.token)).toEqual(['HELLO10']);
      expect(await usedUp(karim.token)).toEqual([]);
      // The home hero offers HELLO10 (the first open coupon) to Karim and to guests, not to Rahim:
      // the server gives him his own home page without it (for a page without JavaScript).
      expect(await heroCouponUsedUpBy(rahim.ctx)).toBe(true);
      expect(await getHeroCoupon(rahim.ctx)).toBeNull();
      expect(await heroCouponUsedUpBy(karim.ctx)).toBe(false);
      expect((await getHeroCoupon(karim.ctx))?.code).toBe('HELLO10');
      expect((await getHeroCoupon(testContext(db, alpha)))?.code).toBe('HELLO10');
    });

    it('a guest, a cookie without the script header and another shop’s token are nobody', async () => {
      const rahim = await customer('Rahim Guest Check');
      const other = await customer('Beta Shopper', beta);
      const nobody = { success: true, customer: null, cart: null, wishlist: [], awaiting_payment: null, used_up_coupons: [] };
      const guest = await get({});
      expect(guest.status).toBe(200);
      expect(guest.headers.get('cache-control')).toBe('private, no-store');
      expect(await guest.json()).toEqual(nobody);
      // The cookie alone (a cross-site page could make the browser send it) does not count.
      expect(await (await get({ cookie: `customerUserToken=${rahim.token}` })).json()).toEqual(nobody);
      // A token of shop beta means nothing on shop alpha.
      expect(await (await get({ authorization: `Bearer ${other.token}` })).json()).toEqual(nobody);
    });
  });
}
