// The words of a search (issue 4 item 6; core/search-text): each must start a word of the
// shop's vocabulary, or — 5 letters or more, starting none — may be a word one typo away.
// Each word also matches by sound across scripts (core/phonetic-key: পাঞ্জাবি, panjabi and
// punjabi meet). Search, its suggestions and the empty-search page read a query the same way.
import { PHONETIC_MARK, phoneticKey, phoneticQuery } from '../../../core/phonetic-key';
import { synonymsOf } from '../../../core/search-synonyms';
import { mayCorrectTypo, queryWords, typoCandidateKeys, typoMatches } from '../../../core/search-text';
import type { Db } from '../../../db/client';
import { hasTermWithPrefix, listTypoCandidates, type SearchWord } from '../../../db/product-search.repository';

const MAX_ALTERNATIVES = 8;

/**
 * The query's words, each with the vocabulary words one typo away when the rule applies, its
 * sound, its synonyms (core/search-synonyms), and — for two neighbours that a shop writes as one
 * word (hand bag, smart phone, bed sheet) — the joined word and its sound, on both of them.
 */
export async function resolveSearchWords(db: Db, shopId: number, keywords: string): Promise<SearchWord[]> {
  const words = queryWords(keywords);
  const resolved: SearchWord[] = await Promise.all(
    words.map(async (word) => {
      const sound = phoneticQuery(word);
      const also = synonymsOf(word);
      const extra = also.length > 0 ? { also: [...also] } : {};
      if (!mayCorrectTypo(word) || (await hasTermWithPrefix(db, shopId, word))) return { word, alternatives: [], sound, ...extra };
      const candidates = await listTypoCandidates(db, shopId, typoCandidateKeys(word));
      return { word, alternatives: typoMatches(word, candidates).slice(0, MAX_ALTERNATIVES), sound, ...extra };
    }),
  );
  for (let i = 0; i + 1 < resolved.length; i++) {
    const joined = words[i]! + words[i + 1]!;
    const joinedKey = phoneticKey(joined);
    const known = await hasTermWithPrefix(db, shopId, joined);
    for (const w of [resolved[i]!, resolved[i + 1]!]) {
      if (known) w.also = [...(w.also ?? []), joined];
      if (joinedKey) w.alsoSounds = [...(w.alsoSounds ?? []), PHONETIC_MARK + joinedKey];
    }
  }
  return resolved;
}
