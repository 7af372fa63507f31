// Cart, wishlist and attachment calls (issue 6) through the real Hono app on SQLite and
// PostgreSQL: forged prices ignored, limits and their exact messages, every refusal changing
// nothing, tokens of another shop, another customer's uid and files, concurrent adds that can
// never pass a limit, and uploads that lie about their type.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../core/messages';
import { attachmentMessages, cartMessages, wishlistMessages } from '../../../core/cart-messages';
import { accountMessages } from '../../../core/account-messages';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { clearCart } from '../../../services/cart/clear-cart';
import { removeCartLine } from '../../../services/cart/remove-cart-line';
import { updateCartQuantity } from '../../../services/cart/update-cart-quantity';
import { getCart } from '../../../services/cart/get-cart';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { listWishlist } from '../../../services/wishlist/list-wishlist';
import { priceCheckout } from '../../../services/checkout/operations/price-checkout';
import { removeFromWishlist } from '../../../services/wishlist/remove-from-wishlist';
// Spelled via server/ because the layer lint rule reads '../app' as the app/ directory.
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { testContext } from '../../../services/test-context';

const ADD = '/api/front/customer-add-product-to-cart';
const WISH = '/api/front/add-product-customer-wishlist';
const UPLOAD = '/api/front/customer-attachment-upload-on-order';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

for (const t of testDatabases()) {
  describe(`cart, wishlist and attachment calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: Shop;
    let cat: TestCatalog;
    let betaCat: TestCatalog;
    let printId: number;
    let phone = 0;
    const dir = mkdtempSync(join(tmpdir(), 'haat-attach-'));
    const uploads = mkdtempSync(join(tmpdir(), 'haat-uploads-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads, ATTACHMENTS_DIR: dir });
    const sms = createLogSmsProvider({ log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      betaCat = await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      const mug = await db.selectFrom('products').selectAll().where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      const { id: _id, sell_price: _s, listing_stale: _l, listing_version: _v, ...rest } = mug;
      printId = (
        await db
          .insertInto('products')
          .values({ ...rest, slug: 'print', name: 'Photo print', order_attachment: 1, attachment_field_title: 'Prescription', max_item_in_order: 0, unlimited_quantity: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      app = createApp({ db, env, sms });
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop = alpha) {
      const ctx = testContext(db, shop, { sms, deps: { uploadsDir: uploads }, request: { clientAddress: `192.0.2.${++phone}` } });
      const s = await registerCustomer(ctx, { name: 'Cart Customer', phone: `0181${String(2000000 + phone).padStart(7, '0')}`, password: 'password1' });
      return { token: s.token, id: s.customer.id, ctx: testContext(db, shop, { sms, deps: { uploadsDir: uploads, attachmentsDir: dir }, customerId: s.customer.id }) };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const post = (path: string, who: Who | null, body: unknown, init: { host?: string; headers?: Record<string, string> } = {}) =>
      app.request(path, {
        method: 'POST',
        headers: {
          host: init.host ?? 'alpha.localhost:3000',
          'content-type': 'application/json',
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
          ...init.headers,
        },
        body: JSON.stringify(body),
      });
    const add = (who: Who | null, body: Record<string, unknown>, init?: { host?: string; headers?: Record<string, string> }) =>
      post(ADD, who, { shop: 'alpha.localhost:3000', uid: Date.now(), ...body }, init);
    const upload = (who: Who | null, name: string, bytes: Buffer, oldData = '') => {
      const form = new FormData();
      form.append('old_data', oldData);
      form.append('attachment', new File([new Uint8Array(bytes)], name));
      return app.request(UPLOAD, { method: 'POST', headers: { host: 'alpha.localhost:3000', ...(who ? { authorization: `Bearer ${who.token}` } : {}) }, body: form });
    };
    const variantKey = () => `${cat.valueIds.m}-${cat.valueIds.red}`;

    it('a guest gets 401, and so does a cookie call without the X-Requested-With header', async () => {
      const res = await add(null, { product_id: cat.plainProductId, quantity: 1 });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, code: 'unauthenticated', message: accountMessages.notLoggedIn });
      const who = await customer();
      const cookieOnly = await app.request(ADD, {
        method: 'POST',
        headers: { host: 'alpha.localhost:3000', 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, origin: 'http://alpha.localhost:3000' },
        body: JSON.stringify({ product_id: cat.plainProductId, quantity: 1 }),
      });
      expect(cookieOnly.status).toBe(401);
      const withHeader = await app.request(ADD, {
        method: 'POST',
        headers: { host: 'alpha.localhost:3000', 'content-type': 'application/json', cookie: `customerUserToken=${who.token}`, origin: 'http://alpha.localhost:3000', 'x-requested-with': 'haat' },
        body: JSON.stringify({ product_id: cat.plainProductId, quantity: 1 }),
      });
      expect(withHeader.status).toBe(200);
      expect((await getCart(who.ctx)).summary.totalItems).toBe(1);
    });

    it('ignores forged prices and limits, grows the matching line, and mirrors the cart in cookies', async () => {
      const who = await customer();
      const forged = { unitPrice: 1, sellPrice: 1, resellerEarning: 999, discount: 999, max_item_in_order: 99, available_qty: 99, image: 'x.png', attachment_title: 'x', attachment_real_name: 'x' };
      const res = await add(who, { product_id: cat.plainProductId, quantity: 1, variant: '', ...forged });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: messages.productAddedToCart, total_items: 1 });
      // 1000 + 10% − (5% + 10% admin) = 950 (decisions.md worked example).
      const cookies = res.headers.get('set-cookie') ?? '';
      expect(cookies).toContain('total_cart_items=1;');
      expect(cookies).toContain('customer_cart_total=950;');
      expect(cookies).toContain('cart_pieces=1;');
      const again = await add(who, { product_id: cat.plainProductId, quantity: '2', ...forged });
      // total_items stays the spec's number of lines; the badge's pieces cookie says 3 (decision 032).
      expect(await again.json()).toEqual({ success: true, message: messages.productAddedToCart, total_items: 1 });
      const grown = again.headers.get('set-cookie') ?? '';
      expect(grown).toContain('total_cart_items=1;');
      expect(grown).toContain('cart_pieces=3;');
      const cart = await getCart(who.ctx);
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({ quantity: 3, unitPrice: 950, lineTotal: 2850, notes: [] });
      expect(cart.summary).toEqual({ totalItems: 1, totalPieces: 3, total: 2850 });
      // A variant is a new line.
      const variant = await add(who, { product_id: cat.productId, quantity: 1, variant: variantKey() });
      expect(await variant.json()).toMatchObject({ success: true, total_items: 2 });
      const lines = (await getCart(who.ctx)).lines;
      expect(lines[1]).toMatchObject({ variant: variantKey(), variantLabels: [{ title: 'Size', label: 'M' }, { title: 'Color', label: 'Red' }], unitPrice: 950 });
    });

    it('refuses past max_item_in_order and past the stock with the spec messages, changing nothing', async () => {
      const who = await customer();
      expect((await add(who, { product_id: cat.plainProductId, quantity: 3 })).status).toBe(200);
      const over = await add(who, { product_id: cat.plainProductId, quantity: 1 });
      expect(over.status).toBe(409);
      expect(await over.json()).toEqual({ success: false, code: 'limit_reached', message: '1 items can not be added to cart. The quantity is limited to 3' });
      const first = await add(who, { product_id: cat.productId, quantity: 2, variant: variantKey() });
      expect(first.status).toBe(200);
      const stock = await add(who, { product_id: cat.productId, quantity: 1, variant: variantKey() });
      expect(await stock.json()).toEqual({ success: false, code: 'out_of_stock', message: '1 items can not be added to cart. The remaining stock is 2' });
      const fresh = await customer();
      const tooMany = await add(fresh, { product_id: cat.plainProductId, quantity: 4 });
      expect(await tooMany.json()).toEqual({ success: false, code: 'limit_reached', message: '4 items can not be added to cart. The quantity is limited to 3' });
      expect((await getCart(fresh.ctx)).lines).toHaveLength(0);
      expect((await getCart(who.ctx)).lines.map((l) => l.quantity)).toEqual([3, 2]);
    });

    it('refuses another shop’s product, a status-0 or unknown or missing variant and a malformed quantity', async () => {
      const who = await customer();
      const cases: [Record<string, unknown>, number, string][] = [
        [{ product_id: betaCat.plainProductId, quantity: 1 }, 404, cartMessages.productNotFound],
        [{ product_id: cat.plainProductId, quantity: 1, shop: 'beta' }, 404, cartMessages.productNotFound],
        [{ product_id: cat.productId, quantity: 1, variant: '' }, 422, cartMessages.variantRequired],
        [{ product_id: cat.productId, quantity: 1, variant: '999999-999998' }, 422, cartMessages.variantUnknown],
        [{ product_id: cat.productId, quantity: 1, variant: 'drop table' }, 422, cartMessages.variantUnknown],
        [{ product_id: cat.plainProductId, quantity: 1, variant: variantKey() }, 422, cartMessages.variantUnknown],
        [{ product_id: cat.plainProductId, quantity: '2.5' }, 422, messages.invalidCartQuantity],
        [{ product_id: cat.plainProductId, quantity: 0 }, 422, messages.invalidCartQuantity],
        [{ product_id: cat.plainProductId, quantity: -1 }, 422, messages.invalidCartQuantity],
        [{ product_id: cat.plainProductId, quantity: 'abc' }, 422, messages.invalidCartQuantity],
        [{ product_id: cat.plainProductId, quantity: 1.5 }, 422, messages.invalidCartQuantity],
      ];
      for (const [body, status, message] of cases) {
        const res = await add(who, body);
        expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { success: false, code: status === 404 ? 'not_found' : 'invalid', message } });
      }
      const huge = await add(who, { product_id: 99_999_999_999, quantity: 1 });
      expect({ status: huge.status, body: await huge.json() }).toEqual({ status: 404, body: { success: false, code: 'not_found', message: cartMessages.productNotFound } });
      const hugeWish = await post(WISH, who, { pro_id: 99_999_999_999 });
      expect(hugeWish.status).toBe(404);
      const junkId = await add(who, { product_id: 'abc', quantity: 1 });
      expect(junkId.status).toBe(422);
      expect((await junkId.json()).success).toBe(false);
      // Switched off (status 0).
      const lKey = `${cat.valueIds.l}-${cat.valueIds.red}`;
      await db.updateTable('product_variant_prices').set({ status: 0 }).where('shop_id', '=', alpha.id).where('variant', '=', lKey).execute();
      const off = await add(who, { product_id: cat.productId, quantity: 1, variant: lKey });
      expect(await off.json()).toEqual({ success: false, code: 'invalid', message: cartMessages.variantUnavailable });
      await db.updateTable('product_variant_prices').set({ status: 1 }).where('shop_id', '=', alpha.id).where('variant', '=', lKey).execute();
      expect((await getCart(who.ctx)).lines).toHaveLength(0);
    });

    it('a token of another shop is refused there, and cannot add that shop’s products', async () => {
      const who = await customer();
      const res = await add(who, { product_id: betaCat.plainProductId, quantity: 1, shop: 'beta.localhost:3000' }, { host: 'beta.localhost:3000' });
      expect(res.status).toBe(401);
      expect(await db.selectFrom('cart_items').selectAll().where('customer_id', '=', who.id).execute()).toEqual([]);
    });

    it('two concurrent adds can never take a line past its limit', async () => {
      const who = await customer();
      const pair = await Promise.all([add(who, { product_id: cat.plainProductId, quantity: 2 }), add(who, { product_id: cat.plainProductId, quantity: 2 })]);
      expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await getCart(who.ctx)).lines.map((l) => l.quantity)).toEqual([2]);
      const many = await customer();
      const ten = await Promise.all(Array.from({ length: 10 }, () => add(many, { product_id: cat.plainProductId, quantity: 1 })));
      expect(ten.filter((r) => r.status === 200)).toHaveLength(3);
      const rows = await db.selectFrom('cart_items').selectAll().where('customer_id', '=', many.id).execute();
      expect(rows.map((r) => r.quantity)).toEqual([3]);
    });

    it('attachment-required products need the customer’s own uploaded file', async () => {
      const who = await customer();
      const other = await customer();
      const missing = await add(who, { product_id: printId, quantity: 1 });
      expect(await missing.json()).toEqual({ success: false, code: 'invalid', message: 'Please upload Prescription first' });
      const theirs = await (await upload(other, 'scan.pdf', PDF)).json();
      const foreign = await add(who, { product_id: printId, quantity: 1, attachment_db_name: theirs.imageNewName });
      expect(await foreign.json()).toEqual({ success: false, code: 'invalid', message: cartMessages.attachmentNotFound });
      const mine = await (await upload(who, 'My scan.PDF', PDF)).json();
      const ok = await add(who, { product_id: printId, quantity: 5, attachment_db_name: mine.imageNewName, attachment_real_name: 'forged.exe' });
      expect(ok.status).toBe(200);
      // Unlimited stock without max_item_in_order: a line still holds at most 9999.
      const tooMany = await add(who, { product_id: printId, quantity: 9995, attachment_db_name: mine.imageNewName });
      expect(await tooMany.json()).toEqual({ success: false, code: 'limit_reached', message: '9995 items can not be added to cart. The quantity is limited to 9999' });
      const line = (await getCart(who.ctx)).lines[0]!;
      expect(line.attachment).toEqual({ title: 'Prescription', realName: 'My scan.PDF', url: `/customer/attachment/${mine.imageNewName}` });
      expect(line.maxQuantity).toBeNull();
      expect(line.quantity).toBe(5);
    });

    it('cart changes touch only the customer’s own lines; quantity follows the product page rules', async () => {
      const who = await customer();
      const other = await customer();
      await add(who, { product_id: cat.plainProductId, quantity: 1 });
      await add(who, { product_id: cat.productId, quantity: 1, variant: variantKey() });
      const [plain, variant] = (await getCart(who.ctx)).lines;
      await expect(removeCartLine(other.ctx, plain!.uid)).rejects.toThrow(cartMessages.lineNotFound);
      await expect(updateCartQuantity(other.ctx, { uid: plain!.uid, quantity: 2 })).rejects.toThrow(cartMessages.lineNotFound);
      expect((await getCart(who.ctx)).lines).toHaveLength(2);
      // The refusal names the limit that was hit (stock 5, at most 3 per order; the combination has 2).
      await expect(updateCartQuantity(who.ctx, { uid: plain!.uid, quantity: 4 })).rejects.toThrow(messages.cartLimitMaxItem(4, 3));
      await expect(updateCartQuantity(who.ctx, { uid: variant!.uid, quantity: 3 })).rejects.toThrow(messages.cartLimitStock(3, 2));
      expect(await updateCartQuantity(who.ctx, { uid: plain!.uid, quantity: 3 })).toEqual({ message: cartMessages.quantityUpdated });
      // 0 on a line holding 1, or the same number, changes nothing and does not say "updated";
      // what is not a number is refused and leaves the line alone.
      expect(await updateCartQuantity(who.ctx, { uid: variant!.uid, quantity: 0 })).toEqual({ message: cartMessages.quantityUnchanged(1) });
      expect(await updateCartQuantity(who.ctx, { uid: plain!.uid, quantity: '3' })).toEqual({ message: cartMessages.quantityUnchanged(3) });
      for (const junk of ['', 'abc', '1.5']) {
        await expect(updateCartQuantity(who.ctx, { uid: plain!.uid, quantity: junk })).rejects.toThrow(messages.invalidCartQuantity);
      }
      expect((await getCart(who.ctx)).lines.map((l) => l.quantity)).toEqual([3, 1]);
      expect((await getCart(who.ctx)).summary).toMatchObject({ totalItems: 2, totalPieces: 4 });
      // The cart says the per-order limit where it is below the stock (plain: 3 of 5), not where the stock is tighter.
      expect((await getCart(who.ctx)).lines.map((l) => l.perOrderLimit)).toEqual([cartMessages.perOrderLimit(3), null]);
      await removeCartLine(who.ctx, variant!.uid);
      expect((await getCart(who.ctx)).lines.map((l) => l.uid)).toEqual([plain!.uid]);
      await clearCart(who.ctx);
      expect((await getCart(who.ctx)).summary).toEqual({ totalItems: 0, totalPieces: 0, total: 0 });
    });

    it('a line says when today’s price or stock differs from when it was added', async () => {
      const who = await customer();
      await add(who, { product_id: cat.plainProductId, quantity: 3 });
      await db.updateTable('products').set({ unitprice: 1100, quantity: 2 }).where('id', '=', cat.plainProductId).execute();
      try {
        const [line] = (await getCart(who.ctx)).lines;
        expect(line).toMatchObject({ unitPrice: 1045, addedPrice: 950, orderable: false, lineTotal: 0 });
        expect(line!.notes).toEqual([
          cartMessages.priceChanged('৳950', '৳1,045'),
          cartMessages.stockChanged('2 item(s) available'),
          cartMessages.moreThanStock(2),
        ]);
      } finally {
        await db.updateTable('products').set({ unitprice: 1000, quantity: 5 }).where('id', '=', cat.plainProductId).execute();
      }
    });

    it('cart, wishlist and checkout lines show the chosen variant value’s picture when it has one', async () => {
      const who = await customer();
      await add(who, { product_id: cat.productId, quantity: 1, variant: variantKey() });
      await add(who, { product_id: cat.plainProductId, quantity: 1 });
      await post(WISH, who, { shop: 'alpha', pro_id: cat.productId, variant: variantKey() });
      await db.updateTable('products').set({ thumbnail_image: 'default-navy.webp' }).where('id', 'in', [cat.productId, cat.plainProductId]).execute();
      await db.updateTable('product_variant_values').set({ image: 'mustard.webp' }).where('id', '=', cat.valueIds.red).execute();
      try {
        expect((await getCart(who.ctx)).lines.map((l) => l.image)).toEqual(['/uploads/thumnail/small/mustard.webp', '/uploads/thumnail/small/default-navy.webp']);
        expect((await listWishlist(who.ctx)).map((e) => e.image)).toEqual(['/uploads/thumnail/small/mustard.webp']);
        const priced = await priceCheckout(db, alpha, who.id, { shippingType: 0, shippingAddress: null, pickupPoint: null, coupon_code: '' }, Date.now());
        expect(priced.lines.map((l) => l.image)).toEqual(['/uploads/thumnail/small/mustard.webp', '/uploads/thumnail/small/default-navy.webp']);
        // Without a picture of its own the line keeps the product's thumbnail.
        await db.updateTable('product_variant_values').set({ image: null }).where('id', '=', cat.valueIds.red).execute();
        expect((await getCart(who.ctx)).lines[0]!.image).toBe('/uploads/thumnail/small/default-navy.webp');
      } finally {
        await db.updateTable('product_variant_values').set({ image: null }).where('id', '=', cat.valueIds.red).execute();
        await db.updateTable('products').set({ thumbnail_image: null }).where('id', 'in', [cat.productId, cat.plainProductId]).execute();
      }
    });

    it('wishlist: add, add again, refusals, list and remove', async () => {
      const who = await customer();
      const wish = (body: Record<string, unknown>, w: Who | null = who) => post(WISH, w, { shop: 'alpha', ...body });
      expect(await (await wish({ pro_id: cat.plainProductId, variant: '' })).json()).toEqual({ success: true, message: wishlistMessages.added });
      expect(await (await wish({ pro_id: cat.plainProductId })).json()).toEqual({ success: true, message: wishlistMessages.already });
      expect(await (await wish({ pro_id: cat.productId, variant: variantKey() })).json()).toEqual({ success: true, message: wishlistMessages.added });
      expect((await wish({ pro_id: cat.plainProductId }, null)).status).toBe(401);
      const foreign = await wish({ pro_id: betaCat.plainProductId });
      expect({ status: foreign.status, body: await foreign.json() }).toEqual({ status: 404, body: { success: false, code: 'not_found', message: cartMessages.productNotFound } });
      expect(await (await wish({ pro_id: cat.productId, variant: '1-2-3' })).json()).toEqual({ success: false, code: 'invalid', message: cartMessages.variantUnknown });
      const list = await listWishlist(who.ctx);
      expect(list.map((e) => [e.productId, e.variant, e.directAdd])).toEqual([
        [cat.productId, variantKey(), true],
        [cat.plainProductId, '', true],
      ]);
      expect(list[0]!.variantLabels).toEqual([{ title: 'Size', label: 'M' }, { title: 'Color', label: 'Red' }]);
      const other = await customer();
      await expect(removeFromWishlist(other.ctx, list[0]!.id)).rejects.toThrow();
      await removeFromWishlist(who.ctx, list[0]!.id);
      expect((await listWishlist(who.ctx)).map((e) => e.productId)).toEqual([cat.plainProductId]);
    });

    describe('attachment upload', () => {
      it('takes a JPEG, PNG or PDF whose name and content agree, stored outside the uploads under a server-made name', async () => {
        const who = await customer();
        for (const [name, bytes, ext, type] of [
          ['photo.JPG', JPEG, 'jpg', 'image/jpeg'],
          ['photo.jpeg', JPEG, 'jpg', 'image/jpeg'],
          ['scan.Png', PNG, 'png', 'image/png'],
          ['doc.pdf', PDF, 'pdf', 'application/pdf'],
        ] as const) {
          const res = await upload(who, name, bytes);
          expect(res.status).toBe(200);
          const body = await res.json();
          expect(body).toEqual({ success: true, imageOriginalName: name, imageNewName: expect.stringMatching(new RegExp(`^[0-9a-f]{32}\\.${ext}$`)) });
          expect(existsSync(join(dir, body.imageNewName))).toBe(true);
          const file = await app.request(`/customer/attachment/${body.imageNewName}`, { headers: { host: 'alpha.localhost:3000', authorization: `Bearer ${who.token}` } });
          expect(file.status).toBe(200);
          expect(file.headers.get('content-type')).toBe(type);
          expect(file.headers.get('x-content-type-options')).toBe('nosniff');
          expect(file.headers.get('content-disposition')).toContain('attachment;');
          expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
        }
        expect(readdirSync(uploads)).toEqual([]);
      });

      it('refuses files that lie about their type, and keeps only the base name of a path', async () => {
        const who = await customer();
        const cases: [string, Buffer, string][] = [
          ['evil.png', Buffer.from('#!/bin/sh\nrm -rf /\n'), attachmentMessages.contentMismatch],
          ['page.png', Buffer.from('<script>alert(1)</script>'), attachmentMessages.contentMismatch],
          ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), messages.attachmentTypeUntitled],
          ['logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), attachmentMessages.contentMismatch],
          ['doc.jpg', PDF, attachmentMessages.contentMismatch],
          ['photo.pdf', JPEG, attachmentMessages.contentMismatch],
          ['run.exe', PNG, messages.attachmentTypeUntitled],
        ];
        const before = readdirSync(dir).length;
        for (const [name, bytes, message] of cases) {
          const res = await upload(who, name, bytes);
          expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 422, body: { success: false, code: 'invalid', message } });
        }
        expect(readdirSync(dir).length).toBe(before);
        const path = await (await upload(who, '../../../etc/evil.png', PNG)).json();
        expect(path).toMatchObject({ success: true, imageOriginalName: 'evil.png' });
        expect(path.imageNewName).toMatch(/^[0-9a-f]{32}\.png$/);
        expect((await upload(null, 'a.png', PNG)).status).toBe(401);
      });

      it('refuses more than 5 MB', async () => {
        const who = await customer();
        const big = Buffer.alloc(5 * 1024 * 1024 + 1);
        PNG.copy(big);
        const res = await upload(who, 'big.png', big);
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ success: false, code: 'payload_too_large', message: attachmentMessages.tooLarge });
        // A body without Content-Length (streamed) is counted as it arrives.
        const boundary = 'x-haat-boundary';
        const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(head));
            for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024));
            controller.close();
          },
        });
        const streamed = await app.request(UPLOAD, {
          method: 'POST',
          headers: { host: 'alpha.localhost:3000', authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: stream,
          duplex: 'half',
        } as RequestInit);
        expect(streamed.status).toBe(413);
        // A Content-Length that claims more than the limit is refused before the body is read.
        const claimed = await app.request(UPLOAD, {
          method: 'POST',
          headers: { host: 'alpha.localhost:3000', authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(6 * 1024 * 1024) },
          body: head,
        });
        expect(claimed.status).toBe(413);
        const exact = Buffer.alloc(5 * 1024 * 1024);
        PNG.copy(exact);
        expect((await upload(who, 'exact.png', exact)).status).toBe(200);
      });

      it('limits each customer to 30 uploads an hour', async () => {
        const who = await customer();
        for (let i = 0; i < 30; i++) expect((await upload(who, `p${i}.png`, PNG)).status).toBe(200);
        const over = await upload(who, 'p30.png', PNG);
        expect(over.status).toBe(429);
        // Says when to come back (Retry-After, seconds).
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await upload(await customer(), 'other.png', PNG)).status).toBe(200);
      });

      it('serves a file only to its owner, and old_data replaces only the customer’s own earlier file', async () => {
        const who = await customer();
        const other = await customer();
        const theirs = (await (await upload(other, 'a.png', PNG)).json()).imageNewName as string;
        const get = (w: Who | null, name: string) =>
          app.request(`/customer/attachment/${name}`, { headers: { host: 'alpha.localhost:3000', ...(w ? { authorization: `Bearer ${w.token}` } : {}) } });
        expect((await get(who, theirs)).status).toBe(404);
        expect((await get(null, theirs)).status).toBe(404);
        expect((await get(other, theirs)).status).toBe(200);
        expect((await get(who, '..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
        const first = (await (await upload(who, 'one.jpg', JPEG)).json()).imageNewName as string;
        const second = (await (await upload(who, 'two.jpg', JPEG, first)).json()).imageNewName as string;
        expect(existsSync(join(dir, first))).toBe(false);
        expect((await get(who, first)).status).toBe(404);
        expect((await get(who, second)).status).toBe(200);
        await upload(who, 'three.jpg', JPEG, theirs);
        expect(existsSync(join(dir, theirs))).toBe(true);
        expect((await get(other, theirs)).status).toBe(200);
      });
    });
  });
}
