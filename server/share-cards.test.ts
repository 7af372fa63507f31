// A product's link preview (issue 29 item 5) through the real Hono app, on SQLite and
// PostgreSQL: /share-cards/products/{id}-{lang}.jpg is a 1200 × 630 JPEG — the product's
// picture on white at the left, the shop's colour behind its name and price at the right — cached
// for long only under the version the product page names; another shop's, a hidden or an
// unknown product, or a malformed name is not found.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { insertTestCatalog, type TestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { createApp } from './app.ts';
import { loadEnv } from './env';

const UPLOADS = '/tmp/haat-test-uploads';
const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: UPLOADS });

async function pixel(jpeg: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) < 24);

for (const t of testDatabases()) {
  describe(`product share cards (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: TestCatalog;
    let beta: TestCatalog;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestCatalog(db, 'alpha');
      beta = await insertTestCatalog(db, 'beta');
      await db.updateTable('shops').set({ theme_primary_color: '#1d4ed8' }).where('slug', '=', 'alpha').execute();
      // The test catalog's pictures, green: the card's left half shows one of them.
      mkdirSync(join(UPLOADS, 'zoom'), { recursive: true });
      const green = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#00a000' } }).webp().toBuffer();
      for (const name of ['red-1.webp', 'front-1.webp', 'front-2.webp']) writeFileSync(join(UPLOADS, 'zoom', name), green);
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const get = (host: string, path: string) => app.request(path, { headers: { host } });

    it('answers a 1200 × 630 JPEG: the picture at the left, the shop colour behind the text; long-cached under its version', async () => {
      const first = await get('alpha.localhost:3000', `/share-cards/products/${alpha.productId}-en.jpg`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      const jpeg = Buffer.from(await first.arrayBuffer());
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(near(await pixel(jpeg, 315, 315), [0, 160, 0])).toBe(true);
      expect(near(await pixel(jpeg, 1190, 10), [0x1d, 0x4e, 0xd8])).toBe(true);
      // Its version is its ETag; under the version the product page names
      // (services/catalog/get-product-page.test.ts) it is cached for a year, and is the same card.
      expect(first.headers.get('cache-control')).toBe('public, max-age=600');
      const version = /^"([0-9a-f]{12})"$/.exec(first.headers.get('etag') ?? '')?.[1];
      expect(version).toBeTruthy();
      const again = await get('alpha.localhost:3000', `/share-cards/products/${alpha.productId}-en.jpg?v=${version}`);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await again.arrayBuffer()).equals(jpeg)).toBe(true);
    });

    it('a stale or missing version is answered but not cached for long; Bangla has its own card', async () => {
      const res = await get('alpha.localhost:3000', `/share-cards/products/${alpha.productId}-en.jpg?v=000000000000`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=600');
      const bn = await get('alpha.localhost:3000', `/share-cards/products/${alpha.productId}-bn.jpg`);
      expect(bn.status).toBe(200);
      expect(Buffer.from(await bn.arrayBuffer()).equals(Buffer.from(await res.arrayBuffer()))).toBe(false);
    });

    it("draws a card without a picture on white, and finds nothing for another shop's, a hidden or an unknown product", async () => {
      const plain = await get('alpha.localhost:3000', `/share-cards/products/${alpha.plainProductId}-en.jpg`);
      expect(plain.status).toBe(200);
      expect(near(await pixel(Buffer.from(await plain.arrayBuffer()), 315, 315), [255, 255, 255])).toBe(true);
      expect((await get('alpha.localhost:3000', `/share-cards/products/${beta.productId}-en.jpg`)).status).toBe(404);
      expect((await get('alpha.localhost:3000', '/share-cards/products/999999-en.jpg')).status).toBe(404);
      await db.updateTable('products').set({ status: 0 }).where('id', '=', alpha.plainProductId).execute();
      expect((await get('alpha.localhost:3000', `/share-cards/products/${alpha.plainProductId}-en.jpg`)).status).toBe(404);
      for (const name of ['0-en.jpg', `${alpha.productId}-fr.jpg`, `${alpha.productId}-en.png`, `${alpha.productId}.jpg`, '..%2F..%2Fetc-en.jpg', `${'9'.repeat(20)}-en.jpg`])
        expect((await get('alpha.localhost:3000', `/share-cards/products/${name}`)).status, name).toBe(404);
    });
  });
}
