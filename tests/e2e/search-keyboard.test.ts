// Issue 16 items 7-9 in Chromium on the real built server with the demo catalog, each check one
// that would have caught the problem: the header search box keeps the searched words (with and
// without JavaScript); an empty result suggests a corrected search, categories and all
// products; keyboard focus after Add To Cart, Remove and a client-side navigation; the mega
// menu's Escape and skip link; the off-canvas menu as a focus-trapping labelled dialog; the
// cart link's name; the alert's dismiss size and place; back-to-top in the tab bar; swatches
// marked before they are chosen; the colour gallery keeps its video; the lightbox backing;
// "No reviews yet"; shop names in dashboard titles; the footer at the bottom of short pages;
// the login page after logout. Screenshots go to /tmp/shots.
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountMessages } from '../../core/account-messages';
import { messages } from '../../core/messages';
import { productPath } from '../../core/product-link';
import { addToCart, createCustomer, type Customer } from './fixtures';
import { describeBrowser, freshShops, gotoHydrated, launchBrowser, newContext, newDesktopContext, newPhoneContext, screenshot, sharedServer, uniquePhone } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();

describeBrowser('search, keyboard and small points (issue 16 items 7-9)', () => {
  let browser: Browser;
  let customer: Customer;
  let shopName: string;
  let plain: { id: number; slug: string };
  let others: { id: number; slug: string }[];
  let typoWord: string;

  beforeAll(async () => {
    const db = new Database(server.databaseUrl, { readonly: true });
    const shop = db.prepare('select id, shop_name from shops where slug = ?').get(SHOP) as { id: number; shop_name: string };
    shopName = shop.shop_name;
    const rows = db
      .prepare(
        `select id, slug, name from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and (unlimited_quantity = 1 or quantity >= 5)
         and (max_item_in_order = 0 or max_item_in_order >= 2) order by id limit 3`,
      )
      .all(shop.id) as { id: number; slug: string; name: string }[];
    db.close();
    [plain, ...others] = rows as unknown as [{ id: number; slug: string }, ...{ id: number; slug: string }[]];
    // A word of the demo catalog with 6+ letters, for a typo.
    typoWord = rows.flatMap((r) => r.name.toLowerCase().split(/\s+/)).find((w) => /^[a-z]{6,}$/.test(w))!;
    expect(typoWord).toBeTruthy();
    customer = await createCustomer(server, SHOP, { name: 'Keys Shopper', phone: uniquePhone('015') });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function addOverHttp(productId: number) {
    await addToCart(server, customer, productId, 1);
  }
  async function logIn(page: Page) {
    await page.goto(server.url(SHOP, '/customer/login'));
    await page.fill('#login-phone', customer.phone);
    await page.fill('#login-password', customer.password);
    await page.getByRole('button', { name: /log in/i }).first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/customer/login'));
  }
  const active = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { tag: el?.tagName ?? '', text: (el?.textContent ?? '').trim(), id: el?.id ?? '', inPanel: !!el?.closest('.mega-panel'), inMenu: !!el?.closest('#mobile-menu') };
    });

  it('search: the header box keeps the words; an empty result suggests a correction, categories and all products (with and without JavaScript)', { timeout: 120_000 }, async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const [width, box] of [
        [1280, '#desktop-search'],
        [390, '#mobile-search'],
      ] as const) {
        const ctx = await newContext(browser, { viewport: { width, height: 900 }, javaScriptEnabled });
        const page = await ctx.newPage();
        await page.goto(server.url(SHOP, '/search/cotton-saree'));
        await expect(page.locator(box).inputValue()).resolves.toBe('cotton saree');
        // The typo with a word the shop has nothing for: nothing found, so a corrected search is offered.
        const wrong = `${typoWord.slice(0, -1)}${typoWord.endsWith('q') ? 'x' : 'q'}`;
        await page.goto(server.url(SHOP, `/search/${wrong}-zzqxv`));
        const empty = page.getByTestId('search-empty');
        await empty.waitFor();
        await expect(page.locator(box).inputValue()).resolves.toBe(`${wrong} zzqxv`);
        // Nothing found: no "Including results for" line beside "No products match".
        await expect(page.locator('[data-search-corrections]').count()).resolves.toBe(0);
        const fix = page.getByTestId('search-did-you-mean').getByRole('link');
        const corrected = (await fix.textContent())!;
        expect(corrected).toMatch(/^[a-z]{5,}$/);
        expect(corrected).not.toBe(wrong);
        expect(await empty.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').count()).toBeGreaterThan(0);
        await expect(empty.getByRole('link', { name: 'See all products' }).getAttribute('href')).resolves.toBe('/all-products');
        if (javaScriptEnabled && width === 390) await screenshot(page, 'search-empty-390.png', { fullPage: true });
        if (javaScriptEnabled && width === 1280) await screenshot(page, 'search-empty-1280.png');
        await fix.click();
        await page.waitForURL((u) => u.pathname.endsWith(`/search/${corrected}`));
        await expect.poll(() => page.locator(box).inputValue()).toBe(corrected);
        expect(await page.locator('[data-product-card]').count()).toBeGreaterThan(0);
        await ctx.close();
      }
    }
  });

  it('desktop keyboard: cart link name, mega menu Escape and skip link, focus after navigation, Add To Cart and Remove; alert size and place', { timeout: 180_000 }, async () => {
    await addOverHttp(others[0]!.id);
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await logIn(page);
    await page.goto(server.url(SHOP, '/'));
    // The cart link's accessible name starts with what it shows.
    const cartLink = page.getByTestId('cart-count-link').locator('visible=true');
    await expect.poll(() => cartLink.evaluate((a) => (a.textContent ?? '').replace(/\s+/g, ' ').trim())).toBe('Cart 1 item');
    await expect(page.getByRole('link', { name: /^Cart 1 item$/ }).count()).resolves.toBe(1);

    // Mega menu: focus opens it, Escape closes it and keeps focus on the trigger, Tab goes past it.
    const trigger = page.getByRole('link', { name: /All Categories/ });
    await trigger.focus();
    await expect(page.locator('.mega-panel').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.mega-panel').isVisible()).resolves.toBe(false);
    expect((await active(page)).text).toContain('All Categories');
    await page.keyboard.press('Tab');
    expect((await active(page)).inPanel).toBe(false);
    // The skip link jumps past the panel's links.
    const skip = page.getByRole('link', { name: 'Skip the category menu' });
    await skip.focus();
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    expect((await active(page)).id).toBe('after-mega-menu');
    await page.keyboard.press('Tab');
    expect((await active(page)).inPanel).toBe(false);

    // A client-side navigation puts focus on the new page's heading.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Wishlist' }).click();
    await page.waitForURL((u) => u.pathname === '/customer/dashboard/wishlist');
    await expect.poll(async () => (await active(page)).tag).toBe('H1');
    // Dashboard titles carry the shop name.
    await expect(page.title()).resolves.toContain(shopName);

    // Add To Cart by keyboard: focus moves to the View Cart link that replaces it. (After the
    // page's scripts run: before them the button is a plain form post, answered with a new page.)
    await gotoHydrated(page, server.url(SHOP, productPath(plain)));
    const add = page.getByRole('button', { name: messages.buttons.addToCart });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: messages.buttons.viewCart }).waitFor();
    await expect.poll(async () => (await active(page)).text).toBe(messages.buttons.viewCart);
    // The alert: its dismiss button is at least 24×24 px and it does not cover the header's cart link.
    const alert = page.locator('[data-variant="success"]');
    await alert.waitFor();
    const dismiss = await alert.getByRole('button', { name: 'Dismiss' }).boundingBox();
    expect(dismiss!.width).toBeGreaterThanOrEqual(24);
    expect(dismiss!.height).toBeGreaterThanOrEqual(24);
    expect(overlap((await alert.boundingBox())!, (await cartLink.boundingBox())!)).toBe(false);
    await screenshot(page, 'keys-added-1280.png');

    // Remove in the cart: focus goes to the next line, and to the heading after the last one.
    await gotoHydrated(page, server.url(SHOP, '/customer/cart'));
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const second = (await lines.nth(1).locator('h2 a').textContent())!.trim();
    await lines.first().getByRole('button', { name: /^Remove / }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(async () => (await active(page)).text).toBe(second);
    await lines.first().getByRole('button', { name: /^Remove / }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.count()).toBe(0);
    await expect.poll(async () => (await active(page)).tag).toBe('H1');
    await ctx.close();
  });

  it('phone: the off-canvas menu is a labelled dialog that keeps focus; back-to-top in the tab bar; alert clear of the cart', { timeout: 120_000 }, async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    await logIn(page);
    await page.goto(server.url(SHOP, '/'));
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await expect.poll(async () => (await active(page)).inMenu).toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect((await active(page)).inMenu, `focus left the menu after ${i + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    // Back-to-top sits in the bottom tab bar, not over the page.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const top = page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Back to top' });
    await top.waitFor();
    await screenshot(page, 'keys-tabbar-390.png');
    // The alert after Add To Cart does not cover the header's cart link.
    await gotoHydrated(page, server.url(SHOP, productPath(others[1]!)));
    await page.getByRole('button', { name: messages.buttons.addToCart }).click();
    const alert = page.locator('[data-variant="success"]');
    await alert.waitFor();
    const cart = page.getByTestId('cart-count-link').locator('visible=true');
    expect(overlap((await alert.boundingBox())!, (await cart.boundingBox())!)).toBe(false);
    await screenshot(page, 'keys-alert-390.png');
    await ctx.close();
  });

  it('without JavaScript the off-canvas menu still opens as a labelled dialog', async () => {
    const ctx = await newContext(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await ctx.close();
  });

  it('product page: swatches marked before they are chosen, the colour gallery keeps the video, the lightbox backing, no 0.00 stars', { timeout: 120_000 }, async () => {
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    // A variant product with a colour gallery, a video, and a sold-out and a switched-off combination.
    const product = db
      .prepare(
        `select p.id, p.slug from products p where p.shop_id = ? and p.status = 1 and p.has_variant = 1 and p.enable_review = 1 and p.review_total = 0
          and exists (select 1 from product_images i where i.product_id = p.id and i.type = 'video')
          and exists (select 1 from product_images i where i.product_id = p.id and i.variant_value_id is not null)
          and exists (select 1 from product_variant_prices v where v.product_id = p.id and v.status = 1 and v.quantity = 0 and v.v_unlimited_quantity = 0)
          and exists (select 1 from product_variant_prices v where v.product_id = p.id and v.status = 0) order by p.id limit 1`,
      )
      .get(shopId) as { id: number; slug: string };
    expect(product).toBeTruthy();
    const combos = db.prepare(`select variant, quantity, v_unlimited_quantity as unlimited, status from product_variant_prices where product_id = ?`).all(product.id) as {
      variant: string;
      quantity: number;
      unlimited: number;
      status: number;
    }[];
    // A colour whose own pictures differ from the product's first ones (the default colour's may not).
    const colourValues = (
      db
        .prepare(
          `select distinct variant_value_id as id from product_images where product_id = ? and variant_value_id is not null
            and normal_image not in (select normal_image from product_images where product_id = ? and variant_value_id is null) order by variant_value_id desc`,
        )
        .all(product.id, product.id) as { id: number }[]
    ).map((r) => r.id);
    expect(colourValues.length).toBeGreaterThan(0);
    db.close();
    const soldOut = combos.find((c) => c.status === 1 && c.quantity === 0 && c.unlimited === 0)!;
    const off = combos.find((c) => c.status === 0)!;

    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, productPath(product)));
    // No empty stars and "0.00" with reviews on but none.
    await expect(page.getByTestId('rating').first().textContent()).resolves.toBe('No reviews yet');
    // Choose one half of a sold-out combination: the other half is marked before it is chosen.
    const [a, b] = soldOut.variant.split('-');
    await page.locator(`[data-variant-value="${a}"]`).first().click();
    await expect.poll(() => page.locator(`[data-variant-value="${b}"]`).first().getAttribute('data-outlook')).toBe('sold-out');
    const name = (await page.locator(`[data-variant-value="${b}"]`).first().evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')) as string;
    expect(name).toContain('sold out');
    const [c, d] = off.variant.split('-');
    await page.locator(`[data-variant-value="${c}"]`).first().click();
    await expect.poll(() => page.locator(`[data-variant-value="${d}"]`).first().getAttribute('data-outlook')).toBe('unavailable');
    await screenshot(page, 'swatches-marked-1280.png');
    // A colour with its own gallery: the video thumbnail stays.
    const videos = page.getByTestId('gallery').getByRole('button', { name: /^Video \d+ of \d+$/ });
    await expect(videos.count()).resolves.toBeGreaterThan(0);
    const before = await page.getByTestId('gallery').locator('ul img').first().getAttribute('src');
    await page.locator(`[data-variant-value="${colourValues[0]}"]`).first().click();
    await expect.poll(() => page.getByTestId('gallery').locator('ul img').first().getAttribute('src')).not.toBe(before);
    await expect(videos.count()).resolves.toBeGreaterThan(0);
    // The lightbox gives pictures an opaque backing.
    await page.getByRole('button', { name: 'View full size' }).click();
    const big = page.getByRole('dialog').locator('img');
    await big.waitFor();
    await expect(big.evaluate((img) => getComputedStyle(img).backgroundColor)).resolves.toBe('rgb(255, 255, 255)');
    await screenshot(page, 'lightbox-1280.png');
    await ctx.close();
  });

  it('short pages: the footer reaches the bottom; logging out says so on the login page', { timeout: 120_000 }, async () => {
    // Windows taller than the page, so the page is short: the footer must end at the bottom.
    for (const width of [1280, 390]) {
      const ctx = await newContext(browser, { viewport: { width, height: 1700 } });
      const page = await ctx.newPage();
      await page.goto(server.url(SHOP, '/customer/forgot-password'));
      const { short, gap } = await page.evaluate(() => {
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        return { short: document.documentElement.scrollHeight <= window.innerHeight, gap: window.innerHeight - footer.bottom };
      });
      expect(short).toBe(true);
      expect(gap).toBeLessThanOrEqual(1);
      await screenshot(page, `short-page-${page.viewportSize()!.width}.png`);
      await ctx.close();
    }
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await logIn(page);
    await page.goto(server.url(SHOP, '/customer/dashboard'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/customer/login');
    await page.getByText(accountMessages.loggedOut).waitFor();
    await ctx.close();
  });
});

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
