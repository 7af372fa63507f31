// The import document's `couriers` key (docs/import-format.md "Couriers"; decision 027): set,
// kept when left out, removed with null, refused when malformed; a Steadfast account queues the
// shop's first status sweep, once however often it is imported. Both databases.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { findShopCourier } from '../../db/courier.repository';
import { findShopBySlug } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { importCatalog } from '../catalog/import-catalog';
import { STEADFAST_SWEEP_JOB } from './operations/queue-steadfast-sweep';

for (const t of testDatabases()) {
  describe(`import couriers (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let work: string;
    const run = (couriers: unknown) =>
      importCatalog(db, { shops: [{ slug: 'kuri', shop_name: 'Kuri', ...(couriers === undefined ? {} : { couriers }) }] }, { baseDir: work, uploadsDir: join(work, 'uploads') });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      work = await mkdtemp(join(tmpdir(), 'haat-couriers-import-'));
    });
    afterAll(async () => {
      await closeAndDrop(db, drop);
      await rm(work, { recursive: true, force: true });
    });

    const sweeps = async (shopId: number) => (await db.selectFrom('jobs').select('id').where('shop_id', '=', shopId).where('kind', '=', STEADFAST_SWEEP_JOB).where('state', '=', 'queued').execute()).length;

    it('sets, keeps and removes courier accounts; Steadfast queues one sweep', async () => {
      const doc = { pathao: { webhook_secret: 'a-webhook-secret-of-length', store_id: 130820 }, steadfast: { api_key: ' key ', secret_key: 'secret' } };
      expect((await run(doc)).success).toBe(true);
      const shop = (await findShopBySlug(db, 'kuri'))!;
      expect(await findShopCourier(db, shop.id, 'pathao')).toMatchObject({ webhook_secret: 'a-webhook-secret-of-length', store_id: '130820', api_key: null });
      expect(await findShopCourier(db, shop.id, 'steadfast')).toMatchObject({ api_key: 'key', secret_key: 'secret', webhook_secret: null });
      expect(await sweeps(shop.id)).toBe(1);
      expect((await run(doc)).success).toBe(true);
      expect(await sweeps(shop.id)).toBe(1);

      expect((await run(undefined)).success).toBe(true);
      expect(await findShopCourier(db, shop.id, 'pathao')).toBeDefined();
      expect((await run({ pathao: null })).success).toBe(true);
      expect(await findShopCourier(db, shop.id, 'pathao')).toBeUndefined();
      expect(await findShopCourier(db, shop.id, 'steadfast')).toBeDefined();

      // Booking (decision 054): Pathao's merchant login, all four fields or none.
      const login = { client_id: 'cid', client_secret: 'cs', username: 'm@example.com', password: 'pw' };
      expect((await run({ pathao: { webhook_secret: 'a-webhook-secret-of-length', store_id: 130820, ...login } })).success).toBe(true);
      expect(await findShopCourier(db, shop.id, 'pathao')).toMatchObject({ client_id: 'cid', client_secret: 'cs', username: 'm@example.com', password: 'pw', store_id: '130820' });
      const partial = await run({ pathao: { webhook_secret: 'a-webhook-secret-of-length', client_id: 'cid' } });
      expect(partial.success).toBe(false);
      expect(await findShopCourier(db, shop.id, 'pathao')).toMatchObject({ client_id: 'cid' });
    });

    it('refuses a short secret, a missing key, an unknown courier, and changes nothing', async () => {
      const shop = (await findShopBySlug(db, 'kuri'))!;
      for (const bad of [{ pathao: { webhook_secret: 'short' } }, { steadfast: { api_key: 'k' } }, { redx: { api_key: 'k' } }, 'pathao']) {
        const result = await run(bad);
        expect(result.success).toBe(false);
        if (!result.success) expect(result.errors[0]!.path).toMatch(/couriers/);
      }
      expect(await findShopCourier(db, shop.id, 'steadfast')).toMatchObject({ api_key: 'key' });
    });
  });
}
