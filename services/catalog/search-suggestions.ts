// Search suggestions as the shopper types (spec §7; issue 4 item 6; docs/decisions/004-listing-sell-price.md):
// - /api/front/reseller-shop-search-suggestions: `tags` are the shop's categories,
//   sub-categories and brands whose name the key matches (each with `title` and the page it
//   opens), `products` the best-ranked products with their `pricing`, `match_products` those
//   of them whose own name holds every word of the key as typed (not only through their
//   description, brand, category or a typo), and `shopRate` the shop's rate.
// - /api/front/get-search-suggestions: `suggestions`, search phrases that complete the key's
//   last word from the shop's vocabulary, then the matching tags, each with its search page.
// An empty key gives empty lists.
import { getShopLayout } from '../shops/get-shop-layout';
import { listTermsWithPrefix, searchListingProducts } from '../../db/product-search.repository';
import { keywordsToPath } from '../../core/search-path';
import { queryWords, startsEveryWord } from '../../core/search-text';
import { toProductCards, type ProductCardData } from './product-card';
import { refreshListingIndex } from './refresh-listing-index';
import { resolveSearchWords } from './search-products';
import type { Ctx } from '../context';

export const SUGGESTED_PRODUCTS = 8;
export const SUGGESTED_TAGS = 6;
export const MAX_SEARCH_KEY_LENGTH = 100;

export interface SuggestionTag {
  title: string;
  type: 'category' | 'sub-category' | 'brand';
  url: string;
}

export interface ShopRateView {
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

function normalKey(key: string | null | undefined): string {
  return (key ?? '').trim().slice(0, MAX_SEARCH_KEY_LENGTH);
}

/** The shop's categories, sub-categories and brands whose name the key's words start. */
export async function matchingTags(ctx: Ctx, words: string[]): Promise<SuggestionTag[]> {
  const { shop } = ctx;
  if (words.length === 0) return [];
  // The names the header's mega menu shows, from the same briefly cached layout: no
  // queries per keystroke (docs/benchmarks.md). Its brands are the shop's brands in order.
  const { mega, brands } = await getShopLayout(ctx);
  const tags: SuggestionTag[] = [];
  for (const c of mega) {
    if (startsEveryWord(words, c.name)) tags.push({ title: c.name, type: 'category', url: `/products/category/${c.slug}` });
    for (const g of c.subcategory)
      for (const item of g.items)
        if (startsEveryWord(words, item.name)) tags.push({ title: item.name, type: 'sub-category', url: `/products/sub-category/${item.slug}` });
  }
  if (shop.brands_setting === 1)
    for (const b of brands) if (startsEveryWord(words, b.name)) tags.push({ title: b.name, type: 'brand', url: `/products/brands/${b.slug}` });
  return tags.slice(0, SUGGESTED_TAGS);
}

export async function getShopSearchSuggestions(ctx: Ctx, searchKey: string | null | undefined): Promise<ShopSearchSuggestions> {
  const { db, shop } = ctx;
  const shopRate = { s_rateType: shop.s_rate_type, s_increase: shop.s_increase, s_discount: shop.s_discount, reseller_id: shop.reseller_id };
  const key = normalKey(searchKey);
  const typed = queryWords(key);
  if (typed.length === 0) return { success: true, shopRate, tags: [], products: [], match_products: [] };
  await refreshListingIndex(db, shop.id);
  const [words, tags] = await Promise.all([resolveSearchWords(db, shop.id, key), matchingTags(ctx, typed)]);
  const rows = await searchListingProducts(db, shop.id, words, {}, 'relevance', SUGGESTED_PRODUCTS, 0);
  const products = await toProductCards(db, shop, rows);
  return { success: true, shopRate, tags, products, match_products: products.filter((p) => startsEveryWord(typed, p.name)) };
}

export interface KeywordSuggestion {
  title: string;
  url: string;
}

export async function getKeywordSuggestions(ctx: Ctx, searchKey: string | null | undefined): Promise<{ suggestions: KeywordSuggestion[] }> {
  const { db, shop } = ctx;
  const typed = queryWords(normalKey(searchKey));
  if (typed.length === 0) return { suggestions: [] };
  await refreshListingIndex(db, shop.id);
  const head = typed.slice(0, -1);
  const last = typed[typed.length - 1];
  const [completions, tags] = await Promise.all([listTermsWithPrefix(db, shop.id, last, SUGGESTED_TAGS), matchingTags(ctx, typed)]);
  const phrases = [...new Set(completions.map((w) => [...head, w].join(' ')))];
  const suggestions = [
    ...phrases.map((title) => ({ title, url: `/search/${keywordsToPath(title)}` })),
    ...tags.map((t) => ({ title: t.title, url: t.url })),
  ];
  return { suggestions };
}
