// Issue 26's remaining console points through the real app on SQLite and PostgreSQL
// (docs/decisions/057): the order CSV's Dhaka time, item lines and cash to collect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { apiTestEnv, loginTestStaff, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const PASSWORD = 'seller-pass-1';

for (const t of testDatabases()) {
  describe(`console points (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat], shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    const req = (path: string, host: string, token: string | null, body: unknown, headers: Record<string, string> = {}) => postJson(app, path, { host, token, headers }, body);
    const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

    async function staffOf(shop: Shop, role: 'owner' | 'staff' = 'owner') {
      const me = ++n;
      return loginTestStaff(app, db, shop, { phone: `0171${String(6000000 + me).padStart(7, '0')}`, password: PASSWORD, name: `Staff ${me}`, role, ip: `198.51.100.${me}` });
    }

    async function customer(name = 'Order Customer') {
      const me = ++n;
      const phone = `0181${String(5000000 + me).padStart(7, '0')}`;
      const s = await registerTestCustomer(db, alpha, sms, { name: 'Order Customer', phone, clientAddress: `192.0.4.${me % 250}` });
      const addressId = await insertTestAddress(db, alpha.id, s.id, { name, phone: `+88${phone}`, area: 'Mirpur', now: new Date().toISOString() });
      return { ...s, phone, addressId, host: 'alpha.localhost:3000' };
    }
    type Customer = Awaited<ReturnType<typeof customer>>;

    async function placeOrder(who: Customer, quantity = 1): Promise<{ purchase_id: number; code: string }> {
      expect((await req('/api/front/customer-add-product-to-cart', who.host, who.token, { product_id: cat.plainProductId, quantity })).status).toBe(200);
      const summary = await json<{ cart_total: number; finalDeliveryCharge: number; coupon_discount: number }>(
        await req('/api/front/get-checkout-summary', who.host, who.token, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' }),
      );
      const res = await req(
        '/api/front/customer-place-order',
        who.host,
        who.token,
        {
          shippingType: 0,
          shippingAddress: who.addressId,
          pickupPoint: null,
          coupon_code: '',
          recharge_paid: 0,
          refund_paid: 0,
          cashback_paid: 0,
          selected_payment_option: 'cod',
          customer_cart_total: summary.cart_total,
          finalDeliveryCharge: summary.finalDeliveryCharge,
          coupon_discount: summary.coupon_discount,
        },
        { 'idempotency-key': `k${++n}` },
      );
      expect(res.status).toBe(200);
      return (await json<{ order: { purchase_id: number; code: string } }>(res)).order;
    }

    const csvOf = async (owner: { host: string; token: string }, q: string) => {
      const res = await app.request(`/api/seller/orders-export.csv?lang=en&q=${q}`, { headers: { host: owner.host, authorization: `Bearer ${owner.token}` } });
      expect(res.status).toBe(200);
      return (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    };

    it('writes the order CSV in Dhaka time with the item lines and the cash to collect appended', async () => {
      const owner = await staffOf(alpha);
      const who = await customer();
      const order = await placeOrder(who, 2);
      const row = await db.selectFrom('orders').select(['placed_at', 'order_total']).where('id', '=', order.purchase_id).executeTakeFirstOrThrow();
      const product = await db.selectFrom('products').select('name').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      const lines = await csvOf(owner, order.code);
      expect(lines[0]).toBe('Order code,Placed at,Status,Payment,Payment method,Customer,Phone,District,Area,Address,Items,Total,Courier,Tracking code,Item lines,COD to collect');
      const cells = lines[1]!.split(',');
      const dhaka = new Date(Date.parse(row.placed_at) + 6 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
      expect(cells[1]).toBe(dhaka);
      expect(cells.at(-2)).toBe(`${product.name} × 2`);
      expect(cells.at(-1)).toBe(String(row.order_total));
      // Cancelled: nothing is left to collect.
      expect((await req('/api/seller/order-status', owner.host, owner.token, { purchase_id: order.purchase_id, status: 'cancelled' })).status).toBe(200);
      expect((await csvOf(owner, order.code))[1]!.split(',').at(-1)).toBe('0');
      // Another shop's staff does not see the order at all.
      const betaOwner = await staffOf(beta);
      expect(await csvOf(betaOwner, order.code)).toHaveLength(1);
    });
  });
}
