import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseProductParam, productPath, slugify } from './product-link';

describe('slugify', () => {
  it('lowercases and keeps ASCII letters, digits and single hyphens', () => {
    expect(slugify('Red Cotton Shari')).toBe('red-cotton-shari');
    expect(slugify('  Shari (Red) – 2024!! ')).toBe('shari-red-2024');
    expect(slugify('T--Shirt')).toBe('t-shirt');
  });
  it('strips accents', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });
  it('falls back to "product" for text without Latin letters or digits (e.g. Bangla)', () => {
    expect(slugify('লাল শাড়ি')).toBe('product');
    expect(slugify('')).toBe('product');
    expect(slugify(null)).toBe('product');
    expect(slugify('---')).toBe('product');
  });
  it('keeps the Latin part of mixed text', () => {
    expect(slugify('শাড়ি Saree 2')).toBe('saree-2');
  });
  it('limits the length to 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });
  it('always gives a valid slug', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
    );
  });
});

describe('productPath and parseProductParam', () => {
  it("builds '/products/{slug}-{id}'", () => {
    expect(productPath({ slug: 'red-shari', id: 12 })).toBe('/products/red-shari-12');
    expect(productPath({ slug: 'Red Shari', id: 12 })).toBe('/products/red-shari-12');
    expect(productPath({ slug: 'লাল শাড়ি', id: 7 })).toBe('/products/product-7');
    expect(productPath({ id: 7 })).toBe('/products/product-7');
  });
  it('refuses an id that is not a positive integer', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(() => productPath({ slug: 'x', id })).toThrow(RangeError);
  });

  it('reads a bare id', () => {
    expect(parseProductParam('12')).toEqual({ id: 12, slug: null });
    expect(parseProductParam(' 0012 ')).toEqual({ id: 12, slug: null });
  });
  it('reads {slug}-{id}, the id being the last hyphenated part', () => {
    expect(parseProductParam('red-shari-12')).toEqual({ id: 12, slug: 'red-shari' });
    expect(parseProductParam('iphone-15-pro-99')).toEqual({ id: 99, slug: 'iphone-15-pro' });
    expect(parseProductParam('%E0%A6%B2%E0%A6%BE%E0%A6%B2-5')).toEqual({ id: 5, slug: 'লাল' });
  });
  it('gives null for garbage', () => {
    for (const param of ['', 'abc', 'abc-', '-12', 'a--12', '0', 'shari-0', '12abc', '1.5', '99999999999999999', '%E0%A4-1', null, undefined]) {
      expect(parseProductParam(param)).toBeNull();
    }
  });
  it('round-trips every path built by productPath', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (text, id) => {
        const path = productPath({ slug: text, id });
        expect(parseProductParam(path.slice('/products/'.length))).toEqual({ id, slug: slugify(text) });
      }),
    );
  });
});
