// Issue 25 on the shop's side and in the console (docs/decisions/053), in Chromium on the real
// built server: a customer who chose Bangla (the `?lang=bn` switch while logged in, kept on the
// account) gets the order SMS and the bell entries in Bangla; the demo owner runs the order in
// the console in Bangla at 390 px — the queue, the order page, a refused form (the ship form
// without a courier) answered in Bangla, the move, the invoice and packing slip — and the
// console's other pages are in Bangla too. Screenshots at 390 px go to /tmp/shots (SCREENSHOTS=1).
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { addToCart, createCustomer, customerCall, logInContext, placeCodOrder, saveAddress, type Customer } from './fixtures';
import { describeBrowser, expectLaidOut, freshShops, launchBrowser, newPhoneContext, screenshot, sharedServer, smsTo, uniquePhone } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();

describeBrowser('Bangla SMS, bell and seller console', () => {
  let browser: Browser;
  let customer: Customer;
  let order: { purchase_id: number; code: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer(server, SHOP, { name: 'বাংলা ক্রেতা', phone: uniquePhone('019') });
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const product = db
      .prepare(`select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0 and quantity >= 3 order by id limit 1`)
      .get(shopId) as { id: number };
    db.close();
    const addressId = await saveAddress(server, customer, { name: 'বাংলা ক্রেতা', phone: customer.phone, district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5' });
    await addToCart(server, customer, product.id, 1);
    addressOf = addressId;
  });
  let addressOf = 0;
  afterAll(async () => {
    await browser?.close();
  });

  async function shot(page: Page, name: string) {
    await screenshot(page, `seller-bn-${name}-${page.viewportSize()!.width}.png`, { fullPage: true });
  }
  const sms = () => vi.waitFor(() => smsTo(customer.phone).map((m) => m.text), { timeout: 5_000, interval: 50 });

  it('the customer whose account is Bangla gets the "placed" SMS in Bangla', async () => {
    // The customer switches the shop to Bangla while logged in: the account keeps it.
    const ctx = await newPhoneContext(browser);
    await logInContext(ctx, customer);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/?lang=bn'));
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
    await ctx.close();
    const db = new Database(server.databaseUrl, { readonly: true });
    expect((db.prepare('select language from customers where id = ?').get(customer.id) as { language: string }).language).toBe('bn');
    db.close();
    order = await placeCodOrder(server, customer, addressOf);
    await vi.waitFor(async () => expect((await sms()).length).toBeGreaterThan(0), { timeout: 5_000 });
    expect((await sms())[0]).toMatch(new RegExp(`আপনার অর্ডার ${order.code} নেওয়া হয়েছে। মোট ৳[০-৯,]+।`));
  });

  it('at 390 px the owner runs the order in Bangla: a refused form says why in Bangla; the customer is told in Bangla', async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/seller/login?lang=bn'));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
    await page.locator('#seller-phone').fill('01700000000');
    await page.locator('#seller-password').fill('haat-demo-owner');
    await page.getByRole('button', { name: 'লগ ইন করুন', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');

    // The queue in Bangla: the order's row with Bangla money.
    const first = page.getByRole('list', { name: 'অর্ডারের তালিকা' }).getByRole('link').first();
    await expect.poll(() => first.textContent()).toContain('৳');
    await shot(page, 'queue');

    await page.goto(server.url(SHOP, `/seller/orders/${order.purchase_id}`));
    await page.getByRole('heading', { name: 'আগের অর্ডার' }).waitFor();
    await expectLaidOut(page, [page.getByRole('heading', { name: 'কাজ' }), page.getByRole('link', { name: 'ইনভয়েস প্রিন্ট করুন' })]);
    await shot(page, 'order');
    await page.getByRole('button', { name: 'কনফার্মড হিসেবে চিহ্নিত করুন' }).click();
    await page.getByText('অর্ডারের অবস্থা এখন: কনফার্মড').waitFor();
    await page.getByRole('button', { name: 'প্রস্তুত হচ্ছে হিসেবে চিহ্নিত করুন' }).click();
    await page.getByText('অর্ডারের অবস্থা এখন: প্রস্তুত হচ্ছে').waitFor();

    // A page form's refusal, in the page's language: shipping without a courier.
    await page.getByRole('form', { name: 'অর্ডার পাঠান' }).evaluate((f) => f.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'পাঠানো হয়েছে হিসেবে চিহ্নিত করুন' }).click();
    await page.getByText('কুরিয়ারের নাম লিখুন').waitFor();
    expect(await page.getByText('Enter the courier').count()).toBe(0);
    await shot(page, 'ship-refused');

    // The customer is told in Bangla: the "confirmed" SMS and the bell's entries.
    await vi.waitFor(async () => expect((await sms()).some((t) => t.includes(`আপনার অর্ডার ${order.code} কনফার্ম হয়েছে।`))).toBe(true), { timeout: 5_000 });
    const bell = await customerCall(server, customer, '/api/get-loged-user-notification', {});
    expect(bell.notifications.map((n: { message: string }) => n.message)).toEqual(expect.arrayContaining([`আপনার অর্ডার ${order.code} কনফার্ম হয়েছে`, `আপনার অর্ডার ${order.code} প্রস্তুত করা হচ্ছে`]));

    // The invoice and the packing slip in Bangla.
    await page.getByRole('link', { name: 'ইনভয়েস প্রিন্ট করুন' }).click();
    await page.getByRole('article', { name: 'ইনভয়েস' }).waitFor();
    await page.getByText('অর্ডারের মোট').waitFor();
    await shot(page, 'invoice');
    await page.goto(server.url(SHOP, `/seller/orders/${order.purchase_id}?print=slip`));
    await page.getByRole('article', { name: 'প্যাকিং স্লিপ' }).waitFor();
    await shot(page, 'slip');

    // The console's other pages, each with its Bangla title.
    for (const [path, title] of [
      ['/seller/refunds', 'রিফান্ড'],
      ['/seller/threads', 'মেসেজ'],
      ['/seller/customers', 'কাস্টমার'],
      [`/seller/customers/${customer.id}`, 'বাংলা ক্রেতা'],
      ['/seller/categories', 'ক্যাটাগরি'],
      ['/seller/stock', 'স্টক'],
      ['/seller/coupons', 'কুপন'],
      ['/seller/staff', 'কর্মী'],
      ['/seller/audit', 'কাজের খতিয়ান'],
      ['/seller/settings', 'সেটিংস'],
    ] as const) {
      await page.goto(server.url(SHOP, path));
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
      await heading.waitFor();
      await expectLaidOut(page, [heading]);
      await shot(page, path.slice(8).replace(/\//g, '-') || 'overview');
    }
    await ctx.close();
  });
});
