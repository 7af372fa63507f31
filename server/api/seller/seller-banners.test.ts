// Home banners over HTTP and in the import (issue 28 item 3; decision 067), on SQLite and
// PostgreSQL: the owner adds, changes and removes slides and tiles with pictures through the
// image pipeline; guests, other shops and staff are refused; bad input is a 422 that changes
// nothing; five slides at most; the home page shows only the slides in their window and says
// how long its shared copy holds. And the delivered order's review invitation, sent once.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerMessages } from '../../../core/home-banners';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { runWrite } from '../../../db/run-write';
import { getHomeBanners } from '../../../services/banners/get-home-banners';
import { importCatalog } from '../../../services/catalog/import-catalog';
import { moveOrder } from '../../../services/orders/operations/move-order';
import { saveAddress } from '../../../services/addresses/save-address';
import { addToCart } from '../../../services/cart/add-to-cart';
import { getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import { placeOrder } from '../../../services/checkout/place-order';
import { testContext } from '../../../services/test-context';
import { loadEnv } from '../../env';
import { loginTestStaff, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp, type TestStaff } from '../test-kit';

const png = (w: number, h: number, r = 200) => sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 80, b: 40 } } }).png().toBuffer();

for (const t of testDatabases()) {
  describe(`home banners (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let alpha: Shop;
    let beta: Shop;
    let owner: TestStaff;
    let staff: TestStaff;
    let betaOwner: TestStaff;
    const uploads = mkdtempSync(join(tmpdir(), 'haat-uploads-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads, ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-attach-')) });
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      owner = await loginTestStaff(app, db, alpha, { phone: '01711000001', password: 'owner-pass-1', name: 'Owner', role: 'owner', ip: '198.51.100.1' });
      staff = await loginTestStaff(app, db, alpha, { phone: '01711000002', password: 'staff-pass-1', name: 'Staff', role: 'staff', ip: '198.51.100.2' });
      betaOwner = await loginTestStaff(app, db, beta, { phone: '01711000003', password: 'owner-pass-3', name: 'Beta owner', role: 'owner', ip: '198.51.100.3' });
    });
    afterAll(() => closeAndDrop(db, drop));

    function multipart(path: string, who: TestStaff | null, fields: Record<string, string>, picture?: Buffer, host = who?.host ?? `${alpha.slug}.localhost:3000`) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (picture) form.set('image', new File([new Uint8Array(picture)], 'slide.png', { type: 'image/png' }));
      return Promise.resolve(app.request(path, { method: 'POST', headers: { host, ...(who ? { authorization: `Bearer ${who.token}` } : {}) }, body: form }));
    }
    const json = (path: string, who: TestStaff | null, body: unknown) => postJson(app, path, { host: who?.host ?? `${alpha.slug}.localhost:3000`, token: who?.token }, body);
    const slideCount = async (shop: Shop) => Number((await db.selectFrom('home_slides').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shop.id).executeTakeFirstOrThrow()).n);

    it('the owner adds a slide with a picture: stored at two widths, listed, on the home page', async () => {
      const res = await multipart('/api/seller/home-slide-save', owner, { title: 'Eid sale', title_bn: 'ঈদের সেল', link: '/deals/eid', starts_at: '', ends_at: '2099-01-01T10:00' }, await png(1600, 900));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { slide: { id: number; image: { small: string; large: string }; ends_at: string; position: number } };
      expect(body.slide.position).toBe(1);
      // Bangladesh time: 10:00 there is 04:00 UTC.
      expect(body.slide.ends_at).toBe('2099-01-01T04:00:00.000Z');
      const file = body.slide.image.large.split('/').pop()!;
      expect(existsSync(join(uploads, 'banners', 'large', file))).toBe(true);
      expect(existsSync(join(uploads, 'banners', 'small', file))).toBe(true);
      expect(await sharp(join(uploads, 'banners', 'large', file)).metadata()).toMatchObject({ width: 1200, height: 500, format: 'webp' });
      const listed = (await (await json('/api/seller/home-banners', owner, {})).json()) as { slides: Array<{ id: number; showing: boolean }> };
      expect(listed.slides).toEqual([expect.objectContaining({ id: body.slide.id, showing: true })]);
      const shown = await getHomeBanners(testContext(db, alpha, { now: Date.parse('2030-01-01T00:00:00Z') }));
      expect(shown.slides.map((s) => s.title)).toEqual(['Eid sale']);
      // Changing it without a picture keeps the picture.
      const changed = await multipart('/api/seller/home-slide-save', owner, { slide_id: String(body.slide.id), title: 'Eid sale 2', link: 'https://example.com/eid', position: '2' });
      expect(changed.status).toBe(200);
      // The only slide: its place stays 1 whatever was asked (places are 1, 2, 3…).
    expect(await changed.json()).toMatchObject({ slide: { title: 'Eid sale 2', link: 'https://example.com/eid', position: 1, image: body.slide.image, ends_at: null } });
    });

    it('refuses a guest, staff who are not the owner, another shop’s slide, and bad input — changing nothing', async () => {
      const before = await slideCount(alpha);
      const picture = await png(300, 200);
      expect((await multipart('/api/seller/home-slide-save', null, { title: 'x', link: '/x' }, picture)).status).toBe(401);
      expect((await multipart('/api/seller/home-slide-save', staff, { title: 'x', link: '/x' }, picture)).status).toBe(403);
      const [mine] = await db.selectFrom('home_slides').select('id').where('shop_id', '=', alpha.id).execute();
      const other = await multipart('/api/seller/home-slide-save', betaOwner, { slide_id: String(mine!.id), title: 'Taken', link: '/x' });
      expect(other.status).toBe(404);
      expect((await json('/api/seller/home-slide-remove', betaOwner, { slide_id: mine!.id })).status).toBe(404);
      const bad: Array<[Record<string, string>, Buffer | undefined, string, string]> = [
        [{ title: '', link: '/x' }, picture, 'title', bannerMessages.titleRequired],
        [{ title: 'A', link: 'javascript:alert(1)' }, picture, 'link', bannerMessages.linkInvalid],
        [{ title: 'A', link: '//evil.example' }, picture, 'link', bannerMessages.linkInvalid],
        [{ title: 'A', link: '/x', starts_at: '2030-01-02T10:00', ends_at: '2030-01-01T10:00' }, picture, 'ends_at', bannerMessages.endBeforeStart],
        [{ title: 'A', link: '/x', starts_at: 'soon' }, picture, 'starts_at', bannerMessages.timeInvalid],
        [{ title: 'A', link: '/x', position: '9' }, picture, 'position', bannerMessages.positionInvalid],
        [{ title: 'A', link: '/x' }, undefined, 'image', bannerMessages.pictureRequired],
        [{ title: 'A', link: '/x' }, Buffer.from('not a picture at all'), 'image', bannerMessages.pictureInvalid],
        [{ title: 'A\u0000B', link: '/x' }, picture, 'title', 'Text contains characters that cannot be stored'],
      ];
      for (const [fields, pic, path] of bad) {
        const res = await multipart('/api/seller/home-slide-save', owner, fields, pic);
        expect(res.status, JSON.stringify(fields)).toBe(422);
        const body = (await res.json()) as { success: boolean; errors?: Array<{ path: string }> };
        expect(body.success).toBe(false);
        expect(body.errors?.map((e) => e.path), JSON.stringify(fields)).toContain(path);
      }
      expect((await json('/api/seller/home-slide-remove', owner, { slide_id: 'abc' })).status).toBe(422);
      expect(await slideCount(alpha)).toBe(before);
    });

    it('a slide put at a place comes first there, the others after it', async () => {
      const picture = await png(1200, 500, 30);
      const res = await multipart('/api/seller/home-slide-save', owner, { title: 'First now', link: '/x', position: '1' }, picture);
      expect(res.status).toBe(200);
      const order = await db.selectFrom('home_slides').select(['title', 'position']).where('shop_id', '=', alpha.id).orderBy('position').execute();
      expect(order).toEqual([{ title: 'First now', position: 1 }, { title: 'Eid sale 2', position: 2 }]);
    });

    it('five slides at most; a removed one makes room', async () => {
      const picture = await png(1200, 500, 90);
      while ((await slideCount(alpha)) < 5) expect((await multipart('/api/seller/home-slide-save', owner, { title: 'More', link: '/all-products' }, picture)).status).toBe(200);
      const sixth = await multipart('/api/seller/home-slide-save', owner, { title: 'Sixth', link: '/x' }, picture);
      expect(sixth.status).toBe(409);
      expect(((await sixth.json()) as { message: string }).message).toBe(bannerMessages.slidesFull);
      expect(await slideCount(alpha)).toBe(5);
      const [first] = await db.selectFrom('home_slides').select('id').where('shop_id', '=', alpha.id).orderBy('id', 'desc').execute();
      expect((await json('/api/seller/home-slide-remove', owner, { slide_id: first!.id })).status).toBe(200);
      expect(await slideCount(alpha)).toBe(4);
    });

    it('the home page shows only slides in their window, and its shared copy holds until the next start or end', async () => {
      await db.deleteFrom('home_slides').where('shop_id', '=', beta.id).execute();
      const now = Date.parse('2030-06-01T10:00:00Z');
      const rows = [
        { title: 'Running', starts_at: '2030-06-01T09:00:00.000Z', ends_at: '2030-06-01T10:00:30.000Z' },
        { title: 'Later', starts_at: '2030-06-01T10:00:10.000Z', ends_at: null },
        { title: 'Over', starts_at: null, ends_at: '2030-06-01T10:00:00.000Z' },
      ];
      await db.insertInto('home_slides').values(rows.map((r, i) => ({ shop_id: beta.id, position: i + 1, image: 'https://cdn.example/s.webp', link: '/x', title_bn: null, created_at: 'x', updated_at: 'x', ...r }))).execute();
      const at = (ms: number) => getHomeBanners(testContext(db, beta, { now: ms }));
      expect((await at(now)).slides.map((s) => s.title)).toEqual(['Running']);
      expect((await at(now)).sharedForMs).toBe(10_000);
      expect((await at(now + 10_000)).slides.map((s) => s.title)).toEqual(['Running', 'Later']);
      expect((await at(now + 10_000)).sharedForMs).toBe(20_000);
      expect((await at(now + 30_000)).slides.map((s) => s.title)).toEqual(['Later']);
      expect((await at(now + 30_000)).sharedForMs).toBe(24 * 60 * 60 * 1000);
      // A URL picture is used as it is, at both widths.
      expect((await at(now)).slides[0]!.image).toEqual({ small: 'https://cdn.example/s.webp', large: 'https://cdn.example/s.webp' });
    });

    it('category tiles: one per category of this shop, a square picture, removed again', async () => {
      const [men] = await db.selectFrom('categories').select('id').where('shop_id', '=', alpha.id).where('slug', '=', 'men').execute();
      const [betaCategory] = await db.selectFrom('categories').select('id').where('shop_id', '=', beta.id).execute();
      const picture = await png(800, 600);
      const added = await multipart('/api/seller/home-tile-save', owner, { category_id: String(men!.id) }, picture);
      expect(added.status).toBe(200);
      const tile = ((await added.json()) as { tile: { id: number; slug: string; image: string } }).tile;
      expect(tile.slug).toBe('men');
      expect(await sharp(join(uploads, 'tiles', tile.image.split('/').pop()!)).metadata()).toMatchObject({ width: 320, height: 320 });
      const again = await multipart('/api/seller/home-tile-save', owner, { category_id: String(men!.id) }, picture);
      expect(again.status).toBe(422);
      expect(((await again.json()) as { message: string }).message).toBe(bannerMessages.categoryTaken);
      expect((await multipart('/api/seller/home-tile-save', owner, { category_id: String(betaCategory!.id) }, picture)).status).toBe(422);
      expect((await multipart('/api/seller/home-tile-save', staff, { category_id: String(men!.id) }, picture)).status).toBe(403);
      expect((await json('/api/seller/home-tile-remove', betaOwner, { tile_id: tile.id })).status).toBe(404);
      expect((await getHomeBanners(testContext(db, alpha))).tiles.map((x) => x.slug)).toEqual(['men']);
      expect((await json('/api/seller/home-tile-remove', owner, { tile_id: tile.id })).status).toBe(200);
      expect((await getHomeBanners(testContext(db, alpha))).tiles).toEqual([]);
    });

    it('the import replaces the slides and tiles it gives, refuses a tile of an unknown category, and keeps them when left out', async () => {
      const options = { baseDir: mkdtempSync(join(tmpdir(), 'haat-import-')), uploadsDir: uploads };
      const doc = (shop: Record<string, unknown>) => ({ shops: [{ slug: 'beta', shop_name: beta.shop_name, ...shop }] });
      const [category] = await db.selectFrom('categories').select('slug').where('shop_id', '=', beta.id).execute();
      const refused = await importCatalog(db, doc({ home_slides: [{ image: 'https://cdn.example/a.webp', link: 'javascript:x', title: 'A' }], home_tiles: [{ category: 'no-such', image: 'https://cdn.example/t.webp' }] }), options);
      expect(refused.success).toBe(false);
      const wrong = await importCatalog(db, doc({ home_tiles: [{ category: 'no-such', image: 'https://cdn.example/t.webp' }] }), options);
      expect(wrong).toEqual({ success: false, errors: [{ path: '$.shops[0].home_tiles[0].category', message: "no category with slug 'no-such' in this shop" }] });
      const ok = await importCatalog(
        db,
        doc({
          home_slides: [{ image: 'https://cdn.example/a.webp', link: '/deals/eid', title: 'Eid', title_bn: 'ঈদ', starts_at: '2030-01-01T00:00:00+06:00', ends_at: null }],
          home_tiles: [{ category: category!.slug, image: 'https://cdn.example/t.webp' }],
        }),
        options,
      );
      expect(ok.success).toBe(true);
      const slides = await db.selectFrom('home_slides').selectAll().where('shop_id', '=', beta.id).execute();
      expect(slides).toEqual([expect.objectContaining({ title: 'Eid', title_bn: 'ঈদ', link: '/deals/eid', position: 1, starts_at: '2029-12-31T18:00:00.000Z', ends_at: null })]);
      expect(await importCatalog(db, doc({}), options)).toMatchObject({ success: true });
      expect(await slideCount(beta)).toBe(1);
      expect(await importCatalog(db, doc({ home_slides: null, home_tiles: [] }), options)).toMatchObject({ success: true });
      expect(await slideCount(beta)).toBe(0);
    });

    it('a delivered order invites its shopper to review it once, in the bell, however often it is delivered', async () => {
      const who = await registerTestCustomer(db, alpha, sms, { name: 'Invited Buyer', phone: '01819000001', clientAddress: '192.0.2.77' });
      const ctx = testContext(db, alpha, { customerId: who.id });
      const [mug] = await db.selectFrom('products').select('id').where('shop_id', '=', alpha.id).where('slug', '=', 'mug').execute();
      await db.updateTable('products').set({ quantity: 50 }).where('id', '=', mug!.id).execute();
      const { address } = await saveAddress(ctx, { name: 'Invited Buyer', phone: '01819000001', district: 'Dhaka', area: 'Banani', address: 'House 1', note: '', is_default: true });
      await addToCart(ctx, { productId: mug!.id, variant: '', quantity: 1, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: address.id, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(ctx, choice);
      const placed = await placeOrder(ctx, { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount }, null);
      const deliver = async () => {
        await db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', placed.purchase_id).execute();
        await runWrite(db, async (trx) => {
          const order = await trx.selectFrom('orders').selectAll().where('id', '=', placed.purchase_id).executeTakeFirstOrThrow();
          expect((await moveOrder(trx, alpha, order, { to: 'delivered', by: { kind: 'system', id: null, as: 'courier' } }, Date.now())).moved).toBe(true);
        });
      };
      const invites = () => db.selectFrom('notifications').select(['message', 'url', 'type']).where('customer_id', '=', who.id).where('url', 'like', '%#review').execute();
      await deliver();
      expect(await invites()).toEqual([{ type: 'customer', url: `/customer/dashboard/purchase-details/${placed.purchase_id}#review`, message: `How was your order ${(await db.selectFrom('orders').select('code').where('id', '=', placed.purchase_id).executeTakeFirstOrThrow()).code}? Rate what you received and help other shoppers choose.` }]);
      await deliver();
      expect(await invites()).toHaveLength(1);
    });
  });
}
