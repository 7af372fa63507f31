import { describe, it, expect } from 'vitest';
import { formatRating, ratingLabel, ratingWidthPercent } from './rating';

describe('rating (spec §9)', () => {
  it('is 20% wide per star, clamped to 0–100', () => {
    expect(ratingWidthPercent(4.5)).toBe(90);
    expect(ratingWidthPercent(5)).toBe(100);
    expect(ratingWidthPercent(0)).toBe(0);
    expect(ratingWidthPercent(7)).toBe(100);
    expect(ratingWidthPercent(-1)).toBe(0);
    expect(ratingWidthPercent(Number.NaN)).toBe(0);
    expect(ratingWidthPercent('3.5000')).toBe(70);
  });
  it('shows the average with 2 decimals, out of 5', () => {
    expect(formatRating(4.5)).toBe('4.50');
    expect(formatRating(3.456)).toBe('3.46');
    expect(formatRating(null)).toBe('0.00');
    expect(formatRating(9)).toBe('5.00');
  });
  it('labels fewer than 2 as "Rating", else "Ratings"', () => {
    expect(ratingLabel(0)).toBe('Rating');
    expect(ratingLabel(1)).toBe('Rating');
    expect(ratingLabel(2)).toBe('Ratings');
    expect(ratingLabel(150)).toBe('Ratings');
    expect(ratingLabel(undefined)).toBe('Rating');
  });
});
