import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  isMinusDisabled,
  isPlusDisabled,
  maxOrderableQuantity,
  normalizeQuantity,
  stockFigure,
} from './quantity';

describe('stockFigure (spec §9)', () => {
  it('is the stock quantity for limited stock, never negative', () => {
    expect(stockFigure({ quantity: 8, unlimited: false, maxItemInOrder: 3 })).toBe(8);
    expect(stockFigure({ quantity: -2, unlimited: false })).toBe(0);
    expect(stockFigure({ quantity: Number.NaN, unlimited: false })).toBe(0);
  });
  it('is max_item_in_order for unlimited stock, Infinity when there is none', () => {
    expect(stockFigure({ quantity: 0, unlimited: true, maxItemInOrder: 5 })).toBe(5);
    expect(stockFigure({ quantity: 3, unlimited: true, maxItemInOrder: 0 })).toBe(Number.POSITIVE_INFINITY);
    expect(stockFigure({ quantity: 3, unlimited: true })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('normalizeQuantity (spec §5)', () => {
  it('defaults to 1', () => {
    expect(DEFAULT_QUANTITY).toBe(1);
  });
  it('turns values below 1, NaN and non-numbers into 1 without a message', () => {
    for (const value of [0, -4, 0.5, Number.NaN, null, undefined, 'abc', '']) {
      expect(normalizeQuantity(value, { available: 10 })).toEqual({ quantity: 1 });
    }
  });
  it('keeps a whole quantity within the stock, truncating fractions and reading numeric strings', () => {
    expect(normalizeQuantity(3, { available: 10 })).toEqual({ quantity: 3 });
    expect(normalizeQuantity(10, { available: 10 })).toEqual({ quantity: 10 });
    expect(normalizeQuantity(3.8, { available: 10 })).toEqual({ quantity: 3 });
    expect(normalizeQuantity(' 4 ', { available: 10 })).toEqual({ quantity: 4 });
  });
  it('above the available stock: the alert and a reset to 1', () => {
    expect(normalizeQuantity(11, { available: 10 })).toEqual({ quantity: 1, error: 'Not available this amount of product' });
    expect(normalizeQuantity(1, { available: 0 })).toEqual({ quantity: 1, error: 'Not available this amount of product' });
  });
  it('unlimited stock without a cap (Infinity) accepts any whole quantity', () => {
    expect(normalizeQuantity(100_000, { available: Number.POSITIVE_INFINITY })).toEqual({ quantity: 100_000 });
  });
});

describe('plus and minus (spec §5)', () => {
  const base = { quantity: 1, available: 5, unlimited: false, maxItemInOrder: 0, status: 1 };

  it('plus is disabled when stock is 0 and not unlimited', () => {
    expect(isPlusDisabled({ ...base, available: 0 })).toBe(true);
    expect(isPlusDisabled({ ...base, available: 0, unlimited: true })).toBe(false);
  });
  it('plus is disabled when the quantity reached max_item_in_order (> 0)', () => {
    expect(isPlusDisabled({ ...base, quantity: 3, maxItemInOrder: 3 })).toBe(true);
    expect(isPlusDisabled({ ...base, quantity: 2, maxItemInOrder: 3 })).toBe(false);
    expect(isPlusDisabled({ ...base, quantity: 3, unlimited: true, maxItemInOrder: 3 })).toBe(true);
  });
  it('plus is disabled when the variant status is 0', () => {
    expect(isPlusDisabled({ ...base, status: 0 })).toBe(true);
    expect(isPlusDisabled({ ...base, status: null })).toBe(false);
  });
  it('plus is disabled at the available stock', () => {
    expect(isPlusDisabled({ ...base, quantity: 5 })).toBe(true);
    expect(isPlusDisabled({ ...base, quantity: 4 })).toBe(false);
  });

  it('increments only up to the available quantity and max_item_in_order', () => {
    expect(incrementQuantity({ ...base, quantity: 4 })).toBe(5);
    expect(incrementQuantity({ ...base, quantity: 5 })).toBe(5);
    expect(incrementQuantity({ ...base, quantity: 2, maxItemInOrder: 2 })).toBe(2);
    expect(incrementQuantity({ ...base, quantity: 0 })).toBe(2);
    expect(incrementQuantity({ ...base, quantity: 1, unlimited: true, available: 0 })).toBe(2);
  });

  it('decrements never below 1', () => {
    expect(decrementQuantity({ quantity: 3 })).toBe(2);
    expect(decrementQuantity({ quantity: 1 })).toBe(1);
    expect(decrementQuantity({ quantity: Number.NaN })).toBe(1);
    expect(isMinusDisabled({ quantity: 1 })).toBe(true);
    expect(isMinusDisabled({ quantity: 2 })).toBe(false);
  });

  it('maxOrderableQuantity is the smaller of stock figure and max_item_in_order', () => {
    expect(maxOrderableQuantity({ available: 5, unlimited: false, maxItemInOrder: 3 })).toBe(3);
    expect(maxOrderableQuantity({ available: 2, unlimited: false, maxItemInOrder: 3 })).toBe(2);
    expect(maxOrderableQuantity({ available: 2, unlimited: false })).toBe(2);
    expect(maxOrderableQuantity({ available: 0, unlimited: true })).toBe(Number.POSITIVE_INFINITY);
    expect(maxOrderableQuantity({ available: 9, unlimited: false, status: 0 })).toBe(0);
  });

  it('repeated increments never pass the maximum and plus is disabled exactly there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 40 }),
        fc.boolean(),
        fc.integer({ min: -2, max: 30 }),
        fc.constantFrom(0, 1, null),
        fc.integer({ min: 0, max: 50 }),
        (available, unlimited, maxItemInOrder, status, clicks) => {
          const control = { quantity: 1, available, unlimited, maxItemInOrder, status };
          const max = maxOrderableQuantity(control);
          let quantity = 1;
          for (let i = 0; i < clicks; i += 1) quantity = incrementQuantity({ ...control, quantity });
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(quantity).toBeLessThanOrEqual(Math.max(1, max));
          expect(isPlusDisabled({ ...control, quantity })).toBe(quantity >= max);
          if (status === 0 || (!unlimited && available <= 0)) expect(isPlusDisabled({ ...control, quantity })).toBe(true);
        },
      ),
    );
  });
});
