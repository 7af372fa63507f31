// The "Recently viewed" cards (docs/decisions/068): the strip on home and product pages (after
// load, recently-viewed-strip.client.tsx) and the customer's account overview (server-rendered,
// for a page without JavaScript too). Fixed-size cards: a 112 px square picture, two lines of
// name, the price.
import type { RecentlyViewedCard } from '../../../services/recently-viewed/show-recently-viewed';
import { useI18n } from '../../lib/i18n';
import { SmartLink } from '../layout/smart-link';

export function RecentlyViewedSection({ cards, className = '' }: { cards: RecentlyViewedCard[]; className?: string }) {
  const { t, taka, takaRange } = useI18n();
  return (
    <section aria-labelledby="recently-viewed-heading" className={`space-y-3 ${className}`} data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="text-xl font-bold">
        {t('recent.heading')}
      </h2>
      <ul className="-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-2 desk:mx-0 desk:px-0">
        {cards.map((card) => (
          <li key={card.pro_id} className="w-28 shrink-0 snap-start sm:w-32">
            <SmartLink to={card.url} className="group block rounded-lg border border-gray-200 bg-white p-2 hover:border-primary">
              {card.image ? (
                <img src={card.image} alt="" width={112} height={112} loading="lazy" decoding="async" className="aspect-square w-full rounded object-cover" />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center rounded bg-gray-100 text-xs text-gray-700">{t('recent.noPicture')}</span>
              )}
              <span className="mt-2 line-clamp-2 h-10 text-sm leading-5 text-gray-900 group-hover:underline">{card.name}</span>
              <span className="mt-1 block text-sm font-bold text-primary-text">{card.price_max !== null ? takaRange(card.price, card.price_max) : taka(card.price)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
