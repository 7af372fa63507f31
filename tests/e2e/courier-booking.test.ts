// Courier booking from the seller order page (issue 26 item 3; docs/decisions/054) in Chromium
// at 390 px, against a built server whose Steadfast API is the sandbox: the owner books a
// processing order with Steadfast, sees the notice and the tracking code as a link to
// Steadfast's page, the ship form filled with the booked courier and code, and "Print label"
// answering the PDF; the COD remittance page is in the console's menu.
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startSteadfastSandbox, type SteadfastSandbox } from '../../sandboxes/steadfast/steadfast-sandbox';
import { addToCart, createCustomer, placeCodOrder, saveAddress, sellerCall, sellerToken } from './fixtures';
import { describeBrowser, DEMO_OWNER, expectLaidOut, fileSlug, httpCall, importShops, launchBrowser, newPhoneContext, screenshot, startServer, uniquePhone, type RunningServer } from './harness';

const SF = { apiKey: 'e2e-sf-key', secretKey: 'e2e-sf-secret' };

describeBrowser('courier booking on the seller order page (390 px)', () => {
  let steadfast: SteadfastSandbox;
  let server: RunningServer;
  let browser: Browser;
  let order: { purchase_id: number; code: string };
  const SHOP = fileSlug('rongdhonu');

  beforeAll(async () => {
    steadfast = await startSteadfastSandbox(SF);
    server = await startServer({ ADMIN_TOKEN: 'e2e-courier-admin-token-long-enough', IMPORT_BASE_DIR: inject('haatE2e').importDir, STEADFAST_BASE_URL: steadfast.url });
    await importShops(server, [{ demo: 'rongdhonu', slug: SHOP, extra: { couriers: { steadfast: { api_key: SF.apiKey, secret_key: SF.secretKey } } } }]);
    const customer = await createCustomer(server, SHOP, { name: 'Label Shopper', phone: uniquePhone('018') });
    const db = new Database(server.databaseUrl, { readonly: true });
    const shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    const product = db.prepare(`select id from products where shop_id = ? and status = 1 and has_variant = 0 and order_attachment = 0 and unlimited_quantity = 0 and quantity >= 3 order by id limit 1`).get(shopId) as { id: number };
    db.close();
    const addressId = await saveAddress(server, customer, { name: 'Label Shopper', phone: customer.phone, district: 'Dhaka', area: 'Mirpur', address: 'House 3, Road 9' });
    await addToCart(server, customer, product.id, 1);
    order = await placeCodOrder(server, customer, addressId);
    const token = await sellerToken(server, SHOP);
    for (const status of ['confirmed', 'processing']) await sellerCall(server, SHOP, token, '/api/seller/order-status', { purchase_id: order.purchase_id, status });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await steadfast?.close();
  });

  it('books with Steadfast, links the tracking code, fills the ship form and prints the label', async () => {
    const ctx = await newPhoneContext(browser);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/seller/login'));
    await page.getByLabel(/Mobile number/).fill(DEMO_OWNER.phone);
    await page.getByLabel('Password').fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/seller');

    await page.goto(server.url(SHOP, `/seller/orders/${order.purchase_id}`));
    const book = page.getByRole('button', { name: 'Book with Steadfast' });
    const label = page.getByRole('link', { name: 'Print label' });
    await expectLaidOut(page, [book, label]);
    await screenshot(page, 'courier-booking-before-390.png', { fullPage: true });
    await book.click();

    await page.getByText(/Booked with Steadfast\. Tracking code SF/).waitFor();
    const parcel = steadfast.consignmentByInvoice(order.code)!;
    expect(parcel).toMatchObject({ recipient_name: 'Label Shopper', recipient_address: 'House 3, Road 9, Mirpur, Dhaka' });
    const link = page.getByTestId('booked-courier').getByRole('link', { name: parcel.tracking_code });
    expect(await link.getAttribute('href')).toBe(`https://steadfast.com.bd/t/${parcel.tracking_code}`);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByRole('button', { name: 'Book with Steadfast' }).count()).toBe(0);
    expect(await page.getByLabel('Courier').inputValue()).toBe('Steadfast');
    expect(await page.getByLabel('Tracking code').inputValue()).toBe(parcel.tracking_code);
    await expectLaidOut(page, [link, label]);
    await screenshot(page, 'courier-booking-booked-390.png', { fullPage: true });

    const href = (await label.getAttribute('href'))!;
    expect(href).toBe(`/seller/labels.pdf?ids=${order.purchase_id}`);
    // The link as the browser follows it: the console's session cookie, over HTTP (Node cannot resolve *.localhost).
    const cookie = (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const get = (path: string) => httpCall(server.port, `${SHOP}.localhost:${server.port}`, path, { headers: { cookie } });
    const pdf = await get(href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.slice(0, 5)).toBe('%PDF-');
    // An id that is not the shop's prints nothing.
    expect((await get('/seller/labels.pdf?ids=999999')).status).toBe(404);
    expect((await httpCall(server.port, `${SHOP}.localhost:${server.port}`, href)).status).not.toBe(200);

    await page.getByRole('link', { name: 'COD remittance' }).click();
    await page.getByRole('heading', { name: 'COD remittance' }).waitFor();
    await ctx.close();
  });
});
