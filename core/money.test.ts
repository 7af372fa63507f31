import { describe, it, expect } from 'vitest';
import { CURRENCY_SYMBOL, formatPriceRange, formatTaka } from './money';

describe('money display', () => {
  it('uses the taka sign', () => {
    expect(CURRENCY_SYMBOL).toBe('৳');
  });
  it('formats whole taka with en-US thousands separators', () => {
    expect(formatTaka(1050)).toBe('৳1,050');
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(999)).toBe('৳999');
    expect(formatTaka(1234567)).toBe('৳1,234,567');
    expect(formatTaka(1e21)).toBe('৳1,000,000,000,000,000,000,000');
  });
  it('puts the minus sign before the taka sign', () => {
    expect(formatTaka(-50)).toBe('-৳50');
    expect(formatTaka(-1050)).toBe('-৳1,050');
  });
  it('truncates fractions and reads missing amounts as 0', () => {
    expect(formatTaka(1050.99)).toBe('৳1,050');
    expect(formatTaka(-0.5)).toBe('৳0');
    expect(formatTaka(Number.NaN)).toBe('৳0');
  });
  it('shows a range only when the ends differ, low end first', () => {
    expect(formatPriceRange(1050, 2100)).toBe('৳1,050 - ৳2,100');
    expect(formatPriceRange(2100, 1050)).toBe('৳1,050 - ৳2,100');
    expect(formatPriceRange(1050, 1050)).toBe('৳1,050');
    expect(formatPriceRange(1050.2, 1050.9)).toBe('৳1,050');
  });
});
