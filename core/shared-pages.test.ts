import { describe, expect, it } from 'vitest';
import { isSharedCatalogPage, pagePathOf } from './shared-pages';

describe('pagePathOf', () => {
  it('maps React Router data requests to their page', () => {
    expect(pagePathOf('/_root.data')).toBe('/');
    expect(pagePathOf('/products/shirt-12.data')).toBe('/products/shirt-12');
    expect(pagePathOf('/all-products')).toBe('/all-products');
  });
});

describe('isSharedCatalogPage', () => {
  it.each([
    '/',
    '/_root.data',
    '/categories',
    '/all-products',
    '/all-products.data',
    '/products/shirt-12',
    '/products/category/men',
    '/products/sub-category/shirts',
    '/products/brands/aarong',
    '/products/shop/main',
    '/products/search/red-shirt',
    '/search/red-shirt',
    '/deals/3',
    '/share/products/shirt-12',
    '/r/rongdhonu/products/12',
  ])('shares %s', (path) => expect(isSharedCatalogPage(path)).toBe(true));

  it.each([
    '/customer/login',
    '/customer/cart',
    '/customer/dashboard/wishlist',
    '/customer/dashboard.data',
    '/products',
    '/products/',
    '/search',
    '/deals/',
    '/r/rongdhonu',
    '/categories/extra',
    '/api/front/get-reseller-shop-slug',
    '/sitemap.xml',
    '/anything-else',
  ])('keeps %s out', (path) => expect(isSharedCatalogPage(path)).toBe(false));
});
