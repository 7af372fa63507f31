// The shop as an installable app (issue 29 item 1) through the real Hono app, on SQLite and
// PostgreSQL: each shop's manifest (its name, colour, language, icons and shortcuts), its icons
// as PNGs of the sizes named — from its logo, or a letter mark without one — and nothing else
// answered under /app-icons/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { insertTestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { createApp } from './app.ts';
import { loadEnv } from './env';

const UPLOADS = '/tmp/haat-test-uploads';
const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: UPLOADS });

for (const t of testDatabases()) {
  describe(`web app manifest and icons (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    const logo = `app-files-test-logo-${t.kind}.png`;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      // Alpha: a wide red logo of its own, Bangla by default. Beta: no logo, a blue colour.
      mkdirSync(join(UPLOADS, 'logos'), { recursive: true });
      writeFileSync(join(UPLOADS, 'logos', logo), await sharp({ create: { width: 600, height: 96, channels: 3, background: '#ff0000' } }).png().toBuffer());
      await db.updateTable('shops').set({ logo, shop_name: 'Alpha Fashion House', default_language: 'bn', theme_primary_color: '#e8138c' }).where('slug', '=', 'alpha').execute();
      await db.updateTable('shops').set({ logo: null, shop_name: 'beta', theme_primary_color: '#1d4ed8' }).where('slug', '=', 'beta').execute();
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const get = (host: string, path: string) => app.request(path, { headers: { host } });

    it("answers each shop's own manifest: name, short name, colour, language, standalone, icons, shortcuts", async () => {
      const res = await get('alpha.localhost:3000', '/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      const m = await res.json();
      expect(m).toMatchObject({ name: 'Alpha Fashion House', short_name: 'Alpha', lang: 'bn-BD', start_url: '/', scope: '/', display: 'standalone', theme_color: '#e8138c' });
      expect(m.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/customer/cart', '/customer/dashboard']);
      expect(m.shortcuts[1].name).toBe('আমার অ্যাকাউন্ট');
      expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
      const beta = await (await get('beta.localhost:3000', '/manifest.webmanifest')).json();
      expect(beta).toMatchObject({ name: 'beta', short_name: 'beta', lang: 'en', theme_color: '#1d4ed8' });
      expect(beta.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Cart', 'My Account']);
      // Each shop's icons have their own version.
      expect(beta.icons[0].src).not.toBe(m.icons[0].src);
    });

    it('serves every icon the manifest names as a PNG of its size: the logo on white, the letter mark on the colour', async () => {
      for (const host of ['alpha.localhost:3000', 'beta.localhost:3000']) {
        const m = await (await get(host, '/manifest.webmanifest')).json();
        for (const icon of m.icons as Array<{ src: string; sizes: string }>) {
          const res = await get(host, icon.src);
          expect(res.status, icon.src).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/png');
          expect(res.headers.get('cache-control')).toContain('immutable');
          const png = Buffer.from(await res.arrayBuffer());
          const meta = await sharp(png).metadata();
          expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
          expect(meta.format).toBe('png');
          const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          const corner = [...data.subarray(0, 3)];
          const centre = (() => {
            const size = meta.width!;
            const at = ((size / 2) * size + size / 2) * 3;
            return [...data.subarray(at, at + 3)];
          })();
          if (host.startsWith('alpha')) {
            expect(corner).toEqual([255, 255, 255]); // white around the logo
            expect(centre).toEqual([255, 0, 0]); // the red logo in the middle
          } else {
            expect(corner).toEqual([0x1d, 0x4e, 0xd8]); // the shop's colour, edge to edge
          }
        }
      }
    });

    it('answers 404 for any other name under /app-icons/', async () => {
      for (const path of ['/app-icons/icon-100.png', '/app-icons/..%2Fsecret.png', '/app-icons/icon-192.svg', '/app-icons/sprite-1.svg']) {
        expect((await get('alpha.localhost:3000', path)).status, path).toBe(404);
      }
      // A NUL in the path is refused before any route reads it.
      expect((await get('alpha.localhost:3000', '/app-icons/icon-192.png%00')).status).toBe(422);
    });
  });
}
