// Home banners the owner sets (issue 28 item 3; decision 067) in Chromium on the built server.
// The owner adds a slide with a picture on /seller/banners (a plain multipart form, no
// JavaScript needed); at 390 px a shopper without JavaScript sees it on the home page at once
// (the shared page was built again), jumps to it with its numbered link and follows it to its
// category; the first slide's picture is the one asked for first, the others wait. At 1280 px
// with JavaScript the slides are reached by keyboard, nothing shifts, and axe finds nothing —
// in English and in Bangla. Screenshots go to /tmp/shots-banners.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_OWNER, describeBrowser, freshShops, gotoHydrated, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, waitForImages } from './harness';
import { axeViolations } from './axe';


const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
const SHOTS = '/tmp/shots-banners';

describeBrowser('home banners in the browser', () => {
  let browser: Browser;
  let category: { slug: string; name: string };
  let picture: string;
  const shot = (page: Page, name: string) => screenshot(page, `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, { fullPage: true });

  beforeAll(async () => {
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    category = db.prepare('select slug, name from categories where shop_id = ? order by position desc limit 1').get(shopId) as { slug: string; name: string };
    db.close();
    // A photo-like picture, wider than 12:5: the pipeline cuts it to the slide's box.
    picture = join(mkdtempSync(join(tmpdir(), 'haat-slide-')), 'winter.png');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"><rect width="1600" height="800" fill="#0b5d4b"/><circle cx="1300" cy="200" r="260" fill="#f2c14e"/><text x="220" y="430" font-family="DejaVu Sans" font-size="120" font-weight="bold" fill="#fff">Winter sale</text></svg>`;
    writeFileSync(picture, await sharp(Buffer.from(svg)).png().toBuffer());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner adds a slide in the console without JavaScript; a shopper at 390 px without JavaScript sees it and follows it', async () => {
    const owner = await newPhoneContext(browser, { javaScriptEnabled: false });
    const page = await owner.newPage();
    await page.goto(server.url(SHOP, '/seller/login'));
    await page.getByLabel(/Mobile number/).fill(DEMO_OWNER.phone);
    await page.getByLabel('Password').fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
    await page.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Banners' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/banners');
    const form = page.getByRole('form', { name: 'Add a slide' });
    // Refused first: no picture, and a link that is not a page or an address.
    await form.getByLabel('Title (what the picture says)').fill('Winter sale');
    await form.getByLabel('Link').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Add slide' }).click();
    await expect.poll(() => page.getByText('The link must be a path on this shop').count()).toBeGreaterThan(0);
    await shot(page, 'console-refused');
    const again = page.getByRole('form', { name: 'Add a slide' });
    await again.getByLabel('Title (what the picture says)').fill('Winter sale');
    await again.getByLabel('Title in Bangla (optional)').fill('শীতের সেল');
    await again.getByLabel('Link').fill(`/products/category/${category.slug}`);
    await again.getByLabel('Place (1–5)').fill('1');
    await again.getByLabel('Picture', { exact: true }).setInputFiles(picture);
    await again.getByRole('button', { name: 'Add slide' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?done=slide');
    await expect.poll(() => page.getByText('The slide is saved').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: /Slide 1: Winter sale · Showing now/ }).count()).toBe(1);
    await shot(page, 'console');
    await owner.close();

    const shopper = await newPhoneContext(browser, { javaScriptEnabled: false });
    const home = await shopper.newPage();
    await home.goto(server.url(SHOP, '/'));
    const slides = home.getByTestId('home-slides');
    const images = slides.locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThan(1);
    // The owner's slide is first (place 1): its picture is the page's first request of its kind.
    const first = images.first();
    expect(await first.getAttribute('alt')).toBe('Winter sale');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    for (let i = 1; i < count; i++) expect(await images.nth(i).getAttribute('loading')).toBe('lazy');
    // Every box has its 12:5 shape before its picture arrives.
    const box = (await slides.getByTestId('home-slide').first().boundingBox())!;
    expect(Math.abs(box.width / box.height - 12 / 5)).toBeLessThan(0.02);
    // The first picture is there at once; the others load when their slide comes near.
    await waitForImages(slides.locator('li').first());
    await shot(home, 'home-no-js');
    // Without JavaScript: the numbered links move the row to a slide, and the slide is a plain link.
    const pager = home.getByRole('navigation', { name: 'Choose a slide' });
    await pager.getByRole('link', { name: `Slide ${count} of ${count}:`, exact: false }).click();
    await expect.poll(() => new URL(home.url()).hash).toBe(`#home-slide-${count}`);
    await pager.getByRole('link', { name: 'Slide 1 of', exact: false }).click();
    await expect.poll(() => new URL(home.url()).hash).toBe('#home-slide-1');
    await slides.getByRole('link', { name: 'Winter sale', exact: true }).click();
    await expect.poll(() => new URL(home.url()).pathname).toBe(`/products/category/${category.slug}`);
    // The category tiles lead to their categories too.
    await home.goto(server.url(SHOP, '/'));
    const tiles = home.getByTestId('home-tiles');
    expect(await tiles.getByTestId('home-tile').count()).toBeGreaterThan(0);
    await tiles.getByRole('link', { name: category.name, exact: true }).click();
    await expect.poll(() => new URL(home.url()).pathname).toBe(`/products/category/${category.slug}`);
    await shopper.close();
  });

  for (const lang of ['en', 'bn'] as const) {
    it(`at 1280 px and 390 px (${lang}) the slides are reached by keyboard, nothing shifts and axe finds nothing`, async () => {
      for (const open of [newDesktopContext, newPhoneContext]) {
        const ctx = await open(browser);
        const page = await ctx.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__shift += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await gotoHydrated(page, server.url(SHOP, lang === 'bn' ? '/?lang=bn' : '/'));
        const slides = page.getByTestId('home-slides');
        await waitForImages(slides.locator('li').first());
        await page.getByTestId('home-tiles').scrollIntoViewIfNeeded();
        await waitForImages(page.getByTestId('home-tiles'));
        await page.evaluate(() => window.scrollTo(0, 0));
        const title = lang === 'bn' ? 'শীতের সেল' : 'Winter sale';
        expect(await slides.locator('img').first().getAttribute('alt')).toBe(title);
        expect(await page.getByTestId('home-tiles').getByRole('heading').textContent()).toBe(lang === 'bn' ? 'ক্যাটাগরি দেখে কিনুন' : 'Shop by category');
        // By keyboard: Tab reaches the first slide's link, Enter follows it.
        const link = slides.getByRole('link', { name: title, exact: true });
        let reached = false;
        for (let i = 0; i < 150 && !reached; i++) {
          await page.keyboard.press('Tab');
          reached = await link.evaluate((el) => el === document.activeElement);
        }
        expect(reached, 'the first slide is reached with Tab').toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
        await page.keyboard.press('Shift+Tab');
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `home-${lang}`);
        await link.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/category/${category.slug}`);
        await ctx.close();
      }
    });
  }

  it('the console page in Bangla at 1280 px', async () => {
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/seller/login?lang=bn'));
    await page.locator('#seller-phone').fill(DEMO_OWNER.phone);
    await page.locator('form:has(#seller-phone) input[type="password"]').fill(DEMO_OWNER.password);
    await page.locator('form:has(#seller-phone) button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
    await gotoHydrated(page, server.url(SHOP, '/seller/banners?lang=bn'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ব্যানার');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'console-bn');
    await ctx.close();
  });
});
