// The shape every listing page gets (spec §2 "List pager"): one page of cards, the pager
// figures and text; and what listings and search share: the brand and price filters, and a
// page loaded with its count.
import type { ListingParams } from '../../../core/listing-query';
import { clampPage, pageCount, pageOffset } from '../../../core/pager';
import { localPagerText } from '../../../core/i18n/pager-text';
import type { Lang } from '../../../core/i18n/lang';
import type { Db } from '../../../db/client';
import { findBrandByIdOrSlug } from '../../../db/brand.repository';
import type { ListingFilter } from '../../../db/product-listing.repository';
import type { ProductCardData, ProductListingPage } from '../catalog-types';

/** The page actually shown: the asked page brought into the list. */
function listingPageNumber(params: ListingParams, total: number): number {
  return clampPage(params.page, params.perPage, total);
}

export function listingPage(params: ListingParams, total: number, products: ProductCardData[], lang: Lang = 'en'): ProductListingPage {
  const page = listingPageNumber(params, total);
  return {
    products,
    total,
    page,
    perPage: params.perPage,
    pageCount: pageCount(total, params.perPage),
    pagerText: localPagerText(lang, page, params.perPage, total),
    params: { ...params, page },
  };
}

/** The brand filter: a brand of this shop by slug, else no filter (and the parameter is dropped). */
export async function applyBrandParam(
  db: Db,
  shopId: number,
  params: ListingParams,
  filter: ListingFilter,
): Promise<{ params: ListingParams; filter: ListingFilter }> {
  if (!params.brand || filter.brandId !== undefined) return { params: { ...params, brand: null }, filter };
  const brand = await findBrandByIdOrSlug(db, shopId, params.brand);
  if (!brand) return { params: { ...params, brand: null }, filter };
  return { params: { ...params, brand: brand.slug }, filter: { ...filter, brandId: brand.id } };
}

export function priceFilter(params: ListingParams): ListingFilter {
  return { minPrice: params.minPrice, maxPrice: params.maxPrice };
}

/**
 * Runs a page query and the count together; when the asked page is past the end, the last
 * page is loaded instead (the count tells which).
 */
export async function loadPage<Row>(
  params: ListingParams,
  count: () => Promise<number>,
  list: (limit: number, offset: number) => Promise<Row[]>,
): Promise<{ total: number; rows: Row[] }> {
  const [total, rows] = await Promise.all([count(), list(params.perPage, pageOffset(params.page, params.perPage))]);
  const last = pageCount(total, params.perPage);
  if (params.page > last && total > 0) return { total, rows: await list(params.perPage, pageOffset(last, params.perPage)) };
  return { total, rows };
}
