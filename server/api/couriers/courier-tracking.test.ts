// Courier tracking (issue 13 item 4; docs/decisions/027) end to end over real HTTP, on SQLite and
// PostgreSQL: Pathao's webhook from the Pathao sandbox into our platform route (integration
// check, forged and foreign deliveries, duplicates, late and unknown events), and Steadfast
// polling by the durable sweep job against the Steadfast sandbox (repeat answers, outage,
// refused keys); delivered moves a shipped order once, with its notification, SMS and timeline
// row; nothing moves backwards; purchase details and track-order show the courier's timeline
// and the link to its tracking page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { upsertShopCourier } from '../../../db/courier.repository';
import { runWrite } from '../../../db/run-write';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestCustomerWithAddress, testPhone } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { startPathaoSandbox, type PathaoSandbox } from '../../../sandboxes/pathao/pathao-sandbox';
import { startSteadfastSandbox, type SteadfastSandbox } from '../../../sandboxes/steadfast/steadfast-sandbox';
import { addToCart } from '../../../services/cart/add-to-cart';
import { getCheckoutSummary } from '../../../services/checkout/get-checkout-summary';
import { placeOrder } from '../../../services/checkout/place-order';
import { queueSteadfastSweep, STEADFAST_SWEEP_JOB } from '../../../services/couriers/operations/queue-steadfast-sweep';
import { courierJobs, sweepSteadfast } from '../../../services/couriers/steadfast-sweep';
import { jobHandlers } from '../../../services/job-handler';
import { getPurchaseDetails } from '../../../services/orders/get-purchase-details';
import { trackOrder } from '../../../services/orders/track-order';
import { runDueJobs } from '../../../services/run-job';
import { moveSellerOrder } from '../../../services/seller/move-seller-order';
import { saveStaff } from '../../../services/seller/operations/save-staff';
import { testContext } from '../../../services/test-context';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { PATHAO_INTEGRATION_SECRET } from './pathao-webhook';

const SECRET = 'pathao-webhook-secret-for-tests';
const SF = { apiKey: 'sf-api-key', secretKey: 'sf-secret-key' };
let offset = 0;
const now = () => Date.now() + offset;
const clock = { now };
let server: Server;
let port = 0;
let handler: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | null = null;
let pathao: PathaoSandbox;
let steadfast: SteadfastSandbox;

beforeAll(async () => {
  server = createServer((req, res) => (handler ? handler(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  pathao = await startPathaoSandbox({
    clientId: 'cid',
    clientSecret: 'csecret',
    username: 'merchant@example.com',
    password: 'pw',
    storeId: 130820,
    webhookUrl: `http://127.0.0.1:${port}/api/couriers/pathao/webhook`,
    webhookSecret: SECRET,
    webhookHost: 'alpha.localhost',
  });
  steadfast = await startSteadfastSandbox(SF);
});
afterAll(async () => {
  await pathao.close();
  await steadfast.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

for (const t of testDatabases()) {
  describe(`courier tracking (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let staffId = 0;
    let n = 0;
    const handlers = jobHandlers(courierJobs);
    const deps = { couriers: { get steadfastBaseUrl() { return steadfast.url; } } };

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      await db.updateTable('products').set({ quantity: 1000, cash_type: 'flat', cash: 5 }).execute();
      const app = createApp({ db, env: loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:' }), clock });
      handler = getRequestListener(app.fetch);
      staffId = (await saveStaff(db, alpha, { phone: '01711000888', password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, Date.now())).id;
      const stamp = new Date().toISOString();
      await runWrite(db, async (trx) => {
        await upsertShopCourier(trx, alpha.id, { courier: 'pathao', apiKey: null, secretKey: null, webhookSecret: SECRET, storeId: '130820' }, stamp);
        await upsertShopCourier(trx, alpha.id, { courier: 'steadfast', apiKey: SF.apiKey, secretKey: SF.secretKey, webhookSecret: null, storeId: null }, stamp);
      });
    });
    afterAll(async () => {
      handler = null;
      await closeAndDrop(db, drop);
    });

    const staffCtx = () => testContext(db, alpha, { actor: { kind: 'staff', staffId, role: 'owner' }, now, deps });
    const systemCtx = (shop: Shop = alpha) => testContext(db, shop, { actor: { kind: 'system', reason: 'test' }, now, deps });

    /** A COD order of a new customer, moved by the shop up to shipped with this courier and code. */
    async function shippedOrder(courier: string, tracking: (code: string) => string) {
      n++;
      const stamp = new Date(now()).toISOString();
      const phone = testPhone(30000000, n);
      const { id, addressId } = await insertTestCustomerWithAddress(db, { shopId: alpha.id, phone, name: `Buyer ${n}`, now: stamp });
      const ctx = testContext(db, alpha, { customerId: id, now });
      await addToCart(ctx, { productId: cat.plainProductId, variant: '', quantity: 2, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: addressId, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(ctx, choice);
      const order = await placeOrder(ctx, { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount }, `courier-${n}`);
      for (const status of ['confirmed', 'processing'] as const) await moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status });
      const code = tracking(order.code);
      await moveSellerOrder(staffCtx(), { purchaseId: order.purchase_id, status: 'shipped', courier, trackingCode: code });
      return { order, code, ctx, phone, customerId: id };
    }

    const orderRow = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const shipmentOf = (id: number) => db.selectFrom('shipment_events').select(['status', 'stage', 'source']).where('order_id', '=', id).orderBy('at').orderBy('id').execute();
    const deliveredFollowUps = async (orderId: number, customerId: number, code: string) => ({
      events: (await db.selectFrom('order_events').select(['status', 'actor_kind']).where('order_id', '=', orderId).where('status', '=', 'delivered').execute()),
      notes: (await db.selectFrom('notifications').select('id').where('customer_id', '=', customerId).where('message', 'like', '%elivered%').execute()).length,
      sms: (await db.selectFrom('jobs').select('payload').where('shop_id', '=', alpha.id).where('kind', '=', 'sms.send').execute()).filter((j) => j.payload.includes(`${code} was delivered`)).length,
      cashback: (await db.selectFrom('balance_entries').select(['amount', 'kind']).where('customer_id', '=', customerId).execute()),
    });

    it('Pathao: the integration check passes only with our answer header; a forged, foreign or malformed delivery changes nothing', async () => {
      expect(await pathao.integrate()).toBe(true);
      const { order, code } = await shippedOrder('Pathao', (c) => pathao.addOrder(c).consignment_id);
      const forged = await pathao.sendEvent(code, 'order.delivered', { secret: 'not-the-secret-at-all' });
      expect(forged.status).toBe(401);
      expect(forged.headers['x-pathao-merchant-webhook-integration-secret']).toBeUndefined();
      // Beta has no Pathao account: its host refuses every delivery.
      const res = await fetch(`http://127.0.0.1:${port}/api/couriers/pathao/webhook`, { method: 'POST', body: '{}', headers: { 'x-pathao-signature': SECRET } });
      expect(res.status).toBe(404); // 127.0.0.1 is no shop
      const raw = async (body: string, host = 'alpha.localhost') => {
        const { request } = await import('node:http');
        return new Promise<number>((resolve, reject) => {
          const req = request({ method: 'POST', hostname: '127.0.0.1', port, path: '/api/couriers/pathao/webhook', headers: { host, 'content-type': 'application/json', 'x-pathao-signature': SECRET } }, (r) => {
            r.resume();
            r.on('end', () => resolve(r.statusCode ?? 0));
          });
          req.on('error', reject);
          req.end(body);
        });
      };
      expect(await raw(JSON.stringify({ event: 'order.delivered', consignment_id: code }), `${beta.slug}.localhost`)).toBe(404);
      expect(await raw('{not json')).toBe(400);
      expect(await raw('[1]')).toBe(400);
      expect(await raw(JSON.stringify({ event: 'order.delivered' }))).toBe(400);
      // Another store's event, an unknown consignment, an event that says nothing of the parcel: acknowledged, ignored.
      expect((await pathao.sendEvent(code, 'order.delivered', { storeId: 999 })).status).toBe(202);
      expect((await pathao.sendEvent('DL000000NOPE', 'order.delivered')).status).toBe(202);
      expect((await pathao.sendEvent(code, 'order.updated')).status).toBe(202);
      expect((await orderRow(order.purchase_id)).status).toBe('shipped');
      expect(await shipmentOf(order.purchase_id)).toEqual([]);
    });

    it('Pathao: events build the timeline; delivered (twice) delivers once with its follow-ups; a late event moves nothing back', async () => {
      const { order, code, customerId, ctx, phone } = await shippedOrder('Pathao', (c) => pathao.addOrder(c).consignment_id);
      const t0 = Date.now();
      const at = (s: number) => new Date(t0 + s * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
      expect((await pathao.sendEvent(code, 'order.picked', { timestamp: at(1) })).status).toBe(202);
      const first = await pathao.sendEvent(code, 'order.in-transit', { timestamp: at(2) });
      expect(first.status).toBe(202);
      expect(first.headers['x-pathao-merchant-webhook-integration-secret']).toBe(PATHAO_INTEGRATION_SECRET);
      expect(JSON.parse((await pathao.sendEvent(code, 'order.in-transit', { timestamp: at(2) })).body)).toMatchObject({ handled: 'repeat' });
      expect((await orderRow(order.purchase_id)).status).toBe('shipped');

      const delivered = await Promise.all([pathao.sendEvent(code, 'order.delivered', { timestamp: at(4) }), pathao.sendEvent(code, 'order.delivered', { timestamp: at(4) })]);
      expect(delivered.map((d) => d.status)).toEqual([202, 202]);
      expect(delivered.map((d) => JSON.parse(d.body).handled).sort()).toEqual(['delivered', 'repeat']);
      expect((await orderRow(order.purchase_id)).status).toBe('delivered');
      // Late: an in-transit scan that happened before the delivery arrives after it.
      expect((await pathao.sendEvent(code, 'order.at-the-sorting-hub', { timestamp: at(3) })).status).toBe(202);
      expect((await orderRow(order.purchase_id)).status).toBe('delivered');
      // A returned event is shown; the shop decides the return (the order stays delivered).
      expect((await pathao.sendEvent(code, 'order.returned', { timestamp: at(5) })).status).toBe(202);
      expect((await orderRow(order.purchase_id)).status).toBe('delivered');

      expect((await shipmentOf(order.purchase_id)).map((e) => e.status)).toEqual(['order.picked', 'order.in-transit', 'order.at-the-sorting-hub', 'order.delivered', 'order.returned']);
      const follow = await deliveredFollowUps(order.purchase_id, customerId, order.code);
      expect(follow.events).toEqual([{ status: 'delivered', actor_kind: 'system' }]);
      expect(follow.notes).toBe(1);
      expect(follow.sms).toBe(1);
      expect(follow.cashback.filter((e) => e.amount > 0)).toHaveLength(1);

      const details = await getPurchaseDetails(ctx, order.purchase_id);
      expect(details.tracking_url).toBe(`https://merchant.pathao.com/tracking?consignment_id=${code}&phone=0${phone.slice(4)}`);
      expect(details.shipment.map((e) => e.label)).toEqual(['On the way', 'On the way', 'On the way', 'Delivered by the courier', 'Returned by the courier']);
      const tracked = await trackOrder(testContext(db, alpha, { now }), { orderCode: order.code, phone });
      expect(tracked.tracking_url).toBe(details.tracking_url);
      expect(tracked.shipment).toEqual(details.shipment);
    });

    it('Steadfast: the sweep job polls shipped Steadfast orders, records changes once and delivers; one sweep stays queued', async () => {
      const { order, code, customerId, ctx } = await shippedOrder('Steadfast', (c) => steadfast.addConsignment({ invoice: c }).tracking_code);
      const other = await shippedOrder('RedX', () => 'RX-1');
      const run = () => runDueJobs({ db, handlers, deps: { sms: { send: async () => {} } as never, uploadsDir: '/tmp', attachmentsDir: '/tmp', ...deps }, clock, workerId: 'courier', leaseMs: 60_000, log: () => {} });
      await runWrite(db, (trx) => queueSteadfastSweep(trx, alpha.id, now(), now()));
      expect(await runWrite(db, (trx) => queueSteadfastSweep(trx, alpha.id, now(), now()))).toBe(false);
      expect(await run()).toBe(1);
      expect(await shipmentOf(order.purchase_id)).toEqual([{ status: 'in_review', stage: 'in_transit', source: 'poll' }]);
      const queued = () => db.selectFrom('jobs').select(['run_at']).where('shop_id', '=', alpha.id).where('kind', '=', STEADFAST_SWEEP_JOB).where('state', '=', 'queued').execute();
      expect(await queued()).toHaveLength(1);
      expect(await run()).toBe(0); // the next round is 30 minutes away

      offset += 31 * 60_000;
      expect(await run()).toBe(1);
      expect(await shipmentOf(order.purchase_id)).toHaveLength(1); // same answer, nothing new

      steadfast.setStatus(code, 'hold');
      expect(await sweepSteadfast(systemCtx(), () => {})).toMatchObject({ asked: 1, recorded: 1, delivered: 0, failed: 0 });
      steadfast.setStatus(code, 'delivered_approval_pending');
      await sweepSteadfast(systemCtx(), () => {});
      expect((await orderRow(order.purchase_id)).status).toBe('shipped');

      steadfast.setMaintenance(true);
      const lines: string[] = [];
      expect(await sweepSteadfast(systemCtx(), (l) => lines.push(l))).toMatchObject({ failed: 1, recorded: 0 });
      expect(lines[0]).toContain('503');
      steadfast.setMaintenance(false);

      steadfast.setStatus(code, 'delivered');
      expect(await sweepSteadfast(systemCtx(), () => {})).toMatchObject({ asked: 1, delivered: 1 });
      expect((await orderRow(order.purchase_id)).status).toBe('delivered');
      expect(await sweepSteadfast(systemCtx(), () => {})).toMatchObject({ asked: 0 }); // delivered orders are no longer asked about
      expect((await shipmentOf(order.purchase_id)).map((e) => e.status)).toEqual(['in_review', 'hold', 'delivered_approval_pending', 'delivered']);
      const follow = await deliveredFollowUps(order.purchase_id, customerId, order.code);
      expect(follow.events).toEqual([{ status: 'delivered', actor_kind: 'system' }]);
      expect(follow.notes).toBe(1);
      expect(follow.sms).toBe(1);
      expect((await orderRow(other.order.purchase_id)).status).toBe('shipped');
      const details = await getPurchaseDetails(ctx, order.purchase_id);
      expect(details.tracking_url).toBe(`https://steadfast.com.bd/t/${code}`);
      expect(details.shipment.at(-1)).toMatchObject({ stage: 'delivered', status: 'delivered' });
      const redx = await getPurchaseDetails(other.ctx, other.order.purchase_id);
      expect(redx.tracking_url).toBe('https://redx.com.bd/track-parcel/?trackingId=RX-1');
      expect(redx.shipment).toEqual([]);
    });

    it('Steadfast: refused keys end the round; a shop without an account ends its chain', async () => {
      const { order } = await shippedOrder('Steadfast', (c) => steadfast.addConsignment({ invoice: c }).tracking_code);
      await runWrite(db, (trx) => upsertShopCourier(trx, alpha.id, { courier: 'steadfast', apiKey: 'wrong', secretKey: 'wrong', webhookSecret: null, storeId: null }, new Date().toISOString()));
      const lines: string[] = [];
      expect(await sweepSteadfast(systemCtx(), (l) => lines.push(l))).toMatchObject({ asked: 1, failed: 1 });
      expect(lines.join('\n')).toContain('401');
      expect(await shipmentOf(order.purchase_id)).toEqual([]);
      expect(await sweepSteadfast(systemCtx(beta), () => {})).toBeNull();
    });
  });
}
