// Keyword suggestions as the shopper types (spec §7; issue 4 item 6), for
// /api/front/get-search-suggestions: `suggestions`, search phrases that complete the key's
// last word from the shop's vocabulary, then the matching tags, each with its search page.
// An empty key gives an empty list.
import { keywordsToPath } from '../../core/search-path';
import { queryWords } from '../../core/search-text';
import { listTermsWithPrefix } from '../../db/product-search.repository';
import type { Ctx } from '../context';
import { refreshListingIndex } from './operations/refresh-listing-index';
import { suggestionKey } from './operations/suggestion-key';
import { SUGGESTED_TAGS, matchingTags } from './operations/suggestion-tags';

interface KeywordSuggestion {
  title: string;
  url: string;
}

export async function getKeywordSuggestions(ctx: Ctx, searchKey: string | null | undefined): Promise<{ suggestions: KeywordSuggestion[] }> {
  const { db, shop } = ctx;
  const typed = queryWords(suggestionKey(searchKey));
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
