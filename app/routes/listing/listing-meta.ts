// Title, description and canonical link of a listing page: unique per URL (page, sort, price
// range and brand are named in the title).
import { SORT_LABELS, type ListingParams } from '../../../core/listing-query';
import { formatTaka } from '../../../core/money';

export function listingTitle(heading: string, params: ListingParams, shopName: string, defaultSort: string): string {
  const parts = [heading];
  if (params.brand) parts.push(`Brand ${params.brand}`);
  if (params.minPrice !== null || params.maxPrice !== null)
    parts.push(`${params.minPrice !== null ? formatTaka(params.minPrice) : '৳0'} to ${params.maxPrice !== null ? formatTaka(params.maxPrice) : 'any price'}`);
  if (params.sort !== defaultSort) parts.push(SORT_LABELS[params.sort]);
  if (params.page > 1) parts.push(`Page ${params.page}`);
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
export function listingMeta({ data }: { data: ListingLoaderData | undefined }) {
  if (!data) return [];
  const { listing, shopName, canonical } = data;
  const what =
    listing.kind === 'all' || listing.kind === 'shop'
      ? `all ${listing.total} products of ${shopName}`
      : listing.kind === 'deal'
        ? `the ${listing.total} products of the ${listing.heading} deal at ${shopName}`
        : `${listing.total} ${listing.heading} products at ${shopName}`;
  const page = listing.params.page > 1 ? ` Page ${listing.params.page}.` : '';
  const description = `${listing.description ? `${listing.description} ` : ''}Browse ${what}, with prices in taka and cash on delivery.${page}`;
  return listingMetaTags({ title: listingTitle(listing.heading, listing.params, shopName, 'newest'), description, canonical, shopName });
}
