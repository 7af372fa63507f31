import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundMs, checkCoupon, COUPON_CODE_MAX_LENGTH, COUPON_GUESS_RULE, couponDiscount, couponTriesExceeded, customerLimitReached, isCouponCodeShaped, normalizeCouponCode, type CouponState } from './coupon';
import { couponMessages } from './checkout-messages';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0); // 15 June 2025 18:00 in Dhaka

const coupon = (over: Partial<CouponState> = {}): CouponState => ({
  code: 'EID10',
  type: 'percent',
  value: 10,
  max_discount: null,
  min_total: null,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  uses: 0,
  customer_uses: 0,
  ...over,
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases, so codes match in any case', () => {
    expect(normalizeCouponCode('  eid10 ')).toBe('EID10');
    expect(normalizeCouponCode('Eid10')).toBe(normalizeCouponCode('EID10'));
    expect(normalizeCouponCode(undefined)).toBe('');
    expect(normalizeCouponCode(10)).toBe('');
  });
  it('knows what could be a code', () => {
    expect(isCouponCodeShaped('EID10')).toBe(true);
    expect(isCouponCodeShaped('NEW_USER-2025')).toBe(true);
    expect(isCouponCodeShaped('A'.repeat(COUPON_CODE_MAX_LENGTH))).toBe(true);
    for (const bad of ['', 'A'.repeat(COUPON_CODE_MAX_LENGTH + 1), '-EID', 'EID 10', 'eid10', 'ঈদ১০', "EID';--"]) expect(isCouponCodeShaped(bad)).toBe(false);
  });
});

describe('couponDiscount arithmetic', () => {
  it('takes a percentage of cart_total, floored to whole taka', () => {
    expect(couponDiscount(coupon({ value: 10 }), 1050)).toBe(105);
    expect(couponDiscount(coupon({ value: 10 }), 999)).toBe(99);
    expect(couponDiscount(coupon({ value: 12.5 }), 999)).toBe(124);
    expect(couponDiscount(coupon({ value: 15 }), 0)).toBe(0);
  });
  it('caps a percentage by max_discount; null or 0 is no cap', () => {
    expect(couponDiscount(coupon({ value: 20, max_discount: 150 }), 1000)).toBe(150);
    expect(couponDiscount(coupon({ value: 20, max_discount: 500 }), 1000)).toBe(200);
    expect(couponDiscount(coupon({ value: 20, max_discount: 0 }), 1000)).toBe(200);
    expect(couponDiscount(coupon({ value: 20, max_discount: 99.9 }), 1000)).toBe(99);
  });
  it('gives a flat amount, max_discount not applying, never above cart_total', () => {
    expect(couponDiscount(coupon({ type: 'flat', value: 100, max_discount: 50 }), 1000)).toBe(100);
    expect(couponDiscount(coupon({ type: 'flat', value: 100.7 }), 1000)).toBe(100);
    expect(couponDiscount(coupon({ type: 'flat', value: 500 }), 300)).toBe(300);
    expect(couponDiscount(coupon({ value: 150 }), 300)).toBe(300);
  });
  it('never goes below 0 for nonsense values', () => {
    expect(couponDiscount(coupon({ type: 'flat', value: -50 }), 300)).toBe(0);
    expect(couponDiscount(coupon({ value: Number.NaN }), 300)).toBe(0);
    expect(couponDiscount(coupon({ type: 'flat', value: 50 }), -10)).toBe(0);
    expect(couponDiscount(coupon({ type: 'flat', value: 50 }), Number.NaN)).toBe(0);
  });
  it('is always a whole number between 0 and cart_total, and within the cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percent' | 'flat'>('percent', 'flat'), fc.integer({ min: -10, max: 200 }), fc.option(fc.integer({ min: 0, max: 5000 })),
        fc.integer({ min: 0, max: 1_000_000 }),
        (type, value, max_discount, cartTotal) => {
          const d = couponDiscount(coupon({ type, value, max_discount }), cartTotal);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(cartTotal);
          if (type === 'percent') {
            expect(d).toBeLessThanOrEqual(Math.floor((cartTotal * Math.max(0, value)) / 100));
            if (max_discount) expect(d).toBeLessThanOrEqual(max_discount);
          } else expect(d).toBe(Math.min(Math.max(0, value), cartTotal));
        },
      ),
    );
  });
});

describe('checkCoupon validity', () => {
  it('applies a valid coupon with its discount', () => {
    expect(checkCoupon(coupon(), 2000, NOW)).toEqual({ ok: true, discount: 200 });
    expect(checkCoupon(coupon(), 2000, new Date(NOW))).toEqual({ ok: true, discount: 200 });
  });

  it('refuses an unknown code', () => {
    expect(checkCoupon(null, 2000, NOW)).toEqual({ ok: false, reason: 'unknown', message: 'This coupon code is not valid' });
    expect(checkCoupon(undefined, 2000, NOW)).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('refuses before the window and after it, both ends inclusive', () => {
    expect(checkCoupon(coupon({ starts_at: NOW + 1 }), 2000, NOW)).toEqual({ ok: false, reason: 'not_started', message: 'This coupon is not active yet' });
    expect(checkCoupon(coupon({ starts_at: NOW }), 2000, NOW).ok).toBe(true);
    expect(checkCoupon(coupon({ ends_at: NOW - 1 }), 2000, NOW)).toEqual({ ok: false, reason: 'expired', message: 'This coupon has expired' });
    expect(checkCoupon(coupon({ ends_at: NOW }), 2000, NOW).ok).toBe(true);
    expect(checkCoupon(coupon({ starts_at: new Date(NOW - 1000), ends_at: new Date(NOW + 1000) }), 2000, NOW).ok).toBe(true);
    expect(checkCoupon(coupon({ starts_at: '2025-06-15T11:59:59Z', ends_at: '2025-06-15T12:00:01.000Z' }), 2000, NOW).ok).toBe(true);
    expect(checkCoupon(coupon({ ends_at: '2025-06-15T11:59:59Z' }), 2000, NOW)).toMatchObject({ reason: 'expired' });
  });

  it('reads a date without a time as the whole day in Bangladesh time', () => {
    // 2025-06-15 in Dhaka runs from 2025-06-14T18:00Z to 2025-06-15T17:59:59.999Z.
    expect(boundMs('2025-06-15', false)).toBe(Date.UTC(2025, 5, 14, 18));
    expect(boundMs(' 2025-06-15 ', true)).toBe(Date.UTC(2025, 5, 15, 18) - 1);
    const day = { starts_at: '2025-06-15', ends_at: '2025-06-15' };
    expect(checkCoupon(coupon(day), 100, Date.UTC(2025, 5, 14, 18)).ok).toBe(true);
    expect(checkCoupon(coupon(day), 100, Date.UTC(2025, 5, 14, 18) - 1)).toMatchObject({ reason: 'not_started' });
    expect(checkCoupon(coupon(day), 100, Date.UTC(2025, 5, 15, 18) - 1).ok).toBe(true);
    expect(checkCoupon(coupon(day), 100, Date.UTC(2025, 5, 15, 18))).toMatchObject({ reason: 'expired' });
  });

  it('keeps the coupon closed when a bound cannot be read', () => {
    for (const bad of ['', 'soon', Number.NaN, Number.POSITIVE_INFINITY, new Date('nope')]) {
      expect(checkCoupon(coupon({ starts_at: bad }), 2000, NOW)).toMatchObject({ reason: 'not_started' });
      expect(checkCoupon(coupon({ ends_at: bad }), 2000, NOW)).toMatchObject({ reason: 'expired' });
    }
  });

  it('refuses when all uses are taken, null or 0 meaning no limit', () => {
    expect(checkCoupon(coupon({ max_uses: 100, uses: 100 }), 2000, NOW)).toEqual({ ok: false, reason: 'exhausted', message: 'This coupon has been fully used' });
    expect(checkCoupon(coupon({ max_uses: 100, uses: 101 }), 2000, NOW)).toMatchObject({ reason: 'exhausted' });
    expect(checkCoupon(coupon({ max_uses: 100, uses: 99 }), 2000, NOW).ok).toBe(true);
    expect(checkCoupon(coupon({ max_uses: 0, uses: 5000 }), 2000, NOW).ok).toBe(true);
  });

  it("refuses when the shopper's own uses are taken", () => {
    expect(checkCoupon(coupon({ max_uses_per_customer: 1, customer_uses: 1 }), 2000, NOW)).toEqual({ ok: false, reason: 'customer_limit', message: 'You have already used this coupon' });
    expect(checkCoupon(coupon({ max_uses_per_customer: 2, customer_uses: 1 }), 2000, NOW).ok).toBe(true);
    expect(checkCoupon(coupon({ max_uses_per_customer: 0, customer_uses: 9 }), 2000, NOW).ok).toBe(true);
  });

  it("says when a shopper's own limit is reached (the home hero stops offering such a coupon)", () => {
    expect(customerLimitReached({ max_uses_per_customer: 1 }, 1)).toBe(true);
    expect(customerLimitReached({ max_uses_per_customer: 2 }, 1)).toBe(false);
    expect(customerLimitReached({ max_uses_per_customer: null }, 50)).toBe(false);
    expect(customerLimitReached({ max_uses_per_customer: 0 }, 50)).toBe(false);
  });

  it('refuses below the minimum cart_total and says how much more to add', () => {
    expect(checkCoupon(coupon({ min_total: 1500 }), 1250, NOW)).toEqual({ ok: false, reason: 'below_minimum', message: 'Add ৳250 more to use this coupon' });
    expect(checkCoupon(coupon({ min_total: 5000 }), 1250, NOW)).toMatchObject({ message: 'Add ৳3,750 more to use this coupon' });
    expect(checkCoupon(coupon({ min_total: 1500 }), 1500, NOW)).toEqual({ ok: true, discount: 150 });
    expect(checkCoupon(coupon({ min_total: 0 }), 0, NOW)).toEqual({ ok: true, discount: 0 });
  });

  it('names the first failing check: window, then total uses, then own uses, then minimum', () => {
    const all = { starts_at: NOW + 1, ends_at: NOW - 1, max_uses: 1, uses: 1, max_uses_per_customer: 1, customer_uses: 1, min_total: 9999 };
    expect(checkCoupon(coupon(all), 10, NOW)).toMatchObject({ reason: 'not_started' });
    expect(checkCoupon(coupon({ ...all, starts_at: null }), 10, NOW)).toMatchObject({ reason: 'expired' });
    expect(checkCoupon(coupon({ ...all, starts_at: null, ends_at: null }), 10, NOW)).toMatchObject({ reason: 'exhausted' });
    expect(checkCoupon(coupon({ ...all, starts_at: null, ends_at: null, uses: 0 }), 10, NOW)).toMatchObject({ reason: 'customer_limit' });
    expect(checkCoupon(coupon({ ...all, starts_at: null, ends_at: null, uses: 0, customer_uses: 0 }), 10, NOW)).toMatchObject({ reason: 'below_minimum' });
  });

  it('has a message for every refusal and for an applied coupon', () => {
    expect(couponMessages.applied(150)).toBe('Coupon applied: you save ৳150');
    expect(couponMessages.tooManyTries).toContain('Too many');
  });

  it('guessing: 10 unknown codes per 15 minutes, then a refusal that names no code', () => {
    expect(COUPON_GUESS_RULE).toEqual({ name: 'coupon-miss', limit: 10, windowSeconds: 900 });
    expect(couponTriesExceeded()).toEqual({ ok: false, reason: 'too_many_tries', message: couponMessages.tooManyTries });
  });
});
