// Online payments in Chromium at 390 px (issue 12 item 5): the server started the README's way
// (`scripts/start.mjs`) with no provider keys, so the bKash and Stripe sandboxes run beside it.
// A shopper pays one order with bKash (wallet, code, PIN on the sandbox's page) and one with a
// card (4242 on the sandbox's card form); each comes back to the confirmed order, which says
// paid and marks the payment "Sandbox" — and the database agrees: the order is paid only with a
// confirmed payment of its amount. The card payment is made without JavaScript (form posts
// and redirects all the way).
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer, saveAddress, type Customer } from './fixtures';
import { describeBrowser, expectLaidOut, freshShops, httpCall, launchBrowser, newPhoneContext, sharedServer, uniquePhone } from './harness';

// The shared server is started the README's way with no provider keys: the sandboxes run beside it.
const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();

describeBrowser('online payments through the sandboxes', () => {
  let browser: Browser;
  let customer: Customer;
  let token: string;
  let productId: number;
  const phone = uniquePhone('018');

  const host = () => `${SHOP}.localhost:${server.port}`;
  const call = (path: string, body: Record<string, unknown>) =>
    httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    expect(server.output()).toContain('Sandbox payments');
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const row = db
      .prepare(
        `select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0
         and quantity >= 4 and unitprice between 200 and 1500 order by id limit 1`,
      )
      .get(shopId) as { id: number } | undefined;
    db.close();
    expect(row).toBeDefined();
    productId = row!.id;
    // A customer (tests/e2e/fixtures.ts), then an address saved over HTTP.
    customer = await createCustomer(server, SHOP, { name: 'Pay Shopper', phone });
    token = customer.token;
    await saveAddress(server, customer, { name: 'Pay Shopper', phone, district: 'Dhaka', area: 'Banani', address: 'House 3, Road 11', is_default: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  function orderRow(id: number) {
    const db = new Database(server.databaseUrl, { readonly: true });
    const order = db.prepare('select status, payment_status, payment_method, payable from orders where id = ?').get(id) as Record<string, unknown>;
    const payments = db.prepare("select provider, state, amount, sandbox from payments where order_id = ? and purpose = 'order' order by id").all(id) as Array<Record<string, unknown>>;
    db.close();
    return { order, payments };
  }

  /** Cart → checkout → review → payment with `method` → Place Order; ends on the provider's page. */
  async function checkoutWith(page: Page, method: 'bkash' | 'stripe') {
    const added = await call('/api/front/customer-add-product-to-cart', { shop: host(), uid: Date.now(), product_id: productId, quantity: 1 });
    expect(added.status, added.body.slice(0, 200)).toBe(200);
    await page.goto(server.url(SHOP, '/customer/checkout'));
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL(/confirm-order/);
    await page.getByRole('link', { name: 'Continue to payment' }).or(page.getByRole('button', { name: 'Continue to payment' })).first().click();
    await page.waitForURL(/payment-method/);
    await page.locator(`input[name="selected_payment_option"][value="${method}"]`).check();
    await expectLaidOut(page, [page.getByTestId('place-order')]);
    await page.getByTestId('place-order').click();
  }

  function confirmedOrderId(page: Page): number {
    const id = Number(/confirmed-order\/(\d+)/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    return id;
  }

  it('pays an order with bKash on the sandbox page at 390 px: paid only after the provider confirms, marked Sandbox', async () => {
    const ctx = await newPhoneContext(browser);
    await ctx.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/' }]);
    const page = await ctx.newPage();
    await checkoutWith(page, 'bkash');
    await page.waitForURL(/127\.0\.0\.1:\d+\/checkout/);
    await expectLaidOut(page, [page.getByRole('button', { name: 'Confirm' })]);
    for (const value of ['01770618575', '123456', '12121']) {
      await page.locator('form input:not([type=hidden])').fill(value);
      await page.getByRole('button', { name: 'Confirm' }).click();
    }
    await page.waitForURL(/confirmed-order\/\d+/);
    const id = confirmedOrderId(page);
    await expect.poll(() => page.locator('body').innerText()).toMatch(/Sandbox/);
    const { order, payments } = orderRow(id);
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'bkash' });
    expect(payments).toEqual([{ provider: 'bkash', state: 'paid', amount: order.payable, sandbox: 1 }]);
    await ctx.close();
  });

  // Without JavaScript the Place Order post is answered by a redirect to the card page: the
  // page's CSP form-action lets that redirect through (docs/decisions/048), and the harness
  // fails the test on any CSP violation.
  it('pays an order by card on the sandbox card form at 390 px without JavaScript; a declined card first keeps it unpaid', async () => {
    const ctx = await newPhoneContext(browser, { javaScriptEnabled: false });
    await ctx.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/' }]);
    const page = await ctx.newPage();
    await checkoutWith(page, 'stripe');
    await page.waitForURL(/127\.0\.0\.1:\d+\/pay\//);
    await expectLaidOut(page, [page.getByLabel('Card number'), page.getByRole('button', { name: /^Pay / })]);
    const pay = async (number: string) => {
      await page.getByLabel('Card number').fill(number);
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('Name on card').fill('Pay Shopper');
      await page.getByRole('button', { name: /^Pay / }).click();
    };
    await pay('4000 0000 0000 0002');
    await page.getByRole('alert').waitFor();
    expect(page.url()).toMatch(/\/pay\//);
    await pay('4242 4242 4242 4242');
    await page.waitForURL(/confirmed-order\/\d+/);
    const id = confirmedOrderId(page);
    await expect.poll(() => orderRow(id).order.payment_status, { timeout: 10_000 }).toBe('paid');
    const { order, payments } = orderRow(id);
    expect(order).toMatchObject({ payment_method: 'stripe' });
    expect(payments).toEqual([{ provider: 'stripe', state: 'paid', amount: order.payable, sandbox: 1 }]);
    await ctx.close();
  });
});
