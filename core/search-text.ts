// Search words and the one-typo rule (issue 4 item 6): text is split into words of letters,
// digits and combining marks (Bangla vowel signs stay inside their word), lower-cased, Latin
// accents removed, so the index and the query see the same words on SQLite and PostgreSQL.
// A query word matches an indexed word that starts with it; a query word of 5 or more
// letters that starts no indexed word may instead match a word one typo away: one letter
// inserted, removed, replaced, or two neighbouring letters swapped.

/** Query words shorter than this are never typo-corrected. */
const MIN_TYPO_WORD_LENGTH = 5;
/** Indexed words shorter than this are not kept in the typo vocabulary (a 5-letter word minus one typo). */
const MIN_VOCABULARY_WORD_LENGTH = MIN_TYPO_WORD_LENGTH - 1;
/** At most this many words of a query are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Longer words are cut to this many characters (index and query alike). */
export const MAX_WORD_LENGTH = 40;

/** The words of a text, in order, lower-cased and without Latin accents; duplicates kept. */
export function searchWords(text: string | null | undefined): string[] {
  const raw = text ?? '';
  // ASCII has no accents to strip and nothing to compose: the normalizations would give it back unchanged.
  const normal = (ASCII.test(raw) ? raw : raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC')).toLowerCase();
  return normal
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w !== '' && /[\p{L}\p{N}]/u.test(w))
    .map((w) => (w.length <= MAX_WORD_LENGTH ? w : Array.from(w).slice(0, MAX_WORD_LENGTH).join('')));
}

const ASCII = /^[\t\n\r -~]*$/;

/** The distinct words of a query, at most MAX_QUERY_WORDS, in order. */
export function queryWords(text: string | null | undefined): string[] {
  return [...new Set(searchWords(text))].slice(0, MAX_QUERY_WORDS);
}

/** The distinct words worth keeping in the typo vocabulary. */
export function vocabularyWords(text: string | null | undefined): string[] {
  return [...new Set(searchWords(text))].filter((w) => Array.from(w).length >= MIN_VOCABULARY_WORD_LENGTH);
}

/** A word with its characters reversed (the vocabulary's suffix index). */
export function reverseWord(word: string): string {
  return Array.from(word).reverse().join('');
}

/** Whether a query word is long enough to be typo-corrected. */
export function mayCorrectTypo(word: string): boolean {
  return Array.from(word).length >= MIN_TYPO_WORD_LENGTH;
}

/**
 * Where to look for words one typo away from a word of 5+ letters: any such word has the same
 * first two letters (the typo is later) or the same last two letters (the typo is in the first
 * two), and a length within one.
 */
export function typoCandidateKeys(word: string): { prefix: string; reversedSuffix: string; minLength: number; maxLength: number } {
  const chars = Array.from(word);
  return {
    prefix: chars.slice(0, 2).join(''),
    reversedSuffix: reverseWord(chars.slice(-2).join('')),
    minLength: chars.length - 1,
    maxLength: chars.length + 1,
  };
}

/** Whether two different words are exactly one typo apart (insert, delete, replace or swap of neighbours). */
export function isOneTypoApart(a: string, b: string): boolean {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (i === x.length && i === y.length) return false; // identical
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) {
    if (rest(i + 1, i + 1)) return true; // replaced
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2); // swapped
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1); // inserted / removed
}

/** The vocabulary words one typo away from the query word, closest spelling order kept stable. */
export function typoMatches(word: string, candidates: readonly string[]): string[] {
  return [...new Set(candidates)].filter((c) => isOneTypoApart(word, c)).sort();
}

/** Whether every query word starts some word of the text (how names match a typed key). */
export function startsEveryWord(query: readonly string[], text: string | null | undefined): boolean {
  return startsEveryWordOf(query, searchWords(text));
}

/** startsEveryWord for a text already split by searchWords (a name checked against every key). */
export function startsEveryWordOf(query: readonly string[], words: readonly string[]): boolean {
  if (query.length === 0) return false;
  return query.every((q) => words.some((w) => w.startsWith(q)));
}
