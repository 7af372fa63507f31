// The seller console's catalogs (docs/decisions/047, "The seller console"): its ids kept apart
// from the shop's and joined into the catalog. Completeness (both languages, placeholders, no
// Bangla plurals) is checked with the shop's in core/i18n/i18n.test.ts.
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog';
import { en } from './catalog-en';
import { sellerEn } from './catalog-seller-en';
import { translator } from './compile';

describe('seller console catalogs', () => {
  it('ids start with seller. and none is also a shop id; both are in the joined catalog', () => {
    for (const id of Object.keys(sellerEn)) {
      expect(id).toMatch(/^seller\./);
      expect(Object.keys(en)).not.toContain(id);
      expect(catalogs.en).toHaveProperty([id]);
      expect(catalogs.bn).toHaveProperty([id]);
    }
  });

  it('reads English as before and Bangla with Bangla digits', () => {
    expect(translator('en').t('seller.orders.items', { n: 3 })).toBe('3 item(s)');
    expect(translator('en').t('seller.status.pending')).toBe('Pending');
    expect(translator('bn').t('seller.orders.items', { n: 3 })).toBe('৩টি পণ্য');
  });
});

describe('page catalog', () => {
  it('carries the console messages on console pages only', async () => {
    const { pageCatalog } = await import('./compile');
    expect(pageCatalog('bn', '/seller')).toHaveProperty(['seller.console']);
    expect(pageCatalog('en', '/seller/orders/4')).toHaveProperty(['seller.console']);
    expect(pageCatalog('bn', '/')).not.toHaveProperty(['seller.console']);
    expect(pageCatalog('bn', '/sellers')).toHaveProperty(['layout.menu']);
    expect(pageCatalog('bn', '/sellers')).not.toHaveProperty(['seller.console']);
    expect(pageCatalog('bn', '/')).toBe(pageCatalog('bn', '/cart'));
  });
});
