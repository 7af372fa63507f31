// A category's size guide set in the console (issue 28 item 2; docs/decisions/075) in Chromium
// on the built server. At 390 px without JavaScript the owner opens Categories, is refused a
// guide with an empty heading (422, the reason beside the field, nothing saved), then saves one
// with Bangla headings; a shopper who had the product page of that category before (its shared
// copy built) now sees the category's guide there, in English and in Bangla. The console page
// at 390 and 1280 px in English and Bangla: axe finds nothing. Screenshots (SCREENSHOTS=1) go
// to /tmp/shots-category-guide.
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_OWNER, describeBrowser, freshShops, gotoHydrated, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer } from './harness';
import { axeViolations } from './axe';


const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
const SHOTS = '/tmp/shots-category-guide';

describeBrowser('a category’s size guide from the console to the product page', () => {
  let browser: Browser;
  /** A published product with no guide of its own, in a category with none yet. */
  let product: { path: string; category: string; name_bn: string | null };
  const shot = (page: Page, name: string) => screenshot(page, `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, { fullPage: true });

  beforeAll(async () => {
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const row = db
      .prepare(
        `select p.id, p.slug, c.name as category, c.name_bn from products p join categories c on c.id = p.category_id
         where p.shop_id = ? and p.status = 1 and p.size_guide is null and c.size_guide is null order by p.id limit 1`,
      )
      .get(shopId) as { id: number; slug: string; category: string; name_bn: string | null };
    db.close();
    expect(row).toBeTruthy();
    product = { path: `/products/${row.slug}-${row.id}`, category: row.category, name_bn: row.name_bn };
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function logIn(page: Page, lang: 'en' | 'bn') {
    await page.goto(server.url(SHOP, `/seller/login${lang === 'bn' ? '?lang=bn' : ''}`));
    await page.locator('#seller-phone').fill(DEMO_OWNER.phone);
    await page.locator('form:has(#seller-phone) input[type="password"]').fill(DEMO_OWNER.password);
    await page.locator('form:has(#seller-phone) button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
  }

  it('at 390 px without JavaScript the owner saves a category’s guide (a bad one refused first); a shopper sees it on a product of the category', async () => {
    // The shopper's page first: its shared copy is built without a guide.
    const shopper = await newPhoneContext(browser, { javaScriptEnabled: false });
    const pdp = await shopper.newPage();
    expect((await pdp.goto(server.url(SHOP, product.path)))!.status()).toBe(200);
    expect(await pdp.getByTestId('size-guide').count()).toBe(0);

    const owner = await newPhoneContext(browser, { javaScriptEnabled: false });
    const page = await owner.newPage();
    await logIn(page, 'en');
    await page.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Categories' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/categories');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Categories');
    const formName = `Size guide of ${product.category}`;
    const form = page.getByRole('form', { name: formName });
    await form.getByLabel('Size guide', { exact: true }).fill('Size, , Length (in)\nM, 40, 28');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/seller/categories');
    await form.getByRole('button', { name: 'Save size guide' }).click();
    expect((await refused).status()).toBe(422);
    await expect.poll(() => page.getByText('Every column needs a heading').count()).toBe(1);
    // What was typed is kept, the field says why, and nothing was saved.
    const again = page.getByRole('form', { name: formName });
    const guide = again.getByLabel('Size guide', { exact: true });
    expect(await guide.inputValue()).toBe('Size, , Length (in)\nM, 40, 28');
    expect(await guide.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'console-refused-en');
    await guide.fill('Size, Chest (in), Length (in)\nM, 40, 28\nL, 42, 29\nXL, 44, 30');
    await again.getByLabel('Headings in Bangla (optional)').fill('সাইজ, বুক (ইঞ্চি), লম্বা (ইঞ্চি)');
    await again.getByRole('button', { name: 'Save size guide' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('done')).toBe('saved');
    await expect.poll(() => page.getByText('The size guide is saved').count()).toBe(1);
    expect(await page.getByRole('heading', { name: `${product.category} · has a size guide` }).count()).toBe(1);
    await shot(page, 'console-saved-en');
    await owner.close();

    // The shopper's next visit: the category's guide, from a shared copy built again.
    await pdp.reload();
    const table = pdp.getByTestId('size-guide');
    await expect.poll(() => table.count()).toBe(1);
    expect(await table.locator('th').allTextContents()).toEqual(expect.arrayContaining(['Size', 'Chest (in)', 'Length (in)']));
    expect(await table.locator('tbody tr').count()).toBe(3);
    await table.scrollIntoViewIfNeeded();
    await shot(pdp, 'product-en');
    await pdp.goto(server.url(SHOP, `${product.path}?lang=bn`));
    const bn = pdp.getByTestId('size-guide');
    expect(await bn.locator('th').allTextContents()).toEqual(expect.arrayContaining(['সাইজ', 'বুক (ইঞ্চি)', 'লম্বা (ইঞ্চি)']));
    expect(await bn.innerText()).toContain('৪০');
    await shot(pdp, 'product-bn');
    await shopper.close();
  });

  for (const lang of ['en', 'bn'] as const) {
    it(`the console page (${lang}) at 1280 and 390 px: axe finds nothing`, async () => {
      for (const open of [newDesktopContext, newPhoneContext]) {
        const ctx = await open(browser);
        const page = await ctx.newPage();
        await logIn(page, lang);
        await gotoHydrated(page, server.url(SHOP, `/seller/categories${lang === 'bn' ? '?lang=bn' : ''}`));
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(lang === 'bn' ? 'ক্যাটাগরি' : 'Categories');
        const name = lang === 'bn' && product.name_bn ? product.name_bn : product.category;
        expect(await page.getByRole('heading', { name: `${name} · ${lang === 'bn' ? 'সাইজ গাইড আছে' : 'has a size guide'}` }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `console-${lang}`);
        if (open === newDesktopContext) {
          await gotoHydrated(page, server.url(SHOP, `${product.path}${lang === 'bn' ? '?lang=bn' : ''}`));
          await page.getByTestId('size-guide').scrollIntoViewIfNeeded();
          await shot(page, `product-${lang}`);
        }
        await ctx.close();
      }
    });
  }
});
