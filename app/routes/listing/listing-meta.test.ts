// A listing's title and description in the page's language (docs/decisions/051): English as the
// listing pages always wrote it, Bangla with Bangla digits.
import { describe, expect, it } from 'vitest';
import { translator } from '../../../core/i18n/compile';
import type { ListingParams } from '../../../core/listing-query';
import { listingTitle } from './listing-meta';

const params = (over: Partial<ListingParams> = {}): ListingParams => ({ page: 1, perPage: 20, sort: 'newest', minPrice: null, maxPrice: null, brand: null, ...over });

describe('listingTitle', () => {
  it('names the page, the brand, the price range and the sort in English as before', () => {
    const en = translator('en');
    expect(listingTitle('Women', params({ page: 2 }), 'Rongdhonu Fashion', 'newest', en)).toBe('Women – Page 2 | Rongdhonu Fashion');
    expect(listingTitle('Women', params({ brand: 'aarong', minPrice: 500, maxPrice: null, sort: 'price_asc' }), 'R', 'newest', en)).toBe('Women – Brand aarong – ৳500 to any price – Price: low to high | R');
    expect(listingTitle('Women', params({ maxPrice: 1500 }), 'R', 'newest', en)).toBe('Women – ৳0 to ৳1,500 | R');
  });

  it('writes them in Bangla on a Bangla page', () => {
    const bn = translator('bn');
    expect(listingTitle('মহিলা', params({ page: 2, maxPrice: 1500 }), 'রংধনু', 'newest', bn)).toBe('মহিলা – ৳০ থেকে ৳১,৫০০ – ২ নম্বর পেজ | রংধনু');
  });
});
