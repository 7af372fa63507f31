// The catalog's area files (docs/decisions/072) through the real Hono app, on SQLite and
// PostgreSQL: what a store page's browser fetches before it shows a customer's page or the
// console — that area's messages a store page lacks, in the language asked — kept for good under
// the build's version, and nothing for a name that is not an area file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { insertTestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { areaCatalog, catalogVersion } from '../core/i18n/compile';
import { createApp } from './app.ts';
import { loadEnv } from './env';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:' });

for (const t of testDatabases()) {
  describe(`catalog area files (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestCatalog(db, 'alpha');
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const get = (path: string) => app.request(path, { headers: { host: 'alpha.localhost:3000' } });

    it('answers the customer pages’ messages a store page lacks, in the language asked, kept for good', async () => {
      const res = await get(`/i18n/bn-customer.json?v=${catalogVersion()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body['checkout.title']).toEqual(areaCatalog('bn', 'customer')['checkout.title']);
      expect(body).not.toHaveProperty(['layout.menu']);
      expect(body).not.toHaveProperty(['seller.console']);
      const seller = (await (await get(`/i18n/en-seller.json?v=${catalogVersion()}`)).json()) as Record<string, unknown>;
      expect(seller['seller.console']).toEqual(['Seller console']);
      expect(Object.keys(seller).some((id) => id.startsWith('notify.'))).toBe(false);
    });

    it('is not kept under another version (an older or newer build’s page asks again)', async () => {
      const res = await get('/i18n/en-customer.json?v=old');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect((await get('/i18n/en-customer.json')).headers.get('cache-control')).toBe('no-cache');
    });

    it.each(['fr-customer.json', 'bn-everything.json', 'bn-customer.js', 'bn-customer.json.bak'])('answers 404 for %s', async (name) => {
      const res = await get(`/i18n/${name}`);
      expect(res.status).toBe(404);
    });

    it.each(['%00bn-customer.json', 'bn-customer.json%00'])('refuses %s as the house refuses NUL (422)', async (name) => {
      expect((await get(`/i18n/${name}`)).status).toBe(422);
    });
  });
}
