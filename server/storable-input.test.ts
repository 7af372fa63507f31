// Text no database can store, at every edge (issue 21 item 7 and case 9; decision 035), through
// the real app on SQLite and PostgreSQL: every call that takes text — the customer's coupon,
// address, refund reason, search, tracking, support and cart fields, the seller's login,
// searches, settings, coupons, courier code, refund notes and messages, the bKash callback, the
// Stripe return and webhook, the Pathao webhook, a page form — is sent U+0000, a lone surrogate
// and bytes that are not UTF-8 in every transport the call takes (JSON, urlencoded, multipart,
// a chunked body, the query, the path). Each answer is 422 with the one message naming the
// input, and the database is exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { requestMessages } from '../core/request-messages';
import type { Db } from '../db/client';
import { upsertShopCourier } from '../db/courier.repository';
import { runWrite } from '../db/run-write';
import type { Shop } from '../db/schema';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { testDatabases } from '../db/test-databases';
import { closeAndDrop } from '../db/test-shop';
import { signStripePayload } from '../sandboxes/stripe/webhook-sender';
import { registerCustomer } from '../services/accounts/register-customer';
import { createPaymentProviders } from '../services/adapters/payments/payment-providers';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { saveStaff } from '../services/seller/operations/save-staff';
import { testContext } from '../services/test-context';
import { createApp } from './app';
import { loadEnv } from './env';
import { CHECKED_BODY_MAX_BYTES } from './storable-input';

const HOST = 'alpha.localhost:3000';
const WHSEC = 'whsec_storable';
const PATHAO_SECRET = 'pathao-storable-secret';
const STAFF_PASSWORD = 'seller-pass-1';
const NUL = '\u0000';
const LONE = '\uD800';
const MESSAGE = requestMessages.textUnstorable;

type Who = 'guest' | 'customer' | 'staff';

/** A call that takes text, with a body it would accept, and the text field spoiled in it. */
interface TextCall {
  name: string;
  path: string;
  who: Who;
  body: Record<string, unknown>;
  field: string;
}

const address = { name: 'Rahim Uddin', phone: '01712345678', district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5', note: 'Call first' };

/** Every JSON/form call that takes text; the eight first. */
const CALLS: TextCall[] = [
  { name: 'coupon code (checkout summary)', path: '/api/front/get-checkout-summary', who: 'customer', body: { shippingType: 0, coupon_code: 'SAVE10' }, field: 'coupon_code' },
  { name: 'coupon code (place order)', path: '/api/front/customer-place-order', who: 'customer', body: { shippingType: 0, coupon_code: 'SAVE10', selected_payment_option: 'cod' }, field: 'coupon_code' },
  { name: 'address save', path: '/api/front/customer-address-save', who: 'customer', body: address, field: 'address' },
  { name: 'refund reason', path: '/api/front/customer-refund-request', who: 'customer', body: { purchase_id: 1, reason: 'Torn on arrival', refund_to: 'balance' }, field: 'reason' },
  { name: "the seller's customer search", path: '/api/seller/customers', who: 'staff', body: { q: 'rahim', page: 1 }, field: 'q' },
  { name: 'courier code', path: '/api/seller/order-move', who: 'staff', body: { purchase_id: 1, status: 'shipped', courier: 'pathao', tracking_code: 'PTH-123' }, field: 'tracking_code' },
  { name: 'idempotency key (place order body)', path: '/api/front/customer-place-order', who: 'customer', body: { shippingType: 0, selected_payment_option: 'cod', idempotency_key: 'key-1' }, field: 'idempotency_key' },
  { name: 'address name', path: '/api/front/customer-address-save', who: 'customer', body: address, field: 'name' },
  { name: 'address phone', path: '/api/front/customer-address-save', who: 'customer', body: address, field: 'phone' },
  { name: 'search suggestions', path: '/api/front/get-search-suggestions', who: 'guest', body: { searchKey: 'saree' }, field: 'searchKey' },
  { name: 'shop search suggestions', path: '/api/front/reseller-shop-search-suggestions', who: 'guest', body: { searchKey: 'saree', shop: 'alpha' }, field: 'searchKey' },
  { name: 'track order code', path: '/api/front/track-order', who: 'guest', body: { order_code: 'ABC123', phone: '01712345678' }, field: 'order_code' },
  { name: 'track order phone', path: '/api/front/track-order', who: 'guest', body: { order_code: 'ABC123', phone: '01712345678' }, field: 'phone' },
  { name: 'cart variant', path: '/api/front/customer-add-product-to-cart', who: 'customer', body: { product_id: 1, quantity: 1, variant: 'Red' }, field: 'variant' },
  { name: 'wishlist variant', path: '/api/front/add-product-customer-wishlist', who: 'customer', body: { pro_id: 1, variant: 'Red' }, field: 'variant' },
  { name: 'support ticket message', path: '/api/front/create-customer-support-ticket', who: 'customer', body: { subject: 'Late', message: 'Where is my order?' }, field: 'message' },
  { name: 'support ticket subject', path: '/api/front/create-customer-support-ticket', who: 'customer', body: { subject: 'Late', message: 'Where is my order?' }, field: 'subject' },
  { name: 'support ticket reply', path: '/api/front/customer-support-ticket-reply', who: 'customer', body: { ticket_id: 1, message: 'Thanks' }, field: 'message' },
  { name: 'product inquiry', path: '/api/front/create-customer-reseller-support-ticket', who: 'customer', body: { ticketSubject: 'Size', ticketDetails: 'Is XL in stock?', product_id: 1 }, field: 'ticketDetails' },
  { name: 'inquiry reply', path: '/api/front/customer-inquiry-reply', who: 'customer', body: { ticket_id: 1, message: 'Thanks' }, field: 'message' },
  { name: 'seller login phone', path: '/api/seller/login', who: 'guest', body: { phone: '01711111111', password: 'whatever-1' }, field: 'phone' },
  { name: 'seller login password', path: '/api/seller/login', who: 'guest', body: { phone: '01711111111', password: 'whatever-1' }, field: 'password' },
  { name: 'seller code login', path: '/api/seller/login-code', who: 'guest', body: { phone: '01711111111', code: '123456' }, field: 'code' },
  { name: 'seller order search', path: '/api/seller/orders', who: 'staff', body: { q: 'rahim', page: 1 }, field: 'q' },
  { name: 'seller product search', path: '/api/seller/products', who: 'staff', body: { q: 'saree', page: 1 }, field: 'q' },
  { name: 'seller order note', path: '/api/seller/order-move', who: 'staff', body: { purchase_id: 1, status: 'cancelled', note: 'Out of stock' }, field: 'note' },
  { name: 'seller settings shop name', path: '/api/seller/settings-save', who: 'staff', body: { shop_name: 'Alpha Store' }, field: 'shop_name' },
  { name: 'seller coupon code', path: '/api/seller/coupons-save', who: 'staff', body: { code: 'NEW10', type: 'percent', value: 10, active: true }, field: 'code' },
  { name: 'seller staff name', path: '/api/seller/staff-save', who: 'staff', body: { phone: '01719999999', password: 'staff-pass-1', name: 'Karim', role: 'staff' }, field: 'name' },
  { name: 'seller refund note', path: '/api/seller/refund-decision', who: 'staff', body: { refund_id: 1, decision: 'reject', note: 'Used item' }, field: 'note' },
  { name: 'seller thread reply', path: '/api/seller/ticket-reply', who: 'staff', body: { ticket_id: 1, message: 'On its way' }, field: 'message' },
  { name: 'seller notice to a customer', path: '/api/seller/notify-customer', who: 'staff', body: { customer_id: 1, message: 'Your parcel is here' }, field: 'message' },
  { name: 'seller audit filter', path: '/api/seller/audit', who: 'staff', body: { entity: 'coupon', page: 1 }, field: 'entity' },
];

/** Nested inputs are named by their path. */
const NESTED: TextCall[] = [
  { name: 'seller settings social link', path: '/api/seller/settings-save', who: 'staff', body: { social_links: [{ name: 'facebook', url: 'https://facebook.com/alpha' }] }, field: 'social_links.0.url' },
  { name: 'checkout shipping address', path: '/api/front/get-checkout-summary', who: 'customer', body: { shippingType: 0, shippingAddress: { ...address } }, field: 'shippingAddress.area' },
];

function spoil(body: Record<string, unknown>, field: string, bad: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = field.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  at[last] = `${String(at[last])}${bad}`;
  return copy;
}

/** The Content-Length a client sends (an in-process Request has none of its own). */
const sized = (body: string | Buffer): Record<string, string> => ({ 'content-length': String(Buffer.byteLength(body)) });

const urlencoded = (body: Record<string, unknown>) => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();

function multipart(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.append(k, String(v));
  return form;
}

/** A body sent chunked (no Content-Length), so only the validation hook sees it. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

for (const t of testDatabases()) {
  describe(`text no database can store is 422 at every edge (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: Shop;
    const tokens: Record<Who, string | null> = { guest: null, customer: null, staff: null };
    const sms = createLogSmsProvider({ log: () => {} });
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:' });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestCatalog(db, 'alpha');
      await db.updateTable('shops').set({ payment_methods: 'cod,bkash,stripe' }).execute();
      alpha = (await findShopBySlug(db, 'alpha'))!;
      await runWrite(db, (trx) => upsertShopCourier(trx, alpha.id, { courier: 'pathao', apiKey: null, secretKey: null, webhookSecret: PATHAO_SECRET, storeId: null }, new Date().toISOString()));
      const payments = createPaymentProviders({ bkash: null, stripe: { apiBase: 'http://127.0.0.1:9', secretKey: 'sk_test_storable', webhookSecret: WHSEC } });
      app = createApp({ db, env, sms, payments });
      const ctx = testContext(db, alpha, { sms, request: { clientAddress: '198.51.100.7' } });
      tokens.customer = (await registerCustomer(ctx, { name: 'Text Customer', phone: '01913000001', password: 'password1' })).token;
      await saveStaff(db, alpha, { phone: '01716000001', password: STAFF_PASSWORD, name: 'Owner', role: 'owner' }, Date.now());
      const login = await app.request('/api/seller/login', { method: 'POST', headers: { host: HOST, 'content-type': 'application/json' }, body: JSON.stringify({ phone: '01716000001', password: STAFF_PASSWORD }) });
      expect(login.status).toBe(200);
      tokens.staff = ((await login.json()) as { token: string }).token;
    });
    afterAll(() => closeAndDrop(db, drop));

    /** Every row of every table but the sessions (a call with a token may touch its session). */
    async function snapshot(): Promise<string> {
      const tables = (
        t.kind === 'sqlite'
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db)
          : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(db)
      ).rows
        .map((r) => r.name)
        .filter((name) => !name.endsWith('_sessions'));
      expect(tables).toEqual(expect.arrayContaining(['orders', 'customer_addresses', 'refund_requests', 'threads', 'thread_messages', 'coupons', 'payments', 'shipment_events']));
      const all: Record<string, unknown> = {};
      for (const table of tables) all[table] = (await sql`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
      return JSON.stringify(all);
    }

    const headersFor = (who: Who, type?: string): Record<string, string> => ({
      host: HOST,
      ...(type ? { 'content-type': type } : {}),
      ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
    });

    async function expectRefused(res: Response, field: string | null, what: string) {
      const text = await res.text();
      expect({ what, status: res.status }).toEqual({ what, status: 422 });
      const body = JSON.parse(text) as { success: boolean; code: string; message: string; errors?: Array<{ path: string; message: string }> };
      expect({ what, ...body }).toEqual({ what, success: false, code: 'invalid', message: MESSAGE, ...(field === null ? {} : { errors: [{ path: field, message: MESSAGE }] }) });
    }

    it('refuses U+0000 and a lone surrogate in every text field, sent as JSON, and changes nothing', async () => {
      const before = await snapshot();
      for (const call of [...CALLS, ...NESTED]) {
        for (const bad of [NUL, LONE, `a${NUL}b`]) {
          const body = JSON.stringify(spoil(call.body, call.field, bad));
          const res = await app.request(call.path, { method: 'POST', headers: { ...headersFor(call.who, 'application/json'), ...sized(body) }, body });
          await expectRefused(res, call.field, `${call.name} (JSON ${JSON.stringify(bad)})`);
        }
      }
      expect(await snapshot()).toBe(before);
    });

    it('refuses them sent urlencoded (%00, and %ED%A0%80 — a surrogate that is not UTF-8), multipart and chunked', async () => {
      const before = await snapshot();
      for (const call of CALLS) {
        const what = (how: string) => `${call.name} (${how})`;
        const form = urlencoded(spoil(call.body, call.field, NUL));
        expect(form).toContain('%00');
        const formHeaders = (body: string) => ({ ...headersFor(call.who, 'application/x-www-form-urlencoded'), ...sized(body) });
        await expectRefused(await app.request(call.path, { method: 'POST', headers: formHeaders(form), body: form }), call.field, what('urlencoded %00'));
        const surrogate = urlencoded(spoil(call.body, call.field, 'MARK')).replace('MARK', '%ED%A0%80');
        await expectRefused(await app.request(call.path, { method: 'POST', headers: formHeaders(surrogate), body: surrogate }), call.field, what('urlencoded %ED%A0%80'));
        // Multipart is parsed by the call; the validation hook refuses it.
        await expectRefused(await app.request(call.path, { method: 'POST', headers: headersFor(call.who), body: multipart(spoil(call.body, call.field, NUL)) }), call.field, what('multipart'));
        // A chunked JSON body has no declared length: the edge does not read it, the hook does.
        const body = chunked(JSON.stringify(spoil(call.body, call.field, LONE)));
        await expectRefused(await app.request(call.path, { method: 'POST', headers: headersFor(call.who, 'application/json'), body, duplex: 'half' } as RequestInit), call.field, what('chunked JSON'));
      }
      expect(await snapshot()).toBe(before);
    });

    it('refuses a JSON body whose bytes are not UTF-8, naming the body', async () => {
      const before = await snapshot();
      for (const call of CALLS.slice(0, 6)) {
        const json = Buffer.from(JSON.stringify(call.body), 'utf8');
        const at = json.indexOf(Buffer.from(String(call.body[call.field])));
        const broken = Buffer.concat([json.subarray(0, at), Buffer.from([0xc3, 0x28]), json.subarray(at)]);
        await expectRefused(await app.request(call.path, { method: 'POST', headers: { ...headersFor(call.who, 'application/json'), ...sized(broken) }, body: broken }), '$', `${call.name} (not UTF-8)`);
      }
      expect(await snapshot()).toBe(before);
    });

    it('refuses them in the query and the path of any call or page: bKash callback, Stripe return, the seller export, attachments', async () => {
      const before = await snapshot();
      const get = (url: string, who: Who = 'guest') => app.request(url, { headers: headersFor(who) });
      await expectRefused(await get('/api/payments/bkash/callback?paymentID=TR0011%00&status=success'), 'paymentID', 'bKash callback paymentID');
      await expectRefused(await get('/api/payments/bkash/callback?paymentID=TR0011&status=success%ED%A0%80'), 'status', 'bKash callback status');
      await expectRefused(await get('/api/payments/stripe/return?session_id=cs_test_%00'), 'session_id', 'Stripe return session_id');
      await expectRefused(await get('/api/payments/stripe/return?payment=1&status=cancel%C3%28'), 'status', 'Stripe return status');
      await expectRefused(await get('/api/seller/orders-export.csv?q=%00', 'staff'), 'q', 'seller export q');
      await expectRefused(await app.request('/api/seller/customers?x=%00', { method: 'POST', headers: { ...headersFor('staff', 'application/json'), ...sized('{}') }, body: '{}' }), 'x', 'any query field');
      await expectRefused(await get('/api/front/customer-part/%00', 'customer'), null, 'API path');
      for (const [url, field] of [['/customer/attachment/a%00b.jpg', null], ['/search?q=saree%00', 'q'], ['/seller/customers?q=%ED%A0%80', 'q'], ['/products/a%00', null]] as const) {
        const res = await get(url, url.startsWith('/seller') ? 'staff' : 'customer');
        expect({ url, status: res.status }).toEqual({ url, status: 422 });
        const page = await res.text();
        expect(page).toContain(MESSAGE);
        if (field) expect(page).toContain(`the field “${field}”`);
      }
      expect(await snapshot()).toBe(before);
    });

    it('refuses them in signed webhooks, whatever content type they are sent with', async () => {
      const before = await snapshot();
      const pathao = (body: string, type: string) =>
        app.request('/api/couriers/pathao/webhook', { method: 'POST', headers: { host: HOST, 'content-type': type, 'x-pathao-signature': PATHAO_SECRET, ...sized(body) }, body });
      const event = JSON.stringify({ event: 'order.delivered', consignment_id: `C${NUL}1`, store_id: 1, timestamp: new Date().toISOString() });
      await expectRefused(await pathao(event, 'application/json'), 'consignment_id', 'Pathao webhook (JSON)');
      const plain = await pathao(event, 'text/plain');
      expect(plain.status).toBe(422);
      expect(await plain.json()).toEqual({ received: false, error: MESSAGE });

      const stripe = (payload: string, type: string) =>
        app.request('/api/payments/stripe/webhook', {
          method: 'POST',
          headers: { host: '127.0.0.1', 'content-type': type, 'stripe-signature': signStripePayload(payload, WHSEC, Math.floor(Date.now() / 1000)), ...sized(payload) },
          body: payload,
        });
      const session = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { object: 'checkout.session', id: `cs_test_${LONE}`, payment_status: 'paid', amount_total: 100 } } });
      await expectRefused(await stripe(session, 'application/json'), 'data.object.id', 'Stripe webhook (JSON)');
      const signedPlain = await stripe(session, 'text/plain');
      expect(signedPlain.status).toBe(422);
      expect(await signedPlain.json()).toEqual({ received: false, error: 'unstorable_text' });
      expect(await snapshot()).toBe(before);
    });

    it('refuses a page form (urlencoded or multipart) holding such text before any action reads it', async () => {
      const before = await snapshot();
      const page = (body: string | FormData, type?: string) =>
        app.request('/customer/dashboard/address', {
          method: 'POST',
          headers: { host: HOST, origin: `http://${HOST}`, cookie: `customerUserToken=${tokens.customer}`, ...(type ? { 'content-type': type } : {}), ...(typeof body === 'string' ? sized(body) : {}) },
          body,
        });
      const form = new URLSearchParams({ intent: 'save', ...address, name: `Rahim${NUL}` }).toString();
      for (const [res, how, field] of [
        [await page(form, 'application/x-www-form-urlencoded'), 'urlencoded %00', 'name'],
        [await page('intent=save&note=%ED%A0%80', 'application/x-www-form-urlencoded'), 'urlencoded %ED%A0%80', 'note'],
        [await page(multipart({ intent: 'save', ...address, area: `Dhanmondi${NUL}` })), 'multipart', 'area'],
      ] as const) {
        expect({ how, status: res.status }).toEqual({ how, status: 422 });
        const html = await res.text();
        expect(html).toContain(MESSAGE);
        expect(html).toContain(`the field “${field}”`);
      }
      // The login forms of both sides, as a guest: the phone field.
      for (const path of ['/customer/login', '/seller/login']) {
        const body = 'intent=password&phone=01712345678%00&password=password1';
        const res = await app.request(path, { method: 'POST', headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded', ...sized(body) }, body });
        expect({ path, status: res.status }).toEqual({ path, status: 422 });
        expect(await res.text()).toContain(`the field “phone”`);
      }
      expect(await snapshot()).toBe(before);
    });

    it('lets clean text through: a call with Bangla, emoji and a line break reaches its use case', async () => {
      const res = await app.request('/api/front/customer-address-save', {
        method: 'POST',
        headers: headersFor('customer', 'application/json'),
        body: JSON.stringify({ ...address, name: 'রহিম 😀', note: 'Gate 2\nরিং দিন' }),
      });
      expect(res.status).toBe(200);
      const saved = await db.selectFrom('customer_addresses').select(['name', 'note']).where('shop_id', '=', alpha.id).execute();
      expect(saved).toEqual([{ name: 'রহিম 😀', note: 'Gate 2\nরিং দিন' }]);
    });

    it('checks bodies up to the declared limit at the edge and larger ones in the hook', async () => {
      const big = JSON.stringify({ searchKey: `x${NUL}`, filler: 'a'.repeat(CHECKED_BODY_MAX_BYTES) });
      await expectRefused(await app.request('/api/front/get-search-suggestions', { method: 'POST', headers: { ...headersFor('guest', 'application/json'), ...sized(big) }, body: big }), 'searchKey', 'a body over the edge limit');
    });
  });
}
