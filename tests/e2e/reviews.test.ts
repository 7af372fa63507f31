// Reviews by verified buyers in the browser (issue 28 item 1; decision 065), against the built
// server: a buyer whose order the shop delivered opens the order without JavaScript at 390 px,
// rates a line, writes a review and attaches a photo in a plain multipart form; a guest then
// sees it on the product page (figures joined, "Verified purchase", the photo served); the owner
// hides it with a reason and it is gone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, createCustomer, logInContext, placeCodOrder, saveAddress, sellerCall, sellerToken, serverDb, type Customer } from './fixtures';
import { DEMO_OWNER, describeBrowser, freshShops, httpCall, launchBrowser, newPhoneContext, screenshot, sharedServer, uniquePhone, waitForHydration } from './harness';

const server = sharedServer();
const SHOP = freshShops('rongdhonu').rongdhonu;
// The smallest PNG a content check takes (the attachment rules sniff the bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describeBrowser('reviews by verified buyers in the browser', () => {
  let browser: Browser;
  let buyer: Customer;
  let productUrl: string;
  let productId: number;
  let purchaseId: number;

  beforeAll(async () => {
    const db = serverDb(server);
    const shop = await db.selectFrom('shops').select('id').where('slug', '=', SHOP).executeTakeFirstOrThrow();
    const product = await db
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('shop_id', '=', shop.id)
      .where('status', '=', 1)
      .where('has_variant', '=', 0)
      .where('order_attachment', '=', 0)
      .where('enable_review', '=', 1)
      .where('quantity', '>=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    productUrl = `/products/${product.slug}-${product.id}`;
    productId = product.id;
    buyer = await createCustomer(server, SHOP, { name: 'Review Buyer', phone: uniquePhone('017') });
    const addressId = await saveAddress(server, buyer);
    await addToCart(server, buyer, product.id, 1);
    purchaseId = (await placeCodOrder(server, buyer, addressId)).purchase_id;
    const owner = await sellerToken(server, SHOP);
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'])
      await sellerCall(server, SHOP, owner, '/api/seller/order-status', { purchase_id: purchaseId, status, ...(status === 'shipped' ? { courier: 'Pathao', tracking_code: 'REV123' } : {}) });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('JavaScript off, 390 px: the buyer reviews a delivered line with a photo; a guest sees it verified; the owner hides it', { timeout: 90_000 }, async () => {
    const ctx = await newPhoneContext(browser, { javaScriptEnabled: false });
    await logInContext(ctx, buyer);
    const page = await ctx.newPage();
    // The delivery put one invitation in the bell (decision 067); it leads to the order's invitation.
    const bell = await httpCall(server.port, `${SHOP}.localhost:${server.port}`, '/api/get-loged-user-notification', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` }, body: '{}' });
    const invites = (bell.json() as { notifications: Array<{ type: string; url: string; message: string }> }).notifications.filter((n) => n.url.endsWith('#review'));
    expect(invites).toEqual([expect.objectContaining({ type: 'customer', url: `/customer/dashboard/purchase-details/${purchaseId}#review`, message: expect.stringMatching(/^How was your order .+\? Rate what you received/) })]);
    await page.goto(server.url(SHOP, invites[0]!.url));
    const invitation = page.getByTestId('review-invitation');
    expect(await invitation.getByRole('heading', { name: 'How was your order?' }).count()).toBe(1);
    expect(await invitation.getByRole('link', { name: /^Review / }).count()).toBeGreaterThan(0);
    await screenshot(page, 'review-invitation-nojs-390.png', { fullPage: true });
    await page.getByTestId('review-link').first().click();
    await page.waitForURL(/\/customer\/dashboard\/review\/\d+$/);
    // Refused without a rating: the form says why and keeps the text.
    await page.fill('#text', 'Sturdy and exactly as pictured.');
    await page.getByRole('button', { name: 'Save review' }).click();
    await expect.poll(() => page.locator('#text').inputValue()).toBe('Sturdy and exactly as pictured.');
    expect(await page.content()).toContain('The rating must be a whole number from 1 to 5');
    await page.getByLabel(/★★★★ 4 stars/).check();
    await page.setInputFiles('#photos', { name: 'mine.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(page, 'review-form-nojs-390.png', { fullPage: true });
    await page.getByRole('button', { name: 'Save review' }).click();
    await page.waitForURL((u) => u.pathname === `/customer/dashboard/purchase-details/${purchaseId}` && u.searchParams.has('reviewed'));
    await ctx.close();

    const guest = await newPhoneContext(browser);
    const shopper = await guest.newPage();
    await shopper.goto(server.url(SHOP, productUrl));
    const section = shopper.getByTestId('product-reviews');
    const review = section.getByTestId('review').filter({ hasText: 'Sturdy and exactly as pictured.' });
    await review.waitFor();
    expect(await review.textContent()).toContain('Verified purchase');
    const photo = review.locator('img').first();
    // (Review photos load lazily: brought into view first.)
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(shopper, 'product-reviews-390.png', { fullPage: true });
    // Quick View from the product's card in the all-products listing shows it too, with a link to all of them.
    const trigger = shopper.locator(`[data-quick-view="${productId}"]`).first();
    for (let n = 1; n <= 10; n++) {
      await shopper.goto(server.url(SHOP, `/all-products?page=${n}`));
      if ((await trigger.count()) > 0) break;
    }
    await waitForHydration(shopper);
    await trigger.click({ force: true });
    const inQuickView = shopper.getByTestId('quick-view-reviews');
    await inQuickView.waitFor();
    expect(await inQuickView.textContent()).toContain('Sturdy and exactly as pictured.');
    expect(await inQuickView.getByRole('link', { name: 'All reviews' }).getAttribute('href')).toBe(`${productUrl}#reviews`);

    // The owner hides it from the console, without JavaScript: a reason is required.
    const consoleCtx = await newPhoneContext(browser, { javaScriptEnabled: false });
    const owner = await consoleCtx.newPage();
    await owner.goto(server.url(SHOP, '/seller/login'));
    await owner.getByLabel(/Mobile number/).fill(DEMO_OWNER.phone);
    await owner.getByLabel('Password').fill(DEMO_OWNER.password);
    await owner.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(owner.url()).pathname).toBe('/seller');
    await owner.goto(server.url(SHOP, '/seller/reviews'));
    const card = owner.getByTestId('seller-review').filter({ hasText: 'Sturdy and exactly as pictured.' });
    await card.getByRole('button', { name: 'Hide review' }).click();
    expect(await owner.content()).toContain('Say why the review is hidden');
    await owner.getByTestId('seller-review').filter({ hasText: 'Sturdy and exactly as pictured.' }).getByLabel(/Why hide it/).fill('Checking the hide');
    await owner.getByTestId('seller-review').filter({ hasText: 'Sturdy and exactly as pictured.' }).getByRole('button', { name: 'Hide review' }).click();
    await owner.waitForURL((u) => u.searchParams.get('done') === 'hidden');
    expect(await owner.getByTestId('seller-review').filter({ hasText: 'Sturdy and exactly as pictured.' }).textContent()).toContain('Hidden: Checking the hide');
    await screenshot(owner, 'seller-reviews-390.png', { fullPage: true });
    await consoleCtx.close();
    await shopper.goto(server.url(SHOP, productUrl));
    await section.waitFor();
    expect(await section.textContent()).not.toContain('Sturdy and exactly as pictured.');
    await guest.close();
  });
});
