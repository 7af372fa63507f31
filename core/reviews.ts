// Reviews by verified buyers (issue 28 item 1; docs/decisions/065): the rules every path shares.
// A buyer of a delivered order line rates it 1–5 with an optional text and up to 3 photos, once
// per line, and may change it for REVIEW_EDIT_DAYS days. What a product shows is the imported
// figures (the catalog's avg_rating over review_total ratings, the starting point) joined with
// its shown buyer reviews.

export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_TEXT = 2000;
export const MAX_HIDE_REASON = 300;
export const MAX_REPLY_TEXT = 1000;
export const REVIEW_EDIT_DAYS = 30;
export const REVIEWS_PER_PAGE = 10;

export const reviewMessages = {
  ratingInvalid: 'The rating must be a whole number from 1 to 5',
  textTooLong: `The review may be at most ${MAX_REVIEW_TEXT} characters`,
  tooManyPhotos: `At most ${MAX_REVIEW_PHOTOS} photos`,
  photoNotFound: 'A photo was not found; upload it again',
  notReviewable: 'Only a delivered order line of yours can be reviewed',
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days`,
  saved: 'Thank you for your review',
  updated: 'Your review was updated',
  hideReasonRequired: 'Say why the review is hidden',
  hideReasonTooLong: `The reason may be at most ${MAX_HIDE_REASON} characters`,
  replyRequired: 'Write the reply',
  replyTooLong: `The reply may be at most ${MAX_REPLY_TEXT} characters`,
  notFound: 'No such review',
  changedMeanwhile: 'The review changed meanwhile; try again',
  hidden: 'The review is hidden',
  replied: 'The reply is published',
} as const;

/** A rating as given (a number or a numeric string): the whole number 1–5, else null. */
export function parseRating(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/** Whether a review written at `createdAt` (ISO) may still be changed at `nowMs`. */
export function reviewEditable(createdAt: string, nowMs: number): boolean {
  return nowMs - Date.parse(createdAt) <= REVIEW_EDIT_DAYS * 86_400_000;
}

/**
 * The product's figures: the imported average over the imported count, joined with the shown
 * buyer reviews (their count and rating sum); the average to 2 decimals, 0 without any rating.
 */
export function combinedRating(imported: { average: number; count: number }, buyers: { count: number; sum: number }): { average: number; count: number } {
  const importedCount = Math.max(0, Math.floor(imported.count));
  const count = importedCount + Math.max(0, buyers.count);
  if (count === 0) return { average: 0, count: 0 };
  const total = imported.average * importedCount + buyers.sum;
  return { average: Math.round((total / count) * 100) / 100, count };
}

/** A product row's shown figures: its imported ones joined with its shown buyer reviews. */
export function productRating(p: { avg_rating: number; review_total: number; buyer_review_count: number; buyer_review_sum: number }): { average: number; count: number } {
  return combinedRating({ average: p.avg_rating, count: p.review_total }, { count: p.buyer_review_count, sum: p.buyer_review_sum });
}

/** The shopper's name as a review shows it: the first name and the initial of the last. */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${[...words[words.length - 1]!][0]}.`;
}

/** How many ratings of each star, 5 first, from the shown reviews' ratings. */
export function starDistribution(counts: ReadonlyArray<{ rating: number; count: number }>): Array<{ stars: number; count: number }> {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.filter((c) => c.rating === stars).reduce((s, c) => s + c.count, 0) }));
}
