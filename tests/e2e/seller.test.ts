// The seller console's pages (issue 14 items 1–2) in Chromium on the real built server: a
// guest on /seller goes to /seller/login; the demo owner logs in at 390 px, finds an order a
// customer placed over HTTP at the top of the queue, confirms it, moves it to processing and
// ships it with courier and tracking code (the ship form refuses without them), opens the
// invoice and packing slip; the customer's purchase details then show Shipped with the
// tracking code. Screenshots at 390 and 1280 px go to /tmp/shots.
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, createCustomer, placeCodOrder, saveAddress } from './fixtures';
import { describeBrowser, expectLaidOut, freshShops, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, uniquePhone } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();

describeBrowser('the seller console in the browser', () => {
  let browser: Browser;
  let phone: string;
  let token: string;
  let order: { purchase_id: number; code: string };

  const host = () => `${SHOP}.localhost:${server.port}`;
  const api = async (path: string, body: unknown) => {
    const res = await httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    // A customer adds a product and places a cash-on-delivery order, over HTTP.
    const customer = await createCustomer(server, SHOP, { name: 'Queue Shopper', phone: uniquePhone('018') });
    ({ phone, token } = customer);
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const product = db
      .prepare(`select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0 and quantity >= 3 order by id limit 1`)
      .get(shopId) as { id: number };
    db.close();
    const addressId = await saveAddress(server, customer, { name: 'Queue Shopper', phone, district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5' });
    await addToCart(server, customer, product.id, 1);
    order = await placeCodOrder(server, customer, addressId);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function shot(page: Page, name: string) {
    await screenshot(page, `seller-${name}-${page.viewportSize()!.width}.png`, { fullPage: true });
  }
  /** The same page at 1280 px with the same cookies, for its screenshot. */
  async function desktopShot(phoneCtx: BrowserContext, path: string, name: string) {
    const desk = await newDesktopContext(browser);
    await desk.addCookies(await phoneCtx.cookies());
    const page = await desk.newPage();
    await page.goto(server.url(SHOP, path));
    await expectLaidOut(page, [page.locator('main').first()]);
    await shot(page, name);
    await desk.close();
  }

  it('logs in, finds the new order, confirms, processes and ships it; the customer sees it shipped', async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    // A guest on the console goes to its login.
    await page.goto(server.url(SHOP, '/seller'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/login');
    await page.getByLabel(/Mobile number/).fill('01700000000');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The phone number or password is wrong').waitFor();
    await shot(page, 'login-error');
    await page.getByLabel('Password').fill('haat-demo-owner');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');

    // The queue: the new order is first (pending first, newest first); no catalog header.
    const first = page.getByRole('list', { name: 'Order queue' }).getByRole('link').first();
    await expect.poll(() => first.textContent()).toContain(order.code);
    await expectLaidOut(page, [first, page.getByRole('link', { name: 'Download CSV' })]);
    await shot(page, 'queue');
    await desktopShot(ctx, '/seller', 'queue');
    // What came in (/seller/alerts, from the section row): the new order, linking its page.
    await page.getByRole('link', { name: /What came in/ }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/alerts');
    const came = page.getByTestId('seller-alerts').locator(`a[href$="/seller/orders/${order.purchase_id}"]`);
    await expect.poll(() => came.textContent()).toContain(`New order ${order.code}`);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
    // Searching by the customer's phone finds it; the CSV link carries the filter.
    await page.getByLabel('Order code or phone').fill(phone);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(`q=${phone}`);
    await expect.poll(() => page.getByRole('list', { name: 'Order queue' }).getByRole('link').count()).toBe(1);

    await page.getByRole('list', { name: 'Order queue' }).getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/seller/orders/${order.purchase_id}`);
    await page.getByRole('heading', { name: 'Previous orders' }).waitFor();
    await shot(page, 'order-pending');
    await desktopShot(ctx, `/seller/orders/${order.purchase_id}`, 'order-pending');

    await page.getByRole('button', { name: 'Mark Confirmed' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Confirmed/);
    await page.getByRole('button', { name: 'Mark Processing' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Processing/);
    // Shipping asks for the courier and the tracking code (the browser's required check, and
    // the server's when it is bypassed).
    await page.getByRole('form', { name: 'Ship the order' }).evaluate((f) => f.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Mark Shipped' }).click();
    await page.getByText('Enter the courier').waitFor();
    await page.getByLabel('Courier').fill('Pathao');
    await page.getByLabel('Tracking code').fill('PTH-77123');
    await shot(page, 'ship-form');
    await page.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Shipped/);
    await page.getByText('Courier: Pathao · Tracking: PTH-77123').waitFor();
    await shot(page, 'order-shipped');
    await desktopShot(ctx, `/seller/orders/${order.purchase_id}`, 'order-shipped');

    // Returning asks once more; "Keep it" changes nothing.
    await page.getByRole('link', { name: 'Mark returned…' }).click();
    await page.getByRole('button', { name: 'Yes, mark it returned' }).waitFor();
    await shot(page, 'confirm-return');
    await page.getByRole('link', { name: 'Keep it' }).click();
    await page.getByRole('link', { name: 'Mark returned…' }).waitFor();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Shipped/);

    // Invoice and packing slip: the document only.
    await page.getByRole('link', { name: 'Print invoice' }).click();
    await page.getByRole('article', { name: 'Invoice' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await shot(page, 'invoice');
    await page.goto(server.url(SHOP, `/seller/orders/${order.purchase_id}?print=slip`));
    await page.getByRole('article', { name: 'Packing slip' }).waitFor();
    await shot(page, 'slip');

    // Log out: the console is closed again.
    await page.goto(server.url(SHOP, '/seller'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/login');
    await page.goto(server.url(SHOP, `/seller/orders/${order.purchase_id}`));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/login');
    await ctx.close();

    // The customer's purchase details show the order shipped with its tracking code.
    const details = await api('/api/front/customer-purchase-details', { purchase_id: order.purchase_id });
    expect(details).toMatchObject({ order: { status: 'shipped', courier: 'Pathao', tracking_code: 'PTH-77123' } });
    const customer = await newPhoneContext(browser);
    await customer.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/' }]);
    const cpage = await customer.newPage();
    await cpage.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${order.purchase_id}`));
    await cpage.getByText('PTH-77123').first().waitFor();
    await shot(cpage, 'customer-shipped');
    await customer.close();
  }, 120_000);

  it('bulk work at 390 px without JavaScript: two orders ticked, confirmed with one summary, their slips printed together', async () => {
    const customer = await createCustomer(server, SHOP, { name: 'Bulk Shopper', phone: uniquePhone('018') });
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const product = db
      .prepare(`select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0 and quantity >= 3 order by id limit 1`)
      .get(shopId) as { id: number };
    db.close();
    const addressId = await saveAddress(server, customer, { name: 'Bulk Shopper', phone: customer.phone, district: 'Dhaka', area: 'Mirpur', address: 'House 3, Road 9' });
    const placed = [];
    for (let i = 0; i < 2; i++) {
      await addToCart(server, customer, product.id, 1);
      placed.push(await placeCodOrder(server, customer, addressId));
    }
    const ctx = await newPhoneContext(browser, { javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/seller/login'));
    await page.getByLabel(/Mobile number/).fill('01700000000');
    await page.getByLabel('Password').fill('haat-demo-owner');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
    // Found by part of the customer's name; the tabs count what the search finds.
    await page.getByLabel('Order code or phone').fill('bulk shop');
    await page.getByRole('button', { name: 'Filter' }).click();
    const queue = page.getByRole('list', { name: 'Order queue' });
    await expect.poll(() => queue.getByRole('link').count()).toBe(2);
    await expect.poll(() => page.getByRole('navigation', { name: 'Orders by status' }).getByRole('link', { name: /^Pending/ }).textContent()).toMatch(/2$/);
    for (const o of placed) await page.getByRole('checkbox', { name: `Choose order ${o.code}` }).check();
    await page.getByLabel('With the chosen orders').selectOption('confirm');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('2 done, 0 refused.').waitFor();
    await shot(page, 'bulk-confirmed');
    // Again: both refused, each with its reason.
    for (const o of placed) await page.getByRole('checkbox', { name: `Choose order ${o.code}` }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('0 done, 2 refused.').waitFor();
    for (const o of placed) await page.getByRole('checkbox', { name: `Choose order ${o.code}` }).check();
    await page.getByLabel('With the chosen orders').selectOption('print-slips');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/orders/print');
    await expect.poll(() => page.getByRole('article', { name: 'Packing slip' }).count()).toBe(2);
    await shot(page, 'bulk-slips');
    await ctx.close();
  }, 120_000);
});
