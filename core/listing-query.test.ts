import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, SORT_LABELS, hasListingFilters, listingQuery, parseListingParams } from './listing-query';

const parse = (q: string, search = false) => parseListingParams(new URLSearchParams(q), { search });

describe('parseListingParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 10, sort: 'newest', minPrice: null, maxPrice: null, brand: null });
    expect(parse('', true).sort).toBe('relevance');
  });
  it('reads every parameter', () => {
    expect(parse('page=3&per_page=20&sort=price_desc&min_price=100&max_price=900&brand=Aarong')).toEqual({
      page: 3, perPage: 20, sort: 'price_desc', minPrice: 100, maxPrice: 900, brand: 'aarong',
    });
  });
  it('falls back on anything unreadable', () => {
    expect(parse('page=x&per_page=0&sort=cheap&min_price=-5&max_price=1e3&brand=%3Cscript%3E')).toEqual({
      page: 1, perPage: 10, sort: 'newest', minPrice: null, maxPrice: null, brand: null,
    });
    expect(parse('sort=relevance').sort).toBe('newest');
    expect(parse('sort=relevance', true).sort).toBe('relevance');
    expect(parse('per_page=abc').perPage).toBe(10);
  });
  it('caps the page size and huge prices, and swaps a reversed range', () => {
    expect(parse('per_page=5000').perPage).toBe(MAX_PAGE_SIZE);
    expect(parse('max_price=9999999999').maxPrice).toBe(1_000_000_000);
    expect(parse('min_price=900&max_price=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });
});

describe('listingQuery (the canonical query)', () => {
  it('keeps only what differs from the defaults, in a fixed order', () => {
    expect(listingQuery(parse(''))).toBe('');
    expect(listingQuery(parse('page=1&sort=newest&per_page=10'))).toBe('');
    expect(listingQuery(parse('page=2&brand=acme&max_price=5&min_price=1&sort=price_asc&per_page=20'))).toBe(
      '?sort=price_asc&min_price=1&max_price=5&brand=acme&per_page=20&page=2',
    );
    expect(listingQuery(parse('sort=newest', true), { search: true })).toBe('?sort=newest');
    expect(listingQuery(parse('', true), { search: true })).toBe('');
  });
});

describe('hasListingFilters and labels', () => {
  it('tells whether a price or brand filter is set', () => {
    expect(hasListingFilters(parse(''))).toBe(false);
    expect(hasListingFilters(parse('min_price=1'))).toBe(true);
    expect(hasListingFilters(parse('max_price=1'))).toBe(true);
    expect(hasListingFilters(parse('brand=a'))).toBe(true);
  });
  it('labels every sort', () => {
    expect(Object.keys(SORT_LABELS)).toEqual(['relevance', 'newest', 'price_asc', 'price_desc']);
  });
});
