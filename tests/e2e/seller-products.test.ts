// Products in the console (issue 26 item 1; docs/decisions/056), in Chromium on the real built
// server: at 1280 px the owner adds a product with a picture and a variant (two sizes), sets the
// combinations' prices and stock, and sees it in the shop — name, price range and picture; then,
// at 390 px in Bangla with JavaScript off, edits it: a refused save (a negative price) says why
// in Bangla beside the field and keeps what was typed, the fixed save lands and the shop follows.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_OWNER, describeBrowser, expectImageLoaded, expectLaidOut, freshShops, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer } from './harness';
import { axeViolations } from './axe';


/** axe's violations on the page as it is now (as tests/e2e/seller-settings.test.ts runs it). */
const SHOP = freshShops('bazar').bazar;
const server = sharedServer();

describeBrowser('products in the seller console', () => {
  let browser: Browser;
  let picture: string;
  let productPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const dir = mkdtempSync(join(tmpdir(), 'haat-e2e-picture-'));
    picture = join(dir, 'panjabi.png');
    writeFileSync(picture, await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } }).png().toBuffer());
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function logIn(page: Page, lang: 'en' | 'bn') {
    await page.goto(server.url(SHOP, `/seller/login?lang=${lang}`));
    await page.locator('#seller-phone').fill(DEMO_OWNER.phone);
    await page.locator('#seller-password').fill(DEMO_OWNER.password);
    await page.locator('#seller-password').press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
  }

  it('at 1280 px the owner adds a product with a picture and a variant and sees it in the shop', async () => {
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    await logIn(page, 'en');
    await page.goto(server.url(SHOP, '/seller/products'));
    await page.getByRole('link', { name: 'Add a product' }).click();
    await page.getByRole('heading', { name: 'New product' }).waitFor();
    await page.getByLabel('Name (English)', { exact: true }).fill('Eid Cotton Panjabi');
    await page.getByLabel('Name (Bangla)', { exact: true }).fill('ঈদের সুতি পাঞ্জাবি');
    await page.getByLabel('Short description (English)', { exact: true }).fill('Soft cotton for the Eid morning');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Price (৳)', { exact: true }).fill('1450');
    await page.getByLabel('Variant group 1', { exact: true }).fill('Size');
    await page.getByLabel('Values of group 1', { exact: true }).fill('M, L');
    await page.getByLabel('Add pictures', { exact: true }).setInputFiles(picture);
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Product added. The shop shows it on the next page').waitFor();
    productPath = new URL(page.url()).pathname;
    expect(productPath).toMatch(/^\/seller\/products\/\d+$/);

    // A row per combination: the prices and the stock of each size.
    await page.getByLabel('Price of M (৳)', { exact: true }).fill('1450');
    await page.getByLabel('Stock of M', { exact: true }).fill('5');
    await page.getByLabel('Price of L (৳)', { exact: true }).fill('1550');
    await page.getByLabel('Stock of L', { exact: true }).fill('3');
    await expectImageLoaded(page.getByRole('img', { name: 'Picture 1' }));
    expect(await axeViolations(page), 'the product form').toEqual([]);
    await expectLaidOut(page, [page.getByRole('button', { name: 'Save product' }), page.getByRole('table')]);
    await screenshot(page, 'seller-product-1280.png', { fullPage: true });
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Product saved. The shop shows it on the next page').waitFor();

    // The shop shows it at once.
    const id = productPath.split('/').pop();
    const shop = await ctx.newPage();
    await shop.goto(server.url(SHOP, `/products/${id}?lang=en`));
    await shop.getByRole('heading', { name: 'Eid Cotton Panjabi' }).waitFor();
    const body = (await shop.locator('main').textContent()) ?? '';
    // The two sizes' price range (with the shop's markup) and their stock together.
    expect(body).toMatch(/৳[\d,]+ - ৳[\d,]+/);
    expect(body).toContain('8 item(s) available');
    const gallery = shop.locator('main img[src*="/uploads/"]').first();
    await expectImageLoaded(gallery);
    await ctx.close();
  });

  it('at 390 px in Bangla without JavaScript: a refused save says why beside the field; the fixed save reaches the shop', async () => {
    expect(productPath).not.toBe('');
    const ctx = await newPhoneContext(browser, { javaScriptEnabled: false });
    const page = await ctx.newPage();
    await logIn(page, 'bn');
    // The list in Bangla at 390 px: the product with its edit link, and "Add a product".
    await page.goto(server.url(SHOP, '/seller/products?q=Panjabi'));
    await expectLaidOut(page, [page.getByRole('link', { name: 'নতুন পণ্য যোগ করুন' }), page.getByRole('link', { name: 'বদলান: Eid Cotton Panjabi' })]);
    await page.goto(server.url(SHOP, productPath));
    await page.getByRole('button', { name: 'পণ্য সেভ করুন' }).waitFor();
    await page.getByLabel('নাম (বাংলা)', { exact: true }).fill('ঈদের নরম পাঞ্জাবি');
    await page.getByLabel('রিসেলারের সর্বনিম্ন দাম (৳)', { exact: true }).fill('-5');
    await page.getByRole('button', { name: 'পণ্য সেভ করুন' }).click();
    const min = page.getByLabel('রিসেলারের সর্বনিম্ন দাম (৳)', { exact: true });
    await expect.poll(() => min.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await min.getAttribute('aria-describedby'))!.split(' ')[0]!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('০ বা তার বেশি দিন');
    // What was typed is still there.
    expect(await page.getByLabel('নাম (বাংলা)', { exact: true }).inputValue()).toBe('ঈদের নরম পাঞ্জাবি');
    await expectLaidOut(page, [min, page.getByRole('button', { name: 'পণ্য সেভ করুন' })]);
    await screenshot(page, 'seller-product-bn-390.png', { fullPage: true });
    await min.fill('0');
    await page.getByRole('button', { name: 'পণ্য সেভ করুন' }).click();
    await page.getByText('পণ্য সেভ হয়েছে। পরের পাতাতেই দোকানে দেখা যাবে').waitFor();
    const id = productPath.split('/').pop();
    await page.goto(server.url(SHOP, `/products/${id}`));
    await page.getByRole('heading', { name: 'ঈদের নরম পাঞ্জাবি' }).waitFor();
    await ctx.close();
  });
});
