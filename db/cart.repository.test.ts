// Cart, wishlist and attachment repositories on SQLite and PostgreSQL: every query stays inside
// one shop and one customer; growing a line is conditional on its limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOrGrowCartLine,
  countCartLines,
  deleteCart,
  deleteCartLineByUid,
  findCartLine,
  insertCartLineIfAbsent,
  listCartKeys,
  listCartLines,
  setCartLineQuantity,
} from './cart.repository';
import type { Db } from './client';
import { runWrite } from './run-write';
import { deleteUnusedOrderAttachment, findOrderAttachment, insertOrderAttachment } from './order-attachment.repository';
import { insertTestCatalog, type TestCatalog } from './test-catalog';
import { testDatabases } from './test-databases';
import { insertTestCustomer } from './test-customer';
import { closeAndDrop } from './test-shop';
import { deleteWishlistItem, insertWishlistItem, listWishlistItems } from './wishlist.repository';

const NOW = '2025-01-01T00:00:00.000Z';

for (const t of testDatabases()) {
  describe(`cart repositories (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let a: TestCatalog;
    let b: TestCatalog;
    let alice: number;
    let bob: number;
    let carol: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      a = await insertTestCatalog(db, 'alpha');
      b = await insertTestCatalog(db, 'beta');
      const customer = (shopId: number, phone: string) => insertTestCustomer(db, { shopId, phone, now: NOW, phoneVerified: true });
      alice = await customer(a.shopId, '+8801700000001');
      bob = await customer(a.shopId, '+8801700000002');
      carol = await customer(b.shopId, '+8801700000001');
    });
    afterAll(() => closeAndDrop(db, drop));

    const line = (productId: number, uid: string, quantity = 1) => ({ productId, variant: '', uid, quantity, attachmentId: null, addedPrice: 950, addedStock: 5, now: NOW });

    it('one line per product and variant; growing is conditional on the limit', async () => {
      expect(await runWrite(db, (trx) => insertCartLineIfAbsent(trx, a.shopId, alice, line(a.plainProductId, '1')))).toBeTypeOf('number');
      expect(await runWrite(db, (trx) => insertCartLineIfAbsent(trx, a.shopId, alice, line(a.plainProductId, '2')))).toBeNull();
      const first = await findCartLine(db, a.shopId, alice, a.plainProductId, '');
      const grow = { ...line(a.plainProductId, '3', 2), limit: 3, addedPrice: 960, addedStock: 4, now: '2025-01-02T00:00:00.000Z' };
      expect(await runWrite(db, (trx) => addOrGrowCartLine(trx, a.shopId, alice, grow))).toBe(first!.id);
      expect(await runWrite(db, (trx) => addOrGrowCartLine(trx, a.shopId, alice, { ...grow, quantity: 1 }))).toBeNull();
      expect(await runWrite(db, (trx) => addOrGrowCartLine(trx, a.shopId, alice, { ...grow, quantity: 5, limit: null }))).toBe(first!.id);
      // Grown, the line keeps its uid and first-added time and takes the latest price and stock seen.
      expect(await findCartLine(db, a.shopId, alice, a.plainProductId, '')).toMatchObject({ quantity: 8, added_price: 960, added_stock: 4, uid: '1', created_at: NOW, updated_at: '2025-01-02T00:00:00.000Z' });
    });

    it('adds a new line when the product and variant are not in the cart, whatever the limit', async () => {
      const id = await runWrite(db, (trx) => addOrGrowCartLine(trx, a.shopId, bob, { ...line(a.productId, '7', 2), variant: 'v', limit: 2 }));
      expect(id).toBeTypeOf('number');
      expect(await findCartLine(db, a.shopId, bob, a.productId, 'v')).toMatchObject({ id, quantity: 2, uid: '7' });
      await db.deleteFrom('cart_items').where('id', '=', id!).execute();
    });

    it('never reaches another customer or another shop', async () => {
      await runWrite(db, (trx) => insertCartLineIfAbsent(trx, b.shopId, carol, line(b.plainProductId, '1')));
      // Bob and Carol (same phone, other shop) cannot see, change or remove Alice's line.
      expect(await listCartLines(db, a.shopId, bob)).toEqual([]);
      expect(await runWrite(db, (trx) => setCartLineQuantity(trx, a.shopId, bob, '1', { quantity: 1, addedPrice: 1, addedStock: 1, now: NOW }))).toBe(false);
      expect(await deleteCartLineByUid(db, a.shopId, bob, '1')).toBe(false);
      expect(await deleteCartLineByUid(db, b.shopId, alice, '1')).toBe(false);
      // A product of another shop never joins into this shop's cart.
      await runWrite(db, (trx) => insertCartLineIfAbsent(trx, a.shopId, bob, line(b.plainProductId, '9')));
      expect(await listCartLines(db, a.shopId, bob)).toEqual([]);
      expect(await countCartLines(db, a.shopId, alice)).toBe(1);
      expect(await listCartKeys(db, b.shopId, carol)).toEqual([{ product_id: b.plainProductId, variant: '' }]);
      expect(await deleteCart(db, a.shopId, bob)).toBe(1);
      expect(await countCartLines(db, a.shopId, alice)).toBe(1);
    });

    it('wishlist entries are unique and private', async () => {
      expect(await insertWishlistItem(db, a.shopId, alice, { productId: a.plainProductId, variant: '', now: NOW })).toBe(true);
      expect(await insertWishlistItem(db, a.shopId, alice, { productId: a.plainProductId, variant: '', now: NOW })).toBe(false);
      const [entry] = await listWishlistItems(db, a.shopId, alice);
      expect(await listWishlistItems(db, a.shopId, bob)).toEqual([]);
      expect(await deleteWishlistItem(db, a.shopId, bob, entry!.wishlist_id)).toBe(false);
      expect(await deleteWishlistItem(db, a.shopId, alice, entry!.wishlist_id)).toBe(true);
    });

    it('attachments belong to their owner; one in use by a cart line is kept', async () => {
      const file = { storedName: `${'ab'.repeat(16)}.png`, originalName: 'a.png', contentType: 'image/png' as const, size: 10, now: NOW };
      const id = await insertOrderAttachment(db, a.shopId, alice, file);
      expect(await findOrderAttachment(db, a.shopId, bob, file.storedName)).toBeUndefined();
      expect(await findOrderAttachment(db, b.shopId, alice, file.storedName)).toBeUndefined();
      expect(await deleteUnusedOrderAttachment(db, a.shopId, bob, id)).toBe(false);
      await runWrite(db, (trx) => insertCartLineIfAbsent(trx, a.shopId, alice, { ...line(a.productId, '3'), variant: 'x', attachmentId: id }));
      expect(await deleteUnusedOrderAttachment(db, a.shopId, alice, id)).toBe(false);
      await deleteCartLineByUid(db, a.shopId, alice, '3');
      expect(await deleteUnusedOrderAttachment(db, a.shopId, alice, id)).toBe(true);
    });

    it('a line added in a write transaction that fails is rolled back', async () => {
      await expect(
        runWrite(db, async (trx) => {
          await insertCartLineIfAbsent(trx, a.shopId, bob, line(a.plainProductId, '5'));
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(await countCartLines(db, a.shopId, bob)).toBe(0);
    });
  });
}
