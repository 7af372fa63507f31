import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balancesCovering, cartTotalOf, checkoutTotals, figureChangeTexts, figuresChanged, parseBalanceAmount, parseSeenFigure, type CheckoutTotalsInput } from './checkout-totals';

const lines = [
  { sellPrice: 1050, quantity: 2 },
  { sellPrice: 300, quantity: 1 },
]; // cart_total 2400
const none = { recharge: 0, refund: 0, cashback: 0 };
const input = (over: Partial<CheckoutTotalsInput> = {}): CheckoutTotalsInput => ({ lines, couponDiscount: 0, deliveryCharge: 60, ...over });

describe('checkoutTotals figures', () => {
  it('adds the lines, takes the coupon off and the delivery charge on', () => {
    expect(checkoutTotals(input({ couponDiscount: 240 }))).toEqual({
      ok: true, cartTotal: 2400, couponDiscount: 240, deliveryCharge: 60, orderTotal: 2220,
      balancesUsed: none, balancesTotal: 0, payable: 2220, coveredByBalances: false,
    });
  });

  it('keeps the discount within the cart total and nothing below 0', () => {
    expect(checkoutTotals(input({ couponDiscount: 9999, deliveryCharge: 0 }))).toMatchObject({ couponDiscount: 2400, orderTotal: 0, payable: 0, coveredByBalances: false });
    expect(checkoutTotals(input({ couponDiscount: 9999, deliveryCharge: 60 }))).toMatchObject({ orderTotal: 60 });
    expect(checkoutTotals(input({ couponDiscount: -50, deliveryCharge: -60 }))).toMatchObject({ couponDiscount: 0, deliveryCharge: 0, orderTotal: 2400 });
    expect(checkoutTotals(input({ couponDiscount: Number.NaN, deliveryCharge: Number.POSITIVE_INFINITY }))).toMatchObject({ couponDiscount: 0, deliveryCharge: 0 });
    expect(checkoutTotals({ lines: [], couponDiscount: 0, deliveryCharge: 0 })).toMatchObject({ ok: true, cartTotal: 0, orderTotal: 0, payable: 0 });
  });

  it('sums whole lines', () => {
    expect(cartTotalOf([{ sellPrice: 99.9, quantity: 3 }, { sellPrice: -5, quantity: 2 }, { sellPrice: 10, quantity: 1.5 }])).toBe(297 + 0 + 10);
  });
});

describe('checkoutTotals balances', () => {
  const available = { recharge: 500, refund: 200, cashback: 100 };

  it('takes the asked balances off what is payable', () => {
    expect(checkoutTotals(input({ balances: { recharge: 500, refund: '200', cashback: 50 }, available }))).toMatchObject({
      ok: true, orderTotal: 2460, balancesUsed: { recharge: 500, refund: 200, cashback: 50 }, balancesTotal: 750, payable: 1710, coveredByBalances: false,
    });
  });

  it('marks an order the balances pay in full', () => {
    const r = checkoutTotals(input({ lines: [{ sellPrice: 240, quantity: 1 }], balances: { recharge: 200, cashback: 100 }, available }));
    expect(r).toMatchObject({ ok: true, orderTotal: 300, balancesTotal: 300, payable: 0, coveredByBalances: true });
  });

  it('reads missing, null and empty amounts as 0', () => {
    expect(checkoutTotals(input({ balances: { recharge: undefined, refund: null, cashback: '' } }))).toMatchObject({ ok: true, balancesUsed: none });
    expect(checkoutTotals(input({ balances: { recharge: 0 }, available: {} }))).toMatchObject({ ok: true });
  });

  it('refuses amounts that are not whole taka of 0 or more', () => {
    for (const bad of [-1, 1.5, '1.5', '-3', 'abc', Number.NaN, {}, true, 2 ** 60]) {
      expect(checkoutTotals(input({ balances: { refund: bad }, available }))).toMatchObject({
        ok: false, reason: 'balance_invalid', balance: 'refund', message: 'Balance amounts must be whole taka of 0 or more', orderTotal: 2460,
      });
    }
  });

  it('refuses more than a balance holds, naming it', () => {
    expect(checkoutTotals(input({ balances: { cashback: 101 }, available }))).toMatchObject({
      ok: false, reason: 'balance_exceeds_available', balance: 'cashback', message: 'You can use at most ৳100 of your cashback balance',
    });
    expect(checkoutTotals(input({ balances: { recharge: 1 } }))).toMatchObject({ ok: false, reason: 'balance_exceeds_available', balance: 'recharge' });
  });

  it('refuses balances that together exceed the order total', () => {
    const r = checkoutTotals(input({ lines: [{ sellPrice: 100, quantity: 1 }], balances: { recharge: 100, refund: 100 }, available }));
    expect(r).toMatchObject({ ok: false, reason: 'balances_exceed_total', balance: null, message: 'Balances can pay at most the order total of ৳160', orderTotal: 160 });
  });

  it('always pays exactly the order total, never below 0', () => {
    const amount = fc.integer({ min: 0, max: 5000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ sellPrice: fc.integer({ min: 0, max: 10_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 300 }), amount, amount, amount, amount, amount, amount,
        (ls, coupon, delivery, r, f, c, ar, af, ac) => {
          const t = checkoutTotals({ lines: ls, couponDiscount: coupon, deliveryCharge: delivery, balances: { recharge: r, refund: f, cashback: c }, available: { recharge: ar, refund: af, cashback: ac } });
          const cart = ls.reduce((s, l) => s + l.sellPrice * l.quantity, 0);
          expect(t.cartTotal).toBe(cart);
          expect(t.orderTotal).toBe(Math.max(0, cart - Math.min(coupon, cart) + delivery));
          const fits = r <= ar && f <= af && c <= ac && r + f + c <= t.orderTotal;
          expect(t.ok).toBe(fits);
          if (t.ok) {
            expect(t.payable + t.balancesTotal).toBe(t.orderTotal);
            expect(t.payable).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('parseBalanceAmount and parseSeenFigure', () => {
  it('read client values strictly', () => {
    expect(parseBalanceAmount(' 42 ')).toBe(42);
    expect(parseBalanceAmount('1e3')).toBeNaN();
    expect(parseSeenFigure(2400)).toBe(2400);
    expect(parseSeenFigure(' 2400.00 ')).toBe(2400);
    expect(parseSeenFigure('-5')).toBe(-5);
    for (const bad of ['', 'abc', '2,400', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}]) expect(parseSeenFigure(bad)).toBeNull();
  });
});

describe('figuresChanged', () => {
  const server = { cartTotal: 2400, deliveryCharge: 60, couponDiscount: 240 };

  it('finds nothing when the shopper saw the same figures, sent as numbers or strings', () => {
    expect(figuresChanged({ customer_cart_total: 2400, finalDeliveryCharge: 60, coupon_discount: 240 }, server)).toEqual([]);
    expect(figuresChanged({ customer_cart_total: '2400', finalDeliveryCharge: '60', coupon_discount: '240' }, server)).toEqual([]);
    expect(figureChangeTexts({ customer_cart_total: 2400, finalDeliveryCharge: 60, coupon_discount: 240 }, server)).toEqual([]);
  });

  it('lists each figure that differs', () => {
    expect(figuresChanged({ customer_cart_total: 2300, finalDeliveryCharge: 60, coupon_discount: 240 }, server)).toEqual(['customer_cart_total']);
    expect(figuresChanged({ customer_cart_total: 2400, finalDeliveryCharge: 120, coupon_discount: 0 }, server)).toEqual(['finalDeliveryCharge', 'coupon_discount']);
    expect(figureChangeTexts({ customer_cart_total: 2300, finalDeliveryCharge: 120, coupon_discount: 240 }, server)).toEqual([
      'Cart total changed from ৳2,300 to ৳2,400',
      'Delivery charge changed from ৳120 to ৳60',
    ]);
  });

  it('counts a missing or unreadable figure as changed, except a coupon discount left out', () => {
    expect(figuresChanged({}, server)).toEqual(['customer_cart_total', 'finalDeliveryCharge', 'coupon_discount']);
    expect(figuresChanged({}, { ...server, couponDiscount: 0 })).toEqual(['customer_cart_total', 'finalDeliveryCharge']);
    expect(figuresChanged({ customer_cart_total: 'x', finalDeliveryCharge: 60, coupon_discount: null }, { ...server, couponDiscount: 0 })).toEqual(['customer_cart_total']);
    expect(figuresChanged({ customer_cart_total: 2400, finalDeliveryCharge: 60, coupon_discount: 'abc' }, { ...server, couponDiscount: 0 })).toEqual(['coupon_discount']);
    expect(figureChangeTexts({ finalDeliveryCharge: 60, coupon_discount: '' }, server)).toEqual([
      'Cart total changed from — to ৳2,400',
      'Coupon discount changed from ৳0 to ৳240',
    ]);
  });
});

describe('balancesCovering ("My balance" takes the amounts itself, issue 23 item 4)', () => {
  it('takes the whole total from the balances, cashback then refund then recharge, when nothing is typed', () => {
    expect(balancesCovering(500, { recharge: 1000, refund: 200, cashback: 100 })).toEqual({ recharge: 200, refund: 200, cashback: 100 });
    expect(balancesCovering(80, { recharge: 1000, refund: 200, cashback: 100 }, { recharge: '', refund: '', cashback: '' })).toEqual({ recharge: 0, refund: 0, cashback: 80 });
  });
  it('keeps what the shopper typed and takes only the rest', () => {
    expect(balancesCovering(500, { recharge: 1000, refund: 200, cashback: 100 }, { recharge: '300' })).toEqual({ recharge: 300, refund: 100, cashback: 100 });
  });
  it('leaves what cannot be used as typed, for checkoutTotals to refuse with its reason', () => {
    expect(balancesCovering(500, { recharge: 1000 }, { refund: 'x' })).toEqual({ recharge: undefined, refund: 'x', cashback: undefined });
    expect(balancesCovering(500, { recharge: 1000 }, { refund: 5 })).toEqual({ recharge: undefined, refund: 5, cashback: undefined });
    expect(balancesCovering(50, { recharge: 1000 }, { recharge: 60 })).toEqual({ recharge: 60, refund: undefined, cashback: undefined });
  });
  it('covers the total whenever the balances hold it, and checkoutTotals then finds it covered', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(3000), fc.nat(3000), fc.nat(3000), (total, recharge, refund, cashback) => {
        const available = { recharge, refund, cashback };
        const balances = balancesCovering(total, available);
        const totals = checkoutTotals({ lines: [{ sellPrice: total, quantity: 1 }], couponDiscount: 0, deliveryCharge: 0, balances, available });
        expect(totals.ok).toBe(true);
        if (totals.ok) expect(totals.payable).toBe(Math.max(0, total - recharge - refund - cashback));
      }),
    );
  });
});
