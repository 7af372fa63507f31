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
  });
}
