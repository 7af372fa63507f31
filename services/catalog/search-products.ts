// Product search (issue 4 item 6): the query's words (core/search-text) must each start a
// word of the product's name, description, brand or category; a word of 5+ letters that
// starts no word of the shop's vocabulary may instead be a word one typo away. Results rank
// by relevance (the name counts most) and can be sorted and filtered like any listing.
import { langOf } from '../context';
import { localName } from '../../core/i18n/local-name';
import { listBrands } from '../../db/brand.repository';
import { countSearchProducts, searchListingProducts, type SearchWord } from '../../db/product-search.repository';
import { keywordsToPath } from '../../core/search-path';
import type { ListingParams } from '../../core/listing-query';
import { toProductCards } from './operations/product-card';
import { applyBrandParam, listingPage, loadPage, priceFilter } from './operations/product-listing';
import type { BrandOption, ProductListingPage } from './catalog-types';
import { refreshListingIndex } from './operations/refresh-listing-index';
import { resolveSearchWords } from './operations/search-words';
import type { Ctx } from '../context';

interface SearchListing extends ProductListingPage {
  keywords: string;
  /** /search/{keyword} or /products/search/{key}, the keywords with hyphens for spaces. */
  path: string;
  brands: BrandOption[];
  /** Words of the query that matched through the one-typo rule, with the words they matched. */
  corrections: SearchWord[];
}

export async function searchProducts(
  ctx: Ctx,
  keywords: string,
  asked: ListingParams,
  base: '/search' | '/products/search',
): Promise<SearchListing> {
  const { db, shop } = ctx;
  await refreshListingIndex(db, shop.id);
  const [words, brands, resolved] = await Promise.all([
    resolveSearchWords(db, shop.id, keywords),
    listBrands(db, shop.id),
    applyBrandParam(db, shop.id, asked, priceFilter(asked)),
  ]);
  const { params, filter } = resolved;
  const { total, rows } = await loadPage(
    params,
    () => countSearchProducts(db, shop.id, words, filter),
    (limit, offset) => searchListingProducts(db, shop.id, words, filter, params.sort, limit, offset),
  );
  const cards = await toProductCards(db, shop, rows, langOf(ctx));
  const segment = keywordsToPath(keywords);
  return {
    keywords,
    path: `${base}/${segment}`,
    brands: brands.map((b) => ({ slug: b.slug, name: localName(langOf(ctx), b.name, b.name_bn) })),
    corrections: words.filter((w) => w.alternatives.length > 0).map(({ word, alternatives }) => ({ word, alternatives })),
    ...listingPage(params, total, cards, langOf(ctx)),
  };
}
