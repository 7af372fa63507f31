import { describe, expect, it } from 'vitest';
import { areaCarries, areaCovers, CATALOG_AREAS, catalogAreaOf, catalogAreaPath, parseCatalogAreaFile } from './catalog-areas';

describe('catalogAreaOf', () => {
  it.each([
    ['/', 'store'],
    ['/products/block-print-kids-t-shirt-64', 'store'],
    ['/all-products', 'store'],
    ['/customer/login', 'store'],
    ['/customer/register', 'store'],
    ['/customer/dashboards', 'store'],
    ['/cart', 'store'],
    ['/sellers', 'store'],
    ['/track-orders', 'store'],
    ['/customer/dashboard', 'customer'],
    ['/customer/dashboard/purchase-details/4', 'customer'],
    ['/customer/cart', 'customer'],
    ['/customer/checkout', 'customer'],
    ['/customer/checkout/confirmed-order/9', 'customer'],
    ['/track-order', 'customer'],
    ['/customer/track-order/', 'customer'],
    ['/seller', 'seller'],
    ['/seller/orders/4', 'seller'],
  ] as const)('%s is a %s page', (path, area) => {
    expect(catalogAreaOf(path)).toBe(area);
  });
});

describe('areaCarries', () => {
  it('keeps the SMS texts on the server', () => {
    for (const area of CATALOG_AREAS) expect(areaCarries(area, 'notify.orderPlaced')).toBe(false);
  });
  it('gives the console everything else', () => {
    expect(areaCarries('seller', 'seller.console')).toBe(true);
    expect(areaCarries('seller', 'checkout.title')).toBe(true);
    expect(areaCarries('seller', 'layout.menu')).toBe(true);
  });
  it('keeps the console’s texts on the console', () => {
    expect(areaCarries('store', 'seller.console')).toBe(false);
    expect(areaCarries('customer', 'seller.console')).toBe(false);
  });
  it('gives the customer’s pages their own texts and the store’s', () => {
    expect(areaCarries('customer', 'checkout.title')).toBe(true);
    expect(areaCarries('customer', 'refund.form.until')).toBe(true);
    expect(areaCarries('customer', 'layout.menu')).toBe(true);
  });
  it('leaves the customer’s pages’ texts out of a store page, but for the unpaid-order banner', () => {
    for (const id of ['checkout.title', 'order.status.pending', 'refund.x', 'support.x', 'address.x', 'dashboard.x', 'balance.x']) expect(areaCarries('store', id), id).toBe(false);
    expect(areaCarries('store', 'order.awaiting.title')).toBe(true);
    expect(areaCarries('store', 'layout.menu')).toBe(true);
    expect(areaCarries('store', 'orders.x')).toBe(true);
  });
});

describe('areaCovers', () => {
  it('an area covers itself, the console covers all, the customer’s pages cover the store', () => {
    for (const a of CATALOG_AREAS) {
      expect(areaCovers(a, a)).toBe(true);
      expect(areaCovers('seller', a)).toBe(true);
    }
    expect(areaCovers('customer', 'store')).toBe(true);
    expect(areaCovers('store', 'customer')).toBe(false);
    expect(areaCovers('store', 'seller')).toBe(false);
    expect(areaCovers('customer', 'seller')).toBe(false);
  });
});

describe('the area files', () => {
  it('are named by language and area, with the catalogs’ version', () => {
    expect(catalogAreaPath('bn', 'customer', 'abc')).toBe('/i18n/bn-customer.json?v=abc');
    expect(parseCatalogAreaFile('bn-customer.json')).toEqual({ lang: 'bn', area: 'customer' });
    expect(parseCatalogAreaFile('en-seller.json')).toEqual({ lang: 'en', area: 'seller' });
    expect(parseCatalogAreaFile('en-store.json')).toEqual({ lang: 'en', area: 'store' });
  });
  it.each(['fr-store.json', 'bn-customers.json', 'bn-customer.js', '../bn-customer.json', 'bn-customer.json\0', ''])('%j is no area file', (name) => {
    expect(parseCatalogAreaFile(name)).toBeNull();
  });
});
