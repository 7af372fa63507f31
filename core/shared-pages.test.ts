import { describe, expect, it } from 'vitest';
import { isProductPagePath, pagePathOf } from './shared-pages';

describe('pagePathOf', () => {
  it('maps React Router data requests to their page', () => {
    expect(pagePathOf('/_root.data')).toBe('/');
    expect(pagePathOf('/products/shirt-12.data')).toBe('/products/shirt-12');
    expect(pagePathOf('/all-products')).toBe('/all-products');
  });
});

describe('isProductPagePath', () => {
  it('is a product page and its data request, not a listing under /products/ nor the search redirect', () => {
    expect(isProductPagePath('/products/tee-12')).toBe(true);
    expect(isProductPagePath('/products/tee-12.data')).toBe(true);
    expect(isProductPagePath('/products/category/men')).toBe(false);
    expect(isProductPagePath('/products/search')).toBe(false);
    expect(isProductPagePath('/all-products')).toBe(false);
    expect(isProductPagePath('/')).toBe(false);
  });
});
