// Browsing and search as a shopper does it (issue 4 items 1, 2, 6), on the real built server
// with the demo catalog, in Chromium: menu → category → page 2 → sort by price; search with
// suggestions by keyboard; the search results page; 404 for an unknown category; cards on a
// touch screen; screenshots at 390 px and 1280 px of home, a listing and search results.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testImportDocument } from '../../server/api/platform/test-import-document';
import {
  describeBrowser,
  expectImageLoaded,
  expectLaidOut,
  fileSlug,
  freshShops,
  gotoHydrated,
  httpCall,
  launchBrowser,
  newDesktopContext,
  newPhoneContext,
  screenshot,
  sharedServer,
} from './harness';

const shops = freshShops('rongdhonu', 'bazar', 'dokan');
const SHOP = shops.rongdhonu;
const server = sharedServer();
// The small test catalog under a slug (and domain) of this file's own.
const ALPHA = fileSlug('alpha');
const alphaDocument = { shops: [{ ...testImportDocument.shops[0]!, slug: ALPHA, domains: [`${ALPHA}-shop.test`] }] };
let browser: Browser;

/** The sell prices shown on the cards, in order (the low end of a range). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-product-card] [data-price]').allTextContents();
  return texts.map((t) => Number(t.split(' - ')[0].replace(/[^\d]/g, '')));
}

describeBrowser('catalog listing and search', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('browses by menu to a category, its page 2 and a price sort', async () => {
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/'));
    await page.getByRole('navigation').getByRole('link', { name: 'Categories', exact: true }).first().click();
    await page.waitForURL(/\/categories$/);
    await page.getByRole('heading', { name: 'Women' }).getByRole('link').click();
    await page.waitForURL(/\/products\/category\/women$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Women');
    const pager = page.locator('[data-pager-text]');
    const first = (await pager.textContent()) ?? '';
    const total = Number(/of (\d+)$/.exec(first)?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(first).toBe(`Showing 1 to 10 of ${total}`);
    expect(await page.locator('[data-product-card]').count()).toBe(10);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/products\/category\/women\?page=2$/);
    await expect.poll(() => pager.textContent(), { timeout: 10_000 }).toBe(`Showing 11 to ${Math.min(20, total)} of ${total}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/products\/category\/women\?page=2$/);
    expect(await page.title()).toBe('Women – Page 2 | Rongdhonu Fashion');

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/products\/category\/women\?sort=price_asc$/);
    await expect.poll(() => pager.textContent()).toBe(`Showing 1 to 10 of ${total}`);
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(10);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    // The same listing over plain HTTP (no JavaScript): a price range and the empty message.
    const filtered = await httpCall(server.port, `${SHOP}.localhost`, `/products/category/women?sort=price_asc&min_price=${prices[3]}&max_price=${prices[5]}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toMatch(/Showing 1 to \d+ of \d+/);
    const none = await httpCall(server.port, `${SHOP}.localhost`, '/products/category/women?min_price=99999999');
    expect(none.body).toContain('There is no item to show');
    const messy = await httpCall(server.port, `${SHOP}.localhost`, '/all-products?sort=price_desc&min_price=&max_price=&brand=');
    expect(messy.status).toBe(302);
    expect(messy.headers.location).toBe('/all-products?sort=price_desc');
    await ctx.close();
  });

  it("shows each shop's own sections on home, with canonical and description", async () => {
    const names = new Set<string>();
    for (const shop of [shops.rongdhonu, shops.bazar, shops.dokan]) {
      const res = await httpCall(server.port, `${shop}.localhost`, '/');
      expect(res.status).toBe(200);
      expect(res.body).toContain('New arrivals');
      expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[a-z]+\.localhost[^"]*\/"/);
      expect(res.body).toMatch(/<meta name="description" content="[^"]+"/);
      const first = /data-product-card="(\d+)"/.exec(res.body);
      expect(first).not.toBeNull();
      names.add(first![1]);
    }
    expect(names.size).toBe(3);
    const deal = await httpCall(server.port, `${SHOP}.localhost`, '/');
    expect(deal.body).toMatch(/href="\/deals\/[a-z0-9-]+"/);
  });

  it('answers 404 for an unknown category, brand, deal or another shop', async () => {
    for (const path of ['/products/category/no-such-category', '/products/brands/nobody', '/deals/never', '/products/sub-category/none', `/products/shop/${shops.bazar}`]) {
      const res = await httpCall(server.port, `${SHOP}.localhost`, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toContain('This page could not be found');
    }
    const ok = await httpCall(server.port, `${SHOP}.localhost`, `/products/shop/${SHOP}`);
    expect(ok.status).toBe(200);
  });

  it('suggests products as the shopper types and opens one by keyboard', async () => {
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/all-products'));
    const box = page.locator('#desktop-search');
    await box.click();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/front/reseller-shop-search-suggestions')) calls++;
    });
    await box.pressSequentially('sarre'); // one typo
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect.poll(() => list.isVisible(), { timeout: 10_000 }).toBe(true);
    // Debounced: five keystrokes typed faster than the debounce make one call (two at most when a
    // loaded machine spaces two keystrokes past it) — never one per keystroke.
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(2);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    await expect.poll(() => options.first().textContent()).toMatch(/Saree/);
    const boxHeight = await list.evaluate((el) => Number.parseFloat(getComputedStyle(el).maxHeight));
    expect(boxHeight).toBeGreaterThanOrEqual(400);
    expect(boxHeight).toBeLessThanOrEqual(500);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const second = page.locator(`[id="${activeId}"]`);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await second.getAttribute('data-kind')).toBe('product');
    const name = ((await second.locator('span').first().textContent()) ?? '').trim();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/products\/[a-z0-9-]+-\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    // Emptying the box clears the list without asking the server: with the page's clock
    // stopped, the box is emptied and the clock run past the suggestion delay — any call it
    // scheduled would have been made (the page counts its own fetches, so none is missed).
    await page.evaluate(() => {
      const original = window.fetch;
      (window as unknown as { suggestCalls: number }).suggestCalls = 0;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/api/front/reseller-shop-search-suggestions')) (window as unknown as { suggestCalls: number }).suggestCalls++;
        return original(input, init);
      };
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const before = calls;
    await box.fill('');
    await expect.poll(() => list.isVisible()).toBe(false);
    await page.clock.runFor(2_000); // well past SUGGEST_DELAY_MS (250 ms)
    expect(await page.evaluate(() => (window as unknown as { suggestCalls: number }).suggestCalls)).toBe(0);
    expect(calls).toBe(before);
    await ctx.close();
  });

  it('searches from the box and lists results by relevance in the search layout', async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    // Type once the page's scripts have run: in one CI run Enter pressed while the box hydrated never submitted.
    await gotoHydrated(page, server.url(SHOP, '/'));
    const box = page.locator('#mobile-search');
    await box.fill('saree');
    await box.press('Enter');
    await page.waitForURL(/\/products\/search\/saree$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for “saree”');
    const names = await page.locator('[data-product-card] h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /saree/i.test(n))).toBe(true);
    const shopperPath = await httpCall(server.port, `${SHOP}.localhost`, '/search/red-saree');
    expect(shopperPath.body).toContain('Search results for “red saree”');
    const typo = await httpCall(server.port, `${SHOP}.localhost`, '/search/sarre');
    expect(typo.body).toContain('Including results for “saree”');
    expect(typo.body).toMatch(/Showing 1 to \d+ of \d+/);
    await ctx.close();
  });

  it('shows card buttons on a touch screen and sends a guest to log in with the return target', async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/all-products?page=2'));
    const card = page.locator('[data-product-card]').first();
    const quick = card.getByRole('button', { name: /^Quick View:/ });
    expect(await quick.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
    const plain = page.locator('[data-product-card]').filter({ has: page.locator('a[href^="/customer/login"]') }).first();
    const login = plain.locator('a[href^="/customer/login"]').first();
    expect(await login.getAttribute('href')).toBe(`/customer/login?redirect=${encodeURIComponent('/all-products?page=2')}`);
    const img = card.locator('img').first();
    expect(await img.getAttribute('width')).toBeTruthy();
    expect(await img.getAttribute('height')).toBeTruthy();
    await ctx.close();
  });

  it('renders a catalog page once for all guests, and again as soon as an import changes it', async () => {
    const importDocument = async (doc: unknown) =>
      httpCall(server.port, 'admin.localhost', '/api/admin/import', {
        method: 'POST',
        headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(doc),
      });
    const imported = await importDocument(alphaDocument);
    expect(imported.status).toBe(200);
    const path = `/products/tee-${imported.json().shops[0].products.tee}`;
    const get = () => httpCall(server.port, `${ALPHA}.localhost`, path, { headers: { 'accept-encoding': 'gzip' } });
    const [first, second] = [await get(), await get()];
    expect([first.status, first.headers['x-cache'], second.headers['x-cache']]).toEqual([200, 'miss', 'hit']);
    expect(second.headers['content-encoding']).toBe('gzip');
    const plain = await httpCall(server.port, `${ALPHA}.localhost`, path);
    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.body).toContain('Tee');
    expect(plain.body).not.toContain('Tee Renamed');

    const renamed = structuredClone(alphaDocument);
    Object.assign(renamed.shops[0]!.products[0]!, { name: 'Tee Renamed' });
    expect((await importDocument(renamed)).status).toBe(200);
    const after = await httpCall(server.port, `${ALPHA}.localhost`, path);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('Tee Renamed');
  });

  it('at 390 px and 1280 px home, a listing and search results show product cards that fit the screen; focus reveals a card\'s buttons (screenshots)', async () => {
    for (const [label, make] of [['390', newPhoneContext], ['1280', newDesktopContext]] as const) {
      const ctx = await make(browser);
      const page = await ctx.newPage();
      for (const [name, path, heading] of [
        ['home', '/', null],
        ['listing', '/products/category/women?page=2', 'Women'],
        ['search', '/search/saree', 'Search results for “saree”'],
      ] as const) {
        await gotoHydrated(page, server.url(SHOP, path));
        const cards = page.locator('[data-product-card]');
        expect(await cards.count(), `${name} at ${label} px`).toBeGreaterThan(0);
        const first = cards.first();
        await first.scrollIntoViewIfNeeded();
        await expectImageLoaded(first.locator('img').first());
        await expectLaidOut(page, [first, first.locator('[data-price]')]);
        if (heading) expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(heading);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `catalog-${name}-${label}.png`, { fullPage: true });
      }
      // Keyboard focus on a card reveals its buttons (on a touch screen they always show).
      await gotoHydrated(page, server.url(SHOP, '/all-products'));
      const quick = page.locator('[data-product-card]').first().getByRole('button', { name: /^Quick View:/ });
      const buttonsOpacity = () => quick.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
      if (label === '1280') expect(await buttonsOpacity()).toBe('0');
      await quick.focus();
      expect(await quick.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(buttonsOpacity).toBe('1');
      await expectLaidOut(page, [quick]);
      await screenshot(page, `catalog-focus-${label}.png`);
      await ctx.close();
    }
  });
});
