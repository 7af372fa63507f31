// "Recently viewed" (issue 29 item 4; docs/decisions/068) on the real built server, in Chromium
// at 390 px: a guest opens three products and sees the others on each product page and all three,
// newest first, on home; the shared page's HTML names none of them; logging in joins the device's
// list with the account's (kept from another phone) newest first, and the device forgets its own;
// in Bangla too; nothing moves on the page when the strip appears; axe finds nothing; without
// JavaScript the account's overview lists them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productPath } from '../../core/product-link';
import { PASSWORD, createCustomer, customerCall, logInContext, type Customer } from './fixtures';
import { describeBrowser, freshShops, gotoHydrated, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, waitForImages } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
const KEY = 'haat.recentlyViewed';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Product {
  id: number;
  slug: string;
  name: string;
  name_bn: string | null;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE); // through DevTools: the page's CSP refuses an inline script
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
  });
}

/** The names the strip shows, in order. */
const stripNames = (page: Page) => page.locator('[data-testid="recently-viewed"] li').allInnerTexts().then((texts) => texts.map((t) => t.split('\n')[0].trim()));

/** Every layout shift the page has had so far, summed as CLS counts them (none after input here). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

describeBrowser('recently viewed', () => {
  let browser: Browser;
  let products: Product[];
  let customer: Customer;

  beforeAll(async () => {
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    products = db.prepare('select id, slug, name, name_bn from products where shop_id = ? and status = 1 order by id limit 4').all(shopId) as Product[];
    db.close();
    expect(products).toHaveLength(4);
    customer = await createCustomer(server, SHOP, { name: 'Recent Shopper' });
    // Yesterday, on another phone: the account already has the fourth product.
    const earlier = await customerCall(server, customer, '/api/front/recently-viewed', { views: [{ pro_id: products[3].id, viewed_at: Date.now() - 86_400_000 }] });
    expect(earlier.saved).toBe(true);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest browses three products and sees them on home; logging in joins the account’s list', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const [p1, p2, p3, p4] = products;

    // The first product: nothing else viewed yet, no strip, and the strip's code is not even loaded.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await gotoHydrated(page, server.url(SHOP, productPath(p1)));
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toContain(`"productId":${p1.id}`);
    expect(await page.locator('[data-testid="recently-viewed"]').count()).toBe(0);
    expect(scripts.some((u) => u.includes('recently-viewed-strip'))).toBe(false);

    await gotoHydrated(page, server.url(SHOP, productPath(p2)));
    await expect.poll(() => stripNames(page)).toEqual([p1.name]);
    await gotoHydrated(page, server.url(SHOP, productPath(p3)));
    // The product being viewed is left out; the others newest first.
    await expect.poll(() => stripNames(page)).toEqual([p2.name, p1.name]);
    await page.locator('[data-testid="recently-viewed"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'recently-viewed/product-390-en.png');

    await gotoHydrated(page, server.url(SHOP, '/'));
    await expect.poll(() => stripNames(page)).toEqual([p3.name, p2.name, p1.name]);
    const strip = page.locator('[data-testid="recently-viewed"]');
    await expect.poll(() => strip.getByRole('heading', { name: 'Recently viewed' }).count()).toBe(1);
    // Each card leads to its product.
    expect(await strip.locator('a').first().getAttribute('href')).toBe(productPath(p3));
    expect(await layoutShift(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await strip.scrollIntoViewIfNeeded();
    await waitForImages(strip);
    await screenshot(page, 'recently-viewed/home-390-en-guest.png');

    // The shared page itself has no strip: it comes after the page has loaded.
    const shared = await httpCall(server.port, `${SHOP}.localhost:${server.port}`, '/');
    expect(shared.status).toBe(200);
    expect(shared.body.includes('recently-viewed-heading')).toBe(false);

    // Log in: the device's three and the account's one, joined newest first.
    await page.goto(server.url(SHOP, '/customer/login'));
    await page.fill('#login-phone', customer.phone);
    await page.fill('#login-password', PASSWORD);
    await page.getByRole('button', { name: /log in/i }).first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/customer/login'));
    await gotoHydrated(page, server.url(SHOP, '/'));
    await expect.poll(() => stripNames(page)).toEqual([p3.name, p2.name, p1.name, p4.name]);
    // The account has them now; the device forgot its list.
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
    const account = await customerCall(server, customer, '/api/front/recently-viewed', {});
    expect(account.products.map((p: { pro_id: number }) => p.pro_id)).toEqual([p3.id, p2.id, p1.id, p4.id]);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-testid="recently-viewed"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'recently-viewed/home-390-en-customer.png');

    // A product opened while logged in goes to the account at once.
    await gotoHydrated(page, server.url(SHOP, productPath(p4)));
    await expect.poll(() => stripNames(page)).toEqual([p3.name, p2.name, p1.name]);
    await expect.poll(async () => (await customerCall(server, customer, '/api/front/recently-viewed', {})).products[0].pro_id).toBe(p4.id);

    // In Bangla: the heading and the names as the Bangla page gives them.
    await gotoHydrated(page, server.url(SHOP, '/?lang=bn'));
    const bnStrip = page.locator('[data-testid="recently-viewed"]');
    await expect.poll(() => bnStrip.getByRole('heading', { name: 'সম্প্রতি দেখা পণ্য' }).count()).toBe(1);
    await expect.poll(() => stripNames(page)).toEqual([p4, p3, p2, p1].map((p) => p.name_bn || p.name));
    expect(await bnStrip.innerText()).toMatch(/৳[০-৯]/);
    expect(await axeViolations(page)).toEqual([]);
    await bnStrip.scrollIntoViewIfNeeded();
    await screenshot(page, 'recently-viewed/home-390-bn-customer.png');
    await context.close();

    // Without JavaScript the account's overview lists them, rendered by the server.
    const noJs = await newPhoneContext(browser, { javaScriptEnabled: false });
    await logInContext(noJs, customer);
    const plain = await noJs.newPage();
    await plain.goto(server.url(SHOP, '/customer/dashboard'));
    // (In Bangla: the Bangla page above kept the language with the account.)
    await expect.poll(() => stripNames(plain)).toEqual([p4, p3, p2, p1].map((p) => p.name_bn || p.name));
    expect(await plain.locator('[data-testid="recently-viewed"] a').first().getAttribute('href')).toBe(productPath(p4));
    await plain.locator('[data-testid="recently-viewed"]').scrollIntoViewIfNeeded();
    await screenshot(plain, 'recently-viewed/dashboard-390-bn-nojs.png');
    await noJs.close();
  });

  it('on a desktop, in Bangla, a guest’s product page shows the others', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const [p1, p2] = products;
    await gotoHydrated(page, server.url(SHOP, `${productPath(p1)}?lang=bn`));
    await gotoHydrated(page, server.url(SHOP, `${productPath(p2)}?lang=bn`));
    await expect.poll(() => stripNames(page)).toEqual([p1.name_bn || p1.name]);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-testid="recently-viewed"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'recently-viewed/product-1280-bn.png');
    await gotoHydrated(page, server.url(SHOP, '/'));
    await expect.poll(() => stripNames(page)).toHaveLength(2);
    await page.locator('[data-testid="recently-viewed"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'recently-viewed/home-1280.png');
    await context.close();
  });
});
