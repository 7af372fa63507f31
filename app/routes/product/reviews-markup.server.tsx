// The product page's reviews (issue 28 item 1): the figures, the distribution of stars, and the
// buyers' reviews newest first, each marked "Verified purchase", with their photos and the
// shop's reply. Rendered on the server as markup the page places as is (decision 065): nothing
// in it reacts to the shopper, so it costs the page no JavaScript. The pager and the "with
// photos" filter are plain links to the page's own address (`reviews_page`, `with_photos`), so
// they work without JavaScript and keep the page shareable.
import { renderToStaticMarkup } from 'react-dom/server';
import { formatRating, ratingWidthPercent } from '../../../core/rating';
import { translator } from '../../../core/i18n/compile';
import type { Lang } from '../../../core/i18n/lang';
import type { Translator } from '../../../core/i18n/translate';
import type { ProductReviewsPage } from '../../../services/reviews/list-product-reviews';
import { KeptMarkup } from '../../lib/kept-markup.server';


function reviewsHref(page: number, withPhotos: boolean): string {
  const q = new URLSearchParams();
  if (page > 1) q.set('reviews_page', String(page));
  if (withPhotos) q.set('with_photos', '1');
  const s = q.toString();
  return `${s ? `?${s}` : '?'}#reviews`;
}

function ProductReviews({ reviews, withPhotos, i18n }: { reviews: ProductReviewsPage; withPhotos: boolean; i18n: Translator }) {
  const { t, num, date, digits } = i18n;
  const shown = reviews.distribution.reduce((s, d) => s + d.count, 0);
  const tab = 'rounded-full border px-3 py-1 text-sm';
  return (
    <>
      <h2 id="product-reviews" className="mb-3 text-lg font-semibold">
        {t('review.heading')}
      </h2>
      {reviews.reviewtotalItems > 0 ? (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <span className="relative inline-block text-base leading-none tracking-widest text-gray-300" aria-hidden="true">
            ★★★★★
            <span className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500" style={{ width: `${ratingWidthPercent(reviews.avg_rating)}%` }}>
              ★★★★★
            </span>
          </span>
          <span>
            <span className="sr-only">{t('rating.rated')} </span>
            {digits(formatRating(reviews.avg_rating))}
            <span className="sr-only"> {t('rating.outOf5')}</span> ({num(reviews.reviewtotalItems)} {reviews.reviewtotalItems === 1 ? t('rating.one') : t('rating.many')})
          </span>
        </p>
      ) : null}
      {shown > 0 ? (
        <ul className="mt-3 max-w-sm space-y-1 text-sm" aria-label={t('review.distribution')}>
          {reviews.distribution.map((d) => (
            <li key={d.stars} className="flex items-center gap-2">
              <span className="w-16 shrink-0">{t('review.stars', { n: d.stars })}</span>
              <span className="h-2 flex-1 rounded bg-gray-200" aria-hidden="true">
                <span className="block h-2 rounded bg-amber-500" style={{ width: `${Math.round((d.count / shown) * 100)}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right">{num(d.count)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {shown > 0 ? (
        <nav aria-label={t('review.filter')} className="mt-4 flex gap-2">
          <a href={reviewsHref(1, false)} aria-current={withPhotos ? undefined : 'true'} className={`${tab} ${withPhotos ? 'border-gray-300' : 'border-primary font-semibold'}`}>
            {t('review.all', { n: shown })}
          </a>
          <a href={reviewsHref(1, true)} aria-current={withPhotos ? 'true' : undefined} className={`${tab} ${withPhotos ? 'border-primary font-semibold' : 'border-gray-300'}`}>
            {t('review.withPhotos', { n: reviews.with_photos_total })}
          </a>
        </nav>
      ) : null}
      {reviews.reviews.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">{shown > 0 ? t('review.noneWithPhotos') : t('review.noneYet')}</p>
      ) : (
        <ol className="mt-4 divide-y divide-gray-200">
          {reviews.reviews.map((r) => (
            <li key={r.id} className="space-y-2 py-4" data-testid="review">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="text-amber-600" role="img" aria-label={t('review.ratedStars', { n: r.rating })}>
                  {'★'.repeat(r.rating)}
                  <span className="text-gray-300">{'★'.repeat(5 - r.rating)}</span>
                </span>
                <span className="font-medium text-gray-900">{r.reviewer}</span>
                <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">{t('review.verified')}</span>
                <time dateTime={r.created_at} className="text-gray-700">
                  {date(r.created_at)}
                </time>
              </div>
              {r.text ? <p className="whitespace-pre-line text-gray-800">{r.text}</p> : null}
              {r.photos.length > 0 ? (
                <div className="flex gap-2">
                  {r.photos.map((src, i) => (
                    <a key={src} href={src} target="_blank" rel="noopener">
                      <img src={src} alt={t('review.photo', { n: i + 1 })} width={80} height={80} loading="lazy" decoding="async" className="h-20 w-20 rounded object-cover" />
                    </a>
                  ))}
                </div>
              ) : null}
              {r.reply ? (
                <div className="rounded bg-gray-50 p-3 text-sm">
                  <p className="font-semibold text-gray-900">{t('review.shopReply')}</p>
                  <p className="whitespace-pre-line text-gray-800">{r.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {reviews.last_page > 1 ? (
        <nav aria-label={t('review.pages')} className="mt-2 flex items-center justify-between text-sm">
          {reviews.current_page > 1 ? <a href={reviewsHref(reviews.current_page - 1, withPhotos)} className="font-medium text-primary-text hover:underline">{t('review.newer')}</a> : <span />}
          <span>{t('pager.page', { n: reviews.current_page })}</span>
          {reviews.current_page < reviews.last_page ? <a href={reviewsHref(reviews.current_page + 1, withPhotos)} className="font-medium text-primary-text hover:underline">{t('review.older')}</a> : <span />}
        </nav>
      ) : null}
    </>
  );
}

/** The reviews section's inner markup in the page's language. */
// Made once per reviews page shown, mode and language (app/lib/kept-markup.server.ts; decision 083).
const keptReviews = new KeptMarkup<string>(4 * 1024 * 1024, (html) => html.length);

export function reviewsMarkup(reviews: ProductReviewsPage, withPhotos: boolean, lang: Lang): string {
  return keptReviews.get(`${lang}|${withPhotos ? 1 : 0}|${JSON.stringify(reviews)}`, () =>
    renderToStaticMarkup(<ProductReviews reviews={reviews} withPhotos={withPhotos} i18n={translator(lang)} />),
  );
}
