// Browser-side hardening from the app itself (issue 24 item 4; the pages' CSP is swept over
// every route in tests/e2e/content-security-policy.test.ts): every answer
// — pages, calls, files, errors, on any host — carries Permissions-Policy,
// Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy (cross-origin only for uploaded
// images), and Strict-Transport-Security exactly when the request came over HTTPS (directly,
// or per a trusted proxy's X-Forwarded-Proto; a client's own header is not believed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { insertTestShop } from '../db/test-shop';
import { createApp, HSTS, PERMISSIONS_POLICY } from './app';
import { NON_PAGE_CSP } from './csp';
import { loadEnv } from './env';

describe('security headers', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb(':memory:');
    await migrateToLatest(db);
    await insertTestShop(db, 'alpha');
  });
  afterAll(() => db.destroy());

  const routes: Array<[string, string, RequestInit?]> = [
    ['/api/health', 'example.com'],
    ['/api/ready', 'alpha.localhost'],
    ['/api/front/get-reseller-shop-slug', 'alpha.localhost', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['/', 'alpha.localhost'],
    ['/products', 'nowhere.localhost'],
    ['/uploads/alpha/missing.webp', 'alpha.localhost'],
    ['/robots.txt', 'alpha.localhost'],
  ];

  it('sends Permissions-Policy, COOP and CORP on every answer, and no HSTS over plain HTTP', async () => {
    const app = createApp({ db, env: loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' }) });
    for (const [path, host, init] of routes) {
      const res = await app.request(path, { ...init, headers: { host, ...(init?.headers as Record<string, string> | undefined) } });
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe(path.startsWith('/uploads/') ? 'cross-origin' : 'same-site');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      // No page here (no build): an HTML answer (the unknown host) runs no script but our files; the rest nothing at all.
      const csp = res.headers.get('content-security-policy');
      if (/text\/html/.test(res.headers.get('content-type') ?? '')) expect(csp, path).toMatch(/^default-src 'self'; script-src 'self'; script-src-attr 'none';.*object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'$/);
      else expect(csp, path).toBe(NON_PAGE_CSP);
    }
  });

  it('sends HSTS over HTTPS: directly, or per a trusted proxy, never per a client’s own header', async () => {
    const proxied = createApp({ db, env: loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' }) });
    const direct = createApp({ db, env: loadEnv({ NODE_ENV: 'test' }) });
    const viaProxy = await proxied.request('/api/health', { headers: { host: 'example.com', 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe(HSTS);
    const spoofed = await direct.request('/api/health', { headers: { host: 'example.com', 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const tls = await direct.request('https://example.com/api/health');
    expect(tls.headers.get('strict-transport-security')).toBe(HSTS);
  });
});
