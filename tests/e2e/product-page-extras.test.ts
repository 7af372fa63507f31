// The product page answers the next question (issue 28 item 2; docs/decisions/066), on the real
// built server with the demo catalog, in Chromium at 390 px: without JavaScript a guest picks a
// district in a plain form and sees checkout's charge and the shop's days for it; the return
// window in words, the size guide and the specification table; "You may also like" from the
// same sub-category or brand; "Frequently bought together" from the shop's own orders; a
// logged-in customer's page tells delivery to their saved address's district, and the page
// bytes are those every guest of that district gets (the shared page). English and Bangla,
// axe finds nothing, nothing shifts. Screenshots (SCREENSHOTS=1) at 390 and 1280 px in both.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, createCustomer, logInContext, placeCodOrder, saveAddress } from './fixtures';
import { DEMO_OWNER, describeBrowser, freshShops, gotoHydrated, httpCall, launchBrowser, newContext, newDesktopContext, newPhoneContext, phoneOptions, screenshot, sharedServer } from './harness';
import { axeViolations } from './axe';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
let host: string;
let panjabiPath: string;
/** A necklace two shoppers bought with partnerPath, another one. */
let capPath: string;
let partnerPath: string;

/** The element's text, a line each (paragraphs are set apart by blank lines). */
async function lines(scope: Locator): Promise<string[]> {
  return (await scope.innerText()).split('\n').filter((l) => l.trim() !== '');
}

/** The page's layout shifts so far (not caused by input), summed: its CLS. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

beforeAll(async () => {
  host = `${SHOP}.localhost:${server.port}`;
  const sitemap = await httpCall(server.port, host, '/sitemap.xml');
  const urls = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  panjabiPath = urls.find((u) => /^\/products\/everyday-panjabi-\d+$/.test(u))!;
  capPath = urls.find((u) => /^\/products\/eid-special-necklace-\d+$/.test(u))!;
  partnerPath = urls.find((u) => /^\/products\/embroidered-necklace-\d+$/.test(u))!;
  expect(panjabiPath && capPath && partnerPath).toBeTruthy();
  // Two orders of one necklace with another (before anyone opens the first's page): bought together.
  const idOf = (path: string) => Number(/-(\d+)$/.exec(path)![1]);
  for (let i = 0; i < 2; i++) {
    const buyer = await createCustomer(server, SHOP, { name: `Buyer ${i}` });
    const address = await saveAddress(server, buyer);
    await addToCart(server, buyer, idOf(capPath));
    await addToCart(server, buyer, idOf(partnerPath));
    await placeCodOrder(server, buyer, address);
  }
}, 60_000);

describeBrowser('the product page answers the next question', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('without JavaScript at 390 px: the district form tells the charge and days; returns, size guide, specifications and related products are there', async () => {
    const context = await newContext(browser, phoneOptions({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(server.url(SHOP, panjabiPath));
    const delivery = page.getByTestId('product-delivery');
    await expect.poll(() => delivery.getByTestId('delivery-rates').innerText()).toBe('Inside Dhaka ৳60 · Outside Dhaka ৳120');
    expect(await page.getByTestId('return-window').innerText()).toBe('Returns: within 7 days of delivery');
    // The delivery box sits with the buy buttons, before the description.
    const [buyBox, description] = await Promise.all([delivery.boundingBox(), page.locator('#product-description').boundingBox()]);
    expect(buyBox!.y).toBeLessThan(description!.y);
    await delivery.getByLabel('Your district').selectOption('Chattogram');
    await delivery.getByRole('button', { name: 'See charge' }).click();
    await page.waitForURL(/district=Chattogram/);
    expect(await lines(page.getByTestId('delivery-estimate'))).toEqual(['Delivery to Chattogram: ৳120', 'Arrives within 4 days of your order']);
    expect(await delivery.innerText()).toContain('Free delivery on orders of ৳3,000 or more');
    expect(await delivery.getByLabel('Your district').inputValue()).toBe('Chattogram');
    // Checkout's rule: Gazipur is one of the shop's own district charges.
    await delivery.getByLabel('Your district').selectOption('Gazipur');
    await delivery.getByRole('button', { name: 'See charge' }).click();
    await page.waitForURL(/district=Gazipur/);
    expect(await lines(page.getByTestId('delivery-estimate'))).toEqual(['Delivery to Gazipur: ৳80', 'Arrives within 4 days of your order']);
    await screenshot(page, 'product-extras/390-en-nojs-delivery.png');

    const guide = page.getByTestId('size-guide');
    expect(await guide.locator('caption').innerText()).toBe('Size guide');
    expect(await guide.locator('thead th').allInnerTexts()).toEqual(['Size', 'Chest (in)', 'Length (in)']);
    expect(await guide.locator('tbody tr').count()).toBe(4);
    const specs = page.getByTestId('specifications');
    expect(await specs.locator('tbody tr').first().innerText()).toBe('Fabric\tCotton blend');
    const alsoLike = page.getByTestId('also-like');
    expect(await alsoLike.getByRole('heading').innerText()).toBe('You may also like');
    const links = await alsoLike.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain(panjabiPath);
    // A related card opens its product page, still without JavaScript.
    await alsoLike.locator('a').first().click();
    await page.waitForURL((u) => u.pathname === links[0]);
    await screenshot(page, 'product-extras/390-en-nojs-related.png', { fullPage: true });

    // A name that is no district is told back, not a 500; the page still offers the list.
    const bad = await page.goto(server.url(SHOP, `${panjabiPath}?district=Atlantis`));
    expect(bad!.status()).toBe(200);
    expect(await page.getByTestId('delivery-unknown').innerText()).toContain('“Atlantis” is not a district we know');
    await context.close();
  });

  it('frequently bought together comes from the shop’s own orders', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, server.url(SHOP, capPath));
    const together = page.getByTestId('bought-together');
    expect(await together.getByRole('heading').innerText()).toBe('Frequently bought together');
    expect(await together.locator('a').first().getAttribute('href')).toBe(partnerPath);
    await context.close();
  });

  it('the extras travel once in a document, and with the data of a client-side navigation (decision 076)', async () => {
    // The document: each part once, as HTML; the loader's data names no markup.
    const doc = await httpCall(server.port, host, panjabiPath);
    for (const testId of ['product-delivery', 'also-like', 'size-guide']) expect(doc.body.split(`data-testid="${testId}"`).length - 1, testId).toBe(1);
    const data = await httpCall(server.port, host, `${panjabiPath}.data`);
    expect(data.body).toContain('data-testid=\\"also-like\\"');

    // Opened in the browser, not by a page load (the breadcrumb's listing, then the product's
    // card): the delivery box, the size guide and the related products come with the data.
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, server.url(SHOP, panjabiPath));
    expect(await page.getByTestId('size-guide').locator('tbody tr').count()).toBe(4);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByTestId('breadcrumbs').getByRole('link').last().click();
    await page.waitForURL((u) => u.pathname !== panjabiPath);
    await page.locator(`article[data-product-card] a[href="${panjabiPath}"]`).first().click();
    await page.waitForURL((u) => u.pathname === panjabiPath);
    await expect.poll(() => page.getByTestId('size-guide').locator('tbody tr').count()).toBe(4);
    expect(await page.getByTestId('delivery-rates').innerText()).toBe('Inside Dhaka ৳60 · Outside Dhaka ৳120');
    expect(await page.getByTestId('also-like').locator('a').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a logged-in customer sees delivery to their saved district; the page is the shared one of that district', async () => {
    const customer = await createCustomer(server, SHOP, { name: 'Sylhet Shopper' });
    await saveAddress(server, customer, { district: 'Sylhet', area: 'Zindabazar' });
    const context = await newPhoneContext(browser);
    await logInContext(context, customer);
    const page = await context.newPage();
    await gotoHydrated(page, server.url(SHOP, panjabiPath));
    expect(await lines(page.getByTestId('delivery-estimate'))).toEqual(['Delivery to Sylhet: ৳120', 'Arrives within 4 days of your order']);
    // The bytes are the guest's page for ?district=Sylhet: nothing of the customer is in them.
    const asCustomer = await httpCall(server.port, host, panjabiPath, { headers: { cookie: `customerUserToken=${customer.token}` } });
    const asGuest = await httpCall(server.port, host, `${panjabiPath}?district=Sylhet`);
    expect(asCustomer.status).toBe(200);
    expect(asCustomer.body).not.toContain('Sylhet Shopper');
    expect(asCustomer.body).not.toContain('Zindabazar');
    expect(asCustomer.body).toBe(asGuest.body);
    // A district the address names explicitly wins over the saved one.
    await gotoHydrated(page, server.url(SHOP, `${panjabiPath}?district=Dhaka`));
    expect(await lines(page.getByTestId('delivery-estimate'))).toEqual(['Delivery to Dhaka: ৳60', 'Arrives within 2 days of your order']);
    await context.close();
  });

  it('the owner sets a product’s specifications and size guide in the console at 390 px without JavaScript; the shop shows them', async () => {
    const context = await newContext(browser, phoneOptions({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(server.url(SHOP, '/seller/login?lang=en'));
    await page.locator('#seller-phone').fill(DEMO_OWNER.phone);
    await page.locator('#seller-password').fill(DEMO_OWNER.password);
    await page.locator('#seller-password').press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
    const id = Number(/-(\d+)$/.exec(partnerPath)![1]);
    await page.goto(server.url(SHOP, `/seller/products/${id}`));
    const specs = page.getByLabel('Specifications', { exact: true });
    expect(await specs.inputValue()).toBe('');
    // A guide with a row short of a cell is refused beside its field, what was typed kept.
    await specs.fill('Metal: Brass | ধাতু: পিতল\nLength: 45 cm');
    await page.getByLabel('Size guide', { exact: true }).fill('Size, Length (cm)\nS');
    await page.getByRole('button', { name: 'Save product' }).click();
    const guide = page.getByLabel('Size guide', { exact: true });
    await expect.poll(() => guide.getAttribute('aria-invalid')).toBe('true');
    expect(await specs.inputValue()).toBe('Metal: Brass | ধাতু: পিতল\nLength: 45 cm');
    await guide.fill('Size, Length (cm)\nS, 40\nM, 45');
    await page.getByLabel('Size guide headings in Bangla', { exact: true }).fill('সাইজ, দৈর্ঘ্য (সেমি)');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('saved')).toBe('saved');
    expect(await page.getByLabel('Specifications', { exact: true }).inputValue()).toBe('Metal: Brass | ধাতু: পিতল\nLength: 45 cm');
    await page.goto(server.url(SHOP, partnerPath));
    expect(await page.getByTestId('specifications').locator('tbody tr').allInnerTexts()).toEqual(['Metal\tBrass', 'Length\t45 cm']);
    expect(await page.getByTestId('size-guide').locator('tbody tr').allInnerTexts()).toEqual(['S\t40', 'M\t45']);
    await page.goto(server.url(SHOP, `${partnerPath}?lang=bn`));
    expect(await page.getByTestId('specifications').locator('tbody tr').first().innerText()).toBe('ধাতু\tপিতল');
    expect(await page.getByTestId('size-guide').locator('thead th').allInnerTexts()).toEqual(['সাইজ', 'দৈর্ঘ্য (সেমি)']);
    await context.close();
  });

  it('in English and Bangla, at 390 and 1280 px: axe finds nothing and nothing shifts', async () => {
    for (const lang of ['en', 'bn'] as const) {
      for (const width of [390, 1280]) {
        const context = width === 390 ? await newPhoneContext(browser) : await newDesktopContext(browser);
        const page = await context.newPage();
        await gotoHydrated(page, server.url(SHOP, `${panjabiPath}?lang=${lang}&district=Gazipur`));
        if (lang === 'bn') {
          expect(await lines(page.getByTestId('delivery-estimate'))).toEqual(['গাজীপুর-এ ডেলিভারি চার্জ: ৳৮০', 'অর্ডারের ৪ দিনের মধ্যে পৌঁছে যাবে']);
          expect(await page.getByTestId('return-window').innerText()).toBe('ফেরত: ডেলিভারির ৭ দিনের মধ্যে ফেরত দেওয়া যাবে');
          expect(await page.getByTestId('size-guide').locator('thead th').allInnerTexts()).toEqual(['সাইজ', 'বুক (ইঞ্চি)', 'লম্বা (ইঞ্চি)']);
          // The shop's figures in Bangla digits on a Bangla page.
          expect(await page.getByTestId('size-guide').locator('tbody tr').first().innerText()).toBe('S\t৩৮\t২৮');
          expect(await page.getByTestId('also-like').getByRole('heading').innerText()).toBe('আপনার পছন্দ হতে পারে');
        }
        expect(await axeViolations(page), `${lang} ${width}`).toEqual([]);
        expect(await layoutShift(page), `${lang} ${width}`).toBe(0);
        await screenshot(page, `product-extras/${width}-${lang}.png`, { fullPage: true });
        await context.close();
      }
    }
  });
});
