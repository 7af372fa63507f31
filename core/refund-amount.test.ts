import { describe, expect, it } from 'vitest';
import { paidForLine, refundLineAmount, refundRequestAmounts, refundableQuantity, type RefundableLine } from './refund-amount';

const NO_COUPON = { cartTotal: 1000, couponDiscount: 0 };

describe('refundLineAmount', () => {
  it('is sell price × quantity without a coupon', () => {
    expect(refundLineAmount(250, 3, NO_COUPON)).toBe(750);
  });

  it('takes the line’s pro-rata share of the coupon, floored', () => {
    // cart 1000, coupon 100: each taka of goods paid 0.9.
    expect(refundLineAmount(333, 1, { cartTotal: 1000, couponDiscount: 100 })).toBe(299); // 299.7
    expect(refundLineAmount(400, 2, { cartTotal: 1000, couponDiscount: 100 })).toBe(720);
  });

  it('is 0 when the coupon covered the whole cart (or more) or the cart was empty', () => {
    expect(refundLineAmount(500, 1, { cartTotal: 500, couponDiscount: 500 })).toBe(0);
    expect(refundLineAmount(500, 1, { cartTotal: 500, couponDiscount: 900 })).toBe(0);
    expect(refundLineAmount(500, 1, { cartTotal: 0, couponDiscount: 0 })).toBe(0);
  });

  it('reads negative, fractional and non-finite figures as whole taka ≥ 0', () => {
    expect(refundLineAmount(99.9, 2.5, { cartTotal: 1000.7, couponDiscount: -5 })).toBe(198);
    expect(refundLineAmount(Number.NaN, 1, NO_COUPON)).toBe(0);
    expect(refundLineAmount(100, 1, { cartTotal: 1000, couponDiscount: Number.POSITIVE_INFINITY })).toBe(100);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    expect(refundLineAmount(9_000_000, 9999, { cartTotal: 9_000_000 * 9999, couponDiscount: 1 })).toBe(9_000_000 * 9999 - 1);
  });

  it('never pays back more than the line’s share, however the quantity is split (exhaustive over small orders)', () => {
    let checked = 0;
    for (let cart = 1; cart <= 60; cart += 7) {
      for (let coupon = 0; coupon <= cart; coupon += 3) {
        const basis = { cartTotal: cart, couponDiscount: coupon };
        for (let sell = 1; sell <= cart; sell += 5) {
          const bought = Math.max(1, Math.floor(cart / sell));
          const whole = paidForLine({ sellPrice: sell, quantity: bought }, basis);
          expect(whole).toBeLessThanOrEqual(sell * bought - (coupon * sell * bought) / cart + 1e-9);
          // one at a time
          let sum = 0;
          for (let i = 0; i < bought; i++) sum += refundLineAmount(sell, 1, basis);
          expect(sum).toBeLessThanOrEqual(whole);
          // in two parts
          for (let a = 0; a <= bought; a++) expect(refundLineAmount(sell, a, basis) + refundLineAmount(sell, bought - a, basis)).toBeLessThanOrEqual(whole);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('refundableQuantity', () => {
  it('is what is left after earlier refunds, never below 0', () => {
    expect(refundableQuantity({ quantity: 3, alreadyRefunded: 1 })).toBe(2);
    expect(refundableQuantity({ quantity: 3, alreadyRefunded: 5 })).toBe(0);
    expect(refundableQuantity({ quantity: 3, alreadyRefunded: -2 })).toBe(3);
  });
});

describe('refundRequestAmounts', () => {
  const lines: RefundableLine[] = [
    { lineId: 1, sellPrice: 300, quantity: 2, alreadyRefunded: 0 },
    { lineId: 2, sellPrice: 400, quantity: 1, alreadyRefunded: 0 },
    { lineId: 3, sellPrice: 100, quantity: 3, alreadyRefunded: 2 },
  ];
  const basis = { cartTotal: 1300, couponDiscount: 130 };

  it('prices each requested line and sums them, leaving out quantity 0', () => {
    expect(refundRequestAmounts(lines, [{ lineId: 1, quantity: 2 }, { lineId: 2, quantity: 0 }, { lineId: 3, quantity: 1 }], basis)).toEqual({
      ok: true,
      lines: [
        { lineId: 1, quantity: 2, amount: 540 },
        { lineId: 3, quantity: 1, amount: 90 },
      ],
      amount: 630,
    });
  });

  it('refuses nothing chosen', () => {
    expect(refundRequestAmounts(lines, [], basis)).toEqual({ ok: false, reason: 'empty' });
    expect(refundRequestAmounts(lines, [{ lineId: 1, quantity: 0 }], basis)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses a line of another order, a line named twice and a quantity that is not a whole number ≥ 0', () => {
    expect(refundRequestAmounts(lines, [{ lineId: 9, quantity: 1 }], basis)).toEqual({ ok: false, reason: 'unknown_line', lineId: 9 });
    expect(refundRequestAmounts(lines, [{ lineId: 1, quantity: 1 }, { lineId: 1, quantity: 1 }], basis)).toEqual({ ok: false, reason: 'duplicate_line', lineId: 1 });
    for (const q of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refundRequestAmounts(lines, [{ lineId: 2, quantity: q }], basis)).toEqual({ ok: false, reason: 'bad_quantity', lineId: 2 });
    }
  });

  it('refuses more than is left of a line, saying how many are', () => {
    expect(refundRequestAmounts(lines, [{ lineId: 1, quantity: 3 }], basis)).toEqual({ ok: false, reason: 'too_many', lineId: 1, left: 2 });
    expect(refundRequestAmounts(lines, [{ lineId: 3, quantity: 2 }], basis)).toEqual({ ok: false, reason: 'too_many', lineId: 3, left: 1 });
  });
});
