// The shape every listing page gets (spec §2 "List pager"): one page of cards, the pager
// figures and text, and the brands a shopper can filter by.
import type { ListingParams } from '../../core/listing-query';
import { clampPage, pageCount, pagerText } from '../../core/pager';
import type { ProductCardData } from './product-card';

export interface ProductListingPage {
  products: ProductCardData[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  pagerText: string;
  params: ListingParams;
}

/** The page actually shown: the asked page brought into the list. */
function listingPageNumber(params: ListingParams, total: number): number {
  return clampPage(params.page, params.perPage, total);
}

export function listingPage(params: ListingParams, total: number, products: ProductCardData[]): ProductListingPage {
  const page = listingPageNumber(params, total);
  return {
    products,
    total,
    page,
    perPage: params.perPage,
    pageCount: pageCount(total, params.perPage),
    pagerText: pagerText(page, params.perPage, total),
    params: { ...params, page },
  };
}
