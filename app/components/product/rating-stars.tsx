// The rating line (spec §9): stars 20% wide per star, the average with 2 decimals out of 5 and
// "Rating"/"Ratings"; shown only when enable_review is 1 ("No reviews yet" before the first).
import { formatRating, ratingLabel, ratingWidthPercent } from '../../../core/rating';

export function RatingStars({ enabled, average, count }: { enabled: number; average: number; count: number }) {
  if (enabled !== 1) return null;
  // Reviews on but none yet: say so, without empty stars and a "0.00" (issue 16 item 9).
  if (count === 0)
    return (
      <p className="text-sm text-gray-700" data-testid="rating">
        No reviews yet
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="rating">
      <span className="relative inline-block text-base leading-none tracking-widest text-gray-300" aria-hidden="true">
        ★★★★★
        <span className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500" style={{ width: `${ratingWidthPercent(average)}%` }}>
          ★★★★★
        </span>
      </span>
      <span>
        <span className="sr-only">Rated </span>
        {formatRating(average)}
        <span className="sr-only"> out of 5</span> ({count} {ratingLabel(count)})
      </span>
    </p>
  );
}
