// Quick View's newest buyer reviews (issue 28 item 1): the three newest shown reviews, each
// marked "Verified purchase", asked from /api/front/product-reviews (a shared answer) when the
// dialog opens, with a link to all of them on the product page. Nothing when there are none or
// the call fails: the figures above already say what the product's rating is.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { ReviewView } from '../../../services/reviews/list-product-reviews';

const SHOWN = 3;

export function QuickViewReviews({ productId, url, onNavigate }: { productId: number; url: string; onNavigate: () => void }) {
  const { t, date } = useI18n();
  const [reviews, setReviews] = useState<ReviewView[] | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/front/product-reviews', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pro_id: productId, page: 1 }) })
      .then((r) => (r.ok ? (r.json() as Promise<{ reviews: ReviewView[] }>) : null))
      .then((body) => {
        if (live && body) setReviews(body.reviews.slice(0, SHOWN));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [productId]);
  if (!reviews || reviews.length === 0) return null;
  return (
    <section aria-labelledby={`qv-reviews-${productId}`} className="space-y-2 border-t pt-3" data-testid="quick-view-reviews">
      <h3 id={`qv-reviews-${productId}`} className="text-sm font-semibold text-gray-900">
        {t('review.heading')}
      </h3>
      <ul className="space-y-2">
        {reviews.map((r) => (
          <li key={r.id} className="text-sm">
            <span className="text-amber-600" role="img" aria-label={t('review.ratedStars', { n: r.rating })}>
              {'★'.repeat(r.rating)}
            </span>{' '}
            <span className="font-medium text-gray-900">{r.reviewer}</span> <span className="text-xs font-semibold text-emerald-800">{t('review.verified')}</span>{' '}
            <time dateTime={r.created_at} className="text-gray-700">
              {date(r.created_at)}
            </time>
            {r.text ? <p className="line-clamp-3 text-gray-800">{r.text}</p> : null}
          </li>
        ))}
      </ul>
      <Link to={`${url}#reviews`} className="inline-block text-sm font-medium text-primary-text underline" onClick={onNavigate}>
        {t('review.seeAll')}
      </Link>
    </section>
  );
}
