import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_QUERY_WORDS,
  MAX_WORD_LENGTH,
  isOneTypoApart,
  mayCorrectTypo,
  queryWords,
  reverseWord,
  searchWords,
  startsEveryWord,
  startsEveryWordOf,
  typoCandidateKeys,
  typoMatches,
  vocabularyWords,
} from './search-text';

describe('searchWords', () => {
  it('splits on anything but letters, digits and marks, lower-cases and drops Latin accents', () => {
    expect(searchWords('Red  T-Shirt, (XL)!')).toEqual(['red', 't', 'shirt', 'xl']);
    expect(searchWords('Café Crème')).toEqual(['cafe', 'creme']);
    expect(searchWords('লাল শাড়ি')).toEqual(['লাল', 'শাড়ি']);
    expect(searchWords('২০২৪ saree')).toEqual(['২০২৪', 'saree']);
    expect(searchWords(null)).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords(' \u0301 ')).toEqual([]);
  });
  it('cuts very long words', () => {
    expect(searchWords('a'.repeat(100))).toEqual(['a'.repeat(MAX_WORD_LENGTH)]);
    // Counted in characters, not UTF-16 units: 30 astral letters (60 units) are kept whole.
    expect(searchWords('𠀀'.repeat(30))).toEqual(['𠀀'.repeat(30)]);
    expect(searchWords('𠀀'.repeat(45))).toEqual(['𠀀'.repeat(MAX_WORD_LENGTH)]);
    // Plain ASCII text and the same text with control characters split alike.
    expect(searchWords('Red\tShirt\u0007XL')).toEqual(['red', 'shirt', 'xl']);
  });
});

describe('queryWords and vocabularyWords', () => {
  it('keeps distinct query words, at most MAX_QUERY_WORDS', () => {
    expect(queryWords('red red saree')).toEqual(['red', 'saree']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(MAX_QUERY_WORDS);
  });
  it('keeps vocabulary words of four or more letters', () => {
    expect(vocabularyWords('Red Jamdani saree saree ও শাড়ি')).toEqual(['jamdani', 'saree', 'শাড়ি']);
  });
});

describe('the one-typo rule', () => {
  it('applies to words of five or more letters', () => {
    expect(mayCorrectTypo('saree')).toBe(true);
    expect(mayCorrectTypo('sari')).toBe(false);
  });
  it('accepts exactly one insert, delete, replace or swap', () => {
    expect(isOneTypoApart('saree', 'sarre')).toBe(true);
    expect(isOneTypoApart('panjabi', 'panjbi')).toBe(true);
    expect(isOneTypoApart('panjbi', 'panjabi')).toBe(true);
    expect(isOneTypoApart('shawl', 'shwal')).toBe(true);
    expect(isOneTypoApart('brass', 'bsass')).toBe(true);
    expect(isOneTypoApart('saree', 'sareex')).toBe(true);
    expect(isOneTypoApart('saree', 'saree')).toBe(false);
    expect(isOneTypoApart('saree', 'saaaree')).toBe(false);
    expect(isOneTypoApart('saree', 'sxryy')).toBe(false);
    expect(isOneTypoApart('saree', 'esaer')).toBe(false);
    expect(isOneTypoApart('abcde', 'abxdy')).toBe(false);
    expect(isOneTypoApart('abcdef', 'abcxe')).toBe(false);
  });
  it('agrees with an edit distance of 1 (swaps of neighbours counted as one)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), minLength: 0, maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(isOneTypoApart(a, b)).toBe(osaDistance(a, b) === 1);
      }),
      { numRuns: 3000 },
    );
  });
  it('finds every word one typo away where typoCandidateKeys says to look', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 5, maxLength: 8 });
    fc.assert(
      fc.property(word, word, (q, v) => {
        if (!isOneTypoApart(q, v)) return;
        const k = typoCandidateKeys(q);
        const len = v.length;
        expect(len >= k.minLength && len <= k.maxLength).toBe(true);
        expect(v.startsWith(k.prefix) || reverseWord(v).startsWith(k.reversedSuffix)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
  it('filters candidates to those one typo away, sorted and distinct', () => {
    expect(typoMatches('sarre', ['saree', 'sarre', 'saris', 'saree', 'sabre', 'sorry'])).toEqual(['sabre', 'saree']);
    expect(typoCandidateKeys('শাড়িতে')).toMatchObject({ prefix: 'শা', minLength: 6, maxLength: 8 });
    expect(reverseWord('abc')).toBe('cba');
  });
});

describe('startsEveryWord', () => {
  it('is true when every query word starts a word of the text', () => {
    expect(startsEveryWord(['jam', 'sar'], 'Jamdani Saree')).toBe(true);
    expect(startsEveryWord(['dani'], 'Jamdani Saree')).toBe(false);
    expect(startsEveryWord([], 'Jamdani')).toBe(false);
  });

  it('takes a text already split into its words (startsEveryWordOf)', () => {
    const words = searchWords('Jamdani Saree');
    expect(startsEveryWordOf(['jam', 'sar'], words)).toBe(true);
    expect(startsEveryWordOf(['dani'], words)).toBe(false);
    expect(startsEveryWordOf([], words)).toBe(false);
  });
});

/** Optimal string alignment distance (Damerau with adjacent swaps), the reference for the rule. */
function osaDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
