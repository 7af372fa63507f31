// Search suggestions as the shopper types (spec §7; issue 4 item 6; docs/decisions/004-listing-sell-price.md),
// for /api/front/reseller-shop-search-suggestions: `tags` are the shop's categories,
// sub-categories and brands whose name the key matches (each with `title` and the page it
// opens), `products` the best-ranked products with their `pricing`, `match_products` those of
// them whose own name holds every word of the key as typed (not only through their
// description, brand, category or a typo), and `shopRate` the shop's rate. An empty key gives
// empty lists. The keyword phrases of /api/front/get-search-suggestions: get-keyword-suggestions.ts.
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
  s_rateType: string;
  s_increase: number;
  s_discount: number;
  reseller_id: number | null;
}

export interface ShopSearchSuggestions {
  success: true;
  shopRate: ShopRateView;
  tags: SuggestionTag[];
  products: ProductCardData[];
  match_products: ProductCardData[];
}

export async function getShopSearchSuggestions(ctx: Ctx, searchKey: string | null | undefined): Promise<ShopSearchSuggestions> {
  const { db, shop } = ctx;
  const shopRate = { s_rateType: shop.s_rate_type, s_increase: shop.s_increase, s_discount: shop.s_discount, reseller_id: shop.reseller_id };
  const key = suggestionKey(searchKey);
  const typed = queryWords(key);
  if (typed.length === 0) return { success: true, shopRate, tags: [], products: [], match_products: [] };
  await refreshListingIndex(db, shop.id);
  const [words, tags] = await Promise.all([resolveSearchWords(db, shop.id, key), matchingTags(ctx, typed)]);
  const rows = await searchListingProducts(db, shop.id, words, {}, 'relevance', SUGGESTED_PRODUCTS, 0);
  const products = await toProductCards(db, shop, rows, langOf(ctx));
  return { success: true, shopRate, tags, products, match_products: products.filter((p) => startsEveryWord(typed, p.name)) };
}
