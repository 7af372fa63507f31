import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkCartAdd } from './cart-limits';

describe('checkCartAdd (decisions.md "Cart limits")', () => {
  it('accepts an add that stays within both limits, including reaching them exactly', () => {
    expect(checkCartAdd({ inCart: 0, adding: 1, maxItemInOrder: 5, available: 10, unlimited: false })).toEqual({ ok: true });
    expect(checkCartAdd({ inCart: 2, adding: 3, maxItemInOrder: 5, available: 10, unlimited: false })).toEqual({ ok: true });
    expect(checkCartAdd({ inCart: 7, adding: 3, maxItemInOrder: 0, available: 10, unlimited: false })).toEqual({ ok: true });
  });

  it('refuses with the max_item_in_order message when q + n exceeds it', () => {
    expect(checkCartAdd({ inCart: 4, adding: 2, maxItemInOrder: 5, available: 10, unlimited: false })).toEqual({
      ok: false,
      limit: 'max_item_in_order',
      message: '2 items can not be added to cart. The quantity is limited to 5',
    });
  });

  it('refuses with the stock message when q + n exceeds the available stock', () => {
    expect(checkCartAdd({ inCart: 8, adding: 3, maxItemInOrder: 0, available: 10, unlimited: false })).toEqual({
      ok: false,
      limit: 'stock',
      message: '3 items can not be added to cart. The remaining stock is 10',
    });
    expect(checkCartAdd({ inCart: 0, adding: 1, maxItemInOrder: null, available: 0, unlimited: false })).toMatchObject({ limit: 'stock' });
  });

  it('names max_item_in_order when both limits are exceeded', () => {
    expect(checkCartAdd({ inCart: 0, adding: 20, maxItemInOrder: 5, available: 10, unlimited: false })).toMatchObject({
      limit: 'max_item_in_order',
      message: '20 items can not be added to cart. The quantity is limited to 5',
    });
  });

  it('for unlimited stock, max_item_in_order stands in for the stock; without one there is no limit', () => {
    expect(checkCartAdd({ inCart: 5, adding: 1, maxItemInOrder: 5, available: 0, unlimited: true })).toMatchObject({
      limit: 'max_item_in_order',
    });
    expect(checkCartAdd({ inCart: 500, adding: 500, maxItemInOrder: 0, available: 0, unlimited: true })).toEqual({ ok: true });
  });

  it('treats a missing or negative line quantity as 0', () => {
    expect(checkCartAdd({ inCart: Number.NaN, adding: 10, maxItemInOrder: 10, available: 10, unlimited: false })).toEqual({ ok: true });
    expect(checkCartAdd({ inCart: -5, adding: 10, maxItemInOrder: 10, available: 10, unlimited: false })).toEqual({ ok: true });
  });

  it('refuses an amount that is not a whole number of at least 1', () => {
    for (const adding of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number]) {
      expect(checkCartAdd({ inCart: 0, adding, maxItemInOrder: 0, available: 100, unlimited: false })).toEqual({
        ok: false,
        limit: 'quantity',
        message: 'The quantity must be a whole number of at least 1',
      });
    }
  });

  it('accepts exactly when q + n is within every applied limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -1, max: 60 }),
        fc.integer({ min: -1, max: 60 }),
        fc.boolean(),
        (inCart, adding, maxItemInOrder, available, unlimited) => {
          const result = checkCartAdd({ inCart, adding, maxItemInOrder, available, unlimited });
          const total = inCart + adding;
          const overMax = maxItemInOrder > 0 && total > maxItemInOrder;
          const stock = unlimited ? (maxItemInOrder > 0 ? maxItemInOrder : Infinity) : Math.max(0, available);
          const overStock = total > stock;
          expect(result.ok).toBe(!overMax && !overStock);
          if (overMax) expect(result).toMatchObject({ limit: 'max_item_in_order' });
          else if (overStock) expect(result).toMatchObject({ limit: 'stock' });
        },
      ),
    );
  });
});
