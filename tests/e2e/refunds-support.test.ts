// The customer's refund and support pages (issue 13 items 1-3) in Chromium at 390 px on the real
// built server: a customer whose order the shop delivered (seller calls: confirm, process, ship
// with Pathao and a consignment id, deliver) sees the courier link on the order, requests a
// refund on the form (line and quantity, reason, to the refund balance) and finds it in Refund
// Requests and its details; opens a support ticket about the order, replies, and sees the shop's
// reply (the seller's ticket-reply call) with the unread mark in the list and the menu counter,
// both gone once read; Chat Now on a product page opens an inquiry thread, whose shop reply
// raises the Messages counter. Hostile HTML typed into every text field (and sent by the shop)
// shows as text and never runs. Screenshots go to /tmp/shots.
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, createCustomer, logInContext, placeCodOrder, saveAddress, sellerToken as logInSeller, type Customer } from './fixtures';
import { adminImport, clientAddress, describeBrowser, expectLaidOut, freshShops, httpCall, launchBrowser, newPhoneContext, screenshot, sharedServer, uniquePhone } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;

describeBrowser('customer refunds, support tickets and messages in the browser (390 px)', () => {
  let browser: Browser;
  let ctx: BrowserContext;
  let customer: Customer;
  let phone: string;
  let sellerToken: string;
  let addressId: number;
  let productId: number;
  let order: { purchase_id: number; code: string };

  const host = () => `${SHOP}.localhost:${server.port}`;
  const call = async (path: string, body: unknown, bearer: string, status = 200) => {
    const res = await httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'x-forwarded-for': clientAddress() },
      body: JSON.stringify(body),
    });
    expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
    return res.json() as Record<string, unknown>;
  };
  const seller = (path: string, body: unknown) => call(path, body, sellerToken);

  beforeAll(async () => {
    customer = await createCustomer(server, SHOP, { name: 'Ticket Shopper', phone: uniquePhone('018') });
    phone = customer.phone;

    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    productId = (
      db
        .prepare(`select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0 and quantity >= 3 order by id limit 1`)
        .get(shopId) as { id: number }
    ).id;
    db.close();
    addressId = await saveAddress(server, customer, { name: 'Ticket Shopper', phone, district: 'Dhaka', area: 'Mirpur', address: 'House 3, Road 9' });

    // The order: placed by the customer's calls, moved by the demo owner's seller calls.
    await addToCart(server, customer, productId, 2);
    order = await placeCodOrder(server, customer, addressId);
    sellerToken = await logInSeller(server, SHOP);
    await seller('/api/seller/order-status', { purchase_id: order.purchase_id, status: 'confirmed' });
    await seller('/api/seller/order-status', { purchase_id: order.purchase_id, status: 'processing' });
    await seller('/api/seller/order-status', { purchase_id: order.purchase_id, status: 'shipped', courier: 'Pathao', tracking_code: 'DL241124E2E' });
    await seller('/api/seller/order-status', { purchase_id: order.purchase_id, status: 'delivered' });

    browser = await launchBrowser();
    ctx = await newPhoneContext(browser);
    await logInContext(ctx, customer);
  });
  afterAll(async () => {
    await ctx?.close();
    await browser?.close();
  });

  async function shot(page: Page, name: string) {
    await screenshot(page, `refunds-support-${name}-390.png`, { fullPage: true });
  }
  /** Nothing hostile ran and no element it spelled out exists. */
  async function expectInert(page: Page) {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  }
  const menuCounter = (page: Page, name: 'Support Ticket' | 'Messages') =>
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: new RegExp(`^${name}`) }).getByTestId('menu-counter');
  /** The counter's text now, or null when none is shown (never waits for one). */
  const counterNow = async (page: Page, name: 'Support Ticket' | 'Messages') => {
    const c = menuCounter(page, name);
    return (await c.count()) ? c.textContent() : null;
  };

  it('the delivered order shows the courier link; a refund is requested on the form and listed with its details', { timeout: 120_000 }, async () => {
    // The shop has a Pathao account; Pathao reports the parcel's way (its webhook, real HTTP into the built server).
    // The account comes with the operator's catalog import (a partial shop entry: the rest is kept).
    await adminImport(server, { shops: [{ slug: SHOP, shop_name: 'Rongdhonu Fashion', couriers: { pathao: { webhook_secret: 'e2e-pathao-webhook-secret' } } }] });
    const t0 = Date.now() - 3_600_000;
    for (const [i, event] of ['order.picked', 'order.in-transit', 'order.delivered'].entries()) {
      const res = await httpCall(server.port, host(), '/api/couriers/pathao/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pathao-signature': 'e2e-pathao-webhook-secret' },
        body: JSON.stringify({ consignment_id: 'DL241124E2E', merchant_order_id: order.code, event, timestamp: new Date(t0 + i * 600_000).toISOString(), store_id: 1 }),
      });
      expect(res.status, res.body).toBe(202);
    }
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${order.purchase_id}`));
    await expect(page.getByTestId('courier-updates').getByRole('listitem').count()).resolves.toBe(3);
    await shot(page, 'purchase-details-courier');
    const link = page.getByTestId('courier-link');
    await expect(link.textContent()).resolves.toMatch(/Track on Pathao/);
    expect(await link.getAttribute('href')).toBe(`https://merchant.pathao.com/tracking?consignment_id=DL241124E2E&phone=${phone}`);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    await page.goto(server.url(SHOP, '/customer/dashboard/refund'));
    await page.getByRole('link', { name: `Request a refund for order ${order.code}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/customer/dashboard/refund/${order.purchase_id}`);
    const qty = page.getByLabel('Quantity to refund').first();
    await qty.fill('1');
    await page.getByLabel('Reason').fill(`Too small ${HOSTILE}`);
    await page.getByRole('radio', { name: 'Refund balance' }).check();
    await shot(page, 'refund-form');
    await page.getByRole('button', { name: 'Send refund request' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/customer\/dashboard\/refund-details\/\d+$/);
    await expect.poll(() => page.getByText(`Too small ${HOSTILE}`).count(), { timeout: 15_000 }).toBe(1);
    await expect(page.getByTestId('refund-amount').textContent()).resolves.toMatch(/৳/);
    await expect(page.getByTestId('refund-state-request').textContent()).resolves.toMatch(/Pending/i);
    await expectInert(page);
    await expectLaidOut(page, [page.getByRole('heading', { level: 1 }), page.getByTestId('refund-amount')]);
    await shot(page, 'refund-details');

    await page.goto(server.url(SHOP, '/customer/dashboard/refund-requests'));
    const row = page.getByTestId('refund-request').first();
    await expect(row.textContent()).resolves.toContain(order.code);
    await expect(row.textContent()).resolves.toMatch(/Pending/);
    await shot(page, 'refund-requests');
    await page.close();
  });

  it('a support ticket about the order: reply, the shop answers, unread mark and menu counter come and go', { timeout: 150_000 }, async () => {
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/customer/dashboard/support'));
    await page.getByText('New ticket').click();
    await page.getByLabel('Subject').fill(`Parcel ${HOSTILE}`);
    await page.getByLabel('Message', { exact: true }).fill(`The box was open ${HOSTILE}`);
    await page.getByLabel('About an order (optional)').selectOption({ label: order.code });
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/customer\/dashboard\/support\/\d+$/);
    const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(`Parcel ${HOSTILE}`);

    await page.getByLabel('Your reply').fill(`Photo to follow ${HOSTILE}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('thread-message').count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByLabel('Your reply').inputValue()).toBe(''); // a sent reply empties the field
    await expectInert(page);

    // The shop answers through the seller call; the customer is elsewhere in the dashboard.
    await page.goto(server.url(SHOP, '/customer/dashboard'));
    await expect(menuCounter(page, 'Support Ticket').count()).resolves.toBe(0);
    await seller('/api/seller/ticket-reply', { ticket_id: ticketId, message: `We will replace it ${HOSTILE}` });
    // Within one poll (10 s), with slack for a loaded machine.
    await expect.poll(() => counterNow(page, 'Support Ticket'), { timeout: 25_000, interval: 250 }).toMatch(/^1/);
    await shot(page, 'menu-counter');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Support Ticket/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer/dashboard/support');
    const rowMark = page.locator(`[data-testid="thread-row"][data-unread="true"]`);
    await expect.poll(() => rowMark.count()).toBe(1);
    await expect(rowMark.textContent()).resolves.toContain(`Parcel ${HOSTILE}`);
    await shot(page, 'support-list-unread');
    await rowMark.getByRole('link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/customer/dashboard/support/${ticketId}`);
    await expect.poll(() => page.getByTestId('thread-message').count()).toBe(3);
    await expect.poll(() => page.getByText(`We will replace it ${HOSTILE}`).count(), { timeout: 15_000 }).toBe(1);
    await expectInert(page);
    // Read: the counter goes (the poll runs again on navigation) and the list has no unread mark.
    await expect.poll(() => menuCounter(page, 'Support Ticket').count(), { timeout: 25_000, interval: 250 }).toBe(0);
    await shot(page, 'support-thread');
    await page.goto(server.url(SHOP, '/customer/dashboard/support'));
    await expect(page.locator('[data-testid="thread-row"][data-unread="true"]').count()).resolves.toBe(0);
    await page.close();
  });

  it('Chat Now on a product page opens an inquiry; the shop’s answer raises the Messages counter', { timeout: 150_000 }, async () => {
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, `/products/${productId}`));
    await page.getByRole('button', { name: 'Chat Now' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/customer\/dashboard\/messages\/\d+$/);
    const inquiryId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByTestId('thread-product').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Your reply').fill(`Is it cotton? ${HOSTILE}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByText(`Is it cotton? ${HOSTILE}`).count(), { timeout: 15_000 }).toBe(1);
    await expectInert(page);
    await shot(page, 'inquiry');

    await page.goto(server.url(SHOP, '/customer/dashboard/purchase-history'));
    await seller('/api/seller/ticket-reply', { ticket_id: inquiryId, message: `Yes, 100% cotton ${HOSTILE}` });
    await expect.poll(() => counterNow(page, 'Messages'), { timeout: 25_000, interval: 250 }).toMatch(/^1/);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ }).click();
    await expect.poll(() => page.locator('[data-testid="thread-row"][data-unread="true"]').count()).toBe(1);
    await page.locator('[data-testid="thread-row"][data-unread="true"]').getByRole('link').click();
    await expect.poll(() => page.getByText(`Yes, 100% cotton ${HOSTILE}`).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => menuCounter(page, 'Messages').count(), { timeout: 25_000, interval: 250 }).toBe(0);
    await expectInert(page);
    await shot(page, 'inquiry-answered');
    await page.close();
  });
});
