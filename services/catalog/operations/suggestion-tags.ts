// The tags both kinds of search suggestion show: the shop's categories, sub-categories and
// brands whose name the key's words start, each with the page it opens.
import { searchWords, startsEveryWordOf } from '../../../core/search-text';
import type { Ctx } from '../../context';
import { getShopLayoutAllNames } from '../../shops/operations/get-shop-layout';
import { localName } from '../../../core/i18n/local-name';
import { langOf } from '../../context';

export const SUGGESTED_TAGS = 6;

export interface SuggestionTag {
  title: string;
  type: 'category' | 'sub-category' | 'brand';
  url: string;
}

/** Whether the key's words start the English name or the Bangla one (either script can be typed). */
const named = (words: string[], n: Named) => {
  const own = nameWordsOf(n);
  return startsEveryWordOf(words, own.en) || startsEveryWordOf(words, own.bn);
};

interface Named {
  name: string;
  name_bn: string | null;
}

// The words of each name, split once per entry of the briefly cached layout (its objects are
// kept while the layout is; a new layout's entries are split afresh): not again per keystroke.
interface NameWords {
  en: string[];
  bn: string[];
  name: string;
  nameBn: string | null;
}
const nameWords = new WeakMap<Named, NameWords>();
function nameWordsOf(n: Named): NameWords {
  let own = nameWords.get(n);
  if (!own || own.name !== n.name || own.nameBn !== n.name_bn) {
    own = { en: searchWords(n.name), bn: searchWords(n.name_bn), name: n.name, nameBn: n.name_bn };
    nameWords.set(n, own);
  }
  return own;
}

/** The shop's categories, sub-categories and brands whose name (English or Bangla) the key's words start, titled in the page's language. */
export async function matchingTags(ctx: Ctx, words: string[]): Promise<SuggestionTag[]> {
  const { shop } = ctx;
  if (words.length === 0) return [];
  // The names the header's mega menu shows, from the same briefly cached layout: no
  // queries per keystroke (docs/benchmarks.md). Its brands are the shop's brands in order.
  const { mega, brands } = await getShopLayoutAllNames(ctx);
  const lang = langOf(ctx);
  const tags: SuggestionTag[] = [];
  for (const c of mega) {
    if (named(words, c)) tags.push({ title: localName(lang, c.name, c.name_bn), type: 'category', url: `/products/category/${c.slug}` });
    for (const g of c.subcategory)
      for (const item of g.items)
        if (named(words, item)) tags.push({ title: localName(lang, item.name, item.name_bn), type: 'sub-category', url: `/products/sub-category/${item.slug}` });
  }
  if (shop.brands_setting === 1)
    for (const b of brands) if (named(words, b)) tags.push({ title: localName(lang, b.name, b.name_bn), type: 'brand', url: `/products/brands/${b.slug}` });
  return tags.slice(0, SUGGESTED_TAGS);
}
