// What an empty search result offers instead (issue 16 item 7; docs/decisions/029): a "Did you
// mean" search when the query's words can be corrected into one that finds products (each word
// one typo away replaced by its closest vocabulary word, words that find nothing on their own
// left out), the shop's first categories in its own order, and — on the page — all products.
import { keywordsToPath } from '../../core/search-path';
import { queryWords } from '../../core/search-text';
import { listCategories } from '../../db/category.repository';
import { countSearchProducts, type SearchWord } from '../../db/product-search.repository';
import type { Ctx } from '../context';
import { refreshListingIndex } from './operations/refresh-listing-index';
import { resolveSearchWords } from './operations/search-words';

const SUGGESTED_CATEGORIES = 6;

export interface EmptySearchSuggestions {
  didYouMean: { keywords: string; path: string; total: number } | null;
  categories: Array<{ name: string; path: string }>;
}

async function correctedKeywords(ctx: Ctx, words: SearchWord[]): Promise<string> {
  const kept = await Promise.all(
    words.map(async (w) => {
      if (w.alternatives.length > 0) return w.alternatives[0]!;
      return (await countSearchProducts(ctx.db, ctx.shop.id, [w], {})) > 0 ? w.word : null;
    }),
  );
  return kept.filter((w): w is string => w !== null).join(' ');
}

export async function suggestForEmptySearch(ctx: Ctx, keywords: string, base: '/search' | '/products/search'): Promise<EmptySearchSuggestions> {
  const { db, shop } = ctx;
  await refreshListingIndex(db, shop.id);
  const [words, categories] = await Promise.all([resolveSearchWords(db, shop.id, keywords), listCategories(db, shop.id)]);
  const corrected = await correctedKeywords(ctx, words);
  let didYouMean: EmptySearchSuggestions['didYouMean'] = null;
  if (corrected && queryWords(corrected).join(' ') !== queryWords(keywords).join(' ')) {
    const total = await countSearchProducts(db, shop.id, await resolveSearchWords(db, shop.id, corrected), {});
    if (total > 0) didYouMean = { keywords: corrected, path: `${base}/${keywordsToPath(corrected)}`, total };
  }
  return {
    didYouMean,
    categories: categories.slice(0, SUGGESTED_CATEGORIES).map((c) => ({ name: c.name, path: `/products/category/${c.slug}` })),
  };
}
