// Acting on a purchase intent after the login detour and for the no-script product forms
// (issue 16 items 4-5), on SQLite and PostgreSQL: the action completes with the choice, the
// target is the product's own path with the choice restored (or checkout), and a refusal
// changes nothing and says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../core/cart-messages';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { registerCustomer } from '../accounts/register-customer';
import { testContext } from '../test-context';
import { listWishlist } from '../wishlist/list-wishlist';
import { asCustomer, completePurchaseIntent } from './complete-purchase-intent';
import { getCart } from './get-cart';

for (const t of testDatabases()) {
  describe(`completePurchaseIntent (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let cat: TestCatalog;
    let betaCat: TestCatalog;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      betaCat = await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer() {
      const guest = testContext(db, alpha, { request: { clientAddress: `192.0.2.${++n}` } });
      const session = await registerCustomer(guest, { name: 'Detour', phone: `0181${String(3000000 + n).padStart(7, '0')}`, password: 'password1' });
      return asCustomer(guest, session);
    }
    const urlOf = async (id: number) => (await db.selectFrom('products').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

    it('Add To Cart: the line is added with the variant and quantity, and the page comes back with them', async () => {
      const ctx = await customer();
      expect(ctx.actor.kind).toBe('customer');
      const variant = `${cat.valueIds.m}-${cat.valueIds.red}`;
      const out = await completePurchaseIntent(ctx, { action: 'cart', productId: cat.productId, variant, quantity: 2 });
      expect(out.refusal).toBeNull();
      expect(out.location).toBe(`/products/${await urlOf(cat.productId)}-${cat.productId}?v=${cat.valueIds.m}&v=${cat.valueIds.red}&qty=2&done=cart`);
      const { lines } = await getCart(ctx);
      expect(lines.map((l) => [l.productId, l.variant, l.quantity])).toEqual([[cat.productId, variant, 2]]);
    });

    it('Place Order: adds once and goes to checkout; again with the line in the cart adds nothing', async () => {
      const ctx = await customer();
      const intent = { action: 'order' as const, productId: cat.plainProductId, variant: '', quantity: 1 };
      expect(await completePurchaseIntent(ctx, intent)).toEqual({ location: '/customer/checkout', refusal: null });
      expect(await completePurchaseIntent(ctx, intent)).toEqual({ location: '/customer/checkout', refusal: null });
      const { lines } = await getCart(ctx);
      expect(lines.map((l) => l.quantity)).toEqual([1]);
    });

    it('Add To Wishlist: added, then "already"', async () => {
      const ctx = await customer();
      const intent = { action: 'wishlist' as const, productId: cat.plainProductId, variant: '', quantity: 1 };
      expect((await completePurchaseIntent(ctx, intent)).location).toMatch(/\?done=wishlist$/);
      expect((await completePurchaseIntent(ctx, intent)).location).toMatch(/\?done=wishlist-already$/);
      expect(await listWishlist(ctx)).toHaveLength(1);
    });

    it('re-validates: an unknown variant, a half choice, another shop\'s product and a quantity past the stock change nothing', async () => {
      const ctx = await customer();
      const unknown = await completePurchaseIntent(ctx, { action: 'cart', productId: cat.productId, variant: '999999', quantity: 1 });
      expect(unknown.refusal).toBe(cartMessages.variantUnknown);
      expect(unknown.location).toMatch(/\?v=999999&done=not-added$/);
      const plainWithVariant = await completePurchaseIntent(ctx, { action: 'order', productId: cat.plainProductId, variant: `${cat.valueIds.m}`, quantity: 1 });
      expect(plainWithVariant.refusal).toBe(cartMessages.variantUnknown);
      const other = await completePurchaseIntent(ctx, { action: 'cart', productId: betaCat.plainProductId, variant: '', quantity: 1 });
      expect(other.location).toBe('/all-products');
      expect(other.refusal).not.toBeNull();
      const many = await completePurchaseIntent(ctx, { action: 'cart', productId: cat.plainProductId, variant: '', quantity: 9999 });
      expect(many.refusal).not.toBeNull();
      expect(many.location).toMatch(/qty=9999&done=not-added$/);
      const wish = await completePurchaseIntent(ctx, { action: 'wishlist', productId: cat.productId, variant: '424242', quantity: 1 });
      expect(wish.location).toMatch(/done=not-wishlisted$/);
      expect((await getCart(ctx)).lines).toHaveLength(0);
      expect(await listWishlist(ctx)).toHaveLength(0);
    });

    it('refuses a guest', async () => {
      await expect(completePurchaseIntent(testContext(db, alpha), { action: 'cart', productId: cat.plainProductId, variant: '', quantity: 1 })).rejects.toThrow();
    });
  });
}
