// POST /api/admin/import: off without ADMIN_TOKEN, refuses a wrong token, imports a good
// document, and refuses a bad one with JSON paths without changing anything.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { testDatabases } from '../../../db/test-databases';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { testImportDocument as goodDocument } from './test-import-document';

const TOKEN = 'test-admin-token-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'haat-admin-import-'));
const env = loadEnv({ NODE_ENV: 'test', ADMIN_TOKEN: TOKEN, UPLOADS_DIR: join(dir, 'uploads'), IMPORT_BASE_DIR: join(dir, 'import') });

for (const t of testDatabases()) {
  describe(`admin import API (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const post = (body: unknown, token: string | null = TOKEN) =>
      app.request('/api/admin/import', {
        method: 'POST',
        headers: { host: 'admin.localhost', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const count = async () => Number((await db.selectFrom('products').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('refuses a missing or wrong token with 401', async () => {
      expect((await post(goodDocument, null)).status).toBe(401);
      expect((await post(goodDocument, 'wrong-token-wrong-token')).status).toBe(401);
      expect(await count()).toBe(0);
    });

    it('imports a document and lists product ids by slug', async () => {
      const res = await post(goodDocument);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.shops[0].slug).toBe('alpha');
      expect(typeof body.shops[0].products.tee).toBe('number');
      // The imported shop now answers on its host.
      const shop = await app.request('/api/front/get-reseller-shop-slug', {
        method: 'POST',
        headers: { host: 'alpha-shop.test', 'content-type': 'application/json' },
        body: JSON.stringify({ shop: 'alpha-shop.test' }),
      });
      expect(await shop.json()).toEqual({ success: true, shop: 'alpha' });
    });

    it('refuses a malformed document with JSON paths and changes nothing', async () => {
      const before = await count();
      const bad = structuredClone(goodDocument) as any;
      bad.shops[0].products.push({ ...bad.shops[0].products[0], slug: 'polo', unitprice: 'cheap', category: 'socks' });
      const res = await post(bad);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.success).toBe(false);
      const paths = body.errors.map((e: { path: string }) => e.path);
      expect(paths).toContain('$.shops[0].products[1].unitprice');
      expect(paths).toContain('$.shops[0].products[1].category');
      expect(await count()).toBe(before);
    });

    it('refuses a body that is not JSON', async () => {
      const res = await post('{"shops": [');
      expect(res.status).toBe(400);
      expect((await res.json()).success).toBe(false);
    });
  });
}
