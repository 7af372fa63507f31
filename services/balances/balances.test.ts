// Balances through the use cases on SQLite and PostgreSQL (issue 12 item 4): My Balance and its
// pager; paying an order with balances (in full → method `balance`, paid; in part → the rest by
// cash on delivery); two orders spending one balance at once (one succeeds, the other rolls
// back everything); cancelling gives each share back once; cashback on delivery and its
// reversal on return; a recharge credited once however often it is confirmed; starting a
// recharge. After all of it, every ledger sums to its balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeMessages } from '../../core/balance-rules';
import { balanceMessages } from '../../core/checkout-messages';
import { orderMessages } from '../../core/order-messages';
import { creditBalance, findBalances, ledgerMismatches } from '../../db/balance.repository';
import type { Db } from '../../db/client';
import { runWrite } from '../../db/run-write';
import type { Order, Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { PaymentProviderError, type PaymentProvider } from '../adapters/payments/payment-provider';
import { offlinePaymentProviders } from '../adapters/payments/payment-providers';
import { addToCart } from '../cart/add-to-cart';
import { getCart } from '../cart/get-cart';
import type { PlaceOrderInput } from '../checkout/checkout-types';
import { getCheckoutSummary } from '../checkout/get-checkout-summary';
import { placeOrder } from '../checkout/place-order';
import { DomainError } from '../domain-error';
import { cancelOrder } from '../orders/cancel-order';
import { testPhone } from '../../db/test-customer';
import { testContext } from '../test-context';
import { testShopper } from '../test-shopper';
import { creditRecharge } from './operations/credit-recharge';
import { getBalance } from './get-balance';
import { creditCashbackOnDelivery, creditRefundToBalance, reverseCashbackOnReturn } from './operations/order-balances';
import { startRecharge } from '../payments/start-recharge';

const NOW = Date.parse('2025-06-01T06:00:00.000Z');
const STAMP = new Date(NOW).toISOString();

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

/** A stand-in for bKash or Stripe (outside haat): answers startPayment as told. */
function fakeProvider(name: 'bkash' | 'stripe', fail = false): PaymentProvider & { started: unknown[] } {
  const started: unknown[] = [];
  return {
    name,
    isSandbox: true,
    started,
    async startPayment(input) {
      started.push(input);
      if (fail) throw new PaymentProviderError('unavailable', 'time-out');
      return { redirectUrl: `https://pay.example/${input.invoice}`, reference: `ref-${input.paymentId}`, state: 'pending', raw: { ok: true } };
    },
    confirmPayment: () => Promise.reject(new Error('not used')),
    refund: () => Promise.reject(new Error('not used')),
    refundStatus: () => Promise.reject(new Error('not used')),
  };
}

for (const t of testDatabases()) {
  describe(`balances (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let cat: TestCatalog;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      await db.updateTable('products').set({ quantity: 1000, max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(async () => {
      expect(await ledgerMismatches(db, alpha.id)).toEqual([]);
      await closeAndDrop(db, drop);
    });

    async function customer(shop: Shop = alpha) {
      n++;
      return testShopper(db, shop, { phone: testPhone(20000000, n), name: `Shopper ${n}`, now: STAMP }, { now: NOW });
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const give = (who: Who, kind: 'recharge' | 'refund' | 'cashback', amount: number) =>
      runWrite(db, (trx) => creditBalance(trx, { shopId: alpha.id, customerId: who.id, kind, type: kind === 'cashback' ? 'cashback_earned' : kind === 'refund' ? 'order_refund' : 'recharge', amount, dedupeKey: null, now: STAMP }));

    /** One plain tee (950) to Dhaka (60): order_total 1010; the input with the figures seen. */
    async function reviewed(who: Who, balances: Partial<Pick<PlaceOrderInput, 'recharge_paid' | 'refund_paid' | 'cashback_paid' | 'selected_payment_option'>> = {}): Promise<PlaceOrderInput> {
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const choice = { shippingType: 0 as const, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' };
      const s = await getCheckoutSummary(who.ctx, choice);
      return { ...choice, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount, ...balances };
    }
    const orderRow = async (id: number): Promise<Order> => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const stock = async () => (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;

    it('My Balance: the three balances, their total and the entries newest first, 10 a page; only the customer’s own', async () => {
      const who = await customer();
      expect(await getBalance(who.ctx, 1)).toMatchObject({ recharge: 0, refund: 0, cashback: 0, total: 0, entries: [], entries_total: 0, page: 1, pager: 'There is no item to show' });
      for (let i = 1; i <= 11; i++) await give(who, i % 2 ? 'recharge' : 'cashback', i * 10);
      const first = await getBalance(who.ctx, 1);
      expect(first).toMatchObject({ recharge: 360, refund: 0, cashback: 300, total: 660, entries_total: 11, page: 1, page_size: 10, pager: 'Showing 1 to 10 of 11' });
      expect(first.entries[0]).toMatchObject({ kind: 'recharge', type: 'recharge', label: 'Recharge', amount: 110, amount_text: '+৳110', order_code: null });
      expect((await getBalance(who.ctx, 2)).entries).toHaveLength(1);
      expect((await getBalance(who.ctx, 99)).page).toBe(2);
      const other = await customer();
      expect(await getBalance(other.ctx, 1)).toMatchObject({ total: 0, entries_total: 0 });
      await expect(getBalance(testContext(db, alpha), 1)).rejects.toMatchObject({ code: 'unauthenticated' });
    });

    it('balances covering the whole order pay it: method balance, paid, each balance debited with its entry; cancel gives each back once', async () => {
      const who = await customer();
      await give(who, 'recharge', 500);
      await give(who, 'refund', 300);
      await give(who, 'cashback', 400);
      const summary = await getCheckoutSummary(who.ctx, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' });
      expect(summary.balances).toEqual({ recharge: 500, refund: 300, cashback: 400 });
      const before = await stock();
      const input = await reviewed(who, { recharge_paid: 500, refund_paid: 300, cashback_paid: 210, selected_payment_option: 'balance' });
      expect((await getCheckoutSummary(who.ctx, input)).payment_options.find((o) => o.method === 'balance')).toMatchObject({ available: true });
      const placed = await placeOrder(who.ctx, input, 'bal-1');
      expect(placed).toMatchObject({ order_total: 1010, payable: 0, payment_status: 'paid', status: 'pending' });
      expect(await orderRow(placed.purchase_id)).toMatchObject({ payment_method: 'balance', recharge_paid: 500, refund_paid: 300, cashback_paid: 210, payable: 0 });
      expect(await findBalances(db, alpha.id, who.id)).toEqual({ recharge: 0, refund: 0, cashback: 190 });
      const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', placed.purchase_id).execute();
      expect(payments.map((p) => [p.provider, p.amount, p.state])).toEqual([['balance', 1010, 'paid']]);
      const mine = await getBalance(who.ctx, 1);
      expect(mine.entries.slice(0, 3).map((e) => [e.kind, e.type, e.amount, e.order_code])).toEqual([
        ['cashback', 'order_payment', -210, placed.code],
        ['refund', 'order_payment', -300, placed.code],
        ['recharge', 'order_payment', -500, placed.code],
      ]);

      // Two cancels at once: each share goes back to its own balance, once.
      await Promise.allSettled([cancelOrder(who.ctx, placed.purchase_id), cancelOrder(who.ctx, placed.purchase_id)]);
      await cancelOrder(who.ctx, placed.purchase_id);
      expect(await findBalances(db, alpha.id, who.id)).toEqual({ recharge: 500, refund: 300, cashback: 400 });
      expect(await stock()).toBe(before);
      expect(await orderRow(placed.purchase_id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
      expect((await db.selectFrom('payments').select('state').where('order_id', '=', placed.purchase_id).executeTakeFirstOrThrow()).state).toBe('refunded');
      const back = (await getBalance(who.ctx, 1)).entries.filter((e) => e.type === 'order_refund' && e.order_id === placed.purchase_id);
      expect(back.map((e) => [e.kind, e.amount]).sort()).toEqual([['cashback', 210], ['recharge', 500], ['refund', 300]]);
    });

    it('"My balance" chosen with no amounts typed takes the total itself: cashback, then refund, then recharge (issue 23 item 4)', async () => {
      const who = await customer();
      await give(who, 'recharge', 900);
      await give(who, 'refund', 50);
      await give(who, 'cashback', 60);
      const placed = await placeOrder(who.ctx, await reviewed(who, { selected_payment_option: 'balance' }), 'bal-auto');
      expect(placed).toMatchObject({ order_total: 1010, payable: 0, payment_status: 'paid' });
      expect(await orderRow(placed.purchase_id)).toMatchObject({ payment_method: 'balance', recharge_paid: 900, refund_paid: 50, cashback_paid: 60 });
      expect(await findBalances(db, alpha.id, who.id)).toEqual({ recharge: 0, refund: 0, cashback: 0 });
      // With amounts typed, those are kept and only the rest is taken.
      const again = await customer();
      await give(again, 'recharge', 2000);
      await give(again, 'cashback', 100);
      const second = await placeOrder(again.ctx, await reviewed(again, { selected_payment_option: 'balance', recharge_paid: 1000 }), null);
      expect(await orderRow(second.purchase_id)).toMatchObject({ payment_method: 'balance', recharge_paid: 1000, refund_paid: 0, cashback_paid: 10 });
      // Balances that do not cover the total still refuse "My balance", and nothing is taken.
      const short = await customer();
      await give(short, 'recharge', 1000);
      expect(await refusal(placeOrder(short.ctx, await reviewed(short, { selected_payment_option: 'balance' }), null))).toMatchObject({ code: 'insufficient_balance', message: orderMessages.balanceNeedsCover });
      expect(await findBalances(db, alpha.id, short.id)).toEqual({ recharge: 1000, refund: 0, cashback: 0 });
    });

    it('balances paying part of an order: the rest by cash on delivery, unpaid; the balance payment row beside it', async () => {
      const who = await customer();
      await give(who, 'refund', 200);
      const placed = await placeOrder(who.ctx, await reviewed(who, { refund_paid: 200 }), null);
      expect(placed).toMatchObject({ order_total: 1010, payable: 810, payment_status: 'unpaid' });
      expect((await orderRow(placed.purchase_id)).payment_method).toBe('cod');
      const payments = await db.selectFrom('payments').select(['provider', 'amount', 'state']).where('order_id', '=', placed.purchase_id).orderBy('id').execute();
      expect(payments).toEqual([
        { provider: 'balance', amount: 200, state: 'paid' },
        { provider: 'cod', amount: 810, state: 'created' },
      ]);
      expect((await findBalances(db, alpha.id, who.id)).refund).toBe(0);
      await cancelOrder(who.ctx, placed.purchase_id);
      expect((await findBalances(db, alpha.id, who.id)).refund).toBe(200);
      // What was received (the balance's 200) was given back in full: the settlement says refunded.
      expect((await orderRow(placed.purchase_id)).payment_status).toBe('refunded');
    });

    it('refuses what balances cannot pay, and changes nothing', async () => {
      const who = await customer();
      await give(who, 'recharge', 100);
      const input = await reviewed(who);
      expect(await refusal(placeOrder(who.ctx, { ...input, recharge_paid: 101 }, null))).toMatchObject({ code: 'insufficient_balance', message: balanceMessages.moreThanAvailable('recharge', 100) });
      expect(await refusal(placeOrder(who.ctx, { ...input, recharge_paid: 100, selected_payment_option: 'balance' }, null))).toMatchObject({
        code: 'insufficient_balance',
        message: orderMessages.balanceNeedsCover,
      });
      await give(who, 'refund', 5000);
      expect(await refusal(placeOrder(who.ctx, { ...input, refund_paid: 1011 }, null))).toMatchObject({ code: 'insufficient_balance', message: balanceMessages.moreThanTotal(1010) });
      expect(await findBalances(db, alpha.id, who.id)).toEqual({ recharge: 100, refund: 5000, cashback: 0 });
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(0);
    });

    it('two orders of the whole balance at once: one is placed, the other refused with everything rolled back', async () => {
      const who = await customer();
      await give(who, 'recharge', 1010);
      const input = await reviewed(who, { recharge_paid: 1010, selected_payment_option: 'balance' });
      const before = await stock();
      // Two tabs, two keys: both reviewed the same balance.
      const results = await Promise.allSettled([placeOrder(who.ctx, input, 'tab-1'), placeOrder(who.ctx, input, 'tab-2')]);
      const ok = results.filter((r) => r.status === 'fulfilled');
      expect(ok).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      // One customer's placements take turns (decision 036): the second finds the cart already ordered.
      expect((lost.reason as DomainError).code).toBe('conflict');
      expect(await findBalances(db, alpha.id, who.id)).toMatchObject({ recharge: 0 });
      expect(await stock()).toBe(before - 1);
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(1);

      // Two shoppers' carts, one balance between two orders of one customer: the cart is refilled for the second.
      const twin = await customer();
      await give(twin, 'cashback', 1010);
      const a = await reviewed(twin, { cashback_paid: 1010, selected_payment_option: 'balance' });
      const placedA = await placeOrder(twin.ctx, a, 'a');
      await addToCart(twin.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const err = await refusal(placeOrder(twin.ctx, { ...a }, 'b'));
      expect(err).toMatchObject({ code: 'insufficient_balance', message: balanceMessages.moreThanAvailable('cashback', 0) });
      expect((await getCart(twin.ctx)).lines).toHaveLength(1);
      expect(placedA.payment_status).toBe('paid');
    });

    it('a race between debits in the placing transaction: the conditional update refuses the loser and rolls its order back', async () => {
      const shoppers = await Promise.all(Array.from({ length: 6 }, () => customer()));
      // Each shopper reviews with a balance that covers one order; then most of it is spent elsewhere at once.
      for (const who of shoppers) await give(who, 'refund', 1010);
      const inputs = await Promise.all(shoppers.map((who) => reviewed(who, { refund_paid: 1010, selected_payment_option: 'balance' })));
      const before = await stock();
      const results = await Promise.allSettled(
        shoppers.flatMap((who, i) => [
          placeOrder(who.ctx, inputs[i]!, `race-${i}`),
          runWrite(db, async (trx) => {
            const { debitBalance } = await import('../../db/balance.repository');
            return debitBalance(trx, { shopId: alpha.id, customerId: who.id, kind: 'refund', type: 'order_payment', amount: 600, dedupeKey: null, now: STAMP });
          }),
        ]),
      );
      let placed = 0;
      for (let i = 0; i < shoppers.length; i++) {
        const order = results[i * 2]!;
        const other = results[i * 2 + 1]! as PromiseFulfilledResult<string>;
        if (order.status === 'fulfilled') {
          placed++;
          expect(other.value).toBe('insufficient');
        } else {
          expect((order.reason as DomainError).code).toBe('insufficient_balance');
          expect(other.value).toBe('debited');
          expect((await getCart(shoppers[i]!.ctx)).lines).toHaveLength(1);
        }
        expect((await findBalances(db, alpha.id, shoppers[i]!.id)).refund).toBeGreaterThanOrEqual(0);
      }
      expect(await stock()).toBe(before - placed);
      expect(await ledgerMismatches(db, alpha.id)).toEqual([]);
    });

    it('cashback: credited once on delivery; reversed once on return, never below zero', async () => {
      const who = await customer();
      const placed = await placeOrder(who.ctx, await reviewed(who), null);
      const order = await orderRow(placed.purchase_id);
      // The plain tee's line cashback is 20 × 1.
      const delivered = await Promise.all([runWrite(db, (trx) => creditCashbackOnDelivery(trx, order, STAMP)), runWrite(db, (trx) => creditCashbackOnDelivery(trx, order, STAMP))]);
      expect(delivered.sort((x, y) => x - y)).toEqual([0, 20]);
      expect((await findBalances(db, alpha.id, who.id)).cashback).toBe(20);
      expect(await runWrite(db, (trx) => reverseCashbackOnReturn(trx, order, STAMP))).toBe(20);
      expect(await runWrite(db, (trx) => reverseCashbackOnReturn(trx, order, STAMP))).toBe(0);
      expect((await findBalances(db, alpha.id, who.id)).cashback).toBe(0);

      // Spent in part before the return: only what is left is taken, and the entry says so.
      const second = await orderRow((await placeOrder(who.ctx, await reviewed(who), null)).purchase_id);
      await runWrite(db, (trx) => creditCashbackOnDelivery(trx, second, STAMP));
      const { debitBalance } = await import('../../db/balance.repository');
      await runWrite(db, (trx) => debitBalance(trx, { shopId: alpha.id, customerId: who.id, kind: 'cashback', type: 'order_payment', amount: 15, dedupeKey: null, now: STAMP }));
      expect(await runWrite(db, (trx) => reverseCashbackOnReturn(trx, second, STAMP))).toBe(5);
      expect((await findBalances(db, alpha.id, who.id)).cashback).toBe(0);
      const entry = (await getBalance(who.ctx, 1)).entries[0]!;
      expect(entry).toMatchObject({ type: 'reversal', amount: -5, label: 'Cashback reversed', note: `Order ${second.code} returned; ৳15 of its cashback was already spent` });
      // An order that earned nothing reverses nothing.
      const third = await orderRow((await placeOrder(who.ctx, await reviewed(who), null)).purchase_id);
      expect(await runWrite(db, (trx) => reverseCashbackOnReturn(trx, third, STAMP))).toBe(0);
      // A refund taken as refund balance, once per key.
      expect(await runWrite(db, (trx) => creditRefundToBalance(trx, { order: third, amount: 300, paymentId: null, dedupeKey: `refund:1`, now: STAMP }))).toBe(true);
      expect(await runWrite(db, (trx) => creditRefundToBalance(trx, { order: third, amount: 300, paymentId: null, dedupeKey: `refund:1`, now: STAMP }))).toBe(false);
      expect((await findBalances(db, alpha.id, who.id)).refund).toBe(300);
    });

    it('a recharge confirmed twice (even at once) is credited once; only a recharge payment of its amount', async () => {
      const who = await customer();
      const payment = (amount: number, purpose: 'recharge' | 'order' = 'recharge') =>
        db
          .insertInto('payments')
          .values({ shop_id: alpha.id, order_id: null, customer_id: who.id, provider: 'bkash', purpose, reference: 'ref', amount, state: 'pending', raw: null, created_at: STAMP, updated_at: STAMP })
          .returning('id')
          .executeTakeFirstOrThrow();
      const { id } = await payment(700);
      const both = await Promise.all([runWrite(db, (trx) => creditRecharge(trx, id, 700, STAMP)), runWrite(db, (trx) => creditRecharge(trx, id, 700, STAMP))]);
      expect(both.sort()).toEqual([false, true]);
      expect(await runWrite(db, (trx) => creditRecharge(trx, id, 700, STAMP))).toBe(false);
      expect((await findBalances(db, alpha.id, who.id)).recharge).toBe(700);
      expect((await getBalance(who.ctx, 1)).entries[0]).toMatchObject({ type: 'recharge', amount: 700, payment_id: id, note: 'Recharge by bKash' });
      expect(await refusal(runWrite(db, (trx) => creditRecharge(trx, id, 701, STAMP)))).toMatchObject({ code: 'conflict', message: rechargeMessages.amountMismatch });
      const order = await payment(100, 'order');
      expect(await refusal(runWrite(db, (trx) => creditRecharge(trx, order.id, 100, STAMP)))).toMatchObject({ code: 'invalid', message: rechargeMessages.notRecharge });
      expect(await refusal(runWrite(db, (trx) => creditRecharge(trx, 9_999_999, 100, STAMP)))).toMatchObject({ code: 'invalid' });
      expect((await findBalances(db, alpha.id, who.id)).recharge).toBe(700);
    });

    it('starting a recharge: checks the amount and method, refuses plainly while no provider is wired, and otherwise starts a pending recharge payment', async () => {
      const who = await customer();
      await db.updateTable('shops').set({ payment_methods: 'cod,bkash' }).where('id', '=', alpha.id).execute();
      const shop = { ...alpha, payment_methods: 'cod,bkash' };
      const ctx = testContext(db, shop, { customerId: who.id, now: NOW, request: { origin: 'http://alpha.localhost:3000' } });
      try {
        expect(await refusal(startRecharge(ctx, { amount: '5', method: 'bkash' }))).toMatchObject({ code: 'invalid', message: rechargeMessages.amountInvalid, details: { amount: rechargeMessages.amountInvalid } });
        expect(await refusal(startRecharge(ctx, { amount: 500, method: 'cod' }))).toMatchObject({ code: 'invalid', details: { method: rechargeMessages.methodInvalid } });
        expect(await refusal(startRecharge(ctx, { amount: 500, method: 'card' }))).toMatchObject({ code: 'invalid', message: rechargeMessages.methodNotOffered });
        expect(await refusal(startRecharge(ctx, { amount: 500, method: 'bkash' }))).toMatchObject({ code: 'invalid', message: rechargeMessages.notAvailableYet, details: { method: rechargeMessages.notAvailableYet } });
        await expect(startRecharge(testContext(db, shop), { amount: 500, method: 'bkash' })).rejects.toMatchObject({ code: 'unauthenticated' });

        const provider = fakeProvider('bkash');
        const paying = testContext(db, shop, { customerId: who.id, now: NOW, request: { origin: 'http://alpha.localhost:3000' }, deps: { payments: { ...offlinePaymentProviders, bkash: provider as never } } });
        const started = await startRecharge(paying, { amount: '500', method: 'bKash' });
        expect(started.payment_url).toBe(`https://pay.example/RC-${started.payment_id}`);
        expect(provider.started[0]).toMatchObject({ amount: 500, invoice: `RC-${started.payment_id}`, callbackUrl: expect.stringMatching(/^http:\/\/alpha\.localhost:3000\/api\/payments\/bkash\/callback\?attempt=[A-Za-z0-9_-]{43}$/) });
        const row = await db.selectFrom('payments').selectAll().where('id', '=', started.payment_id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ purpose: 'recharge', order_id: null, customer_id: who.id, provider: 'bkash', amount: 500, state: 'pending', reference: `ref-${started.payment_id}`, sandbox: 1 });
        // Nothing is credited until the provider confirms.
        expect((await findBalances(db, alpha.id, who.id)).recharge).toBe(0);

        const failing = testContext(db, shop, { customerId: who.id, now: NOW, deps: { payments: { ...offlinePaymentProviders, bkash: fakeProvider('bkash', true) as never } } });
        expect(await refusal(startRecharge(failing, { amount: 500, method: 'bkash' }))).toMatchObject({ code: 'unavailable', message: rechargeMessages.couldNotStart });
        const failed = await db.selectFrom('payments').select('state').where('customer_id', '=', who.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(failed.state).toBe('failed');
      } finally {
        await db.updateTable('shops').set({ payment_methods: 'cod' }).where('id', '=', alpha.id).execute();
      }
    });
  });
}
