import { describe, expect, it } from 'vitest';
import { searchWords } from './search-text';
import { synonymsOf } from './search-synonyms';

describe('synonymsOf', () => {
  it('maps Bangla words and their romanized forms to the English product words', () => {
    expect(synonymsOf(searchWords('পাট')[0]!)).toEqual(['jute']);
    expect(synonymsOf('pat')).toEqual(['jute']);
    expect(synonymsOf(searchWords('ঘড়ি')[0]!)).toEqual(['watch', 'clock']);
    expect(synonymsOf(searchWords('হাঁড়ি')[0]!)).toEqual(['pot', 'pan']);
  });

  it('knows nothing of other words', () => {
    expect(synonymsOf('pot')).toEqual([]);
    expect(synonymsOf('')).toEqual([]);
  });
});
