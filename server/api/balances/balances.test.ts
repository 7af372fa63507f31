// The balance calls (issue 12 item 4) through the real app on SQLite and PostgreSQL:
// customer-balance (balances, total, entries with the pager; 401 for a guest),
// customer-recharge-balance (422 for a bad amount or method, and while
// no provider serves it), and orders paid by balances over HTTP — two at once against one
// balance: one is placed, the balance never goes below zero and its ledger sums to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeMessages } from '../../../core/balance-rules';
import { accountMessages } from '../../../core/account-messages';
import { creditBalance, findBalances, ledgerMismatches } from '../../../db/balance.repository';
import type { Db } from '../../../db/client';
import { runWrite } from '../../../db/run-write';
import { findShopBySlug } from '../../../db/shop.repository';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { apiTestEnv, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const BALANCE = '/api/front/customer-balance';
const RECHARGE = '/api/front/customer-recharge-balance';
const ADD = '/api/front/customer-add-product-to-cart';
const SUMMARY = '/api/front/get-checkout-summary';
const PLACE = '/api/front/customer-place-order';
const CANCEL = '/api/front/customer-cancel-order';

for (const t of testDatabases()) {
  describe(`balance calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let shopId: number;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat] } = await openApiTestBed(t, ['alpha'], env, sms));
      shopId = cat.shopId;
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(async () => {
      expect(await ledgerMismatches(db, shopId)).toEqual([]);
      await closeAndDrop(db, drop);
    });

    async function customer() {
      const me = ++n;
      const shop = (await findShopBySlug(db, 'alpha'))!;
      const phone = `0182${String(4000000 + me).padStart(7, '0')}`;
      const s = await registerTestCustomer(db, shop, sms, { name: 'Balance Customer', phone, clientAddress: `192.0.3.${me}` });
      const addressId = await insertTestAddress(db, shop.id, s.id, { name: 'Balance Customer', phone: `+88${phone}`, address: 'House 3', now: new Date().toISOString() });
      return { ...s, addressId };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const post = (path: string, who: Who | null, body: unknown, headers: Record<string, string> = {}) =>
      postJson(app, path, { host: 'alpha.localhost:3000', token: who?.token, headers }, body);
    const give = (who: Who, kind: 'recharge' | 'refund' | 'cashback', amount: number) =>
      runWrite(db, (trx) => creditBalance(trx, { shopId, customerId: who.id, kind, type: kind === 'recharge' ? 'recharge' : kind === 'refund' ? 'order_refund' : 'cashback_earned', amount, dedupeKey: null, now: new Date().toISOString() }));

    it('customer-balance: the three balances, total and entries with the pager; a guest is 401', async () => {
      const who = await customer();
      const empty = await post(BALANCE, who, {});
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual({ success: true, recharge: 0, refund: 0, cashback: 0, total: 0, entries: [], page: 1, page_size: 10, entries_total: 0, pager: 'There is no item to show' });
      for (let i = 0; i < 12; i++) await give(who, 'cashback', 5);
      await give(who, 'recharge', 300);
      const first = (await (await post(BALANCE, who, { page: '1' })).json()) as { entries: Array<{ label: string; amount_text: string }>; total: number; pager: string };
      expect(first).toMatchObject({ recharge: 300, cashback: 60, total: 360, pager: 'Showing 1 to 10 of 13' });
      expect(first.entries[0]).toMatchObject({ label: 'Recharge', amount_text: '+৳300' });
      expect(await (await post(BALANCE, who, { page: 2 })).json()).toMatchObject({ page: 2, pager: 'Showing 11 to 13 of 13' });
      const guest = await post(BALANCE, null, {});
      expect(guest.status).toBe(401);
      expect(await guest.json()).toMatchObject({ code: 'unauthenticated', message: accountMessages.notLoggedIn });
    });

    it('customer-recharge-balance: 422 for a bad amount or method, 422 "not available yet" while no provider serves the method', async () => {
      const who = await customer();
      const bad = await post(RECHARGE, who, { amount: 5, method: 'bkash' });
      expect(bad.status).toBe(422);
      // The shop takes cash on delivery only: the method is refused too, each beside its field.
      expect(await bad.json()).toEqual({
        success: false,
        code: 'invalid',
        message: rechargeMessages.amountInvalid,
        errors: [
          { path: 'amount', message: rechargeMessages.amountInvalid },
          { path: 'method', message: rechargeMessages.methodNotOffered },
        ],
      });
      expect((await post(RECHARGE, who, { amount: 500, method: 'cash' })).status).toBe(422);
      await db.updateTable('shops').set({ payment_methods: 'cod,bkash,stripe' }).where('id', '=', shopId).execute();
      try {
        const later = await post(RECHARGE, who, { amount: '500', method: 'card' });
        expect(later.status).toBe(422);
        expect(await later.json()).toMatchObject({ code: 'invalid', message: rechargeMessages.notAvailableYet, errors: [{ path: 'method', message: rechargeMessages.notAvailableYet }] });
      } finally {
        await db.updateTable('shops').set({ payment_methods: 'cod' }).where('id', '=', shopId).execute();
      }
      expect((await post(RECHARGE, null, { amount: 500, method: 'bkash' })).status).toBe(401);
    });

    it('two orders against a balance that covers one, at once over HTTP: one is placed and paid; the balance ends at zero', async () => {
      const who = await customer();
      expect((await post(ADD, who, { product_id: cat.plainProductId, quantity: 1 })).status).toBe(200);
      const choice = { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
      const summary = (await (await post(SUMMARY, who, choice)).json()) as { order_total: number; cart_total: number; finalDeliveryCharge: number; coupon_discount: number };
      // 950 to Dhaka (60).
      expect(summary.order_total).toBe(1010);
      await give(who, 'recharge', summary.order_total);
      const withBalance = (await (await post(SUMMARY, who, choice)).json()) as { balances: unknown; payment_options: Array<{ method: string; available: boolean }> };
      expect(withBalance.balances).toEqual({ recharge: 1010, refund: 0, cashback: 0 });
      expect(withBalance.payment_options).toContainEqual(expect.objectContaining({ method: 'balance', available: true }));
      const body = {
        ...choice,
        selected_payment_option: 'balance',
        recharge_paid: 1010,
        refund_paid: 0,
        cashback_paid: 0,
        customer_cart_total: summary.cart_total,
        finalDeliveryCharge: summary.finalDeliveryCharge,
        coupon_discount: summary.coupon_discount,
      };
      const answers = await Promise.all([1, 2, 3, 4].map((i) => post(PLACE, who, body, { 'idempotency-key': `tab-${i}` })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The others: the balance was spent (409) or the cart already emptied (422).
      for (const s of statuses) expect([200, 409, 422]).toContain(s);
      const won = (await answers[statuses.indexOf(200)]!.json()) as { order: { purchase_id: number; payment_status: string; payable: number } };
      expect(won.order).toMatchObject({ payment_status: 'paid', payable: 0 });
      expect(await findBalances(db, shopId, who.id)).toEqual({ recharge: 0, refund: 0, cashback: 0 });

      // A second cart reviewed with the old balance: the balance is no longer there (409 with the message).
      expect((await post(ADD, who, { product_id: cat.plainProductId, quantity: 1 })).status).toBe(200);
      const again = await post(PLACE, who, body, { 'idempotency-key': 'tab-5' });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'insufficient_balance' });

      // Cancelling gives it back once.
      expect((await post(CANCEL, who, { purchase_id: won.order.purchase_id })).status).toBe(200);
      expect((await post(CANCEL, who, { purchase_id: won.order.purchase_id })).status).toBe(200);
      expect(await (await post(BALANCE, who, {})).json()).toMatchObject({ recharge: 1010, total: 1010 });
    });
  });
}
