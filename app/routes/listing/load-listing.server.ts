// The shared loader of the listing routes: reads the listing parameters, calls one service,
// answers 404 for an unknown category/brand/deal/shop, and works out the canonical URL (the
// listing's own path with its slug and only the parameters that change the page).
import { data, redirect } from 'react-router';
import { listingQuery, parseListingParams } from '../../../core/listing-query';
import { listProducts, type ListingScope } from '../../../services/catalog/list-products';
import type { Ctx } from '../../../services/context';
import { cardsMarkup, cardsPage, withoutProducts } from '../../components/product/cards-markup.server';
import { pageMarkup } from '../../lib/page-markup.server';

/** A GET form leaves empty fields (?min_price=&brand=): send the shopper to the clean URL. */
export function redirectFromEmptyParams(url: URL, search = false): void {
  if (![...url.searchParams.values()].some((v) => v.trim() === '')) return;
  throw redirect(url.pathname + listingQuery(parseListingParams(url.searchParams, { search }), { search }));
}

export async function loadListing(request: Request, context: Ctx, scope: ListingScope) {
  const url = new URL(request.url);
  redirectFromEmptyParams(url);
  const listing = await listProducts(context, scope, parseListingParams(url.searchParams));
  if (!listing) throw data(null, { status: 404 });
  return {
    listing: withoutProducts(listing),
    // The cards as server markup, each made once (decision 080); in a document's HTML once (decision 076).
    cards: pageMarkup(context, { 'listing-cards': cardsMarkup(listing.products, { ...cardsPage(context, request), layout: 'grid', priority: 2 }) }),
    canonical: context.request.origin + listing.path + listingQuery(listing.params),
    shopName: context.shop.shop_name,
    shopSlug: context.shop.slug,
  };
}
