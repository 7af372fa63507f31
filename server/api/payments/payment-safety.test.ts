// Issue 21 items 5, 6 and 8 (decision 036), against the bKash and Stripe sandboxes over real
// HTTP on SQLite and PostgreSQL:
// - a return or cancel link acts only for the paying shopper (the attempt's token in the URL, or
//   their session): a forged Stripe cancel (`?payment=<id>&status=cancel`), a wrong token or
//   someone else's link changes nothing and answers 403 with a message; the shopper's own link
//   works in another browser (no cookie), and their session works without the token;
// - the COD advance cannot be skipped: a bKash order switched to cash on delivery still owes
//   the delivery charge online before the shop can confirm it;
// - an online order repeated with one Idempotency-Key, ten times at once, answers the same order
//   and the same payment page every time, and the provider is asked to create it once (counted
//   by the sandboxes); after a worker is killed around the provider call, a repeat still gets a
//   payment page and never bKash's 2029.
// Each database ends with money:check (services/orders/money-check.ts): every shop reconciles.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerMessages } from '../../../core/seller-messages';
import type { Db } from '../../../db/client';
import type { Customer, Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestCustomerWithAddress, testPhone } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { startBkashSandbox, type BkashSandbox } from '../../../sandboxes/bkash/bkash-sandbox';
import { payOnHostedPage } from '../../../sandboxes/bkash/shopper';
import { startStripeSandbox, type StripeSandbox } from '../../../sandboxes/stripe/stripe-sandbox';
import { startCustomerSession } from '../../../services/accounts/operations/start-customer-session';
import { createPaymentProviders, type PaymentProviders } from '../../../services/adapters/payments/payment-providers';
import { addToCart } from '../../../services/cart/add-to-cart';
import { getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import { placeOrder } from '../../../services/checkout/place-order';
import { paymentMessages } from '../../../services/payments/payment-messages';
import { START_LEASE_MS } from '../../../services/payments/operations/start-payment';
import { switchToCashOnDelivery } from '../../../services/payments/switch-to-cash-on-delivery';
import { retryOrderPayment } from '../../../services/payments/retry-order-payment';
import { checkMoney } from '../../../services/orders/money-check';
import { moveSellerOrder } from '../../../services/seller/move-seller-order';
import { saveStaff } from '../../../services/seller/operations/save-staff';
import { testContext } from '../../../services/test-context';
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const BKASH = { appKey: 'k', appSecret: 's', username: 'u', password: 'p' };
const SK = 'sk_test_safety';
const WHSEC = 'whsec_safety';
let offset = 0;
const now = () => Date.now() + offset;
const clock = { now };

let bkash: BkashSandbox;
let stripe: StripeSandbox;
let server: Server;
let handler: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | null = null;
let providers: PaymentProviders;

beforeAll(async () => {
  server = createServer((req, res) => (handler ? handler(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  bkash = await startBkashSandbox({ ...BKASH, port: 0, now });
  stripe = await startStripeSandbox({ secretKey: SK, webhookSecret: WHSEC, webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`, now, expirySweepMs: 0, webhooks: { retryBaseMs: 20, maxAttempts: 4 } });
  providers = createPaymentProviders({
    bkash: { baseUrl: bkash.url, ...BKASH, isSandbox: true, now },
    stripe: { apiBase: stripe.url, secretKey: SK, webhookSecret: WHSEC, now },
  });
});
afterAll(async () => {
  await stripe.close();
  await bkash.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Providers whose create runs as a worker killed mid-way would leave it: before or after reaching the provider. */
function killedDuringStart(when: 'before-call' | 'after-call'): PaymentProviders {
  const kill = () => new Error('worker killed');
  const wrap = <P extends { startPayment: (input: never) => Promise<unknown> }>(real: P): P => ({
    ...real,
    startPayment: async (input: never) => {
      if (when === 'before-call') throw kill();
      await real.startPayment(input);
      throw kill();
    },
  });
  return { ...providers, bkash: wrap(providers.bkash!), stripe: wrap(providers.stripe!) };
}

for (const t of testDatabases()) {
  describe(`payment safety (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let cat: TestCatalog;
    let app: ReturnType<typeof createApp>;
    let staffId = 0;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await db.updateTable('shops').set({ payment_methods: 'cod,bkash,stripe' }).execute();
      alpha = (await findShopBySlug(db, 'alpha'))!;
      await db.updateTable('products').set({ quantity: 1000, stock_received: 1000 }).where('id', '=', cat.plainProductId).execute();
      app = createApp({ db, env: loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:' }), clock, payments: providers });
      handler = getRequestListener(app.fetch);
      staffId = (await saveStaff(db, alpha, { phone: '01711000998', password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, Date.now())).id;
    });
    afterAll(async () => {
      handler = null;
      await stripe.webhooks.idle();
      try {
        expect((await checkMoney(db)).map((d) => `${d.shop}: ${d.subject}: ${d.problem}`), 'money:check').toEqual([]);
      } finally {
        await closeAndDrop(db, drop);
      }
    });

    const staffCtx = () => testContext(db, alpha, { actor: { kind: 'staff', staffId, role: 'owner' }, now, deps: { payments: providers } });

    async function shopper(payments: PaymentProviders = providers) {
      n++;
      const stamp = new Date(now()).toISOString();
      const phone = testPhone(30000000, n);
      const { id, addressId } = await insertTestCustomerWithAddress(db, { shopId: alpha.id, phone, name: `Safe ${n}`, now: stamp });
      const ctx = testContext(db, alpha, { customerId: id, now, deps: { payments }, request: { origin: `http://${alpha.slug}.localhost` } });
      const withProviders = (p: PaymentProviders) => testContext(db, alpha, { customerId: id, now, deps: { payments: p }, request: { origin: `http://${alpha.slug}.localhost` } });
      return { id, ctx, withProviders, addressId };
    }
    type Shopper = Awaited<ReturnType<typeof shopper>>;

    async function checkoutInput(who: Shopper, method: 'bkash' | 'stripe' | 'cod') {
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(who.ctx, choice);
      return { ...choice, selected_payment_option: method, recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount };
    }

    async function place(method: 'bkash' | 'stripe' | 'cod') {
      const who = await shopper();
      const order = await placeOrder(who.ctx, await checkoutInput(who, method), `key-${n}`);
      return { who, order };
    }

    /** A logged-in session of this customer: the cookie their browser would send. */
    async function sessionCookie(customerId: number) {
      const customer = (await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow()) as Customer;
      const { token } = await startCustomerSession(testContext(db, alpha, { now }), customer);
      return `customerUserToken=${token}`;
    }

    const orderRow = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const paymentsOf = (orderId: number) => db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    const get = (path: string, cookie?: string) => app.request(path, { headers: { host: `${alpha.slug}.localhost`, ...(cookie ? { cookie } : {}) } });
    const pathOf = (url: string) => {
      const u = new URL(url);
      return `${u.pathname}${u.search}`;
    };

    describe('return and cancel links act only for the paying shopper', () => {
      it('a forged Stripe cancel link (sequential id, wrong token, someone else\'s session) changes nothing and answers 403 with a message', async () => {
        const { order } = await place('stripe');
        const [attempt] = await paymentsOf(order.purchase_id);
        expect(attempt!.state).toBe('pending');
        const stranger = await shopper();
        const strangerCookie = await sessionCookie(stranger.id);
        for (const [path, cookie] of [
          [`/api/payments/stripe/return?payment=${attempt!.id}&status=cancel`, undefined],
          [`/api/payments/stripe/return?payment=${attempt!.id}&status=cancel`, strangerCookie],
          [`/api/payments/stripe/return?attempt=${'x'.repeat(43)}&status=cancel`, undefined],
          [`/api/payments/stripe/return?session_id=${attempt!.reference}`, strangerCookie],
          [`/api/payments/stripe/return?session_id=${attempt!.reference}&attempt=${'y'.repeat(43)}`, undefined],
        ] as const) {
          const res = await get(path, cookie);
          expect(res.status, path).toBe(403);
          expect(await res.text()).toContain(paymentMessages.notYourPayment);
        }
        expect(stripe.session(attempt!.reference!)!.status).toBe('open');
        expect((await paymentsOf(order.purchase_id))[0]!.state).toBe('pending');
        expect((await orderRow(order.purchase_id)).payment_status).toBe('pending');
        // Our ids never appear in the provider's URLs any more; the attempt's token does.
        const session = stripe.session(attempt!.reference!)!;
        for (const url of [session.cancel_url!, session.success_url]) {
          expect(url).not.toContain(`payment=${attempt!.id}`);
          expect(url).toContain(`attempt=${attempt!.access_token}`);
        }
        expect(attempt!.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      });

      it("the shopper's own cancel link works from another browser (no session cookie): the session is expired, the order waits for a retry", async () => {
        const { order } = await place('stripe');
        const [attempt] = await paymentsOf(order.purchase_id);
        const res = await get(pathOf(stripe.session(attempt!.reference!)!.cancel_url!));
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(`/customer/checkout/confirmed-order/${order.purchase_id}`);
        expect(stripe.session(attempt!.reference!)!.status).toBe('expired');
        expect((await paymentsOf(order.purchase_id))[0]!.state).toBe('cancelled');
        expect((await orderRow(order.purchase_id)).payment_status).toBe('failed');
      });

      it('the success return and the bKash callback serve the shopper by token (another browser) or by their session (token lost)', async () => {
        // Stripe: the success URL carries the token; the browser that comes back has no cookie.
        const card = await place('stripe');
        const page = await fetch(card.order.payment_url!);
        const action = /action="([^"]+)"/.exec(await page.text())![1]!;
        const paid = await fetch(new URL(action, card.order.payment_url!), {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ number: '4242 4242 4242 4242', exp: '08 / 33', cvc: '321', name: 'Rahim Uddin' }).toString(),
        });
        const back = paid.headers.get('location')!;
        expect(back).toContain('attempt=');
        expect((await get(pathOf(back))).status).toBe(303);
        expect((await orderRow(card.order.purchase_id)).payment_status).toBe('paid');

        // bKash: a provider that dropped our query string still leaves the shopper's session.
        const wallet = await place('bkash');
        const callback = new URL((await payOnHostedPage(wallet.order.payment_url!)).where!);
        expect(callback.searchParams.get('attempt')).toBe((await paymentsOf(wallet.order.purchase_id))[0]!.access_token);
        callback.searchParams.delete('attempt');
        expect((await get(`${callback.pathname}${callback.search}`)).status).toBe(403);
        expect((await orderRow(wallet.order.purchase_id)).payment_status).toBe('pending');
        const res = await get(`${callback.pathname}${callback.search}`, await sessionCookie(wallet.who.id));
        expect(res.status).toBe(303);
        expect((await orderRow(wallet.order.purchase_id)).payment_status).toBe('paid');
      });
    });

    describe('the COD advance cannot be skipped', () => {
      beforeAll(async () => {
        await db.updateTable('shops').set({ cod_advance: 'delivery_charge' }).where('id', '=', alpha.id).execute();
        alpha = (await findShopBySlug(db, 'alpha'))!;
      });
      afterAll(async () => {
        await db.updateTable('shops').set({ cod_advance: 'none' }).where('id', '=', alpha.id).execute();
        alpha = (await findShopBySlug(db, 'alpha'))!;
      });

      it('bKash chosen, never paid, switched to cash on delivery: the advance is still owed online and the owner cannot confirm before it is paid', async () => {
        const { who, order } = await place('bkash');
        const row = await orderRow(order.purchase_id);
        expect(row.delivery_charge).toBeGreaterThan(0);
        const switched = await switchToCashOnDelivery(who.ctx, order.purchase_id);
        expect(switched).toMatchObject({ payment_method: 'cod', payment_status: 'unpaid' });
        // The owner cannot confirm it: nothing is paid.
        await expect(moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status: 'confirmed' })).rejects.toMatchObject({ code: 'conflict', message: sellerMessages.advanceUnpaid });
        expect((await orderRow(order.purchase_id)).status).toBe('pending');
        expect(switched.payment_url).toContain('/checkout?paymentId=');
        expect(await orderRow(order.purchase_id)).toMatchObject({ payment_method: 'cod', advance_due: row.delivery_charge });
        expect((await paymentsOf(order.purchase_id)).map((p) => [p.purpose, p.provider, p.amount, p.state])).toEqual([
          ['order', 'bkash', row.payable, 'cancelled'],
          ['advance', 'bkash', row.delivery_charge, 'pending'],
          ['order', 'cod', row.payable - row.delivery_charge, 'created'],
        ]);
        // Switching again changes nothing and answers the same advance page.
        expect((await switchToCashOnDelivery(who.ctx, order.purchase_id)).payment_url).toBe(switched.payment_url);
        expect(await paymentsOf(order.purchase_id)).toHaveLength(3);

        await expect(moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status: 'confirmed' })).rejects.toMatchObject({ code: 'conflict', message: sellerMessages.advanceUnpaid });
        expect((await orderRow(order.purchase_id)).status).toBe('pending');

        // The advance paid (its own callback, with its token): now the owner may confirm.
        const back = new URL((await payOnHostedPage(switched.payment_url!)).where!);
        expect((await get(`${back.pathname}${back.search}`)).status).toBe(303);
        expect((await paymentsOf(order.purchase_id)).find((p) => p.purpose === 'advance')).toMatchObject({ state: 'paid', amount: row.delivery_charge });
        await moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status: 'confirmed' });
        expect((await orderRow(order.purchase_id)).status).toBe('confirmed');
      });

      it('an online order whose payment is not confirmed cannot be confirmed by the owner either', async () => {
        const { order } = await place('stripe');
        await expect(moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status: 'confirmed' })).rejects.toMatchObject({ code: 'conflict', message: sellerMessages.paymentUnpaid });
        expect((await orderRow(order.purchase_id)).status).toBe('pending');
      });

      it('a cancelled advance is paid again by retry (the advance, not the order) and only then may the order be confirmed', async () => {
        const { who, order } = await place('cod');
        const row = await orderRow(order.purchase_id);
        expect(row.advance_due).toBe(row.delivery_charge);
        const cancelled = new URL((await payOnHostedPage(order.payment_url!, { cancelAt: 'otp' })).where!);
        expect((await get(`${cancelled.pathname}${cancelled.search}`)).status).toBe(303);
        await expect(moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status: 'confirmed' })).rejects.toMatchObject({ message: sellerMessages.advanceUnpaid });
        const retry = await retryOrderPayment(who.ctx, order.purchase_id, 'stripe');
        expect(retry.payment_url).toContain('/pay/cs_');
        const advances = (await paymentsOf(order.purchase_id)).filter((p) => p.purpose === 'advance');
        expect(advances.map((p) => [p.provider, p.amount, p.state])).toEqual([
          ['bkash', row.delivery_charge, 'cancelled'],
          ['stripe', row.delivery_charge, 'pending'],
        ]);
        expect((await orderRow(order.purchase_id)).payment_method).toBe('cod');
      });
    });

    describe('one Idempotency-Key, one order, one payment page', () => {
      for (const method of ['bkash', 'stripe'] as const) {
        it(`${method}: 10 repeats of one key at once answer the same order and the same payment page; the provider creates it once`, async () => {
          const who = await shopper();
          const input = await checkoutInput(who, method);
          const creates = method === 'bkash' ? bkash.callCount('create') : stripe.requestCount('POST', '/v1/checkout/sessions');
          const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(who.ctx, input, `same-${n}`)));
          const first = answers[0]!;
          expect(first.payment_url).toBeTruthy();
          for (const a of answers) expect([a.purchase_id, a.payment_url]).toEqual([first.purchase_id, first.payment_url]);
          expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(1);
          const invoice = `${first.code}-1`;
          if (method === 'bkash') {
            expect(bkash.callCount('create') - creates).toBe(1);
            expect(bkash.paymentsForInvoice(invoice)).toHaveLength(1);
          } else {
            expect(stripe.requestCount('POST', '/v1/checkout/sessions') - creates).toBe(1);
            expect(stripe.sessionsFor(invoice)).toHaveLength(1);
          }
          expect((await paymentsOf(first.purchase_id)).map((p) => [p.invoice, p.state, p.redirect_url])).toEqual([[invoice, 'pending', first.payment_url]]);
          // Later repeats (a reload) too.
          expect((await placeOrder(who.ctx, input, `same-${n}`)).payment_url).toBe(first.payment_url);
        });
      }

      for (const method of ['bkash', 'stripe'] as const) {
        for (const when of ['before-call', 'after-call'] as const) {
          it(`${method}: a worker killed ${when === 'before-call' ? 'before it reached' : 'after it reached'} the provider — repeats of the key still get one payment page, never an error`, async () => {
            const who = await shopper();
            const input = await checkoutInput(who, method);
            const key = `crash-${n}`;
            await expect(placeOrder(who.withProviders(killedDuringStart(when)), input, key)).rejects.toThrow('worker killed');
            const [stuck] = await db.selectFrom('payments').selectAll().where('customer_id', '=', who.id).execute();
            expect(stuck).toMatchObject({ state: 'created', redirect_url: null });
            expect(stuck!.start_claimed_at).not.toBeNull();
            // The dead worker's claim runs out; then ten repeats at once.
            offset += START_LEASE_MS + 1000;
            try {
              const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(who.ctx, input, key)));
              const url = answers[0]!.payment_url;
              expect(url).toBeTruthy();
              for (const a of answers) expect([a.purchase_id, a.payment_url]).toEqual([answers[0]!.purchase_id, url]);
              const attempts = await paymentsOf(answers[0]!.purchase_id);
              const code = answers[0]!.code;
              if (method === 'bkash' && when === 'after-call') {
                // bKash keeps the lost invoice (a repeat would be 2029): that attempt is closed, the next one is the page.
                expect(attempts.map((p) => [p.invoice, p.state])).toEqual([[`${code}-1`, 'cancelled'], [`${code}-2`, 'pending']]);
                expect(bkash.paymentsForInvoice(`${code}-1`)).toHaveLength(1);
                expect(bkash.paymentsForInvoice(`${code}-2`)).toHaveLength(1);
              } else {
                // Nothing reached the provider, or Stripe replays the first session for the same key.
                expect(attempts.map((p) => [p.invoice, p.state])).toEqual([[`${code}-1`, 'pending']]);
                if (method === 'stripe') expect(stripe.sessionsFor(`${code}-1`)).toHaveLength(1);
                else expect(bkash.paymentsForInvoice(`${code}-1`)).toHaveLength(1);
              }
              expect((await orderRow(answers[0]!.purchase_id)).payment_status).toBe('pending');
            } finally {
              offset -= START_LEASE_MS + 1000;
            }
          });
        }
      }
    });
  });
}
