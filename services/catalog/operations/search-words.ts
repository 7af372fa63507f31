// The words of a search (issue 4 item 6; core/search-text): each must start a word of the
// shop's vocabulary, or — 5 letters or more, starting none — may be a word one typo away.
// Each word also matches by sound across scripts (core/phonetic-key: পাঞ্জাবি, panjabi and
// punjabi meet). Search, its suggestions and the empty-search page read a query the same way.
import { phoneticQuery } from '../../../core/phonetic-key';
import { mayCorrectTypo, queryWords, typoCandidateKeys, typoMatches } from '../../../core/search-text';
import type { Db } from '../../../db/client';
import { hasTermWithPrefix, listTypoCandidates, type SearchWord } from '../../../db/product-search.repository';

const MAX_ALTERNATIVES = 8;

/** The query's words, each with the vocabulary words one typo away when the rule applies. */
export async function resolveSearchWords(db: Db, shopId: number, keywords: string): Promise<SearchWord[]> {
  return Promise.all(
    queryWords(keywords).map(async (word) => {
      const sound = phoneticQuery(word);
      if (!mayCorrectTypo(word) || (await hasTermWithPrefix(db, shopId, word))) return { word, alternatives: [], sound };
      const candidates = await listTypoCandidates(db, shopId, typoCandidateKeys(word));
      return { word, alternatives: typoMatches(word, candidates).slice(0, MAX_ALTERNATIVES), sound };
    }),
  );
}
