// The shop calls of spec §7 and shop resolution by host, through the real Hono app on
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { insertTestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: '/tmp/haat-test-uploads' });

for (const t of testDatabases()) {
  describe(`shop calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestCatalog(db, 'alpha', { domain: 'alpha-shop.test' });
      await insertTestCatalog(db, 'beta');
      await db.updateTable('shops').set({ brands_setting: 0, theme_primary_color: null }).where('slug', '=', 'beta').execute();
      app = createApp({ db, env });
    });
    afterAll(async () => drop());

    const post = (host: string, path: string, body: unknown, type = 'application/json') =>
      app.request(path, {
        method: 'POST',
        headers: { host, 'content-type': type },
        body: type === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
      });

    it('get-reseller-shop-slug answers the slug of the host shop', async () => {
      const res = await post('alpha.localhost:3000', '/api/front/get-reseller-shop-slug', { shop: 'alpha' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, shop: 'alpha' });
    });

    it('a custom domain resolves to its shop, for pages and calls alike', async () => {
      const res = await post('alpha-shop.test', '/api/front/get-reseller-shop-slug', { shop: 'alpha-shop.test' });
      expect(await res.json()).toEqual({ success: true, shop: 'alpha' });
    });

    it('refuses another shop named in the body (no cross-shop reads)', async () => {
      const res = await post('alpha.localhost', '/api/front/get-reseller-shop-information-by-slug', { shopSlug: 'beta' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: 'not_found', message: 'Invaild domain' });
    });

    it('an unknown host gets the JSON error for calls and the Invaild domain page for pages', async () => {
      const api = await post('nowhere.localhost', '/api/front/get-reseller-shop-slug', { shop: 'nowhere' });
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ success: false, code: 'not_found', message: 'Invaild domain' });
      const page = await app.request('/', { headers: { host: 'nowhere.localhost' } });
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('<h1>Invaild domain</h1>');
      expect(html.indexOf('Invaild domain</h1>')).toBeLessThan(html.indexOf('No shop is served at nowhere.localhost'));
      const ip = await app.request('/', { headers: { host: '127.0.0.1:3000' } });
      expect(ip.status).toBe(404);
    });

    it('the invalid-domain page escapes the host it echoes', async () => {
      const page = await app.request('/', { headers: { host: '<script>.localhost' } });
      const html = await page.text();
      expect(html).not.toContain('<script>.localhost');
    });

    it('get-reseller-shop-information-by-slug returns shopInfo and social_links in spec names', async () => {
      const res = await post('alpha.localhost', '/api/front/get-reseller-shop-information-by-slug', { shopSlug: 'alpha' });
      const body = await res.json();
      expect(body).toEqual({
        success: true,
        shopInfo: { shop_name: 'Shop alpha', logo: null, slug: 'alpha', contact_number: '+8801700000000', theme_primary_color: '#0f766e' },
        social_links: [
          { name: 'facebook', url: 'https://facebook.com/alpha', bgColor: '#1877f2' },
          { name: 'youtube', url: 'https://youtube.com/alpha', bgColor: '#ff0000' },
        ],
      });
    });

    it('falls back to #e8138c when the shop has no theme colour', async () => {
      const res = await post('beta.localhost', '/api/front/get-reseller-shop-information-by-slug', { shopSlug: 'beta' });
      expect((await res.json()).shopInfo.theme_primary_color).toBe('#e8138c');
    });

    it('get-reseller-shop-mega-categories: categories → groups → items, brands only with brands setting 1', async () => {
      const res = await post('alpha.localhost', '/api/front/get-reseller-shop-mega-categories', { shopSlug: 'alpha' });
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.brands_settngs).toBe(1);
      expect(body.mega.map((c: { slug: string }) => c.slug)).toEqual(['men', 'women']);
      const men = body.mega[0];
      expect(men.subcategory.map((g: { name: string }) => g.name)).toEqual(['Clothing', 'Footwear']);
      expect(men.subcategory[0].items.map((i: { slug: string }) => i.slug)).toEqual(['panjabi', 't-shirts']);
      expect(men.brands).toEqual([{ brand_info: expect.objectContaining({ name: 'Acme', slug: 'acme' }) }]);
      expect(men.offerInfo).toEqual({ url: '/deals/eid', img: null, name: 'Eid offer' });

      const beta = await (await post('beta.localhost', '/api/front/get-reseller-shop-mega-categories', { shopSlug: 'beta' })).json();
      expect(beta.brands_settngs).toBe(0);
      expect(beta.mega.every((c: { brands: unknown[] }) => c.brands.length === 0)).toBe(true);
    });

    it('check-reseller-shop-domain answers on any host with the shop colour, or success false', async () => {
      const ok = await post('admin.example.com', '/api/front/check-reseller-shop-domain', { shopSlug: 'alpha' });
      expect(await ok.json()).toEqual({ success: true, theme_primary_color: '#0f766e' });
      const missing = await post('admin.example.com', '/api/front/check-reseller-shop-domain', { shopSlug: 'gamma' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ success: false, code: 'not_found', message: 'Invaild domain' });
    });

    it('accepts form bodies as well as JSON', async () => {
      const res = await post('alpha.localhost', '/api/front/get-reseller-shop-slug', { shop: 'alpha' }, 'application/x-www-form-urlencoded');
      expect(await res.json()).toEqual({ success: true, shop: 'alpha' });
    });

    it('a missing or empty field is a 422 with a clear message, not a crash', async () => {
      const res = await post('alpha.localhost', '/api/front/get-reseller-shop-information-by-slug', { shopSlug: '' });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).toBe('Shop is required');
    });

    it('a call with no body at all is a 422 naming the missing field', async () => {
      const res = await app.request('/api/front/get-reseller-shop-slug', { method: 'POST', headers: { host: 'alpha.localhost' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ success: false, errors: [{ path: 'shop' }] });
    });

    it('an unsupported content type is refused', async () => {
      const res = await app.request('/api/front/get-reseller-shop-slug', {
        method: 'POST',
        headers: { host: 'alpha.localhost', 'content-type': 'text/plain' },
        body: 'shop=alpha',
      });
      expect(res.status).toBe(415);
    });

    it('unknown API paths are JSON 404s', async () => {
      const res = await post('alpha.localhost', '/api/front/does-not-exist', {});
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: 'not_found', message: 'This page could not be found' });
    });

    it('the admin import API is off without ADMIN_TOKEN', async () => {
      const res = await post('alpha.localhost', '/api/admin/import', { shops: [] });
      expect(res.status).toBe(404);
    });
  });
}
