// The 300 px picture width through the real Hono app, on SQLite and PostgreSQL (issue 29 item 3):
// a picture stored before that width existed gets it made from its 600 px file on the first ask
// and kept on disk; anything that is not a stored picture stays 404 and makes nothing. The
// data-saver logo (decision 085) likewise.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { insertTestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { createApp } from './app.ts';
import { loadEnv } from './env';

for (const t of testDatabases()) {
  describe(`the 300 px width made once (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    const uploads = mkdtempSync(join(tmpdir(), 'haat-w300-'));
    const file = '0123456789abcdef.webp';

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestCatalog(db, 'alpha');
      mkdirSync(join(uploads, 'thumnail', 'thumnail_original'), { recursive: true });
      writeFileSync(join(uploads, 'thumnail', 'thumnail_original', file), await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } }).webp().toBuffer());
      mkdirSync(join(uploads, 'logos'), { recursive: true });
      writeFileSync(join(uploads, 'logos', file), await sharp({ create: { width: 466, height: 96, channels: 3, background: '#c2185b' } }).webp().toBuffer());
      app = createApp({ db, env: loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: uploads }) });
    });
    afterAll(async () => drop());

    const get = (path: string) => app.request(path, { headers: { host: 'alpha.localhost:3000' } });

    it('makes the missing width from the 600 px file, serves it and keeps it', async () => {
      const kept = join(uploads, 'thumnail', 'w300', file);
      expect(existsSync(kept)).toBe(false);
      const res = await get(`/uploads/thumnail/w300/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
      expect(existsSync(kept)).toBe(true);
      // Asked again: the kept file, as the static file server serves it.
      const again = await get(`/uploads/thumnail/w300/${file}`);
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).length).toBe(Buffer.from(await (await get(`/uploads/thumnail/w300/${file}`)).arrayBuffer()).length);
    });

    it('makes a data-saver logo 48 px high from the stored logo once (decision 085)', async () => {
      const kept = join(uploads, 'logos', 'h48', file);
      expect(existsSync(kept)).toBe(false);
      const res = await get(`/uploads/logos/h48/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 233, 48]);
      expect(existsSync(kept)).toBe(true);
      expect((await get(`/uploads/logos/h48/${file}`)).status).toBe(200);
      expect((await get('/uploads/logos/h48/fedcba9876543210.webp')).status).toBe(404);
      expect(existsSync(join(uploads, 'logos', 'h48', 'fedcba9876543210.webp'))).toBe(false);
    });

    it('answers 404 and makes nothing for a name that is no stored picture', async () => {
      for (const name of ['fedcba9876543210.webp', 'not-a-hash.webp', '..%2F..%2Fetc%2Fpasswd', '0123456789ABCDEF.webp']) {
        const res = await get(`/uploads/thumnail/w300/${name}`);
        expect(res.status).toBe(404);
      }
      expect(existsSync(join(uploads, 'thumnail', 'w300', 'fedcba9876543210.webp'))).toBe(false);
    });
  });
}
