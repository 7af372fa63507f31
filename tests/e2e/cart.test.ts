// Cart, wishlist and order attachments (issue 6) in Chromium on the real built server, run
// with two worker processes over one SQLite file: a shopper logs in, adds plain and variant
// products from a card, Quick View and the product page, hits both limit messages, uploads an
// attachment, sees the same cart in a second browser profile (phone), edits it there (with
// and without JavaScript), keeps a wishlist; a guest is sent to log in first. Then concurrent
// adds over HTTP spread across both processes never pass a line's limit.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../core/messages';
import { cartMessages, wishlistMessages } from '../../core/cart-messages';
import { productPath } from '../../core/product-link';
import { PASSWORD, createCustomer } from './fixtures';
import {
  describeBrowser,
  gotoHydrated,
  httpCall,
  launchBrowser,
  newContext,
  newDesktopContext,
  newPhoneContext,
  screenshot,
  startServer,
  uniquePhone,
  type RunningServer,
  waitForHydration,
} from './harness';

// Its own server (startServer): two worker processes over one SQLite file, which this file's
// concurrent adds spread across; the shared server has one, as the cache checks elsewhere need.
const SHOP = 'rongdhonu';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

interface Row {
  id: number;
  slug: string;
  name: string;
  quantity: number;
  max_item_in_order: number;
  attachment_field_title: string | null;
}

describeBrowser('cart, wishlist and attachments in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let maxProduct: Row;
  let stockProduct: Row;
  let variantProduct: Row & { variant: string };
  let attachmentProduct: Row;
  let phone: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-cart-e2e-'));
    server = await startServer({ TRUST_PROXY: '1', WEB_CONCURRENCY: '2', ATTACHMENTS_DIR: join(dir, 'attachments') });
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const plain = `select id, slug, name, quantity, max_item_in_order, attachment_field_title from products where shop_id = ? and status = 1 and has_variant = 0 and unlimited_quantity = 0`;
    maxProduct = db.prepare(`${plain} and order_attachment = 0 and max_item_in_order = 3 and quantity >= 5 order by id limit 1`).get(shopId) as Row;
    stockProduct = db.prepare(`${plain} and order_attachment = 0 and quantity between 2 and 9 and (max_item_in_order = 0 or max_item_in_order > quantity) order by id limit 1`).get(shopId) as Row;
    attachmentProduct = db
      .prepare(`select id, slug, name, quantity, max_item_in_order, attachment_field_title from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 1 order by id limit 1`)
      .get(shopId) as Row;
    variantProduct = db
      .prepare(
        `select p.id, p.slug, p.name, vp.quantity, p.max_item_in_order, p.attachment_field_title, vp.variant from products p join product_variant_prices vp on vp.product_id = p.id and vp.shop_id = p.shop_id
         where p.shop_id = ? and p.status = 1 and p.has_variant = 1 and p.order_attachment = 0 and vp.status = 1 and vp.v_unlimited_quantity = 0 and vp.quantity >= 3 order by p.id, vp.id limit 1`,
      )
      .get(shopId) as Row & { variant: string };
    db.close();
    for (const p of [maxProduct, stockProduct, attachmentProduct, variantProduct]) expect(p).toBeTruthy();
    phone = (await createCustomer(server, SHOP, { name: 'Cart Shopper', phone: uniquePhone('018') })).phone;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const host = () => `${SHOP}.localhost:${server.port}`;
  async function logIn(page: Page, returnTo?: string) {
    await page.goto(server.url(SHOP, returnTo ? `/customer/login?redirect=${encodeURIComponent(returnTo)}` : '/customer/login'));
    await page.fill('#login-phone', phone);
    await page.fill('#login-password', PASSWORD);
    await page.getByRole('button', { name: /log in/i }).first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/customer/login'));
  }
  async function expectAlert(page: Page, variant: 'success' | 'danger', text: string) {
    const alert = page.locator(`[data-variant="${variant}"]`).filter({ hasText: text });
    await alert.first().waitFor({ timeout: 10_000 });
    // Read out and dismissible over an open dialog too (Quick View): not hidden with the page
    // behind the dialog, and its button answers at once.
    expect(await alert.first().evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
    await page.getByRole('button', { name: 'Dismiss' }).first().click({ timeout: 5_000 });
    await alert.first().waitFor({ state: 'detached', timeout: 5_000 });
  }
  const cartCount = (page: Page) => page.locator('[data-testid="cart-count"]:visible').first();
  async function productPage(page: Page, p: Row) {
    await page.goto(server.url(SHOP, productPath(p)));
    await page.getByRole('button', { name: messages.buttons.placeOrder }).waitFor();
    // The buttons' scripted calls (their alerts) are what these checks read: a click before
    // hydrating is the no-JavaScript form post (shopper-journey.test.ts).
    await waitForHydration(page);
  }
  async function setQuantity(page: Page, n: number) {
    const input = page.getByLabel('Quantity', { exact: true });
    await input.fill(String(n));
    await input.press('Enter');
  }

  let desktop: BrowserContext;
  let phoneCtx: BrowserContext;

  it('adds from a card, Quick View and the product page, with both limit messages and an attachment', { timeout: 180_000 }, async () => {
    desktop = await newDesktopContext(browser);
    const page = await desktop.newPage();
    await logIn(page);
    await page.goto(server.url(SHOP, '/'));
    await expect.poll(() => cartCount(page).textContent()).toBe('0');

    // A second tab keeps the max-3 product's page open from before it is in the cart: the
    // server, not the page, decides the limits.
    const stale = await desktop.newPage();
    await productPage(stale, maxProduct);

    // A card (search-result layout): one unit, then the card shows View Cart.
    await page.goto(server.url(SHOP, `/products/search/${encodeURIComponent(maxProduct.name.replace(/\s+/g, '-'))}`));
    const card = page.locator(`[data-product-card="${maxProduct.id}"]`).first();
    await card.getByRole('button', { name: `${messages.buttons.cardAddToCart}: ${maxProduct.name}` }).click();
    await expectAlert(page, 'success', messages.productAddedToCart);
    await card.getByRole('link', { name: `${messages.buttons.viewCart}: ${maxProduct.name}` }).waitFor();
    await expect.poll(() => cartCount(page).textContent()).toBe('1');

    // Quick View from a variant product's card: choose the combination, add.
    await page.goto(server.url(SHOP, `/products/search/${encodeURIComponent(variantProduct.name.replace(/\s+/g, '-'))}`));
    await page.locator(`[data-product-card="${variantProduct.id}"]`).first().getByRole('button', { name: `${messages.buttons.cardAddToCart}: ${variantProduct.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const id of variantProduct.variant.split('-')) await dialog.locator(`[data-variant-value="${id}"]`).click();
    await dialog.getByRole('button', { name: messages.buttons.addToCart }).click();
    await expectAlert(page, 'success', messages.productAddedToCart);
    await dialog.getByRole('link', { name: messages.buttons.viewCart }).waitFor();
    await expect.poll(() => cartCount(page).textContent()).toBe('2');
    await page.keyboard.press('Escape');

    // The product page knows the product is in the cart: View Cart instead of Add To Cart.
    await productPage(page, maxProduct);
    await page.getByRole('link', { name: messages.buttons.viewCart }).first().waitFor();
    // The per-order limit stands beside the stock text, so "+" stopping at 3 makes sense.
    expect(await page.getByTestId('stock').textContent()).toContain(cartMessages.perOrderLimit(3));
    // The stale tab adds 3 more: refused with the max_item_in_order message.
    await setQuantity(stale, 3);
    await stale.getByRole('button', { name: messages.buttons.addToCart }).click();
    await expectAlert(stale, 'danger', messages.cartLimitMaxItem(3, 3));

    // The stock limit: the stale tab opens the page first, this tab takes all of the stock.
    await productPage(stale, stockProduct);
    await productPage(page, stockProduct);
    await setQuantity(page, stockProduct.quantity);
    await page.getByRole('button', { name: messages.buttons.addToCart }).click();
    await expectAlert(page, 'success', messages.productAddedToCart);
    await stale.getByRole('button', { name: messages.buttons.addToCart }).click();
    // max_item_in_order is 0 or above the stock, so the stock is the limit hit.
    await expectAlert(stale, 'danger', messages.cartLimitStock(1, stockProduct.quantity));
    await stale.close();
    // The badge counts pieces (decision 032): 1 + 1 + all of the stock product's stock.
    await expect.poll(() => cartCount(page).textContent()).toBe(String(2 + stockProduct.quantity));

    // The attachment: a wrong type is refused in the page, a PNG uploads and previews, then the add.
    await productPage(page, attachmentProduct);
    const title = attachmentProduct.attachment_field_title!;
    const input = page.getByLabel(title);
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectAlert(page, 'danger', messages.attachmentType(title));
    // A script renamed .png passes the page's name check but not the server's content check.
    await input.setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
    await expectAlert(page, 'danger', messages.somethingWentWrongRefresh);
    await input.setInputFiles({ name: 'my-design-final.png', mimeType: 'image/png', buffer: PNG });
    await expectAlert(page, 'success', messages.attachmentUploaded(title));
    await expect.poll(() => page.getByTestId('attachment-preview').textContent()).toContain('my-design-…png');
    await page.getByRole('button', { name: messages.buttons.addToCart }).click();
    await expectAlert(page, 'success', messages.productAddedToCart);
    await expect.poll(() => cartCount(page).textContent()).toBe(String(3 + stockProduct.quantity));

    // The cart page on this profile lists the four lines with the attachment.
    await page.goto(server.url(SHOP, '/customer/cart'));
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(4);
    await page.getByRole('link', { name: 'my-design-final.png' }).waitFor();
    await screenshot(page, 'cart-1280.png', { fullPage: true });
  });

  it('shows the same cart in a second profile (phone) and edits it there, with and without JavaScript', { timeout: 120_000 }, async () => {
    phoneCtx = await newPhoneContext(browser);
    const page = await phoneCtx.newPage();
    await logIn(page, '/customer/cart');
    await page.waitForURL('**/customer/cart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(4);
    const pieces = String(3 + stockProduct.quantity);
    await expect.poll(() => cartCount(page).textContent()).toBe(pieces);
    await screenshot(page, 'cart-390.png', { fullPage: true });
    // The mirror cookies came from the server: the spec's total_cart_items counts lines, our
    // cart_pieces the pieces the badge shows.
    const cookies = await phoneCtx.cookies();
    expect(cookies.find((c) => c.name === 'total_cart_items')?.value).toBe('4');
    expect(cookies.find((c) => c.name === 'cart_pieces')?.value).toBe(pieces);
    // …and a forged one is never believed: the next page load puts the server's figures back.
    await phoneCtx.addCookies([
      { name: 'total_cart_items', value: '99', domain: `${SHOP}.localhost`, path: '/' },
      { name: 'customer_cart_total', value: '1', domain: `${SHOP}.localhost`, path: '/' },
      { name: 'cart_pieces', value: '99', domain: `${SHOP}.localhost`, path: '/' },
    ]);
    await page.reload();
    await expect.poll(() => cartCount(page).textContent()).toBe(pieces);
    const restored = await phoneCtx.cookies();
    expect(restored.find((c) => c.name === 'total_cart_items')?.value).toBe('4');
    expect(restored.find((c) => c.name === 'cart_pieces')?.value).toBe(pieces);
    expect(Number(restored.find((c) => c.name === 'customer_cart_total')?.value)).toBeGreaterThan(1);

    // Today's prices: the shop raises a price; the line says so and the total follows.
    const before = await page.getByTestId('cart-total').textContent();
    const writer = new Database(server.databaseUrl);
    writer.pragma('busy_timeout = 5000');
    writer.prepare('update products set unitprice = unitprice + 100 where id = ?').run(maxProduct.id);
    writer.close();
    await page.reload();
    const changed = page.getByTestId('cart-line').filter({ hasText: maxProduct.name }).getByTestId('cart-notes');
    await expect.poll(() => changed.textContent()).toMatch(/The price changed from .+ to .+ since you added it/);
    expect(await page.getByTestId('cart-total').textContent()).not.toBe(before);
    await screenshot(page, 'cart-390-price-changed.png', { fullPage: true });

    // + on the max-3 line (holding 1) makes 2; then Remove the stock line.
    const maxLine = page.getByTestId('cart-line').filter({ hasText: maxProduct.name });
    await maxLine.getByRole('button', { name: `Increase the quantity of ${maxProduct.name}` }).click();
    await expectAlert(page, 'success', cartMessages.quantityUpdated);
    await expect.poll(() => maxLine.getByTestId('cart-quantity').inputValue()).toBe('2');
    const stockLine = page.getByTestId('cart-line').filter({ hasText: stockProduct.name });
    await stockLine.getByRole('button', { name: `Remove ${stockProduct.name} from the cart` }).click();
    await expectAlert(page, 'success', cartMessages.lineRemoved);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
    // Pieces: the max-3 line's 2, the variant's 1 and the attachment's 1.
    await expect.poll(() => cartCount(page).textContent()).toBe('4');
    // The line says its per-order limit (3, below a stock of at least 5).
    expect(await maxLine.getByTestId('per-order-limit').textContent()).toContain(cartMessages.perOrderLimit(3));
    // Typing more than can be ordered is refused with the spec message naming the limit hit,
    // and the field goes back to what the cart holds.
    await maxLine.getByTestId('cart-quantity').fill('9');
    await maxLine.getByRole('button', { name: 'Update' }).click();
    await expectAlert(page, 'danger', messages.cartLimitMaxItem(9, 3));
    await expect.poll(() => maxLine.getByTestId('cart-quantity').inputValue()).toBe('2');
    // Not a number: refused, never "The quantity was updated", and the field shows 2 again.
    await maxLine.getByTestId('cart-quantity').fill('abc');
    await maxLine.getByRole('button', { name: 'Update' }).click();
    await expectAlert(page, 'danger', messages.invalidCartQuantity);
    await expect.poll(() => maxLine.getByTestId('cart-quantity').inputValue()).toBe('2');

    // The first profile sees the edit after a reload.
    const first = desktop.pages()[0]!;
    await first.reload();
    await expect.poll(() => first.getByTestId('cart-line').count()).toBe(3);

    // Without JavaScript the same forms post and the page comes back.
    const nojs = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await nojs.addCookies((await phoneCtx.cookies()).filter((c) => c.name === 'customerUserToken'));
    const plain = await nojs.newPage();
    await plain.goto(server.url(SHOP, '/customer/cart'));
    const line = plain.getByTestId('cart-line').filter({ hasText: maxProduct.name });
    await line.getByRole('button', { name: `Decrease the quantity of ${maxProduct.name}` }).click();
    await plain.waitForLoadState('load');
    await plain.getByRole('status').filter({ hasText: cartMessages.quantityUpdated }).waitFor();
    expect(await plain.getByTestId('cart-line').filter({ hasText: maxProduct.name }).getByTestId('cart-quantity').inputValue()).toBe('1');
    await nojs.close();
  });

  it('keeps a wishlist: guests log in first, add from the product page, add to cart and remove on the dashboard', { timeout: 120_000 }, async () => {
    const guest = await newPhoneContext(browser);
    const page = await guest.newPage();
    await page.goto(server.url(SHOP, '/'));
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Wishlist' }).click();
    await page.waitForURL('**/customer/login**');
    await page.fill('#login-phone', phone);
    await page.fill('#login-password', PASSWORD);
    await page.getByRole('button', { name: /log in/i }).first().click();
    await page.waitForURL('**/customer/dashboard/wishlist');
    await page.getByText(wishlistMessages.empty).waitFor();

    await productPage(page, stockProduct);
    await page.getByRole('button', { name: messages.buttons.addToWishlist }).click();
    await expectAlert(page, 'success', wishlistMessages.added);
    await page.getByRole('button', { name: messages.buttons.addToWishlist }).click();
    await expectAlert(page, 'success', wishlistMessages.already);
    await productPage(page, maxProduct);
    await page.getByRole('button', { name: messages.buttons.addToWishlist }).click();
    await expectAlert(page, 'success', wishlistMessages.added);

    // Network failures: "Add to cart failed" and "Something went wrong" (spec §8).
    await page.route('**/api/front/customer-add-product-to-cart', (route) => route.abort());
    await page.route('**/api/front/add-product-customer-wishlist', (route) => route.abort());
    await productPage(page, attachmentProduct);
    await page.getByRole('button', { name: messages.buttons.addToWishlist }).click();
    await expectAlert(page, 'danger', messages.somethingWentWrong);
    await productPage(page, stockProduct);
    await page.getByRole('button', { name: messages.buttons.addToCart }).click();
    await expectAlert(page, 'danger', messages.addToCartFailed);
    await page.unrouteAll();
    await page.goto(server.url(SHOP, '/customer/dashboard/wishlist'));
    await expect.poll(() => page.getByTestId('wishlist-item').count()).toBe(2);
    const stockItem = page.getByTestId('wishlist-item').filter({ hasText: stockProduct.name });
    await stockItem.getByRole('button', { name: `${messages.buttons.addToCart}: ${stockProduct.name}` }).click();
    await expectAlert(page, 'success', messages.productAddedToCart);
    await stockItem.getByRole('link', { name: messages.buttons.viewCart }).waitFor();
    // Pieces: 1 + 1 + 1 (the max-3 line went back to 1 without JavaScript) + the new 1. The
    // count is the root data's on this personal page: it follows once the action's revalidation
    // has answered, after the fetcher's own data showed View Cart (over poll's default 1 s on a
    // loaded machine: CI read 3).
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toBe('4');
    await screenshot(page, 'wishlist-390.png', { fullPage: true });
    await page.getByTestId('wishlist-item').filter({ hasText: maxProduct.name }).getByRole('button', { name: `Remove ${maxProduct.name} from the wishlist` }).click();
    await expectAlert(page, 'success', wishlistMessages.removed);
    await expect.poll(() => page.getByTestId('wishlist-item').count()).toBe(1);

    const wide = desktop.pages()[0]!;
    await wide.goto(server.url(SHOP, '/customer/dashboard/wishlist'));
    await wide.getByTestId('wishlist-item').first().waitFor();
    await screenshot(wide, 'wishlist-1280.png', { fullPage: true });
    // Without JavaScript the wishlist's forms post too.
    const nojs = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await nojs.addCookies((await guest.cookies()).filter((c) => c.name === 'customerUserToken'));
    const plain = await nojs.newPage();
    await plain.goto(server.url(SHOP, '/customer/dashboard/wishlist'));
    await plain.getByTestId('wishlist-item').first().waitFor();
    const first = plain.getByTestId('wishlist-item').first();
    const name = (await first.locator('h2').textContent())!.trim();
    await first.getByRole('button', { name: `Remove ${name} from the wishlist` }).click();
    await plain.waitForLoadState('load');
    await plain.getByRole('status').filter({ hasText: wishlistMessages.removed }).waitFor();
    await plain.getByText(wishlistMessages.empty).waitFor();
    await nojs.close();

    await wide.reload();
    await wide.getByText(wishlistMessages.empty).waitFor();
    // Keyboard: the wishlist and cart controls are reachable by Tab, with a visible focus.
    await wide.goto(server.url(SHOP, '/customer/cart'));
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await wide.keyboard.press('Tab');
      reached = await wide.evaluate(() => /Increase the quantity/.test(document.activeElement?.getAttribute('aria-label') ?? ''));
    }
    expect(reached).toBe(true);
    await screenshot(wide, 'cart-1280-focus.png');
    await guest.close();
  });

  it('390 px: the header badge counts pieces — 3 + 2 reads 5 — and follows Add To Cart, quantity, Remove and Clear without a reload', { timeout: 120_000 }, async () => {
    const { token } = await createCustomer(server, SHOP, { name: 'Cart Shopper', phone: uniquePhone('017') });
    const ctx = await newPhoneContext(browser);
    await ctx.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    const page = await ctx.newPage();
    const badgeName = async () => (await page.getByTestId('cart-count-link').locator('visible=true').first().textContent())!.replace(/\s+/g, ' ').trim();
    // A marker on the page's window: if anything below reloaded the page, it would be gone.
    const mark = () => page.evaluate(() => ((window as unknown as { cartMark: number }).cartMark = 1));
    const stillSamePage = () => page.evaluate(() => (window as unknown as { cartMark?: number }).cartMark === 1);

    // Three of the max-3 product, then two of the stock product, from their product pages.
    for (const [p, n, expected] of [
      [maxProduct, 3, '3'],
      [stockProduct, 2, '5'],
    ] as const) {
      await gotoHydrated(page, server.url(SHOP, productPath(p)));
      await mark();
      const quantity = page.getByLabel('Quantity', { exact: true });
      await quantity.fill(String(n));
      await quantity.press('Tab');
      await page.getByRole('button', { name: messages.buttons.addToCart }).click();
      await expectAlert(page, 'success', messages.productAddedToCart);
      await expect.poll(() => cartCount(page).textContent()).toBe(expected);
      expect(await stillSamePage()).toBe(true);
    }
    // The phone header shows only the number; its name says what it counts.
    expect(await badgeName()).toBe('5 items in cart');
    await page.getByRole('link', { name: '5 items in cart' }).waitFor();
    // The spec's total_cart_items keeps counting lines; the badge's cookie says the pieces.
    const jar = await ctx.cookies();
    expect(jar.find((c) => c.name === 'total_cart_items')?.value).toBe('2');
    expect(jar.find((c) => c.name === 'cart_pieces')?.value).toBe('5');

    // A shared catalog page after a full load shows the same figure (cookie and customer part).
    await gotoHydrated(page, server.url(SHOP, '/'));
    await expect.poll(() => cartCount(page).textContent()).toBe('5');

    // The cart page: Items 5 (2 products), and the badge agrees.
    await page.getByTestId('cart-count-link').locator('visible=true').first().click();
    await page.waitForURL('**/customer/cart');
    await expect.poll(() => page.getByTestId('cart-total-items').textContent()).toBe('5 (2 products)');
    await expect.poll(() => cartCount(page).textContent()).toBe('5');
    await waitForHydration(page);
    await mark();
    await screenshot(page, 'cart-badge-pieces-390.png', { fullPage: true });

    // − on the 3 makes 2: the badge follows without a reload.
    const maxLine = page.getByTestId('cart-line').filter({ hasText: maxProduct.name });
    await maxLine.getByRole('button', { name: `Decrease the quantity of ${maxProduct.name}` }).click();
    await expectAlert(page, 'success', cartMessages.quantityUpdated);
    await expect.poll(() => cartCount(page).textContent()).toBe('4');
    await expect.poll(() => page.getByTestId('cart-total-items').textContent()).toBe('4 (2 products)');
    expect(await badgeName()).toBe('4 items in cart');
    // Typing a number works the same way.
    await maxLine.getByTestId('cart-quantity').fill('3');
    await maxLine.getByRole('button', { name: 'Update' }).click();
    await expectAlert(page, 'success', cartMessages.quantityUpdated);
    await expect.poll(() => cartCount(page).textContent()).toBe('5');

    // Remove the 2 of the stock product: 3 left.
    const stockLine = page.getByTestId('cart-line').filter({ hasText: stockProduct.name });
    await stockLine.getByRole('button', { name: `Remove ${stockProduct.name} from the cart` }).click();
    await expectAlert(page, 'success', cartMessages.lineRemoved);
    await expect.poll(() => cartCount(page).textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('cart-total-items').textContent()).toBe('3 (1 product)');

    // Clear (after its question): 0.
    await page.getByTestId('cart-clear').click();
    await page.getByRole('button', { name: 'Yes, clear the cart' }).click();
    await page.getByRole('link', { name: 'Continue shopping' }).waitFor();
    await expect.poll(() => cartCount(page).textContent()).toBe('0');
    expect(await stillSamePage()).toBe(true);
    expect((await ctx.cookies()).find((c) => c.name === 'cart_pieces')?.value).toBe('0');
    await ctx.close();

    // The server-rendered badge (no JavaScript at all) counts pieces too.
    await addOverHttp(token, maxProduct.id, 2);
    await addOverHttp(token, stockProduct.id, 2);
    const nojs = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await nojs.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    const plain = await nojs.newPage();
    await plain.goto(server.url(SHOP, '/customer/cart'));
    expect(await cartCount(plain).textContent()).toBe('4');
    expect(await plain.getByTestId('cart-total-items').textContent()).toBe('4 (2 products)');
    await nojs.close();
  });

  async function addOverHttp(token: string, productId: number, quantity: number) {
    const res = await httpCall(server.port, host(), '/api/front/customer-add-product-to-cart', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shop: host(), product_id: productId, quantity, variant: '' }),
    });
    expect(res.status, res.body).toBe(200);
  }

  it('concurrent adds across both server processes never pass a line’s limit', async () => {
    const { token, canonicalPhone } = await createCustomer(server, SHOP, { name: 'Cart Shopper', phone: uniquePhone('019') });
    const add = () =>
      httpCall(server.port, host(), '/api/front/customer-add-product-to-cart', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ shop: host(), product_id: maxProduct.id, quantity: 1, variant: '', sellPrice: 1, unitPrice: 1 }),
      });
    const replies = await Promise.all(Array.from({ length: 12 }, add));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const r of replies.filter((r) => r.status !== 200)) expect(r.json()).toEqual({ success: false, code: 'limit_reached', message: messages.cartLimitMaxItem(1, 3) });
    const db = new Database(server.databaseUrl, { readonly: true });
    const rows = db.prepare(`select c.quantity, c.added_price from cart_items c join customers u on u.id = c.customer_id where u.phone = ?`).all(canonicalPhone) as { quantity: number; added_price: number }[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(3);
    expect(rows[0]!.added_price).toBeGreaterThan(1);
  });
});
