import { describe, expect, it } from 'vitest';
import { pagePathOf } from './shared-pages';

describe('pagePathOf', () => {
  it('maps React Router data requests to their page', () => {
    expect(pagePathOf('/_root.data')).toBe('/');
    expect(pagePathOf('/products/shirt-12.data')).toBe('/products/shirt-12');
    expect(pagePathOf('/all-products')).toBe('/all-products');
  });
});
