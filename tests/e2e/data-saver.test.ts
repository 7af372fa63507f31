// Light on data (issue 29 item 3, docs/decisions/070), in Chromium: a phone that sends
// `Save-Data: on` gets the light pages — each picture its ≤ 300 px file alone, nothing
// prefetched — while a normal phone gets srcset/sizes and takes the width its screen needs; the
// shared page cache keeps one copy per mode (Brotli for the browsers that take it); the menu's
// switch works without JavaScript, on a phone and a desktop, in English and Bangla, and the
// choice stays for the next page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, freshShops, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, waitForHydration, waitForImages } from './harness';
import { createCustomer, logInContext } from './fixtures';
import { axeViolations } from './axe';

const { rongdhonu: SHOP } = freshShops('rongdhonu');
const server = sharedServer();

/** Each product picture of the page: the file it asked for, its srcset, its width as shown (density-corrected) and the file's bytes. */
async function pictures(page: Page, selector: string, scope = 'main') {
  await waitForImages(page.locator(scope).first());
  return page.locator(selector).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).filter((i) => i.complete && i.currentSrc).map((i) => ({ src: new URL(i.currentSrc).pathname, srcset: i.getAttribute('srcset'), natural: i.naturalWidth, bytes: (performance.getEntriesByName(i.currentSrc)[0] as PerformanceResourceTiming | undefined)?.encodedBodySize ?? 0, width: i.getAttribute('width'), height: i.getAttribute('height') })),
  );
}

const CARD_IMAGES = 'article[data-product-card] img';

describeBrowser('light on data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Save-Data gets the 300 px pictures alone and prefetches nothing; a normal phone gets srcset', async () => {
    const light = await newPhoneContext(browser);
    // Every request with Save-Data: on, as a phone with its data saver on sends it. Added in the
    // request's route: a context's extraHTTPHeaders did not always reach the wire on a navigation
    // (seen: Chromium's Critical-CH retry went without it).
    await light.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'save-data': 'on' } }));
    const full = await newPhoneContext(browser, { deviceScaleFactor: 2 });
    const lightPage = await light.newPage();
    const fullPage = await full.newPage();
    await lightPage.goto(server.url(SHOP, '/all-products'));
    await fullPage.goto(server.url(SHOP, '/all-products'));
    expect(await lightPage.locator('html').getAttribute('data-saver')).toBe('on');
    expect(await fullPage.locator('html').getAttribute('data-saver')).toBeNull();

    const lightCards = await pictures(lightPage, CARD_IMAGES);
    const fullCards = await pictures(fullPage, CARD_IMAGES);
    expect(lightCards.length).toBeGreaterThan(3);
    for (const p of lightCards) {
      expect(p.src).toMatch(/^\/uploads\/thumnail\/w300\/[0-9a-f]{16}\.webp$/);
      expect(p.srcset).toBeNull();
      expect(p.natural).toBeLessThanOrEqual(300);
      // The intrinsic size stays on the element: no layout shift.
      expect(Number(p.width)).toBeGreaterThan(0);
      expect(Number(p.height)).toBeGreaterThan(0);
    }
    for (const p of fullCards) {
      expect(p.srcset).toMatch(/\/uploads\/thumnail\/w300\/\S+ \d+w, \/uploads\/thumnail\/thumnail_original\/\S+ \d+w/);
      // Two cards a row on a 390 px phone at 2× is ~390 device pixels wide: the 600 px file.
      expect(p.src).toMatch(/^\/uploads\/thumnail\/thumnail_original\//);
    }
    // The same cards, in the same order: each light file smaller than the full one.
    expect(fullCards.length).toBe(lightCards.length);
    lightCards.forEach((p, i) => {
      expect(p.bytes).toBeGreaterThan(0);
      expect(p.bytes).toBeLessThan(fullCards[i]!.bytes);
    });

    // The product page: the main picture likewise.
    const href = await lightPage.locator('article[data-product-card] a[href^="/products/"]').first().getAttribute('href');
    await lightPage.goto(server.url(SHOP, href!));
    await fullPage.goto(server.url(SHOP, href!));
    // (Waiting for the gallery's pictures only: the cards further down the page load lazily.)
    const gallery = ':has(> img[data-main-image])';
    const [lightMain] = await pictures(lightPage, 'img[data-main-image]', gallery);
    const [fullMain] = await pictures(fullPage, 'img[data-main-image]', gallery);
    expect(lightMain!.src).toMatch(/^\/uploads\/thumnail\/w300\//);
    expect(lightMain!.srcset).toBeNull();
    expect(fullMain!.srcset).toContain(' 300w');
    expect(fullMain!.bytes).toBeGreaterThan(lightMain!.bytes);

    // Reaching for a link prefetches its page on the normal phone only.
    for (const [page, expected] of [
      [fullPage, true],
      [lightPage, false],
    ] as const) {
      await page.goto(server.url(SHOP, '/'));
      // A guest's light page is plain (decision 089): no app to hydrate, its script marks it.
      if (expected) await waitForHydration(page);
      else await page.waitForFunction(() => document.documentElement.dataset.plain === '1');
      // What a prefetch fetches: the page's data and its route's code (not the recently viewed
      // strip's, which the home page loads once it settled, whatever the mode: decision 068).
      const fetched: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if ((path.endsWith('.data') || path.startsWith('/assets/')) && !path.startsWith('/assets/recently-viewed')) fetched.push(path);
      });
      const prefetched = async () => fetched.length;
      await page.locator('article[data-product-card] a[href^="/products/"]').first().dispatchEvent('touchstart');
      if (expected) await expect.poll(prefetched).toBeGreaterThan(0);
      else {
        // Give a prefetch every chance it would have had (its intent delay is 100 ms), then check none came.
        await page.waitForTimeout(400);
        expect(fetched).toEqual([]);
      }
    }
    await screenshot(lightPage, 'data-saver-home-390-en.png');
    await light.close();
    await full.close();
  });

  it('keeps one shared copy per mode, says what the page varies on, and sends it in Brotli', async () => {
    const host = `${SHOP}.localhost`;
    const ask = (headers: Record<string, string>) => httpCall(server.port, host, '/all-products?sort=new', { headers: { 'accept-encoding': 'identity', ...headers } });
    const light1 = await ask({ 'save-data': 'on' });
    const light2 = await ask({ cookie: 'datasaver=on' });
    const full1 = await ask({});
    const full2 = await ask({ 'save-data': 'on', cookie: 'datasaver=off' });
    expect([light1.headers['x-cache'], light2.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect([full1.headers['x-cache'], full2.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(light1.body).toBe(light2.body);
    expect(full1.body).toBe(full2.body);
    expect(light1.body).toContain('data-saver="on"');
    expect(light1.body).not.toContain('srcSet=');
    expect(full1.body).toMatch(/srcSet="[^"]+ 300w/);
    expect(full1.headers['vary']).toBe('Save-Data, ECT, Accept-Encoding');
    expect(full1.headers['accept-ch']).toBe('ECT');
    expect(full1.headers['critical-ch']).toBe('ECT');
    expect(light1.headers['critical-ch']).toBeUndefined();
    // ?datasaver= shares the copy of its mode, and keeps the choice.
    const chosen = await ask({ cookie: 'datasaver=off' }).then(() => httpCall(server.port, host, '/all-products?sort=new&datasaver=on', { headers: { 'accept-encoding': 'identity' } }));
    expect(chosen.headers['x-cache']).toBe('hit');
    expect(chosen.headers['set-cookie']).toEqual(['datasaver=on; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax']);
    // Brotli for a browser that takes it, gzip for one that takes only that.
    const br = await httpCall(server.port, host, '/all-products?sort=new', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gz = await httpCall(server.port, host, '/all-products?sort=new', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(gz.headers['content-length']));
  });

  it('the menu switch works without JavaScript on a phone and a desktop, in both languages, and stays', async () => {
    for (const [make, width] of [
      [newPhoneContext, 390],
      [newDesktopContext, 1280],
    ] as const) {
      for (const lang of ['en', 'bn'] as const) {
        const context = await make(browser, { javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(server.url(SHOP, `/all-products?lang=${lang}`));
        const turnOn = lang === 'en' ? 'Save data' : 'ডেটা বাঁচান';
        const turnOff = lang === 'en' ? 'Data saver on: turn off' : 'ডেটা সাশ্রয় চালু: বন্ধ করুন';
        if (width === 390) await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : 'মেনু খুলুন' }).click();
        const scope = width === 390 ? page.locator('#mobile-menu') : page.locator('header');
        await scope.getByRole('link', { name: turnOn, exact: true }).click();
        await page.waitForURL(/datasaver=on/);
        expect(await page.locator('html').getAttribute('data-saver')).toBe('on');
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        for (const p of await pictures(page, CARD_IMAGES)) expect(p.src).toMatch(/\/w300\//);
        // The next page, without the parameter: still light (the cookie).
        await page.goto(server.url(SHOP, '/'));
        expect(await page.locator('html').getAttribute('data-saver')).toBe('on');
        if (width === 390) await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : 'মেনু খুলুন' }).click();
        const off = (width === 390 ? page.locator('#mobile-menu') : page.locator('header')).getByRole('link', { name: turnOff, exact: true });
        await screenshot(page, `data-saver-switch-${width}-${lang}.png`);
        await off.click();
        await page.waitForURL(/datasaver=off/);
        expect(await page.locator('html').getAttribute('data-saver')).toBeNull();
        expect(await page.locator(CARD_IMAGES).first().getAttribute('srcset')).toContain('300w');
        await context.close();
      }
    }
  });

  it("a guest's light page is plain HTML with one small script: it works without the app, keeps the view, and says when it is offline (decision 089)", async () => {
    const context = await newPhoneContext(browser);
    await context.route('**/*', (route) => route.continue({ headers: { ...route.request().headers(), 'save-data': 'on' } }));
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || new URL(r.url()).pathname.endsWith('.data')) scripts.push(new URL(r.url()).pathname);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(server.url(SHOP, '/all-products'));
    const href = await page.locator('article[data-product-card] a[href^="/products/"]').first().getAttribute('href');
    await page.goto(server.url(SHOP, href!));
    await page.waitForFunction(() => document.documentElement.dataset.plain === '1');
    expect(await page.locator('html').getAttribute('data-saver')).toBe('on');
    // No React, no loader data, no route modules: the plain page's one file, and nothing else.
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) expect(path).toMatch(/^\/assets\/plain-page-[0-9a-f]{10}\.js$/);
    expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The device keeps the view, as the app's strip would read it.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('haat.recentlyViewed') ?? '[]') as Array<{ productId: number }>);
    expect(kept.length).toBe(1);
    expect(href).toMatch(new RegExp(`[/-]${kept[0]!.productId}$`));

    // The next product shows the first in "Recently viewed", as names and prices without
    // pictures; home shows both, newest first.
    const first = kept[0]!.productId;
    const other = await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/products/"]:not([href*="/category/"]):not([href*="/sub-category/"]):not([href*="/brands/"])')?.getAttribute('href') ?? null);
    expect(other).not.toBeNull();
    await page.goto(server.url(SHOP, other!));
    await page.waitForFunction(() => document.documentElement.dataset.plain === '1');
    const recent = page.locator('[data-testid="recently-viewed"]');
    await expect.poll(() => recent.locator('li').count()).toBe(1);
    expect(await recent.locator('li a').getAttribute('href')).toMatch(new RegExp(`[/-]${first}$`));
    expect(await recent.locator('li').textContent()).toMatch(/৳\d/);
    expect(await recent.locator('img').count()).toBe(0);
    expect(await recent.getByRole('heading', { level: 2 }).textContent()).toBe('Recently viewed');
    await page.goto(server.url(SHOP, '/'));
    await expect.poll(() => page.locator('[data-testid="recently-viewed"] li').count()).toBe(2);
    await screenshot(page, 'data-saver-plain-home-390-en.png', { fullPage: true });
    // In Bangla: its heading, and prices in Bangla digits.
    await page.goto(server.url(SHOP, '/?lang=bn'));
    const recentBn = page.locator('[data-testid="recently-viewed"]');
    await expect.poll(() => recentBn.locator('li').count()).toBe(2);
    expect(await recentBn.getByRole('heading', { level: 2 }).textContent()).toBe('সম্প্রতি দেখা পণ্য');
    expect(await recentBn.locator('li').first().textContent()).toMatch(/৳[০-৯]/);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(server.url(SHOP, '/?lang=en'));
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(server.url(SHOP, href!));
    await page.waitForFunction(() => document.documentElement.dataset.plain === '1');
    expect(await axeViolations(page)).toEqual([]);

    // Offline (the connection notices start 3 s after the load event): the page says so and the
    // buttons that need the network say why they are off; back online, all of it is undone.
    const addToCart = page.locator('main').getByRole('button', { name: /add to cart/i }).first();
    await expect.poll(() => page.evaluate(() => document.getElementById('connection-notice') !== null), { timeout: 10_000 }).toBe(true);
    await context.setOffline(true);
    await expect.poll(() => page.locator('#connection-notice').isVisible()).toBe(true);
    expect(await page.locator('#connection-notice').textContent()).toMatch(/offline/i);
    expect(await addToCart.isDisabled()).toBe(true);
    expect(await addToCart.getAttribute('title')).toMatch(/internet/i);
    await context.setOffline(false);
    await expect.poll(() => addToCart.isDisabled()).toBe(false);

    expect(errors, errors.join('\n')).toEqual([]);
    // The page's forms work by themselves: the server answers the post — a guest goes to log in
    // with the intent kept, or the page tells what is still to choose (a size, say).
    await Promise.all([page.waitForEvent('load'), addToCart.click()]);
    const answered = await page.evaluate(() => location.pathname.startsWith('/customer/login') || (document.querySelector('main [role="alert"]')?.textContent ?? '').length > 0);
    expect(answered).toBe(true);
    await context.close();
  });

  it("a plain page's service worker precaches no app script, and keeps the plain pages for reading offline (decision 089)", async () => {
    const context = await newPhoneContext(browser, { serviceWorkers: 'allow' });
    await context.addCookies([{ name: 'datasaver', value: 'on', url: server.url(SHOP, '/') }]);
    const page = await context.newPage();
    await page.goto(server.url(SHOP, '/all-products'));
    await page.waitForFunction(() => document.documentElement.dataset.plain === '1');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(/\/sw\.js\?data=light$/);
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
    });
    expect(precached.some((p) => /^\/assets\/plain-page-[0-9a-f]{10}\.js$/.test(p))).toBe(true);
    expect(precached.some((p) => p.endsWith('.css'))).toBe(true);
    expect(precached.filter((p) => p.endsWith('.js') && !p.startsWith('/assets/plain-page-'))).toEqual([]);
    // A product opened online reads offline, as a plain page with its script.
    const href = await page.locator('article[data-product-card] a[href^="/products/"]').first().getAttribute('href');
    await page.goto(server.url(SHOP, href!));
    const title = await page.title();
    await context.setOffline(true);
    await page.reload();
    expect(await page.title()).toBe(title);
    await page.waitForFunction(() => document.documentElement.dataset.plain === '1');
    await context.setOffline(false);
    await context.close();
  });

  it("a customer's light page keeps the app: it hydrates and shows their account (decision 089)", async () => {
    const customer = await createCustomer(server, SHOP, { name: 'Light Reader' });
    const context = await newPhoneContext(browser);
    await logInContext(context, customer);
    await context.addCookies([{ name: 'datasaver', value: 'on', url: server.url(SHOP, '/') }]);
    const page = await context.newPage();
    await page.goto(server.url(SHOP, '/all-products'));
    expect(await page.locator('html').getAttribute('data-saver')).toBe('on');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.plain)).toBeUndefined();
    // A guest's plain page of the same address is its own copy, not this one.
    const guest = await httpCall(server.port, `${SHOP}.localhost`, '/all-products', { headers: { 'save-data': 'on', 'accept-encoding': 'identity' } });
    expect(guest.status).toBe(200);
    expect(guest.body).toContain('plain-page-data');
    expect(guest.body).not.toContain('__reactRouterContext');
    expect(await page.content()).toContain('__reactRouterContext');
    await context.close();
  });

  it("a light page shows the logo's 48 px high file, made on the first ask, at its place's size (decision 085)", async () => {
    const context = await newPhoneContext(browser);
    await context.addCookies([{ name: 'datasaver', value: 'on', url: server.url(SHOP, '/') }]);
    const page = await context.newPage();
    await page.goto(server.url(SHOP, '/all-products'));
    expect(await page.locator('html').getAttribute('data-saver')).toBe('on');
    const logo = page.locator('header img[src*="/uploads/logos/"]').first();
    expect(await logo.getAttribute('src')).toMatch(/^\/uploads\/logos\/h48\/[0-9a-f]{16}\.webp$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(48);
    await context.close();
  });
});
