import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { keywordsToPath, pathToKeywords, searchedKeywords } from './search-path';

describe('keywordsToPath (spec §2: spaces become hyphens)', () => {
  it('trims, turns spaces into hyphens and collapses runs', () => {
    expect(keywordsToPath('red shoes')).toBe('red-shoes');
    expect(keywordsToPath('  red   leather  shoes ')).toBe('red-leather-shoes');
    expect(keywordsToPath('t-shirt - red')).toBe('t-shirt-red');
    expect(keywordsToPath('\tred\nshoes')).toBe('red-shoes');
  });
  it('gives an empty segment for empty keywords', () => {
    expect(keywordsToPath('   ')).toBe('');
    expect(keywordsToPath(' - ')).toBe('');
    expect(keywordsToPath(null)).toBe('');
    expect(keywordsToPath(undefined)).toBe('');
  });
  it('percent-encodes characters that would break the path', () => {
    expect(keywordsToPath('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
    expect(keywordsToPath('লাল শাড়ি')).toBe(`${encodeURIComponent('লাল')}-${encodeURIComponent('শাড়ি')}`);
  });
});

describe('pathToKeywords', () => {
  it('decodes and turns hyphens back into spaces', () => {
    expect(pathToKeywords('red-leather-shoes')).toBe('red leather shoes');
    expect(pathToKeywords('a%2Fb')).toBe('a/b');
    expect(pathToKeywords('red%20shoes')).toBe('red shoes');
    expect(pathToKeywords('--red--')).toBe('red');
  });
  it('keeps a malformed escape as written instead of throwing', () => {
    expect(pathToKeywords('100%-cotton')).toBe('100% cotton');
    expect(pathToKeywords('%E0%A4')).toBe('%E0%A4');
  });
  it('handles a missing segment', () => {
    expect(pathToKeywords(null)).toBe('');
    expect(pathToKeywords(undefined)).toBe('');
  });
  it('round-trips keywords up to whitespace and hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (keywords) => {
        const normal = keywords.replace(/[\s-]+/g, ' ').trim();
        expect(pathToKeywords(keywordsToPath(keywords))).toBe(normal);
        expect(keywordsToPath(keywords)).not.toMatch(/[\s/?#]/);
      }),
    );
  });
});

describe('searchedKeywords (the header box keeps the searched words; issue 16 item 7)', () => {
  it('reads both result paths', () => {
    expect(searchedKeywords('/search/red-cotton-saree')).toBe('red cotton saree');
    expect(searchedKeywords('/products/search/red-tee/')).toBe('red tee');
    expect(searchedKeywords(`/search/${encodeURIComponent('লাল')}`)).toBe('লাল');
  });
  it('is empty on any other path and at most 100 characters', () => {
    expect(searchedKeywords('/')).toBe('');
    expect(searchedKeywords('/search')).toBe('');
    expect(searchedKeywords('/search/a/b')).toBe('');
    expect(searchedKeywords('/products/cotton')).toBe('');
    expect(searchedKeywords(`/search/${'a'.repeat(150)}`)).toHaveLength(100);
  });
});
