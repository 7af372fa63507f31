// Search suggestions as the shopper types (spec §7; issue 4 item 6; docs/decisions/004-listing-sell-price.md),
// for /api/front/reseller-shop-search-suggestions: `tags` are the shop's categories,
// sub-categories and brands whose name the key matches (each with `title` and the page it
// opens), `products` the best-ranked products with their `pricing`, `match_products` those of
// them whose own name holds every word of the key as typed (not only through their
// description, brand, category or a typo), and `shopRate` the shop's rate. An empty key gives
// empty lists. The API answers it under the spec's names (`success`, `match_products`, the
// cards' `thumnailImage`…: server/api/catalog/product-wire.ts). The keyword phrases of /api/front/get-search-suggestions: get-keyword-suggestions.ts.
import { langOf } from '../context';
import { searchListingProducts } from '../../db/product-search.repository';
import { queryWords, startsEveryWord } from '../../core/search-text';
import { toProductCards } from './operations/product-card';
import { type ProductCardData } from './catalog-types';
import { refreshListingIndex } from './operations/refresh-listing-index';
import { resolveSearchWords } from './operations/search-words';
import type { Ctx } from '../context';
import { matchingTags, type SuggestionTag } from './operations/suggestion-tags';
import { suggestionKey } from './operations/suggestion-key';

const SUGGESTED_PRODUCTS = 8;

interface ShopRateView {
  rateType: string;
  increase: number;
  discount: number;
  resellerId: number | null;
}

export interface ShopSearchSuggestions {
  shopRate: ShopRateView;
  tags: SuggestionTag[];
  products: ProductCardData[];
  /** Those of `products` whose own name holds every word typed. */
  matchProducts: ProductCardData[];
}

export async function getShopSearchSuggestions(ctx: Ctx, searchKey: string | null | undefined): Promise<ShopSearchSuggestions> {
  const { db, shop } = ctx;
  const shopRate = { rateType: shop.s_rate_type, increase: shop.s_increase, discount: shop.s_discount, resellerId: shop.reseller_id };
  const key = suggestionKey(searchKey);
  const typed = queryWords(key);
  if (typed.length === 0) return { shopRate, tags: [], products: [], matchProducts: [] };
  await refreshListingIndex(db, shop.id);
  const [words, tags] = await Promise.all([resolveSearchWords(db, shop.id, key), matchingTags(ctx, typed)]);
  const rows = await searchListingProducts(db, shop.id, words, {}, 'relevance', SUGGESTED_PRODUCTS, 0);
  const products = await toProductCards(db, shop, rows, langOf(ctx));
  return { shopRate, tags, products, matchProducts: products.filter((p) => startsEveryWord(typed, p.name)) };
}
