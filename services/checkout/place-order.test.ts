// Placing, following and cancelling orders (issue 11 items 4, 5, 8) on SQLite and PostgreSQL:
// the atomic placement under concurrency (the last unit, a single-use coupon, a double
// submit), idempotency, figures changed between review and placement, cancel races, every
// refusal's message and foreign ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages, checkoutMessages, balanceMessages } from '../../core/checkout-messages';
import { orderMessages } from '../../core/order-messages';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { addToCart } from '../cart/add-to-cart';
import { getCart } from '../cart/get-cart';
import { DomainError } from '../domain-error';
import { testPhone } from '../../db/test-customer';
import { testContext } from '../test-context';
import { testShopper } from '../test-shopper';
import { cancelOrder } from '../orders/cancel-order';
import { getPurchaseDetails } from '../orders/get-purchase-details';
import { listPurchaseHistory } from '../orders/list-purchase-history';
import { trackOrder } from '../orders/track-order';
import type { CheckoutChoice, PlaceOrderInput } from './checkout-types';
import { getCheckoutSummary } from './get-checkout-summary';
import { paymentMessages } from '../payments/payment-messages';
import { CartAlreadyOrderedError, FiguresChangedError, placeOrder } from './place-order';

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

for (const t of testDatabases()) {
  describe(`place order, history, details, cancel, track (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      await db.insertInto('pickup_points').values({ shop_id: alpha.id, name: 'Banani desk', address: 'Road 11, Banani', phone: null, hours: '10-8', charge: 0 }).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    /** A customer of the shop with one Dhaka address (delivery 60). */
    async function customer(shop: Shop = alpha) {
      n++;
      return testShopper(db, shop, { phone: testPhone(10000000, n), name: `Shopper ${n}`, now: STAMP }, { now: NOW });
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const choice = (who: Who, extra: Partial<CheckoutChoice> = {}): CheckoutChoice => ({ shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '', ...extra });

    /** The placement input with the figures the shopper saw in the summary. */
    async function reviewed(who: Who, extra: Partial<CheckoutChoice> = {}): Promise<PlaceOrderInput> {
      const c = choice(who, extra);
      const s = await getCheckoutSummary(who.ctx, c);
      return { ...c, selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount };
    }

    async function productStock(id: number) {
      return (await db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
    }
    async function setStock(id: number, quantity: number) {
      await db.updateTable('products').set({ quantity }).where('id', '=', id).execute();
    }

    it('places a cash-on-delivery order: snapshots, timeline, payment row, SMS job, stock taken, cart emptied', async () => {
      await setStock(cat.plainProductId, 5);
      const who = await customer();
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 2, attachmentDbName: '' });
      await addToCart(who.ctx, { productId: cat.productId, variant: `${cat.valueIds.m}-${cat.valueIds.red}`, quantity: 1, attachmentDbName: '' });
      const summary = await getCheckoutSummary(who.ctx, choice(who));
      // 950 × 2 + 950 (M/Red: 1000 + 10% − 5% − 10%) = 2850; Dhaka 60.
      expect(summary).toMatchObject({ cart_total: 2850, coupon_discount: 0, finalDeliveryCharge: 60, order_total: 2910, total_cart_items: 2, blocking: null, coupon_message: null });
      expect(summary.payment_options).toEqual([{ method: 'cod', label: 'Cash on delivery', available: true, note: null }]);
      expect(summary.pickup_points).toHaveLength(1);
      const variantStock = async () => (await db.selectFrom('product_variant_prices').select('quantity').where('id', '=', cat.priceIds[0]!).executeTakeFirstOrThrow()).quantity;
      const teeBefore = await productStock(cat.productId);

      const placed = await placeOrder(who.ctx, await reviewed(who), 'k-1');
      expect(placed).toMatchObject({ status: 'pending', payment_status: 'unpaid', order_total: 2910, payable: 2910 });
      expect(placed.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(await productStock(cat.plainProductId)).toBe(3);
      expect(await variantStock()).toBe(1);
      // A variant product's own figure is the sum of its on-sale combinations (db/stock.repository.ts).
      const onSale = await db.selectFrom('product_variant_prices').select('quantity').where('product_id', '=', cat.productId).where('status', '=', 1).execute();
      expect(await productStock(cat.productId)).toBe(onSale.reduce((sum, c) => sum + c.quantity, 0));
      expect(teeBefore).toBeGreaterThanOrEqual(0);
      expect((await getCart(who.ctx)).lines).toHaveLength(0);

      const details = await getPurchaseDetails(who.ctx, placed.purchase_id);
      expect(details).toMatchObject({ cart_total: 2850, delivery_charge: 60, order_total: 2910, payable: 2910, payment_method: 'cod', can_cancel: true, shipping_type: 0, total_items: 3 });
      expect(details.address).toMatchObject({ district: 'Dhaka', area: 'Banani', phone: who.phone });
      expect(details.lines.map((l) => ({ name: l.name, variantLabel: l.variantLabel, sellPrice: l.sellPrice, unitPrice: l.unitPrice, quantity: l.quantity, cashback: l.cashback }))).toEqual([
        { name: 'Tee alpha', variantLabel: '', sellPrice: 950, unitPrice: 1000, quantity: 2, cashback: 20 },
        { name: 'Tee alpha', variantLabel: 'Size: M, Color: Red', sellPrice: 950, unitPrice: 1000, quantity: 1, cashback: 20 },
      ]);
      expect(details.timeline).toEqual([{ status: 'pending', at: STAMP, actor: 'customer', note: null }]);
      const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', placed.purchase_id).execute();
      expect(payments).toMatchObject([{ provider: 'cod', amount: 2910, state: 'created' }]);
      const jobs = await db.selectFrom('jobs').selectAll().where('kind', '=', 'sms.send').execute();
      expect(jobs.some((j) => JSON.parse(j.payload).to === who.phone && JSON.parse(j.payload).text.includes(placed.code))).toBe(true);

      const history = await listPurchaseHistory(who.ctx, 1);
      expect(history).toMatchObject({ total: 1, page: 1, pager: 'Showing 1 to 1 of 1' });
      expect(history.orders[0]).toMatchObject({ purchase_id: placed.purchase_id, status: 'pending', order_total: 2910 });
    });

    it('the last unit bought by 30 shoppers at once sells exactly once', async () => {
      await setStock(cat.plainProductId, 5);
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => customer()));
      for (const who of shoppers) await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const inputs = await Promise.all(shoppers.map((who) => reviewed(who)));
      await setStock(cat.plainProductId, 1);
      const results = await Promise.allSettled(shoppers.map((who, i) => placeOrder(who.ctx, inputs[i]!, `last-${i}`)));
      const ok = results.filter((r) => r.status === 'fulfilled');
      expect(ok).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as DomainError).code).toBe('out_of_stock');
      expect(await productStock(cat.plainProductId)).toBe(0);
      const sold = await db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id').select('order_lines.quantity').where('orders.customer_id', 'in', shoppers.map((s) => s.id)).execute();
      expect(sold.reduce((s, l) => s + l.quantity, 0)).toBe(1);
    });

    it('a single-use coupon used by 20 shoppers at once is used once; the others are refused with its message', async () => {
      await setStock(cat.plainProductId, 100);
      await db.updateTable('products').set({ max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
      await db.insertInto('coupons').values({ shop_id: alpha.id, code: 'ONCE', type: 'flat', value: 100, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: 1, max_uses_per_customer: null, created_at: STAMP, updated_at: STAMP }).execute();
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer()));
      for (const who of shoppers) await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const inputs = await Promise.all(shoppers.map((who) => reviewed(who, { coupon_code: 'once' })));
      expect(inputs[0]!.coupon_discount).toBe(100);
      const results = await Promise.allSettled(shoppers.map((who, i) => placeOrder(who.ctx, inputs[i]!, null)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'coupon_exhausted', message: couponMessages.exhausted });
      }
      const coupon = await db.selectFrom('coupons').selectAll().where('shop_id', '=', alpha.id).where('code', '=', 'ONCE').executeTakeFirstOrThrow();
      expect(coupon.uses).toBe(1);
      expect(await productStock(cat.plainProductId)).toBe(99);
      // Cancelling gives the use back once; a cancel racing a second cancel restores stock once.
      const winner = shoppers[results.findIndex((r) => r.status === 'fulfilled')]!;
      const order = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ purchase_id: number }>).value;
      const cancels = await Promise.allSettled([cancelOrder(winner.ctx, order.purchase_id), cancelOrder(winner.ctx, order.purchase_id)]);
      expect(cancels.every((c) => c.status === 'fulfilled')).toBe(true);
      expect(await productStock(cat.plainProductId)).toBe(100);
      const after = await db.selectFrom('coupons').select('uses').where('id', '=', coupon.id).executeTakeFirstOrThrow();
      expect(after.uses).toBe(0);
      const details = await getPurchaseDetails(winner.ctx, order.purchase_id);
      expect(details).toMatchObject({ status: 'cancelled', can_cancel: false });
      expect(details.timeline.map((e) => e.status)).toEqual(['pending', 'cancelled']);
      await cancelOrder(winner.ctx, order.purchase_id);
      expect(await productStock(cat.plainProductId)).toBe(100);
    });

    it('a double submit with one key makes one order; the same key with another body is refused', async () => {
      await setStock(cat.plainProductId, 50);
      const who = await customer();
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const input = await reviewed(who);
      const [a, b] = await Promise.all([placeOrder(who.ctx, input, 'dbl'), placeOrder(who.ctx, input, 'dbl')]);
      expect(a).toEqual(b);
      const again = await placeOrder(who.ctx, input, 'dbl');
      expect(again).toEqual(a);
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(1);
      expect(await productStock(cat.plainProductId)).toBe(49);
      const other = await refusal(placeOrder(who.ctx, { ...input, coupon_code: 'X' }, 'dbl'));
      expect(other).toMatchObject({ code: 'invalid', message: orderMessages.idempotencyKeyReused });
      // Another customer's key of the same text is theirs alone.
      const someone = await customer();
      await addToCart(someone.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      expect((await placeOrder(someone.ctx, await reviewed(someone), 'dbl')).purchase_id).not.toBe(a.purchase_id);
    });

    // Issue 21 item 7: on PostgreSQL one cart became 7–10 orders when one customer sent 10
    // placements at once with different keys (two tabs, a double tap) or none; SQLite gave one.
    for (const keyed of [true, false]) {
      it(`one cart, one order: 10 placements of one customer at once ${keyed ? 'each with its own key' : 'without keys'} make one order, stock taken once, the rest told which order`, async () => {
        await setStock(cat.plainProductId, 50);
        const who = await customer();
        await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 2, attachmentDbName: '' });
        const input = await reviewed(who);
        const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => placeOrder(who.ctx, input, keyed ? `tab-${n}-${i}` : null)));
        const placed = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof placeOrder>>> => r.status === 'fulfilled');
        expect(placed).toHaveLength(1);
        const order = placed[0]!.value;
        for (const r of results) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(CartAlreadyOrderedError);
            expect(r.reason).toMatchObject({ code: 'conflict', message: orderMessages.cartAlreadyOrdered(order.code), purchaseId: order.purchase_id });
          }
        }
        const orders = await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute();
        expect(orders).toEqual([{ id: order.purchase_id }]);
        expect(await productStock(cat.plainProductId)).toBe(48);
        expect((await getCart(who.ctx)).lines).toHaveLength(0);
        // Keys of refused placements were rolled back with them: the same key may be used again.
        if (keyed) {
          const refusedKeys = await db.selectFrom('idempotency_keys').select('key').where('scope', '=', `customer:${who.id}`).execute();
          expect(refusedKeys).toHaveLength(1);
        }
      });
    }

    it('a cash-on-delivery order at a shop that asks the delivery charge in advance is refused when no online method can take the advance', async () => {
      await setStock(cat.plainProductId, 50);
      await db.updateTable('shops').set({ cod_advance: 'delivery_charge', payment_methods: 'cod,bkash' }).where('id', '=', alpha.id).execute();
      try {
        const shop = (await findShopBySlug(db, 'alpha'))!;
        const who = await customer(shop);
        await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
        const input = await reviewed(who);
        // This process has no bKash provider: the advance could never be paid, so the order could never be confirmed.
        const cod = (await getCheckoutSummary(who.ctx, choice(who))).payment_options.find((o) => o.method === 'cod');
        expect(cod).toMatchObject({ available: false, note: paymentMessages.advanceUnavailable });
        expect(await refusal(placeOrder(who.ctx, input, null))).toMatchObject({ code: 'invalid', message: paymentMessages.advanceUnavailable });
        expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(0);
        expect(await productStock(cat.plainProductId)).toBe(50);
        expect((await getCart(who.ctx)).lines).toHaveLength(1);
      } finally {
        await db.updateTable('shops').set({ cod_advance: 'none', payment_methods: 'cod' }).where('id', '=', alpha.id).execute();
      }
    });

    it('a price changed between review and placement is a 409 with the new figures, and nothing changes', async () => {
      await setStock(cat.plainProductId, 50);
      const who = await customer();
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 2, attachmentDbName: '' });
      const input = await reviewed(who);
      await db.updateTable('products').set({ unitprice: 1100 }).where('id', '=', cat.plainProductId).execute();
      try {
        const err = await refusal(placeOrder(who.ctx, input, 'p1'));
        expect(err).toBeInstanceOf(FiguresChangedError);
        expect(err).toMatchObject({ code: 'conflict', message: checkoutMessages.figuresChanged });
        // 1100 + 110 − 55 − 110 = 1045 × 2.
        expect((err as FiguresChangedError).figures).toEqual({ cart_total: 2090, finalDeliveryCharge: 60, coupon_discount: 0, order_total: 2150 });
        expect(err.details).toEqual({ customer_cart_total: 'Cart total changed from ৳1,900 to ৳2,090' });
        expect(await productStock(cat.plainProductId)).toBe(50);
        expect((await getCart(who.ctx)).lines).toHaveLength(1);
        expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(0);
        // The key was not spent: placing again with the new figures works.
        const placed = await placeOrder(who.ctx, { ...input, customer_cart_total: 2090 }, 'p1');
        expect(placed.order_total).toBe(2150);
      } finally {
        await db.updateTable('products').set({ unitprice: 1000 }).where('id', '=', cat.plainProductId).execute();
      }
    });

    it('refuses with a message and changes nothing: empty cart, no address, unknown pickup, payment methods, balances, coupons', async () => {
      await setStock(cat.plainProductId, 50);
      const who = await customer();
      const base: PlaceOrderInput = { ...choice(who), selected_payment_option: 'cod', recharge_paid: 0, refund_paid: 0, cashback_paid: 0, customer_cart_total: 0, finalDeliveryCharge: 0, coupon_discount: 0 };
      expect(await refusal(placeOrder(who.ctx, base, null))).toMatchObject({ code: 'invalid', message: orderMessages.cartEmpty });
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const input = await reviewed(who);
      expect(await refusal(placeOrder(who.ctx, { ...input, shippingAddress: null }, null))).toMatchObject({ code: 'invalid', message: orderMessages.addressRequired });
      expect(await refusal(placeOrder(who.ctx, { ...input, shippingType: 1, pickupPoint: null }, null))).toMatchObject({ code: 'invalid', message: orderMessages.pickupRequired });
      expect(await refusal(placeOrder(who.ctx, { ...input, shippingType: 1, pickupPoint: 999_999 }, null))).toMatchObject({ code: 'not_found', message: orderMessages.pickupNotFound });
      expect(await refusal(placeOrder(who.ctx, { ...input, selected_payment_option: 'bkash' }, null))).toMatchObject({ code: 'invalid', message: orderMessages.methodNotOffered });
      await db.updateTable('shops').set({ payment_methods: 'cod,bkash,stripe' }).where('id', '=', alpha.id).execute();
      const withOnline = { ...alpha, payment_methods: 'cod,bkash,stripe' };
      const ctx2 = testContext(db, withOnline, { customerId: who.id, now: NOW });
      expect((await getCheckoutSummary(ctx2, choice(who))).payment_options.map((o) => [o.method, o.available])).toEqual([['cod', true], ['bkash', false], ['stripe', false]]);
      // Without a Stripe provider in this process (no keys, no sandbox) card is not selectable and is refused.
      expect(await refusal(placeOrder(ctx2, { ...input, selected_payment_option: 'stripe' }, null))).toMatchObject({ code: 'invalid', message: paymentMessages.notConfigured('Card') });
      await db.updateTable('shops').set({ payment_methods: 'cod' }).where('id', '=', alpha.id).execute();
      expect(await refusal(placeOrder(who.ctx, { ...input, recharge_paid: 10 }, null))).toMatchObject({ code: 'insufficient_balance', message: balanceMessages.moreThanAvailable('recharge', 0) });
      expect(await refusal(placeOrder(who.ctx, { ...input, cashback_paid: -1 }, null))).toMatchObject({ code: 'invalid', message: balanceMessages.invalid });
      expect(await refusal(placeOrder(who.ctx, { ...input, coupon_code: 'NOPE' }, null))).toMatchObject({ code: 'invalid', message: couponMessages.unknown });
      expect((await getCheckoutSummary(who.ctx, choice(who, { coupon_code: 'nope' }))).coupon_message).toBe(couponMessages.unknown);
      expect(await refusal(placeOrder(who.ctx, input, 'bad key with spaces'))).toMatchObject({ code: 'invalid', message: orderMessages.idempotencyKeyInvalid });
      // Over the stock since review: out_of_stock with the line's name.
      await setStock(cat.plainProductId, 0);
      expect(await refusal(placeOrder(who.ctx, input, null))).toMatchObject({ code: 'out_of_stock', message: orderMessages.lineMoreThanStock('Tee alpha', 0) });
      await setStock(cat.plainProductId, 50);
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', who.id).execute()).toHaveLength(0);
      expect((await getCart(who.ctx)).lines).toHaveLength(1);
      // Pickup: the point's own charge (0), no address needed.
      const pickupId = (await db.selectFrom('pickup_points').select('id').where('shop_id', '=', alpha.id).executeTakeFirstOrThrow()).id;
      const pickup = await reviewed(who, { shippingType: 1, shippingAddress: null, pickupPoint: pickupId });
      expect(pickup.finalDeliveryCharge).toBe(0);
      const placed = await placeOrder(who.ctx, pickup, null);
      expect((await getPurchaseDetails(who.ctx, placed.purchase_id)).pickup).toMatchObject({ name: 'Banani desk', charge: 0 });
    });

    it('a pickup point reads free, and is, once the cart earns free delivery; its own charge below that', async () => {
      await db.updateTable('shops').set({ free_delivery_over: 1000 }).where('id', '=', beta.id).execute();
      await db.insertInto('pickup_points').values({ shop_id: beta.id, name: 'Counter', address: 'Level 4', phone: null, hours: null, charge: 20 }).execute();
      const shop = (await findShopBySlug(db, 'beta'))!;
      const betaCat = (await db.selectFrom('products').select('id').where('shop_id', '=', beta.id).where('has_variant', '=', 0).orderBy('id').executeTakeFirstOrThrow()).id;
      await db.updateTable('products').set({ quantity: 50, max_item_in_order: 0 }).where('id', '=', betaCat).execute();
      const who = await customer(shop);
      const point = (await db.selectFrom('pickup_points').select('id').where('shop_id', '=', beta.id).executeTakeFirstOrThrow()).id;
      await addToCart(who.ctx, { productId: betaCat, variant: '', quantity: 1, attachmentDbName: '' });
      const below = await getCheckoutSummary(who.ctx, choice(who, { shippingType: 1, shippingAddress: null, pickupPoint: point }));
      expect(below.cart_total).toBeLessThan(1000);
      expect(below.pickup_points).toMatchObject([{ id: point, charge: 20 }]);
      expect(below.finalDeliveryCharge).toBe(20);
      await addToCart(who.ctx, { productId: betaCat, variant: '', quantity: 2, attachmentDbName: '' });
      const over = await getCheckoutSummary(who.ctx, choice(who, { shippingType: 1, shippingAddress: null, pickupPoint: point }));
      expect(over.cart_total).toBeGreaterThanOrEqual(1000);
      expect(over.pickup_points).toMatchObject([{ id: point, charge: 0 }]);
      expect(over.finalDeliveryCharge).toBe(0);
    });

    it("another customer's or shop's ids are not found, exactly like unknown ones", async () => {
      await setStock(cat.plainProductId, 50);
      const owner = await customer();
      await addToCart(owner.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const placed = await placeOrder(owner.ctx, await reviewed(owner), null);
      const other = await customer();
      const betaCustomer = await customer(beta);
      for (const ctx of [other.ctx, betaCustomer.ctx]) {
        expect(await refusal(getPurchaseDetails(ctx, placed.purchase_id))).toMatchObject({ code: 'not_found', message: orderMessages.orderNotFound });
        expect(await refusal(cancelOrder(ctx, placed.purchase_id))).toMatchObject({ code: 'not_found', message: orderMessages.orderNotFound });
      }
      expect(await refusal(getPurchaseDetails(other.ctx, 987_654))).toMatchObject({ code: 'not_found', message: orderMessages.orderNotFound });
      // Someone else's address.
      await addToCart(other.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      expect(await refusal(getCheckoutSummary(other.ctx, choice(other, { shippingAddress: owner.addressId })))).toMatchObject({ code: 'not_found', message: orderMessages.addressNotFound });
      expect((await listPurchaseHistory(other.ctx, 1)).total).toBe(0);
      expect(await productStock(cat.plainProductId)).toBe(49);
    });

    it('tracks an order by code and its phone only; a wrong pair gets one message; a shipped order cannot be cancelled', async () => {
      await setStock(cat.plainProductId, 50);
      const who = await customer();
      await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      const placed = await placeOrder(who.ctx, await reviewed(who), null);
      const guest = testContext(db, alpha, { now: NOW, request: { clientAddress: '198.51.100.7' } });
      const local = '0' + who.phone.slice(4);
      const tracked = await trackOrder(guest, { orderCode: placed.code.toLowerCase(), phone: local });
      expect(tracked).toEqual({ code: placed.code, status: 'pending', courier: null, tracking_code: null, tracking_url: null, shipment: [], timeline: [{ status: 'pending', at: STAMP }] });
      for (const wrong of [{ orderCode: placed.code, phone: '01799999999' }, { orderCode: 'ZZZZZZZZ', phone: local }, { orderCode: 'x', phone: 'y' }]) {
        expect(await refusal(trackOrder(guest, wrong))).toMatchObject({ code: 'not_found', message: orderMessages.trackNotFound });
      }
      expect(await refusal(trackOrder(testContext(db, beta, { now: NOW }), { orderCode: placed.code, phone: local }))).toMatchObject({ code: 'not_found' });
      await db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', placed.purchase_id).execute();
      expect(await refusal(cancelOrder(who.ctx, placed.purchase_id))).toMatchObject({ code: 'conflict', message: orderMessages.cannotCancel });
      expect(await productStock(cat.plainProductId)).toBe(49);
    });

    it('coupon guessing: 10 unknown codes per 15 minutes per shopper (refused orders count too), then no code is looked up until the window ends', async () => {
      await setStock(cat.plainProductId, 50);
      await db.insertInto('coupons').values({ shop_id: alpha.id, code: 'REAL50', type: 'flat', value: 50, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: null, max_uses_per_customer: null, created_at: STAMP, updated_at: STAMP }).execute();
      const guesser = await customer();
      const other = await customer();
      for (const who of [guesser, other]) await addToCart(who.ctx, { productId: cat.plainProductId, variant: '', quantity: 1, attachmentDbName: '' });
      for (let i = 1; i <= 6; i++) expect((await getCheckoutSummary(guesser.ctx, choice(guesser, { coupon_code: `GUESS${i}` }))).coupon_message).toBe(couponMessages.unknown);
      const input = await reviewed(guesser);
      for (let i = 7; i <= 10; i++) {
        expect(await refusal(placeOrder(guesser.ctx, { ...input, coupon_code: `GUESS${i}` }, null))).toMatchObject({ code: 'invalid', message: couponMessages.unknown });
      }
      // The eleventh try, even with a real code: refused without looking it up.
      const blocked = await getCheckoutSummary(guesser.ctx, choice(guesser, { coupon_code: 'REAL50' }));
      expect(blocked).toMatchObject({ coupon_message: couponMessages.tooManyTries, coupon_applied: false, coupon_discount: 0 });
      const refused = await refusal(placeOrder(guesser.ctx, { ...input, coupon_code: 'REAL50', coupon_discount: 50 }, null));
      expect(refused).toMatchObject({ code: 'rate_limited', message: couponMessages.tooManyTries });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      expect(await db.selectFrom('orders').select('id').where('customer_id', '=', guesser.id).execute()).toHaveLength(0);
      // Another shopper is not affected; the guesser may try again in the next window.
      expect((await getCheckoutSummary(other.ctx, choice(other, { coupon_code: 'REAL50' }))).coupon_applied).toBe(true);
      const later = testContext(db, alpha, { customerId: guesser.id, now: NOW + 900_000 });
      expect((await getCheckoutSummary(later, choice(guesser, { coupon_code: 'REAL50' }))).coupon_applied).toBe(true);
    });

    it('rate-limits tracking per client address', async () => {
      const guest = testContext(db, alpha, { now: NOW, request: { clientAddress: '203.0.113.9' } });
      const codes = await Promise.allSettled(Array.from({ length: 25 }, () => trackOrder(guest, { orderCode: 'ZZZZZZZZ', phone: '01700000000' })));
      const reasons = codes.map((c) => (c.status === 'rejected' ? (c.reason as DomainError).code : 'ok'));
      expect(reasons.filter((r) => r === 'not_found')).toHaveLength(20);
      expect(reasons.filter((r) => r === 'rate_limited')).toHaveLength(5);
    });
  });
}
