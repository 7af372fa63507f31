// The Content-Security-Policy of every route (issue 24 item 4, docs/decisions/048), over plain
// HTTP against the shared built server: every page route of app/routes.ts (a new route is swept
// without editing this file), as a guest, a logged-in customer and the shop's owner, answers a
// policy without 'unsafe-inline' for scripts, and every inline script in its body is one the
// header allows — by this answer's own nonce (a new one per answer), or by its hash on a page
// from the shared cache (the same body and header for every shopper, first build and hits
// alike). Calls, files and unknown hosts get `default-src 'none'`. Chromium's own verdict on
// the pages is in every browser file (tests/e2e/harness.ts fails a test on any violation).
//
// Needs the build, which the e2e project's global setup makes (tests/e2e/global-setup.ts), not Chromium.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, sellerToken, serverDb, type Customer } from './fixtures';
import { clientAddress, freshShops, httpCall, sharedServer, type HttpResult } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** Every page path of app/routes.ts, with `:params` and `*` filled from `values`. */
async function pagePaths(values: Record<string, string>): Promise<string[]> {
  const { default: routes } = (await import('../../app/routes')) as { default: RouteEntry[] };
  const found = new Set<string>();
  const walk = (entries: RouteEntry[], base: string) => {
    for (const entry of entries) {
      const pattern = entry.path ? `${base.replace(/\/$/, '')}/${entry.path}` : base || '/';
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'x').replace(/\*$/, values['*'] ?? 'x');
      if (!/\.(csv|txt|xml|pdf)$/.test(path)) found.add(path);
      if (entry.children) walk(entry.children, pattern);
    }
  };
  walk(routes, '');
  return [...found].sort();
}

function header(res: HttpResult, name: string): string {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The inline scripts a browser would run: their nonce attribute and text. */
function inlineScripts(html: string): Array<{ nonce: string | null; text: string }> {
  const out: Array<{ nonce: string | null; text: string }> = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /\stype="application\/(?:ld\+)?json"/.test(attrs)) continue;
    out.push({ nonce: /\snonce="([^"]*)"/.exec(attrs)?.[1] ?? null, text: m[2] ?? '' });
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Checks one page answer; returns its nonce (null: it is allowed by hashes). */
function expectPagePolicy(path: string, res: HttpResult): string | null {
  expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const policy = header(res, 'content-security-policy');
  expect(policy, path).not.toBe('');
  const d = directives(policy);
  const scriptSrc = d.get('script-src') ?? [];
  expect(scriptSrc, path).toContain("'self'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(scriptSrc, path).not.toContain("'unsafe-eval'");
  expect(d.get('object-src'), path).toEqual(["'none'"]);
  expect(d.get('base-uri'), path).toEqual(["'none'"]);
  expect(d.get('frame-ancestors'), path).toEqual(["'self'"]);
  expect(d.get('form-action')?.[0], path).toBe("'self'");
  expect(d.get('script-src-attr'), path).toEqual(["'none'"]);
  const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice(7, -1));
  expect(nonces.length, path).toBeLessThanOrEqual(1);
  const nonce = nonces[0] ?? null;
  const scripts = inlineScripts(res.body);
  if (res.status === 200 && /^text\/html/.test(header(res, 'content-type'))) expect(scripts.length, `${path} has React Router's inline scripts`).toBeGreaterThan(0);
  for (const script of scripts) {
    const allowed = (nonce !== null && script.nonce === nonce) || scriptSrc.includes(sha256(script.text));
    expect(allowed, `${path}: inline script not allowed by its CSP: ${script.text.slice(0, 80)}`).toBe(true);
  }
  return nonce;
}

describe('Content-Security-Policy on every route', () => {
  let host: string;
  let customer: Customer;
  let staffToken: string;
  let paths: string[];

  beforeAll(async () => {
    host = `${SHOP}.localhost:${server.port}`;
    const db = serverDb(server);
    const shop = await db.selectFrom('shops').select('id').where('slug', '=', SHOP).executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select(['id', 'slug']).where('shop_id', '=', shop.id).orderBy('id').executeTakeFirstOrThrow();
    paths = await pagePaths({ param: product.slug, id: String(product.id), shop: SHOP, '*': `products/${product.slug}`, keyword: 'shirt', key: 'shirt', idOrSlug: 'x', slug: SHOP });
    customer = await createCustomer(server, SHOP, { name: 'CSP sweep' });
    staffToken = await sellerToken(server, SHOP);
  });

  const get = (path: string, headers: Record<string, string> = {}) => httpCall(server.port, host, path, { headers: { 'x-forwarded-for': clientAddress(), 'accept-encoding': 'identity', ...headers } });

  it('every page, as a guest, a customer and the owner: no inline script the header does not allow', async () => {
    expect(paths).toEqual(expect.arrayContaining(['/', `/products/${paths.find((p) => p.startsWith('/products/'))?.slice(10)}`, '/customer/cart', '/customer/checkout', '/seller', '/seller/settings', '/customer/dashboard']));
    expect(paths.length).toBeGreaterThanOrEqual(40);
    let hashed = 0;
    for (const path of paths) {
      for (const cookie of ['', `customerUserToken=${customer.token}`, `sellerToken=${staffToken}`]) {
        const res = await get(path, cookie ? { cookie } : {});
        if (res.status >= 300 && res.status < 400) continue; // a redirect (to log in, to the cart): its target is swept too
        if (expectPagePolicy(`${path} (${cookie.split('=')[0] || 'guest'})`, res) === null) hashed++;
      }
    }
    // The catalog pages a guest sees come from the shared cache, allowed by their hashes.
    expect(hashed).toBeGreaterThan(5);
  });

  it('a page of its own gets a new nonce on every answer', async () => {
    const first = await get('/customer/cart', { cookie: `customerUserToken=${customer.token}` });
    const second = await get('/customer/cart', { cookie: `customerUserToken=${customer.token}` });
    const a = expectPagePolicy('/customer/cart', first);
    const b = expectPagePolicy('/customer/cart', second);
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
  });

  it('a shared page is the same body and policy from the cache, gzipped or not, and its hashes hold', async () => {
    const miss = await get('/all-products?csp=1');
    const hit = await get('/all-products?csp=1');
    expect(header(hit, 'x-cache')).toBe('hit');
    expect(expectPagePolicy('/all-products (miss)', miss)).toBeNull();
    expect(expectPagePolicy('/all-products (hit)', hit)).toBeNull();
    expect(header(hit, 'content-security-policy')).toBe(header(miss, 'content-security-policy'));
    expect(hit.body).toBe(miss.body);
  });

  it('calls, files and unknown hosts: nothing runs, nothing loads', async () => {
    const call = await httpCall(server.port, host, '/api/front/get-reseller-shop-slug', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() }, body: '{}' });
    expect(header(call, 'content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const robots = await get('/robots.txt');
    expect(header(robots, 'content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknown = await httpCall(server.port, `nowhere.localhost:${server.port}`, '/');
    expect(unknown.status).toBe(404);
    expect(directives(header(unknown, 'content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });

  it('lets a checkout form go on to the payment sandboxes the server uses (no-JavaScript redirect)', async () => {
    const res = await get('/customer/dashboard/my-balance', { cookie: `customerUserToken=${customer.token}` });
    expect(res.status).toBe(200);
    const formAction = directives(header(res, 'content-security-policy')).get('form-action') ?? [];
    const sandboxes = [...server.output().matchAll(/the (?:Stripe )?sandbox at (http:\/\/[^\s)]+)/g)].map((m) => new URL(m[1]!).origin);
    expect(sandboxes.length).toBe(2);
    for (const origin of sandboxes) expect(formAction).toContain(origin);
    expect(formAction).toEqual(expect.arrayContaining(['https://*.bkash.com', 'https://checkout.stripe.com']));
  });
});
