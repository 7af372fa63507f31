// The tags both kinds of search suggestion show: the shop's categories, sub-categories and
// brands whose name the key's words start, each with the page it opens.
import { startsEveryWord } from '../../../core/search-text';
import type { Ctx } from '../../context';
import { getShopLayout } from '../../shops/operations/get-shop-layout';

export const SUGGESTED_TAGS = 6;

export interface SuggestionTag {
  title: string;
  type: 'category' | 'sub-category' | 'brand';
  url: string;
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
