// The cart page's cart in the page's language (docs/decisions/051): a line's name, stock text, its
// per-order limit and what changed since it was added, in Bangla with Bangla digits on a Bangla
// request, word for word the rules' English on an English one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../core/cart-messages';
import { formatTaka } from '../../core/i18n/format';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { registerCustomer } from '../accounts/register-customer';
import { createContext } from '../context';
import { testContext } from '../test-context';
import { asCustomer, completePurchaseIntent } from './complete-purchase-intent';
import { getCart } from './get-cart';
import { getCartBadge } from './get-cart-badge';

for (const t of testDatabases()) {
  describe(`getCart in two languages (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let cat: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      shop = (await findShopBySlug(db, 'alpha'))!;
    });
    afterAll(() => closeAndDrop(db, drop));

    it('writes the line texts in the request language', async () => {
      const guest = testContext(db, shop, { request: { clientAddress: '192.0.2.51' } });
      const session = await registerCustomer(guest, { name: 'Two Tongues', phone: '01815000051', password: 'password1' });
      const english = asCustomer(guest, session);
      const bangla = createContext({ ...english, request: { ...english.request, lang: 'bn' } });
      await completePurchaseIntent(english, { action: 'cart', productId: cat.plainProductId, variant: '', quantity: 2 });
      // The price goes up after it was added (the line says so); the product gets a Bangla name.
      await db.updateTable('products').set({ unitprice: 1100, name_bn: 'মগ' }).where('id', '=', cat.plainProductId).execute();

      const [en] = (await getCart(english)).lines;
      expect(en!.name).not.toBe('মগ');
      expect(en!.availability).toBe('5 item(s) available');
      expect(en!.perOrderLimit).toBe(cartMessages.perOrderLimit(3));
      // (The shop's discount applies to both prices.)
      expect(en!.unitPrice).toBeGreaterThan(en!.addedPrice);
      expect(en!.notes).toEqual([cartMessages.priceChanged(formatTaka('en', en!.addedPrice), formatTaka('en', en!.unitPrice))]);

      const [bn] = (await getCart(bangla)).lines;
      expect(bn!.name).toBe('মগ');
      expect(bn!.availability).toBe('৫টি আছে');
      expect(bn!.perOrderLimit).toBe('এক অর্ডারে সর্বোচ্চ ৩টি');
      expect(bn!.notes).toEqual([`কার্টে রাখার পর দাম ${formatTaka('bn', en!.addedPrice)} থেকে বদলে ${formatTaka('bn', en!.unitPrice)} হয়েছে`]);
      expect(bn!.notes[0]).toMatch(/৳[০-৯,]+ থেকে/);
    });

    it('the badge (priced from the rows alone) says what the cart page sums up', async () => {
      const guest = testContext(db, shop, { request: { clientAddress: '192.0.2.52' } });
      const customer = asCustomer(guest, await registerCustomer(guest, { name: 'Badge Reader', phone: '01815000052', password: 'password1' }));
      await completePurchaseIntent(customer, { action: 'cart', productId: cat.plainProductId, variant: '', quantity: 2 });
      await completePurchaseIntent(customer, { action: 'cart', productId: cat.productId, variant: `${cat.valueIds.l}-${cat.valueIds.red}`, quantity: 1 });
      await completePurchaseIntent(customer, { action: 'cart', productId: cat.productId, variant: `${cat.valueIds.m}-${cat.valueIds.red}`, quantity: 2 });
      // A price change on one line, and another line's combination switched off (not orderable: not in the total).
      await db.updateTable('products').set({ unitprice: 1200 }).where('id', '=', cat.plainProductId).execute();
      await db.updateTable('product_variant_prices').set({ status: 0 }).where('id', '=', cat.priceIds[0]!).execute();
      const cart = await getCart(customer);
      expect(cart.lines.some((l) => !l.orderable)).toBe(true);
      const badge = await getCartBadge(customer);
      expect(badge).toEqual({ ...cart.summary, keys: cart.lines.map((l) => `${l.productId}:${l.variant}`) });
      expect(badge.totalItems).toBe(3);
      expect(badge.totalPieces).toBe(5);
    });
  });
}
