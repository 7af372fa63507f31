// The seller console's refunds, threads, customers and overview (issue 14 items 3-5, 7) in
// Chromium on the real built server, at 390 px and again at 1280 px: the demo owner ships and
// delivers an order a customer placed over HTTP, the customer asks for a refund of it (the
// customer refund call), the owner finds it first in Refunds, approves it with a note, marks the
// return received and pays it to the refund balance; the customer's My Balance shows it. At
// 390 px the owner also answers a support ticket, sees the customer's ledger and sends them a
// notification; the overview counts the work. axe-core (WCAG A/AA rules) reports no violation on
// any of these pages. Screenshots go to /tmp/shots.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, createCustomer, placeCodOrder, saveAddress, type Customer } from './fixtures';
import { describeBrowser, expectLaidOut, freshShops, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, uniquePhone } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page as it is now (its default rules: WCAG 2.x A/AA and best practices). */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // through DevTools: an inline <script> tag would be refused by the page's CSP
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

describeBrowser('seller refunds, messages and customers in the browser', () => {
  let browser: Browser;
  let customer: Customer;
  let phone: string;
  let token: string;
  let addressId: number;
  let productId: number;

  const host = () => `${SHOP}.localhost:${server.port}`;
  const api = async (path: string, body: unknown, status = 200) => {
    const res = await httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, res.body.slice(0, 300)).toBe(status);
    return res.json();
  };

  async function placeOrder(): Promise<{ purchase_id: number; code: string }> {
    await addToCart(server, customer, productId, 1);
    return placeCodOrder(server, customer, addressId);
  }

  beforeAll(async () => {
    customer = await createCustomer(server, SHOP, { name: 'Refund Shopper', phone: uniquePhone('019') });
    ({ phone, token } = customer);
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    productId = (
      db
        .prepare(`select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0 and quantity >= 3 order by id limit 1`)
        .get(shopId) as { id: number }
    ).id;
    db.close();
    addressId = await saveAddress(server, customer, { name: 'Refund Shopper', phone, district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Screenshot; the console's own pages are checked with axe first (the shopper's pages have their own sweep). */
  async function shot(page: Page, name: string, { axe = true } = {}) {
    if (axe) expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
    await screenshot(page, `seller-${name}-${page.viewportSize()!.width}.png`, { fullPage: true });
  }

  async function logIn(ctx: BrowserContext): Promise<Page> {
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/seller/login'));
    await page.locator('#seller-phone').fill('01700000000');
    await page.getByLabel('Password').fill('haat-demo-owner');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');
    return page;
  }

  /** Ship → deliver in the order page, the customer's refund call, then approve → receive → pay in Refunds. */
  async function refundFlow(page: Page, width: string) {
    const order = await placeOrder();
    await page.goto(server.url(SHOP, `/seller/orders/${order.purchase_id}`));
    await page.getByRole('button', { name: 'Mark Confirmed' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Confirmed/);
    await page.getByRole('button', { name: 'Mark Processing' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Processing/);
    await page.getByLabel('Courier').fill('Steadfast');
    await page.getByLabel('Tracking code').fill(`SF-${width}`);
    await page.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Shipped/);
    await page.getByRole('button', { name: 'Mark Delivered' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toMatch(/Delivered/);
    // The rider brought the cash: a refund is paid only from money the shop received (docs/decisions/037).
    await page.getByRole('button', { name: 'Mark COD collected' }).click();
    await expect.poll(() => page.getByTestId('settlement-to-collect').first().textContent()).toBe('৳0');

    // The customer asks for the delivered line back, to the refund balance (the customer call).
    const refundForm = (await api('/api/front/customer-refund-request', { purchase_id: order.purchase_id })) as { form: { lines: Array<{ order_line_id: number }> } };
    const asked = (await api(
      '/api/front/customer-refund-request',
      { purchase_id: order.purchase_id, lines: [{ order_line_id: refundForm.form.lines[0]!.order_line_id, quantity: 1 }], reason: 'Wrong size', refund_to: 'balance' },
      201,
    )) as { refund: { refund_id: number; code: string; amount: number } };
    const before = (await api('/api/front/customer-balance', {})) as { refund: number };

    // Refunds: the pending request is first; it opens from the list.
    await page.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Refunds' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller/refunds');
    const first = page.getByRole('list', { name: 'Refund requests' }).getByRole('link').first();
    await expect.poll(() => first.textContent()).toContain(asked.refund.code);
    await expectLaidOut(page, [first, page.getByRole('button', { name: 'Show' })]);
    await shot(page, 'refunds');
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/seller/refunds/${asked.refund.refund_id}`);
    await page.getByLabel('Note to the customer (optional)').fill('Sorry — we will take it back.');
    await expectLaidOut(page, [page.getByRole('button', { name: 'Approve' }), page.getByRole('button', { name: 'Reject' })]);
    await shot(page, 'refund-pending');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByTestId('refund-status').textContent()).toBe('Approved');
    await page.getByText(`Refund ${asked.refund.code} approved`).waitFor();
    await page.getByRole('button', { name: 'Mark return received' }).click();
    await expect.poll(() => page.getByTestId('refund-return').textContent()).toBe('Received');
    const pay = page.getByRole('button', { name: /^Pay .* to refund balance$/ });
    await expectLaidOut(page, [pay]);
    await pay.click();
    await expect.poll(() => page.getByTestId('refund-payment').textContent()).toMatch(/^Paid/);
    await page.getByText('Nothing left to do.').waitFor();
    await shot(page, 'refund-paid');

    // The customer's balance shows the refund, on the call and on My Balance.
    const after = (await api('/api/front/customer-balance', {})) as { refund: number };
    expect(after.refund).toBe(before.refund + asked.refund.amount);
    const customer = width === '390' ? await newPhoneContext(browser) : await newDesktopContext(browser);
    await customer.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/' }]);
    const cpage = await customer.newPage();
    await cpage.goto(server.url(SHOP, '/customer/dashboard/my-balance'));
    await expect.poll(() => cpage.getByTestId('balance-refund').textContent()).toContain(after.refund.toLocaleString('en-US'));
    await shot(cpage, 'customer-balance-after-refund', { axe: false });
    await customer.close();
    return asked.refund;
  }

  it('at 390 px: ship → deliver → refund approved, received, paid to balance; a ticket answered; the customer’s ledger and a notification', async () => {
    const ctx = await newPhoneContext(browser);
    const page = await logIn(ctx);
    const refund = await refundFlow(page, '390');

    // A support ticket from the customer: unread first in Messages, answered from its page.
    const ticket = (await api('/api/front/create-customer-support-ticket', { subject: 'Refund question', message: 'When will the money come?' })) as { ticket_id: number };
    await page.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Messages' }).click();
    const firstThread = page.getByRole('list', { name: 'Threads' }).getByRole('link').first();
    await expect.poll(() => firstThread.textContent()).toContain('Refund question');
    await expect.poll(() => firstThread.textContent()).toContain('1 new');
    await shot(page, 'threads');
    await firstThread.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/seller/threads/${ticket.ticket_id}`);
    await page.getByLabel('Message').fill('It is in your refund balance already.');
    await page.getByLabel(/^Attachment/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]) });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent').waitFor();
    await page.getByText('It is in your refund balance already.').waitFor();
    await page.getByRole('link', { name: 'Attachment: receipt.png' }).waitFor();
    await expect.poll(() => page.getByTestId('thread-status').textContent()).toBe('Answered');
    await expectLaidOut(page, [page.getByRole('button', { name: 'Send reply' }), page.getByRole('button', { name: 'Close this thread' })]);
    await shot(page, 'thread');
    const seen = (await api('/api/front/customer-support-ticket-details', { ticket_id: ticket.ticket_id })) as { ticket: { messages: Array<{ author: string; body: string }> } };
    expect(seen.ticket.messages.at(-1)).toMatchObject({ author: 'staff', body: 'It is in your refund balance already.', attachment: { name: 'receipt.png' } });

    // Customers: found by phone, the ledger shows the refund credit; a notification to them.
    await page.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByLabel('Name or phone').fill(phone);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('list', { name: 'Customers' }).getByRole('link');
    await expect.poll(() => row.count()).toBe(1);
    await shot(page, 'customers');
    await row.first().click();
    await page.getByRole('list', { name: 'Ledger entries' }).getByText(`+৳${refund.amount.toLocaleString('en-US')}`).first().waitFor();
    await page.getByLabel('Message').fill('Thank you for shopping with us!');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Notification sent').waitFor();
    await shot(page, 'customer');
    const notes = (await api('/api/get-loged-user-notification', {})) as unknown;
    expect(JSON.stringify(notes)).toContain('Thank you for shopping with us!');

    await page.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('overview-today').waitFor();
    await expectLaidOut(page, [page.getByTestId('overview-waiting'), page.getByTestId('overview-today')]);
    await shot(page, 'overview');
    await ctx.close();
  }, 180_000);

  it('at 1280 px: ship → deliver → refund approved, received, paid to balance; the console pages laid out', async () => {
    const ctx = await newDesktopContext(browser);
    const page = await logIn(ctx);
    await refundFlow(page, '1280');
    for (const [path, name] of [
      ['/seller/overview', 'overview'],
      ['/seller/threads', 'threads'],
      ['/seller/customers', 'customers'],
    ] as const) {
      await page.goto(server.url(SHOP, path));
      await expectLaidOut(page, [page.locator('main').first()]);
      await shot(page, name);
    }
    await ctx.close();
  }, 180_000);
});
