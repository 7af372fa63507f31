import { describe, expect, it } from 'vitest';
import { valueOutlook } from './variant-outlook';

// Colour group 1 (values 10 red, 11 blue, 12 green), size group 2 (20 M, 21 L).
const combos = [
  { variant: '10-20', status: 1, quantity: 3, unlimitedQuantity: false },
  { variant: '10-21', status: 1, quantity: 0, unlimitedQuantity: false },
  { variant: '11-20', status: 1, quantity: 0, unlimitedQuantity: false },
  { variant: '11-21', status: 0, quantity: 9, unlimitedQuantity: false },
  { variant: '12-20', status: 1, quantity: 0, unlimitedQuantity: true },
];
const groups = [1, 2];

describe('valueOutlook', () => {
  it('with nothing chosen: any combination of the value counts', () => {
    expect(valueOutlook(groups, combos, {}, 1, 10)).toBe('available');
    expect(valueOutlook(groups, combos, {}, 1, 11)).toBe('sold-out');
    expect(valueOutlook(groups, combos, {}, 1, 12)).toBe('available');
    expect(valueOutlook(groups, combos, {}, 2, 21)).toBe('sold-out');
  });
  it("follows the other groups' choices, not the group's own", () => {
    expect(valueOutlook(groups, combos, { 2: 21 }, 1, 10)).toBe('sold-out');
    expect(valueOutlook(groups, combos, { 2: 21 }, 1, 11)).toBe('unavailable');
    expect(valueOutlook(groups, combos, { 2: 21 }, 1, 12)).toBe('unavailable');
    expect(valueOutlook(groups, combos, { 1: 11, 2: 21 }, 1, 10)).toBe('sold-out');
    expect(valueOutlook(groups, combos, { 1: 10 }, 2, 20)).toBe('available');
  });
  it('ignores combinations of another shape, and a missing status counts as on', () => {
    expect(valueOutlook([1], [{ variant: '10-20', quantity: 1, unlimitedQuantity: false }], {}, 1, 10)).toBe('unavailable');
    expect(valueOutlook([1], [{ variant: '10', quantity: 1, unlimitedQuantity: false }], {}, 1, 10)).toBe('available');
    expect(valueOutlook([1], [{ variant: '10', status: null, quantity: 0, unlimitedQuantity: false }], {}, 1, 10)).toBe('sold-out');
  });
});
