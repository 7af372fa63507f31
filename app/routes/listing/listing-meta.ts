// Title, description and canonical link of a listing page: unique per URL (page, sort, price
// range and brand are named in the title), in the page's language.
import type { ListingParams } from '../../../core/listing-query';
import type { Translator } from '../../../core/i18n/translate';
import { translatorOf, type PageI18n } from '../../lib/i18n';

/** The translator of a route's `meta` (the root's data carries the page's catalog). */
export function metaTranslator(matches: readonly ({ data?: unknown } | undefined)[] | undefined): Translator {
  return translatorOf((matches?.[0]?.data as { i18n?: PageI18n } | undefined)?.i18n);
}

export function listingTitle(heading: string, params: ListingParams, shopName: string, defaultSort: string, { t, taka }: Translator): string {
  const parts = [heading];
  if (params.brand) parts.push(t('listing.titleBrand', { brand: params.brand }));
  if (params.minPrice !== null || params.maxPrice !== null)
    parts.push(t('listing.titlePrice', { min: taka(params.minPrice ?? 0), max: params.maxPrice !== null ? taka(params.maxPrice) : t('listing.anyPrice') }));
  if (params.sort !== defaultSort) parts.push(t(`listing.sort.${params.sort}`));
  if (params.page > 1) parts.push(t('pager.page', { n: params.page }));
  return `${parts.join(' – ')} | ${shopName}`;
}

export function listingMetaTags(args: {
  title: string;
  description: string;
  canonical: string;
  shopName: string;
}) {
  return [
    { title: args.title },
    { name: 'description', content: args.description },
    { tagName: 'link', rel: 'canonical', href: args.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: args.shopName },
    { property: 'og:title', content: args.title },
    { property: 'og:description', content: args.description },
    { property: 'og:url', content: args.canonical },
  ];
}

type ListingLoaderData = {
  listing: { heading: string; description: string | null; total: number; params: ListingParams; kind: string };
  canonical: string;
  shopName: string;
};

/** The meta export shared by the listing routes. */
export function listingMeta({ data, matches }: { data: ListingLoaderData | undefined; matches?: readonly ({ data?: unknown } | undefined)[] }) {
  if (!data) return [];
  const { listing, shopName, canonical } = data;
  const translator = metaTranslator(matches);
  const { t } = translator;
  const what =
    listing.kind === 'all' || listing.kind === 'shop'
      ? t('listing.describeAll', { n: listing.total, shop: shopName })
      : listing.kind === 'deal'
        ? t('listing.describeDeal', { n: listing.total, deal: listing.heading, shop: shopName })
        : t('listing.describeOf', { n: listing.total, name: listing.heading, shop: shopName });
  const page = listing.params.page > 1 ? ` ${t('listing.describePage', { n: listing.params.page })}` : '';
  const description = `${listing.description ? `${listing.description} ` : ''}${t('listing.describe', { what })}${page}`;
  return listingMetaTags({ title: listingTitle(listing.heading, listing.params, shopName, 'newest', translator), description, canonical, shopName });
}
