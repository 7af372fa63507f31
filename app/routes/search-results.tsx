// Search results (issue 4 item 6): /search/{keyword} (the main header) and /products/search/{key}
// (the shop and mobile headers); hyphens in the path are spaces (core/search-path). Ranked by
// relevance unless sorted otherwise; filterable like every listing; search-result card layout.
import { listingQuery, parseListingParams } from '../../core/listing-query';
import { pathToKeywords } from '../../core/search-path';
import { searchProducts } from '../../services/catalog/search-products';
import { suggestForEmptySearch } from '../../services/catalog/suggest-for-empty-search';
import { SmartLink } from '../components/layout/smart-link';
import { ListingView } from '../components/listing/listing-view';
import { listingMetaTags, listingTitle, metaTranslator } from './listing/listing-meta';
import { redirectFromEmptyParams } from './listing/load-listing.server';
import type { Route } from './+types/search-results';
import { cardsMarkup, cardsPage, withoutProducts } from '../components/product/cards-markup.server';
import { pageMarkup } from '../lib/page-markup.server';
import { useI18n } from '../lib/i18n';

/** The same page for every anonymous shopper: shared from the answer cache (server/shared-pages.ts). */
export const handle = { sharedAnswer: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  redirectFromEmptyParams(url, true);
  const base = url.pathname.startsWith('/products/search/') ? '/products/search' : '/search';
  const keywords = pathToKeywords(params.keyword ?? params.key ?? '').slice(0, 100);
  const result = await searchProducts(context, keywords, parseListingParams(url.searchParams, { search: true }), base);
  // Nothing found: what to try instead (issue 16 item 7).
  const suggestions = result.total === 0 ? await suggestForEmptySearch(context, keywords, base) : null;
  return {
    result: withoutProducts(result),
    // The cards as server markup, each made once (decision 080); in a document's HTML once (decision 076).
    cards: pageMarkup(context, { 'listing-cards': cardsMarkup(result.products, { ...cardsPage(context, request), layout: 'search', priority: 4 }) }),
    suggestions,
    canonical: context.request.origin + result.path + listingQuery(result.params, { search: true }),
    shopName: context.shop.shop_name,
    shopSlug: context.shop.slug,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { result, shopName, canonical } = data;
  const translator = metaTranslator(matches);
  const { t } = translator;
  const heading = t('listing.searchHeading', { keywords: result.keywords });
  const description = t('listing.searchDescription', { n: result.total, shop: shopName, keywords: result.keywords });
  return [
    ...listingMetaTags({ title: listingTitle(heading, result.params, shopName, 'relevance', translator), description, canonical, shopName }),
    // Result pages are for shoppers, not for search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { result, cards, suggestions, shopSlug } = loaderData;
  return (
    <ListingView
      data={{ ...result, heading: t('listing.searchHeading', { keywords: result.keywords }), description: null }}
      cards={cards}
      shopSlug={shopSlug}
      search
    >
      {/* Said only when something was found; an empty result says what to try instead. */}
      {result.corrections.length > 0 && !suggestions ? (
        <p className="text-sm text-gray-700" data-search-corrections>
          {t('listing.including', { words: result.corrections.map((c) => c.alternatives.join(' / ')).join(' ') })}
        </p>
      ) : null}
      {suggestions ? (
        <div className="space-y-3 rounded-md border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800" data-testid="search-empty">
          <p className="font-semibold">{t('listing.noMatch', { keywords: result.keywords })}</p>
          {suggestions.didYouMean ? (
            <p data-testid="search-did-you-mean">
              {t('listing.didYouMean')}{' '}
              <SmartLink to={suggestions.didYouMean.path} className="font-semibold text-primary-text underline">
                {suggestions.didYouMean.keywords}
              </SmartLink>
              {` ${t('listing.didYouMeanCount', { n: suggestions.didYouMean.total })}`}
            </p>
          ) : null}
          {suggestions.categories.length > 0 ? (
            <nav aria-label={t('listing.popularCategories')}>
              <p>{t('listing.tryCategory')}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {suggestions.categories.map((c) => (
                  <li key={c.path}>
                    <SmartLink to={c.path} className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1.5 text-primary-text hover:underline">
                      {c.name}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p>
            <SmartLink to="/all-products" className="font-semibold text-primary-text underline">
              {t('listing.seeAllProducts')}
            </SmartLink>
          </p>
        </div>
      ) : null}
    </ListingView>
  );
}
