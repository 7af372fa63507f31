// The rating line (spec §9): stars 20% wide per star, the average with 2 decimals out of 5 and
// "Rating"/"Ratings"; shown only when enable_review is 1 ("No reviews yet" before the first).
import { useI18n } from '../../lib/i18n';
import { formatRating, ratingWidthPercent } from '../../../core/rating';

export function RatingStars({ enabled, average, count }: { enabled: boolean; average: number; count: number }) {
  const { t, num, digits } = useI18n();
  if (!enabled) return null;
  // Reviews on but none yet: say so, without empty stars and a "0.00" (issue 16 item 9).
  if (count === 0)
    return (
      <p className="text-sm text-gray-700" data-testid="rating">
        {t('rating.none')}
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
        <span className="sr-only">{t('rating.rated')} </span>
        {digits(formatRating(average))}
        <span className="sr-only"> {t('rating.outOf5')}</span> ({num(count)} {count === 1 ? t('rating.one') : t('rating.many')})
      </span>
    </p>
  );
}
