// Ratings per spec §9: stars are drawn 20% wide per star out of 5 (width clamped to 0–100%), the
// average is shown with 2 decimals, and the label is "Rating" for fewer than 2 ratings, else
// "Ratings". A missing or non-numeric average counts as 0.
import { browserMessages as messages } from './browser-messages';
import { parseNumber } from './numeric';

const MAX_STARS = 5;
const PERCENT_PER_STAR = 20;

function readAverage(average: unknown): number {
  return Math.min(MAX_STARS, Math.max(0, parseNumber(average)));
}

/** The filled width of the stars, in percent. */
export function ratingWidthPercent(average: unknown): number {
  return readAverage(average) * PERCENT_PER_STAR;
}

/** The average with 2 decimals, 0–5 ("4.50"). */
export function formatRating(average: unknown): string {
  return readAverage(average).toFixed(2);
}

/** "Rating" for fewer than 2, else "Ratings". */
export function ratingLabel(count: unknown): string {
  return parseNumber(count) < 2 ? messages.rating : messages.ratings;
}
