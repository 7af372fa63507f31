// One order's money from sale to return, in Chromium at 390 px (issue 21; docs/decisions/037):
// a shopper buys two items and pays with bKash on the sandbox's own pages; the demo owner moves
// the order through the console to delivered; the shopper asks for one of the two items back,
// to the refund balance, on the refund form; the owner approves it, marks the item received and
// pays it; then the owner marks the whole order returned. The shopper's order page and the
// owner's order page then show the same settlement (app/components/order/settlement-summary.tsx,
// read by its testids): paid by bKash, the refund in the refund balance, only the rest refunded
// to bKash, nothing to collect, both items back in stock — and the database agrees: the balance
// was credited once, each unit went back into stock once, the bKash payment shows only the rest
// refunded. With SCREENSHOTS=1 both pages, the invoice and the packing slip are screenshot at
// 390 and 1280 px into /tmp/shots-money for review. The file ends with `npm run money:check`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { formatTaka } from '../../core/money';
import { describeBrowser, expectLaidOut, expectMoneyCheckPasses, httpCall, launchBrowser, newDesktopContext, newPhoneContext, screenshotsWanted, startServer, type RunningServer } from './harness';

const SHOP = 'rongdhonu';
const SHOTS = '/tmp/shots-money';

interface OrderLine {
  id: number;
  product_id: number;
  quantity: number;
  sell_price: number;
  restocked_quantity: number;
}

describeBrowser('an order’s money from bKash payment to refund and return (390 px)', () => {
  let server: RunningServer;
  let browser: Browser;
  let outbox: string;
  let token: string;
  let productIds: number[];
  const phone = `016${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100000).padStart(5, '0')}`;

  const host = () => `${SHOP}.localhost:${server.port}`;
  const api = async (path: string, body: Record<string, unknown>) => {
    const res = await httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json();
  };
  const form = (path: string, fields: Record<string, string>) =>
    httpCall(server.port, host(), path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host()}` },
      body: new URLSearchParams(fields).toString(),
    });
  /** A read-only look at the server's database (what the pages must agree with). */
  function read<T>(fn: (db: Database.Database) => T): T {
    const db = new Database(server.databaseUrl, { readonly: true });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  }
  const stockOf = (ids: number[]) => read((db) => ids.map((id) => (db.prepare('select quantity from products where id = ?').get(id) as { quantity: number }).quantity));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    outbox = join(mkdtempSync(join(tmpdir(), 'haat-money-e2e-')), 'outbox.jsonl');
    server = await startServer({ SMS_OUTBOX_FILE: outbox });
    expect(server.output()).toContain('Sandbox payments');
    // Two plain products of the shop with counted stock: one is refunded, both come back with the return.
    productIds = read((db) => {
      const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
      return (
        db
          .prepare(
            `select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0
             and quantity >= 4 and unitprice between 200 and 1500 order by id limit 2`,
          )
          .all(shopId) as Array<{ id: number }>
      ).map((r) => r.id);
    });
    expect(productIds).toHaveLength(2);
    // Register over HTTP with the code from the SMS outbox, then save an address.
    await form('/customer/register', { intent: 'send-code', name: 'Money Shopper', phone });
    const code = await vi.waitFor(
      () => {
        const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
        const found = lines.map((l) => JSON.parse(l) as { to: string; text: string }).filter((m) => m.to === `+880${phone.slice(1)}`);
        const c = found.length ? /(\d{6})/.exec(found[found.length - 1]!.text)?.[1] : undefined;
        if (!c) throw new Error('no code yet');
        return c;
      },
      { timeout: 10_000, interval: 50 },
    );
    const done = await form('/customer/register', { intent: 'register', name: 'Money Shopper', phone, password: 'password1', code });
    expect(done.status, done.body.slice(0, 200)).toBe(302);
    token = /customerUserToken=([\w-]{43})/.exec(([] as string[]).concat(done.headers['set-cookie'] ?? []).join('\n'))![1]!;
    await api('/api/front/customer-address-save', { name: 'Money Shopper', phone, district: 'Dhaka', area: 'Gulshan', address: 'House 7, Road 2', is_default: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop(); // …and npm run money:check on its database (tests/e2e/harness.ts)
  });

  async function shopperContext(width: 390 | 1280): Promise<BrowserContext> {
    const ctx = width === 390 ? await newPhoneContext(browser) : await newDesktopContext(browser);
    await ctx.addCookies([{ name: 'customerUserToken', value: token, domain: `${SHOP}.localhost`, path: '/' }]);
    return ctx;
  }

  async function ownerPage(ctx: BrowserContext): Promise<Page> {
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/seller/login'));
    await page.locator('#seller-phone').fill('01700000000');
    await page.getByLabel('Password').fill('haat-demo-owner');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Logging in hashes the password: slow on a loaded machine.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/seller');
    return page;
  }

  /** The settlement the page shows: each figure of settlement-summary.tsx by its testid. */
  async function settlementOn(page: Page): Promise<Record<string, string>> {
    return (await settlementRows(page)).figures;
  }
  /** …with the words each figure is shown under. */
  async function settlementRows(page: Page): Promise<{ figures: Record<string, string>; labels: Record<string, string> }> {
    const section = page.locator('[data-testid="settlement"]:visible');
    await expect.poll(() => section.count()).toBe(1);
    await expectLaidOut(page, [section]);
    const rows = await section.evaluate((el) =>
      Array.from(el.querySelectorAll('dd[data-testid^="settlement-"]')).map((dd) => [dd.getAttribute('data-testid')!, (dd.textContent ?? '').trim(), (dd.previousElementSibling?.textContent ?? '').trim()] as const),
    );
    return { figures: Object.fromEntries(rows.map(([id, value]) => [id, value])), labels: Object.fromEntries(rows.map(([id, , label]) => [id, label])) };
  }

  async function shot(page: Page, name: string) {
    if (!screenshotsWanted()) return;
    await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()!.width}.png`), fullPage: true });
  }

  it('bKash payment → delivered → one item refunded to the refund balance → order returned: both order pages show one settlement, money:check agrees', { timeout: 600_000 }, async () => {
    const stockBefore = stockOf(productIds);
    // The shopper's cart (two items) over the API, then checkout and bKash on the sandbox's pages at 390 px.
    for (const id of productIds) await api('/api/front/customer-add-product-to-cart', { shop: host(), uid: Date.now(), product_id: id, quantity: 1 });
    const shopperCtx = await shopperContext(390);
    const shopper = await shopperCtx.newPage();
    await shopper.goto(server.url(SHOP, '/customer/checkout'));
    await shopper.getByRole('button', { name: 'Continue to review' }).click();
    await shopper.waitForURL(/confirm-order/);
    await shopper.getByRole('link', { name: 'Continue to payment' }).or(shopper.getByRole('button', { name: 'Continue to payment' })).first().click();
    await shopper.waitForURL(/payment-method/);
    await shopper.locator('input[name="selected_payment_option"][value="bkash"]').check();
    await shopper.getByTestId('place-order').click();
    await shopper.waitForURL(/127\.0\.0\.1:\d+\/checkout/);
    for (const value of ['01770618575', '123456', '12121']) {
      await shopper.locator('form input:not([type=hidden])').fill(value);
      await shopper.getByRole('button', { name: 'Confirm' }).click();
    }
    await shopper.waitForURL(/confirmed-order\/\d+/);
    const orderId = Number(/confirmed-order\/(\d+)/.exec(shopper.url())![1]);
    const order = read((db) => db.prepare('select code, payable, coupon_discount, payment_status, payment_method from orders where id = ?').get(orderId) as { code: string; payable: number; coupon_discount: number; payment_status: string; payment_method: string });
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'bkash', coupon_discount: 0 });
    const lines = () => read((db) => db.prepare('select id, product_id, quantity, sell_price, restocked_quantity from order_lines where order_id = ? order by id').all(orderId) as OrderLine[]);
    const bought = lines();
    expect(bought.map((l) => [l.product_id, l.quantity]).sort()).toEqual(productIds.map((id) => [id, 1]).sort());
    expect(stockOf(productIds)).toEqual(stockBefore.map((q) => q - 1));
    const total = order.payable;
    const refunded = bought[0]!;
    const refundAmount = refunded.sell_price; // one unit, no coupon share; delivery is never refunded

    // The owner, through the console at 390 px: confirmed → processing → shipped → delivered.
    const ownerCtx = await newPhoneContext(browser);
    const owner = await ownerPage(ownerCtx);
    const orderPath = `/seller/orders/${orderId}`;
    await owner.goto(server.url(SHOP, orderPath));
    for (const status of ['Confirmed', 'Processing']) {
      await owner.getByRole('button', { name: `Mark ${status}` }).click();
      await expect.poll(() => owner.getByTestId('order-status').textContent()).toBe(status);
    }
    await owner.getByLabel('Courier').fill('Steadfast');
    await owner.getByLabel('Tracking code').fill('SF-MONEY-1');
    await owner.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect.poll(() => owner.getByTestId('order-status').textContent()).toBe('Shipped');
    await owner.getByRole('button', { name: 'Mark Delivered' }).click();
    await expect.poll(() => owner.getByTestId('order-status').textContent()).toBe('Delivered');

    // The shopper asks for one of the two items back, to the refund balance, on the refund form.
    await shopper.goto(server.url(SHOP, '/customer/dashboard/refund'));
    await shopper.getByRole('link', { name: `Request a refund for order ${order.code}` }).click();
    await expect.poll(() => new URL(shopper.url()).pathname).toBe(`/customer/dashboard/refund/${orderId}`);
    await shopper.locator(`#qty-${refunded.id}`).fill('1');
    await shopper.getByLabel('Reason').fill('One of them was the wrong colour');
    await shopper.getByRole('radio', { name: 'Refund balance' }).check();
    await shopper.getByRole('button', { name: 'Send refund request' }).click();
    await expect.poll(() => new URL(shopper.url()).pathname, { timeout: 15_000 }).toMatch(/^\/customer\/dashboard\/refund-details\/\d+$/);
    const refundId = Number(new URL(shopper.url()).pathname.split('/').pop());
    await expect.poll(() => shopper.getByTestId('refund-amount').textContent()).toContain(formatTaka(refundAmount));

    // The owner approves it, receives the item and pays it to the refund balance.
    await owner.goto(server.url(SHOP, `/seller/refunds/${refundId}`));
    await owner.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => owner.getByTestId('refund-status').textContent()).toBe('Approved');
    await owner.getByRole('button', { name: 'Mark return received' }).click();
    await expect.poll(() => owner.getByTestId('refund-return').textContent()).toBe('Received');
    await owner.getByRole('button', { name: `Pay ${formatTaka(refundAmount)} to refund balance` }).click();
    await expect.poll(() => owner.getByTestId('refund-payment').textContent()).toMatch(/^Paid/);

    // Half-way: the refund is in the refund balance, the refunded item is back in stock, the rest still kept.
    const halfWay = {
      'settlement-paid-bkash': formatTaka(total),
      'settlement-paid': formatTaka(total),
      'settlement-to-balance': formatTaka(refundAmount),
      'settlement-refunded': formatTaka(refundAmount),
      'settlement-to-collect': formatTaka(0),
      'settlement-units-back': '1 of 2',
    };
    await owner.goto(server.url(SHOP, orderPath));
    expect(await settlementOn(owner)).toEqual(halfWay);
    await shopper.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${orderId}`));
    expect(await settlementOn(shopper)).toEqual(halfWay);

    // The owner marks the order returned: what bKash still holds goes back to bKash, the other item to stock.
    await owner.getByRole('link', { name: 'Mark returned…' }).click();
    await owner.getByRole('button', { name: 'Yes, mark it returned' }).click();
    await expect.poll(() => owner.getByTestId('order-status').textContent()).toBe('Returned');
    // The bKash refund is a job against the sandbox; wait until bKash says it completed.
    await expect
      .poll(() => read((db) => db.prepare("select count(*) as n from money_returns where order_id = ? and state <> 'done'").get(orderId) as { n: number }).n, { timeout: 30_000 })
      .toBe(0);

    const settled = {
      'settlement-paid-bkash': formatTaka(total),
      'settlement-paid': formatTaka(total),
      'settlement-to-original': formatTaka(total - refundAmount),
      'settlement-to-balance': formatTaka(refundAmount),
      'settlement-refunded': formatTaka(total),
      'settlement-to-collect': formatTaka(0),
      'settlement-units-back': '2 of 2',
    };
    await owner.goto(server.url(SHOP, orderPath));
    const ownerSees = await settlementRows(owner);
    await shopper.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${orderId}`));
    const shopperSees = await settlementRows(shopper);
    expect(shopperSees).toEqual(ownerSees);
    expect(ownerSees.figures).toEqual(settled);
    expect(ownerSees.labels).toMatchObject({ 'settlement-to-original': 'Refunded to the original payment (bKash)', 'settlement-to-balance': 'Refunded to the refund balance' });

    // The database agrees: the refund balance credited once, the bKash payment refunded only the
    // rest, each unit back in stock once, the cashback earned on delivery taken back.
    const money = read((db) => {
      const customerId = (db.prepare('select customer_id from orders where id = ?').get(orderId) as { customer_id: number }).customer_id;
      return {
        order: db.prepare('select status, payment_status from orders where id = ?').get(orderId),
        payments: db.prepare("select provider, state, amount, refunded_amount from payments where order_id = ? and purpose = 'order'").all(orderId),
        returns: db.prepare('select kind, source, destination, amount, state from money_returns where order_id = ? order by id').all(orderId),
        refundEntries: db.prepare("select amount from balance_entries where customer_id = ? and kind = 'refund' order by id").all(customerId),
        cashback: (db.prepare("select coalesce(sum(amount), 0) as n from balance_entries where customer_id = ? and kind = 'cashback'").get(customerId) as { n: number }).n,
        balances: db.prepare('select recharge, refund, cashback from customer_balances where customer_id = ?').get(customerId),
      };
    });
    expect(money).toEqual({
      order: { status: 'returned', payment_status: 'refunded' },
      payments: [{ provider: 'bkash', state: 'paid', amount: total, refunded_amount: total - refundAmount }],
      returns: [
        { kind: 'refund', source: 'bkash', destination: 'refund_balance', amount: refundAmount, state: 'done' },
        { kind: 'give_back', source: 'bkash', destination: 'original', amount: total - refundAmount, state: 'done' },
      ],
      refundEntries: [{ amount: refundAmount }],
      cashback: 0,
      balances: { recharge: 0, refund: refundAmount, cashback: 0 },
    });
    expect(lines().map((l) => [l.id, l.restocked_quantity])).toEqual(bought.map((l) => [l.id, l.quantity]));
    expect(stockOf(productIds)).toEqual(stockBefore);
    // The shopper's balance page shows the refund once.
    const balance = (await api('/api/front/customer-balance', {})) as { refund: number };
    expect(balance.refund).toBe(refundAmount);

    // Screenshots for review: both order pages, the invoices and the packing slip, at 390 and 1280 px.
    await shot(shopper, 'customer-order');
    await shot(owner, 'seller-order');
    await shopper.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${orderId}?print=1`));
    await shot(shopper, 'customer-invoice');
    for (const [kind, name] of [['invoice', 'seller-invoice'], ['slip', 'seller-packing-slip']] as const) {
      await owner.goto(server.url(SHOP, `${orderPath}?print=${kind}`));
      await expectLaidOut(owner, [owner.getByTestId(kind === 'invoice' ? 'settlement' : 'to-collect')]);
      await shot(owner, name);
    }
    const slipSays = await owner.getByTestId('to-collect').textContent();
    expect(slipSays).toBe(`To collect on delivery: ${formatTaka(0)}`);
    await shopperCtx.close();
    await ownerCtx.close();

    const wideShopper = await shopperContext(1280);
    const wideOwnerCtx = await newDesktopContext(browser);
    const wideOwner = await ownerPage(wideOwnerCtx);
    const widePage = await wideShopper.newPage();
    await widePage.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${orderId}`));
    expect(await settlementOn(widePage)).toEqual(settled);
    await shot(widePage, 'customer-order');
    await widePage.goto(server.url(SHOP, `/customer/dashboard/purchase-details/${orderId}?print=1`));
    await shot(widePage, 'customer-invoice');
    await wideOwner.goto(server.url(SHOP, orderPath));
    expect(await settlementOn(wideOwner)).toEqual(settled);
    await shot(wideOwner, 'seller-order');
    for (const [kind, name] of [['invoice', 'seller-invoice'], ['slip', 'seller-packing-slip']] as const) {
      await wideOwner.goto(server.url(SHOP, `${orderPath}?print=${kind}`));
      await shot(wideOwner, name);
    }
    await wideShopper.close();
    await wideOwnerCtx.close();

    // And the books of every shop reconcile (the harness runs it again once the server stops).
    await expectMoneyCheckPasses(server.databaseUrl);
  });
});
