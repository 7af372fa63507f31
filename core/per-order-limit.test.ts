import { describe, expect, it } from 'vitest';
import { perOrderLimit, perOrderLimitText } from './per-order-limit';

describe('per-order limit note', () => {
  it('names max_item_in_order when it is below the stock', () => {
    expect(perOrderLimitText({ quantity: 13, unlimited: false, maxItemInOrder: 3 })).toBe('at most 3 per order');
    expect(perOrderLimit({ quantity: 0, unlimited: true, maxItemInOrder: 4 })).toBe(4);
  });
  it('says nothing when the stock is the tighter limit, there is no limit, or nothing can be bought', () => {
    expect(perOrderLimit({ quantity: 3, unlimited: false, maxItemInOrder: 3 })).toBeNull();
    expect(perOrderLimit({ quantity: 2, unlimited: false, maxItemInOrder: 3 })).toBeNull();
    expect(perOrderLimit({ quantity: 13, unlimited: false, maxItemInOrder: 0 })).toBeNull();
    expect(perOrderLimit({ quantity: 13, unlimited: false, maxItemInOrder: null })).toBeNull();
    expect(perOrderLimit({ quantity: 0, unlimited: false, maxItemInOrder: 3 })).toBeNull();
    expect(perOrderLimit({ status: 0, quantity: 13, unlimited: false, maxItemInOrder: 3 })).toBeNull();
    expect(perOrderLimitText({ quantity: 3, unlimited: false, maxItemInOrder: 3 })).toBeNull();
  });
});
