// Quick View and search suggestions are built once per shop catalog version and shared by
// every shopper (server/response-cache.ts): a repeat is served from memory, an import shows
// on the very next call, a refused import changes nothing, and the cache can be turned off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { testDatabases } from '../db/test-databases';
import { createApp } from './app';
import { loadEnv } from './env';
import { testImportDocument } from './api/platform/test-import-document';

const TOKEN = 'test-admin-token-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'haat-shared-answers-'));
const envOf = (extra: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'test', ADMIN_TOKEN: TOKEN, UPLOADS_DIR: join(dir, 'uploads'), IMPORT_BASE_DIR: join(dir, 'import'), ...extra });
const QV = '/api/front/reseller-shop-single-product-details-for-quick-view';
const SUGGEST = '/api/front/reseller-shop-search-suggestions';
const KEYWORDS = '/api/front/get-search-suggestions';

/** The document with the tee's price, name and stock changed. */
function changedDocument(unitprice: number, name: string) {
  const doc = structuredClone(testImportDocument);
  Object.assign(doc.shops[0]!.products[0]!, { unitprice, name });
  return doc;
}

for (const t of testDatabases()) {
  describe(`shared answers (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let teeId: number;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      app = createApp({ db, env: envOf() });
      const res = await importDocument(testImportDocument);
      teeId = (await res.json()).shops[0].products.tee;
    });
    afterAll(async () => drop());

    function importDocument(doc: unknown) {
      return app.request('/api/admin/import', {
        method: 'POST',
        headers: { host: 'admin.localhost', 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify(doc),
      });
    }
    const post = (target: ReturnType<typeof createApp>, path: string, body: Record<string, unknown>, host = 'alpha.localhost') =>
      target.request(path, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('answers a repeated Quick View from memory with the same body', async () => {
      const first = await post(app, QV, { pro_id: teeId });
      const second = await post(app, QV, { pro_id: teeId });
      expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
      // A stored answer still gets the security headers.
      expect(second.headers.get('x-content-type-options')).toBe('nosniff');
      expect(second.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const [a, b] = [await first.json(), await second.json()];
      expect(b).toEqual(a);
      expect(a.product).toMatchObject({ id: teeId, name: 'Tee' });
    });

    it('shows an import on the very next call, and a refused import changes nothing', async () => {
      const before = await (await post(app, QV, { pro_id: teeId })).json();
      expect((await importDocument(changedDocument(2000, 'Tee Deluxe'))).status).toBe(200);
      const after = await post(app, QV, { pro_id: teeId });
      expect(after.headers.get('x-cache')).toBe('miss');
      const body = await after.json();
      expect(body.product.name).toBe('Tee Deluxe');
      expect(body.product.unitprice).toBe(2000);
      expect(body.product.pricing.sellPrice).toBeGreaterThan(before.product.pricing.sellPrice);

      const refused = changedDocument(3000, 'Tee Refused') as any;
      refused.shops[0].products[0].category = 'no-such-item';
      expect((await importDocument(refused)).status).toBe(422);
      const again = await post(app, QV, { pro_id: teeId });
      expect(again.headers.get('x-cache')).toBe('hit');
      expect((await again.json()).product.name).toBe('Tee Deluxe');
    });

    it('keys suggestions by the search key, and keeps each shop to its own', async () => {
      const tee = await post(app, SUGGEST, { searchKey: 'tee', shop: 'alpha' });
      expect(tee.headers.get('x-cache')).toBe('miss');
      const teeBody = await tee.json();
      expect(teeBody.products.map((p: { id: number }) => p.id)).toContain(teeId);
      const repeat = await post(app, SUGGEST, { searchKey: 'tee', shop: 'alpha' });
      expect(repeat.headers.get('x-cache')).toBe('hit');
      expect(await repeat.json()).toEqual(teeBody);
      // The shop named as the host does, or in another case, is the same shop and answer.
      for (const named of ['alpha.localhost', ' Alpha ']) {
        const same = await post(app, SUGGEST, { searchKey: 'tee', shop: named });
        expect(same.headers.get('x-cache')).toBe('hit');
      }
      const other = await post(app, SUGGEST, { searchKey: 'zzzz', shop: 'alpha' });
      expect(other.headers.get('x-cache')).toBe('miss');
      expect((await other.json()).products).toEqual([]);
      // The body's shop is still checked before any stored answer is used.
      expect((await post(app, SUGGEST, { searchKey: 'tee', shop: 'beta' })).status).toBe(404);
      // Another host is another shop: its own answer (here: no such shop).
      expect((await post(app, QV, { pro_id: teeId }, 'beta.localhost')).status).toBe(404);
      const words = await post(app, KEYWORDS, { searchKey: 'te' });
      const wordsAgain = await post(app, KEYWORDS, { searchKey: 'te' });
      expect([words.headers.get('x-cache'), wordsAgain.headers.get('x-cache')]).toEqual(['miss', 'hit']);
      expect(await wordsAgain.json()).toEqual(await words.json());
    });

    it('does not keep a not-found answer', async () => {
      const missing = await post(app, QV, { pro_id: 999999 });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).toBeNull();
      expect((await post(app, QV, { pro_id: 999999 })).status).toBe(404);
    });

    it('builds every answer afresh with RESPONSE_CACHE_MB=0', async () => {
      const uncached = createApp({ db, env: envOf({ RESPONSE_CACHE_MB: '0' }) });
      for (let i = 0; i < 2; i++) {
        const res = await post(uncached, QV, { pro_id: teeId });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-cache')).toBeNull();
      }
    });
  });
}
