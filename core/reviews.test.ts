import { describe, expect, it } from 'vitest';
import { combinedRating, productRating, parseRating, reviewEditable, reviewerName, REVIEW_EDIT_DAYS, starDistribution } from './reviews';

describe('parseRating', () => {
  it('takes whole numbers 1–5, as numbers or numeric text', () => {
    for (const v of [1, 2, 3, 4, 5, '5', ' 3 ']) expect(parseRating(v)).toBe(Number(String(v).trim()));
  });
  it('refuses anything else', () => {
    for (const v of [0, 6, 4.5, -1, '', ' ', 'five', null, undefined, NaN, Infinity, [], {}, '4.5', true]) expect(parseRating(v)).toBeNull();
  });
});

describe('reviewEditable', () => {
  const at = '2026-01-01T00:00:00.000Z';
  const t0 = Date.parse(at);
  it('for REVIEW_EDIT_DAYS days, the last moment included', () => {
    expect(reviewEditable(at, t0)).toBe(true);
    expect(reviewEditable(at, t0 + REVIEW_EDIT_DAYS * 86_400_000)).toBe(true);
    expect(reviewEditable(at, t0 + REVIEW_EDIT_DAYS * 86_400_000 + 1)).toBe(false);
  });
});

describe('combinedRating', () => {
  it('is the imported figures when no buyer reviewed', () => {
    expect(combinedRating({ average: 4.48, count: 149 }, { count: 0, sum: 0 })).toEqual({ average: 4.48, count: 149 });
  });
  it('joins buyer ratings with the imported ones, weighted by count, to 2 decimals', () => {
    expect(combinedRating({ average: 4, count: 3 }, { count: 1, sum: 1 })).toEqual({ average: 3.25, count: 4 });
    expect(combinedRating({ average: 0, count: 0 }, { count: 3, sum: 14 })).toEqual({ average: 4.67, count: 3 });
  });
  it('reads a product row’s columns', () => {
    expect(productRating({ avg_rating: 4, review_total: 3, buyer_review_count: 1, buyer_review_sum: 1 })).toEqual({ average: 3.25, count: 4 });
  });
  it('is 0 over 0 without any rating, and ignores nonsense counts', () => {
    expect(combinedRating({ average: 0, count: 0 }, { count: 0, sum: 0 })).toEqual({ average: 0, count: 0 });
    expect(combinedRating({ average: 5, count: -2 }, { count: -1, sum: 0 })).toEqual({ average: 0, count: 0 });
  });
});

describe('reviewerName', () => {
  it('shows the first name and the last name’s initial', () => {
    expect(reviewerName('Rahim Uddin Ahmed')).toBe('Rahim A.');
    expect(reviewerName('  Karim  ')).toBe('Karim');
    expect(reviewerName('সাকিব হাসান')).toBe('সাকিব হ.');
    expect(reviewerName('   ')).toBe('');
  });
});

describe('starDistribution', () => {
  it('counts each star, five first, zero where none', () => {
    expect(starDistribution([{ rating: 5, count: 2 }, { rating: 1, count: 1 }, { rating: 5, count: 1 }])).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });
});
