// The general per-client write limit (issue 24 item 8): past WRITE_RATE_LIMIT writes a minute
// from one client address the answer is 429 with Retry-After and the handler does not run;
// another client, reads and payment webhooks are not affected; the window starts over.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { createApp } from './app';
import { loadEnv } from './env';
import { writeRateLimit } from './write-rate-limit';

function limited(perMinute: number, clock: { t: number }) {
  let ran = 0;
  const app = new Hono();
  app.use('*', writeRateLimit({ perMinute, trustProxy: true, now: () => clock.t }));
  app.all('*', (c) => {
    ran++;
    return c.json({ ok: true });
  });
  const send = (method: string, path: string, client: string) => app.request(path, { method, headers: { 'x-forwarded-for': `10.0.0.1, ${client}` } });
  return { send, ran: () => ran };
}

describe('per-client write rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client, writes only, and starts over next window', async () => {
    const clock = { t: Date.UTC(2026, 0, 1, 12, 0, 15) };
    const { send, ran } = limited(3, clock);
    for (let i = 0; i < 3; i++) expect((await send('POST', '/api/cart/add', '203.0.113.1')).status).toBe(200);
    const refused = await send('POST', '/api/cart/add', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toMatchObject({ success: false, message: 'Too many attempts. Please wait a while and try again' });
    expect(ran()).toBe(3);
    const page = await send('DELETE', '/account/addresses', '203.0.113.1');
    expect(page.status).toBe(429);
    expect(await page.text()).toBe('Too many attempts. Please wait a while and try again');
    expect((await send('GET', '/products', '203.0.113.1')).status).toBe(200);
    expect((await send('POST', '/api/payments/stripe/webhook', '203.0.113.1')).status).toBe(200);
    expect((await send('PATCH', '/api/cart/add', '203.0.113.2')).status).toBe(200);
    clock.t += 45_000;
    expect((await send('POST', '/api/cart/add', '203.0.113.1')).status).toBe(200);
  });

  it('is on in the app (WRITE_RATE_LIMIT) and off with 0', async () => {
    const db = createDb(':memory:');
    await migrateToLatest(db);
    try {
      const post = (app: ReturnType<typeof createApp>) =>
        app.request('/api/front/get-reseller-shop-slug', { method: 'POST', headers: { host: 'example.com', 'content-type': 'application/json' }, body: '{}' });
      const on = createApp({ db, env: loadEnv({ NODE_ENV: 'test', WRITE_RATE_LIMIT: '2' }) });
      const statuses: number[] = [];
      // At most one window boundary can pass during the loop: a 429 comes within 2 × limit + 1.
      for (let i = 0; i < 5 && !statuses.includes(429); i++) statuses.push((await post(on)).status);
      expect(statuses).toContain(429);
      const off = createApp({ db, env: loadEnv({ NODE_ENV: 'test', WRITE_RATE_LIMIT: '0' }) });
      for (let i = 0; i < 5; i++) expect((await post(off)).status).not.toBe(429);
      expect(loadEnv({ NODE_ENV: 'production' }).WRITE_RATE_LIMIT).toBe(120);
    } finally {
      await db.destroy();
    }
  });
});
