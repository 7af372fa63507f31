// Shared catalog pages for logged-in customers (issue 15 item 5, docs/decisions/031) on the real
// built server: two customers and a guest get the same page bytes for home, a listing and a
// product page, none of which names either customer; each customer's own name, cart count and
// wishlist marks come only from GET /api/front/customer-part, private and no-store. In
// Chromium a customer never sees "Sign in" before their name, even before the page's
// JavaScript has run, and a guest never sees a bell.
import Database from 'better-sqlite3';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productPath } from '../../core/product-link';
import { createCustomer, logInContext } from './fixtures';
import { describeBrowser, freshShops, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, uniquePhone } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();

describeBrowser('shared pages for logged-in customers', () => {
  let browser: Browser;
  let product: { id: number; slug: string; name: string };
  const alpha = { name: 'Shared Alpha Shopper', phone: '', token: '' };
  const beta = { name: 'Shared Beta Shopper', phone: '', token: '' };

  const host = () => `${SHOP}.localhost:${server.port}`;
  const origin = () => `http://${host()}`;
  /** A customer of the shop with a session (tests/e2e/fixtures.ts). */
  async function register(who: { name: string; phone: string; token: string }) {
    who.token = (await createCustomer(server, SHOP, { name: who.name, phone: who.phone })).token;
  }
  const api = (who: { token: string }, path: string, body: unknown) =>
    httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify(body),
    });
  const page = (path: string, who: { token: string } | null) => httpCall(server.port, host(), path, { headers: who ? { cookie: `customerUserToken=${who.token}` } : {} });
  const part = (who: { token: string } | null) =>
    httpCall(server.port, host(), '/api/front/customer-part', {
      headers: { 'x-requested-with': 'haat', origin: origin(), ...(who ? { cookie: `customerUserToken=${who.token}` } : {}) },
    });

  beforeAll(async () => {
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    product = db
      .prepare('select id, slug, name from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and (unlimited_quantity = 1 or quantity >= 3) and (max_item_in_order = 0 or max_item_in_order >= 2) order by id limit 1')
      .get(shopId) as typeof product;
    db.close();
    alpha.phone = uniquePhone('017');
    beta.phone = uniquePhone('019');
    await register(alpha);
    await register(beta);
    // Two pieces on one line: the badge says 2, the spec's total_cart_items 1 (decision 032).
    const added = await api(alpha, '/api/front/customer-add-product-to-cart', { product_id: product.id, quantity: 2, shop: host(), uid: Date.now() });
    expect(added.status, added.body).toBe(200);
    const wished = await api(beta, '/api/front/add-product-customer-wishlist', { pro_id: product.id, shop: host(), variant: '' });
    expect(wished.status, wished.body).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home, a listing and a product page are the same bytes for a guest and two customers, naming nobody', async () => {
    for (const path of ['/', '/all-products', productPath(product)]) {
      const guest = await page(path, null);
      const a = await page(path, alpha);
      const b = await page(path, beta);
      for (const r of [guest, a, b]) expect(r.status, path).toBe(200);
      expect(a.body, path).toBe(guest.body);
      expect(b.body, path).toBe(guest.body);
      // The customers' pages come from the shared answer, and no shared cache may keep them.
      expect(a.headers['x-cache'], path).toBe('hit');
      expect(b.headers['x-cache'], path).toBe('hit');
      expect(a.headers['cache-control'], path).toBe('private, no-store');
      for (const name of [alpha.name, beta.name, alpha.phone, beta.phone]) expect(guest.body.includes(name), `${path} names ${name}`).toBe(false);
      // The customer's cart counts come back as their own script-readable cookies, never in the
      // page: the spec's total_cart_items (lines) and cart_pieces (the badge's pieces).
      expect(String(a.headers['set-cookie'] ?? '')).toContain('total_cart_items=1');
      expect(String(a.headers['set-cookie'] ?? '')).toContain('cart_pieces=2');
      expect(String(b.headers['set-cookie'] ?? '')).toContain('total_cart_items=0');
      expect(String(b.headers['set-cookie'] ?? '')).toContain('cart_pieces=0');
    }
    // A client-side navigation's data is shared the same way.
    const data = productPath(product).replace(/\/?$/, '.data');
    const dataGuest = await page(data, null);
    const dataAlpha = await page(data, alpha);
    expect(dataGuest.status).toBe(200);
    expect(dataAlpha.body).toBe(dataGuest.body);
    expect(dataAlpha.body.includes(alpha.name)).toBe(false);
  });

  it('each customer gets only their own name, cart and wishlist marks from /api/front/customer-part', async () => {
    const a = await part(alpha);
    const b = await part(beta);
    const g = await part(null);
    for (const r of [a, b, g]) {
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(String(r.headers.vary)).toMatch(/Cookie/);
    }
    expect(a.json()).toMatchObject({ customer: { name: alpha.name }, cart: { totalItems: 1, totalPieces: 2, keys: [`${product.id}:`] }, wishlist: [] });
    expect(b.json()).toMatchObject({ customer: { name: beta.name }, cart: { totalItems: 0, totalPieces: 0, keys: [] }, wishlist: [`${product.id}:`] });
    expect(g.json()).toEqual({ success: true, customer: null, cart: null, wishlist: [], awaiting_payment: null, used_up_coupons: [] });
    expect(a.body.includes(beta.name)).toBe(false);
    expect(b.body.includes(alpha.name)).toBe(false);
  });

  async function contextFor(who: { token: string } | null, phone: boolean): Promise<BrowserContext> {
    const ctx = phone ? await newPhoneContext(browser) : await newDesktopContext(browser);
    if (who) await logInContext(ctx, { shop: SHOP, token: who.token });
    return ctx;
  }

  it('before its JavaScript runs, the shared page shows a customer the customer slots and a guest the guest slots', async () => {
    for (const [who, expectCustomer] of [
      [alpha, true],
      [null, false],
    ] as const) {
      const ctx = await contextFor(who, false);
      const tab = await ctx.newPage();
      // The page as first painted: no module script runs (the hint script is not a module).
      await tab.route('**/assets/**/*.js', (r) => r.abort());
      await tab.goto(server.url(SHOP, productPath(product)));
      expect(await tab.evaluate(() => document.documentElement.hasAttribute('data-customer'))).toBe(expectCustomer);
      const bell = tab.locator('[data-testid="bell-placeholder"]').first();
      expect(await bell.isVisible()).toBe(expectCustomer);
      // The off-canvas block: sign in for the guest only (display, whatever the popover state).
      const signIn = await tab.locator('.guest-only').first().evaluate((el) => getComputedStyle(el).display);
      expect(signIn === 'none').toBe(expectCustomer);
      await ctx.close();
    }
  });

  it('after hydration, each customer sees their own name and cart count; a guest sees Sign in and no bell', async () => {
    for (const [who, count] of [
      [alpha, '2'],
      [beta, '0'],
    ] as const) {
      const ctx = await contextFor(who, true);
      const tab = await ctx.newPage();
      await tab.goto(server.url(SHOP, productPath(product)));
      await expect.poll(() => tab.locator('[data-testid="cart-count"]:visible').first().textContent(), { timeout: 15_000 }).toBe(count);
      await tab.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => tab.locator('[data-testid="offcanvas-customer-name"]:visible').first().textContent(), { timeout: 15_000 }).toBe(who.name);
      expect(await tab.locator('#mobile-menu').getByText('Sign in', { exact: true }).isVisible()).toBe(false);
      await screenshot(tab, `shared-page-customer-${count}.png`).catch(() => {});
      await ctx.close();
    }
    const ctx = await contextFor(null, true);
    const tab = await ctx.newPage();
    await tab.goto(server.url(SHOP, productPath(product)));
    await tab.getByRole('button', { name: 'Open menu' }).click();
    await tab.locator('#mobile-menu').getByText('Sign in', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await tab.locator('[data-testid="notification-bell"]').count()).toBe(0);
    expect(await tab.locator('[data-testid="offcanvas-customer"]:visible').count()).toBe(0);
    await ctx.close();
  });
});
