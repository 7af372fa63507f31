// The shop without a connection (issue 29 item 2, docs/decisions/071), in Chromium on a phone:
// the service worker installs, keeps the catalog pages the shopper opened, and — offline — shows
// them again, says so plainly, disables what needs the network, and answers any other page with
// the shop's offline page listing what can still be read. It never keeps a private page or an
// /api/ answer. Back online, everything works again.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, freshShops, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, waitForHydration } from './harness';

const { rongdhonu: SHOP, bazar: OTHER } = freshShops('rongdhonu', 'bazar');
const server = sharedServer();

/** Every cache of the page's origin: its name and the paths it holds. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    return out;
  });
}

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 20_000 });
}

describeBrowser('offline reading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the worker and the offline page as a worker and a page need them', async () => {
    const sw = await httpCall(server.port, `${SHOP}.localhost`, '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-security-policy']).toContain("connect-src 'self'");
    for (const [shop, name] of [
      [SHOP, 'Rongdhonu'],
      [OTHER, 'Bazar'],
    ] as const) {
      const offline = await httpCall(server.port, `${shop}.localhost`, '/offline');
      expect(offline.status).toBe(200);
      expect(offline.body).toContain(name);
      expect(offline.body).toContain('You are offline');
      expect(offline.body).toContain('আপনি এখন অফলাইনে');
      expect(offline.body).not.toMatch(/<script/i);
    }
    const bn = await httpCall(server.port, `${SHOP}.localhost`, '/offline?lang=bn');
    expect(bn.body).toMatch(/<html lang="bn"/);
  });

  it('keeps the pages opened, shows them offline, disables what needs the network, and comes back', async () => {
    const context: BrowserContext = await newPhoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(server.url(SHOP, '/'));
    await waitForHydration(page);
    await controlled(page);
    const links = await page.$$eval('a[href^="/products/"]', (as) => [...new Set(as.map((a) => a.getAttribute('href')!))].filter((h) => !/\/products\/(category|sub-category|brands|shop|search)\//.test(h)));
    expect(links.length).toBeGreaterThanOrEqual(3);
    // Where each link lands (a product's short link redirects to its canonical address, which is what is kept).
    const products: string[] = [];
    const titles: string[] = [];
    for (const path of links.slice(0, 3)) {
      await page.goto(server.url(SHOP, path));
      await waitForHydration(page);
      products.push(new URL(page.url()).pathname);
      titles.push(await page.locator('h1').first().innerText());
    }
    // A private page and an API answer are fetched but never kept.
    await page.goto(server.url(SHOP, '/customer/dashboard'));
    await page.evaluate(() => fetch('/api/front/customer-part', { method: 'POST' }).catch(() => null));
    await expect.poll(async () => Object.entries(await cachedPaths(page)).find(([n]) => n.startsWith('pages-'))?.[1] ?? []).toEqual(expect.arrayContaining(products));
    const cached = Object.values(await cachedPaths(page)).flat();
    expect(cached.filter((p) => p.startsWith('/api/') || p.startsWith('/customer') || p.startsWith('/seller'))).toEqual([]);

    await context.setOffline(true);
    // A page opened before: read from the phone, with the notice, and the buy buttons disabled with the reason.
    await page.goto(server.url(SHOP, products[0]!));
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(titles[0]);
    await waitForHydration(page);
    const notice = page.locator('#connection-notice');
    await expect.poll(() => notice.innerText(), { timeout: 10_000 }).toContain('You are offline');
    const buy = page.locator('main form button[type="submit"]:visible').first();
    await expect.poll(() => buy.isDisabled()).toBe(true);
    expect(await buy.getAttribute('title')).toBe('Needs the internet: this will work when you are back online.');
    await screenshot(page, 'offline-product-390.png');

    // A page never opened (and a private one): the shop's offline page, listing what can be read.
    await page.goto(server.url(SHOP, '/customer/cart'));
    await expect.poll(() => page.locator('h1').innerText()).toBe('You are offline');
    const listed = await page.$$eval('main ul a', (as) => as.map((a) => a.getAttribute('href')));
    expect(listed).toEqual(expect.arrayContaining(products));
    await screenshot(page, 'offline-page-390-en.png', { fullPage: true });
    // A link on it opens the kept copy.
    await page.locator(`main ul a[href="${products[1]}"]`).click();
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(titles[1]);

    // Back online, in place: the notice says so and the buttons work again.
    await page.goto(server.url(SHOP, products[2]!)).catch(() => null);
    await waitForHydration(page);
    await expect.poll(() => buy.isDisabled()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => notice.innerText()).toBe('You are back online.');
    await expect.poll(() => buy.isDisabled()).toBe(false);
    expect(await buy.getAttribute('title')).toBeNull();
    await context.close();
  });

  it('shows the offline page in Bangla, and at desktop width', async () => {
    for (const [make, name] of [
      [newPhoneContext, '390'],
      [newDesktopContext, '1280'],
    ] as const) {
      const context = await make(browser, { serviceWorkers: 'allow' });
      const page = await context.newPage();
      await page.goto(server.url(OTHER, '/?lang=bn'));
      await waitForHydration(page);
      await controlled(page);
      await context.setOffline(true);
      await page.goto(server.url(OTHER, '/customer/checkout'));
      await expect.poll(() => page.locator('h1').innerText()).toBe('আপনি এখন অফলাইনে');
      await screenshot(page, `offline-page-${name}-bn.png`, { fullPage: true });
      await context.close();
    }
  });
});
