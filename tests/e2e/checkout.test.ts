// Checkout and orders (issue 11) in Chromium on the real built server: at 390 px a guest taps
// Place Order on a product page, logs in, comes back, goes to checkout, adds an address in the
// page, switches to a pickup point and back (the charge follows), reaches the shipping step's
// Continue by keyboard, tries a wrong coupon and a good one, places a cash-on-delivery order,
// copies its code, finds it in the purchase history and its details, cancels it after the
// confirmation, and tracks it by code and phone. Then without JavaScript: a price changed
// after the payment page was shown is refused with what changed, and a doubled Place Order
// (the browser's submit plus two identical posts of the same form) makes exactly one order.
// Screenshots of every step at 390 and 1280 px go to /tmp/shots.
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../core/messages';
import { couponMessages } from '../../core/checkout-messages';
import { orderMessages } from '../../core/order-messages';
import { productPath } from '../../core/product-link';
import { PASSWORD, addToCart, createCustomer, type Customer } from './fixtures';
import {
  clientAddress,
  describeBrowser,
  expectLaidOut,
  httpCall,
  launchBrowser,
  newContext,
  newPhoneContext,
  screenshot,
  screenshotsWanted,
  startServer,
  uniquePhone,
  type RunningServer,
} from './harness';

// Its own server (startServer): two worker processes, which the doubled Place Order posts
// spread across; the shared server has one, as the cache checks elsewhere need.
const SHOP = 'rongdhonu';

interface Row {
  id: number;
  slug: string;
  name: string;
  unitprice: number;
}

describeBrowser('checkout and orders in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let customer: Customer;
  let product: Row;
  let other: Row;
  let phone: string;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', WEB_CONCURRENCY: '2' });
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const plain = `select id, slug, name, unitprice from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0
      and unlimited_quantity = 0 and quantity >= 6 and (max_item_in_order = 0 or max_item_in_order >= 3) and unitprice between 200 and 1200 order by id`;
    const rows = db.prepare(`${plain} limit 2`).all(shopId) as Row[];
    db.close();
    expect(rows.length).toBe(2);
    [product, other] = rows as [Row, Row];
    customer = await createCustomer(server, SHOP, { name: 'Checkout Shopper', phone: uniquePhone('017') });
    ({ phone, token } = customer);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const host = () => `${SHOP}.localhost:${server.port}`;
  const canonical = (national: string) => `+880${national.slice(1)}`;
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host()}`, 'x-forwarded-for': clientAddress(), ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  async function addOverHttp(p: Row, quantity: number) {
    await addToCart(server, customer, p.id, quantity);
  }
  function orderCount(): number {
    const db = new Database(server.databaseUrl, { readonly: true });
    const row = db.prepare(`select count(*) as n from orders o join customers c on c.id = o.customer_id where c.phone = ?`).get(canonical(phone)) as { n: number };
    db.close();
    return row.n;
  }
  async function shot(page: Page, name: string) {
    await screenshot(page, `checkout-${name}-${page.viewportSize()!.width}.png`, { fullPage: true });
  }
  /** The same page at desktop width, for its screenshot (same cookies); only when screenshots are wanted. */
  async function desktopShot(ctx: BrowserContext, path: string, name: string) {
    if (!screenshotsWanted()) return;
    const state = await ctx.storageState();
    const desk = await newContext(browser, { viewport: { width: 1280, height: 900 }, storageState: state });
    const page = await desk.newPage();
    await page.goto(server.url(SHOP, path));
    await shot(page, name);
    await desk.close();
  }

  it('guest → login → cart → checkout → confirmed order → history → details → cancel → track, at 390 px', { timeout: 240_000 }, async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    // A guest's Place Order goes to log in first.
    await page.goto(server.url(SHOP, productPath(product)));
    await page.getByRole('button', { name: messages.buttons.placeOrder }).click();
    await page.waitForURL((u) => u.pathname === '/customer/login');
    await page.fill('#login-phone', phone);
    await page.fill('#login-password', PASSWORD);
    await page.getByRole('button', { name: /log in/i }).first().click();
    // The choice survives the login detour (issue 16 item 4): the line is added and checkout opens.
    await page.waitForURL((u) => u.pathname === '/customer/checkout');

    // No address yet: the form is open. Add one in the page (no reload).
    await page.getByLabel('Full name').fill('Nusrat Jahan');
    await page.getByLabel('Mobile number (+880)').fill(phone);
    await page.locator('select[name="district"]').selectOption('Dhaka');
    await page.getByLabel(/Area/).fill('Dhanmondi');
    await page.getByLabel(/^Address/).fill('House 12, Road 5');
    await shot(page, '1-shipping-new-address');
    await page.getByRole('button', { name: 'Save and deliver here' }).click();
    const address = page.getByTestId('checkout-address');
    await address.first().waitFor();
    await expect.poll(() => address.first().locator('input').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('shipping-charge').textContent()).toBe('৳60');
    // A pickup point with a charge of ৳20, then back to home delivery.
    await page.getByTestId('checkout-pickup').filter({ hasText: 'Bashundhara' }).click();
    await expect.poll(() => page.getByTestId('shipping-charge').textContent()).toBe('৳20');
    await address.first().click();
    await expect.poll(() => page.getByTestId('shipping-charge').textContent()).toBe('৳60');
    await expectLaidOut(page, [page.getByRole('button', { name: 'Continue to review' }), address.first()]);
    await shot(page, '1-shipping');
    await desktopShot(ctx, '/customer/checkout', '1-shipping');
    // Keyboard: Tab reaches Continue, Enter goes on.
    await address.first().locator('input').focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).includes('Continue to review')) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/customer/checkout/confirm-order');

    // Review: a wrong coupon is refused and changes nothing; WELCOME10 takes 10%.
    await page.getByTestId('checkout-line').first().waitFor();
    await page.getByLabel('Coupon code').fill('NOPE-NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('coupon-message').textContent()).toBe(couponMessages.unknown);
    await expect(page.getByTestId('total-discount').count()).resolves.toBe(0);
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('total-discount').waitFor();
    await expect.poll(async () => (await page.getByTestId('coupon-message').textContent()) ?? '').toContain('Coupon applied');
    await expectLaidOut(page, [page.getByRole('button', { name: 'Continue to payment' }), page.getByTestId('checkout-totals')]);
    await shot(page, '2-confirm');
    await desktopShot(ctx, '/customer/checkout/confirm-order', '2-confirm');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((u) => u.pathname === '/customer/checkout/payment-method');

    // Payment: cash on delivery chosen; bKash and card offered too (the sandboxes run beside the server).
    const cod = page.getByRole('radio', { name: orderMessages.paymentOption.cod });
    await expect.poll(() => cod.isChecked()).toBe(true);
    const bkash = page.getByRole('radio', { name: new RegExp(orderMessages.paymentOption.bkash) });
    expect(await bkash.count()).toBe(1);
    expect(await bkash.isDisabled()).toBe(false);
    const total = await page.getByTestId('total-order').textContent();
    await expectLaidOut(page, [page.getByTestId('place-order')]);
    await shot(page, '3-payment');
    await desktopShot(ctx, '/customer/checkout/payment-method', '3-payment');
    await page.getByTestId('place-order').click();
    await page.waitForURL((u) => u.pathname.startsWith('/customer/checkout/confirmed-order/'));

    // Confirmed: the code large and copyable; the cart is empty.
    const code = (await page.getByTestId('order-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await page.getByTestId('order-total').textContent()).toBe(total);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await expectLaidOut(page, [page.getByTestId('order-code'), page.getByRole('link', { name: 'View order details' })]);
    await shot(page, '4-confirmed');
    await desktopShot(ctx, new URL(page.url()).pathname, '4-confirmed');
    await expect.poll(() => page.locator('[data-testid="cart-count"]:visible').first().textContent()).toBe('0');
    // The checkout now sends the empty cart back to the cart.
    await page.goto(server.url(SHOP, '/customer/checkout/confirm-order'));
    await page.waitForURL((u) => u.pathname === '/customer/cart');

    // Purchase history → details.
    await page.goto(server.url(SHOP, '/customer/dashboard/purchase-history'));
    const row = page.getByTestId('history-order').filter({ hasText: code });
    await row.waitFor();
    await shot(page, '5-history');
    await desktopShot(ctx, '/customer/dashboard/purchase-history', '5-history');
    await row.click();
    await page.waitForURL((u) => u.pathname.startsWith('/customer/dashboard/purchase-details/'));
    const detailsPath = new URL(page.url()).pathname;
    await page.getByTestId('order-timeline').waitFor();
    expect(await page.getByTestId('order-status').first().textContent()).toBe('Pending');
    await shot(page, '6-details');
    await desktopShot(ctx, detailsPath, '6-details');
    await desktopShot(ctx, `${detailsPath}?print=1`, '6-invoice');
    // Cancel, after the confirmation.
    await page.getByRole('link', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).waitFor();
    await shot(page, '7-cancel-confirm');
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByText(orderMessages.cancelled).waitFor();
    await expect.poll(() => page.getByTestId('order-status').first().textContent()).toBe('Cancelled');
    expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
    await shot(page, '7-cancelled');

    // The dashboard overview lists it among the latest orders.
    await page.goto(server.url(SHOP, '/customer/dashboard'));
    await page.getByTestId('latest-orders').getByText(code).waitFor();

    // Tracking: a wrong phone is refused; the right one shows the timeline only.
    await page.goto(server.url(SHOP, '/track-order'));
    await page.getByLabel('Order code').fill(code.toLowerCase());
    await page.getByLabel('Phone number of the order').fill('01999999999');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByText(orderMessages.trackNotFound).waitFor();
    await page.getByLabel('Phone number of the order').fill(phone);
    await page.getByRole('button', { name: 'Track order' }).click();
    const tracked = page.getByTestId('tracked-order');
    await tracked.waitFor();
    expect(await tracked.getByTestId('order-status').textContent()).toBe('Cancelled');
    expect(await tracked.textContent()).not.toContain('Nusrat');
    await shot(page, '8-track');
    await desktopShot(ctx, '/customer/track-order', '8-track');
    await ctx.close();
  });

  it('without JavaScript: a changed price is refused with what changed, and a doubled Place Order makes one order', { timeout: 120_000 }, async () => {
    await addOverHttp(other, 2);
    const ctx = await newContext(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await ctx.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/' }]);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/customer/checkout'));
    await page.getByTestId('checkout-address').first().waitFor();
    await page.getByTestId('checkout-address').first().click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL((u) => u.pathname === '/customer/checkout/confirm-order');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((u) => u.pathname === '/customer/checkout/payment-method');
    await shot(page, 'nojs-payment');

    // The price goes up after the page was shown: 409, what changed, the new totals.
    const before = orderCount();
    const db = new Database(server.databaseUrl);
    db.prepare('update products set unitprice = unitprice + 50 where id = ?').run(other.id);
    db.close();
    const shownTotal = await page.getByTestId('total-order').textContent();
    await page.getByTestId('place-order').click();
    await page.getByTestId('figure-changes').waitFor();
    expect(await page.getByTestId('figure-changes').textContent()).toContain('Cart total changed from');
    expect(await page.getByTestId('total-order').textContent()).not.toBe(shownTotal);
    expect(orderCount()).toBe(before);
    await shot(page, 'nojs-409');

    // The same form posted three times at once (the browser's submit and two more): one order.
    const fields: Record<string, string> = {};
    for (const input of await page.locator('form[aria-label="Place order"] input[type="hidden"]').all()) {
      fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
    }
    fields.selected_payment_option = 'cod';
    const cookie = { cookie: `customerUserToken=${token}` };
    const [, a, b] = await Promise.all([
      page.getByTestId('place-order').click(),
      form('/customer/checkout/payment-method', fields, cookie),
      form('/customer/checkout/payment-method', fields, cookie),
    ]);
    await page.waitForURL((u) => u.pathname.startsWith('/customer/checkout/confirmed-order/'));
    const placed = new URL(page.url()).pathname;
    for (const res of [a, b]) {
      expect(res.status, res.body.slice(0, 300)).toBe(302);
      expect(res.headers.location).toBe(placed);
    }
    expect(orderCount()).toBe(before + 1);
    await page.getByTestId('order-code').waitFor();
    await shot(page, 'nojs-confirmed');
    await ctx.close();
  });

  it('keeps a guest out of checkout and answers a foreign order with 404', async () => {
    const guest = await httpCall(server.port, host(), '/customer/checkout');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/customer/login');
    const foreign = await httpCall(server.port, host(), '/customer/dashboard/purchase-details/999999', { headers: { cookie: `customerUserToken=${token}` } });
    expect(foreign.status).toBe(404);
  });
});
