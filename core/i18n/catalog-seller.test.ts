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

describe("the console's refusals in the page's language", () => {
  it('reads back a message with values: the values as they came, a known name in Bangla, a number in Bangla digits', async () => {
    const { localizeMessage } = await import('./compile');
    const { sellerMessages } = await import('../seller-messages');
    const { sellerConsoleMessages } = await import('../seller-console');
    expect(localizeMessage('bn', sellerMessages.moveRefused('Pending', 'Delivered'))).toBe('যে অর্ডার এখন “অপেক্ষমাণ”, সেটিকে “ডেলিভারি হয়েছে” করা যায় না');
    expect(localizeMessage('bn', sellerConsoleMessages.notifyMessageTooLong)).toBe('মেসেজ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে');
    expect(localizeMessage('bn', sellerConsoleMessages.destinationMismatch('somewhere odd'))).toBe('কাস্টমার চেয়েছেন এই রিফান্ড যাক: somewhere odd');
    expect(localizeMessage('bn', sellerMessages.shippingNeedsCourier)).toBe('কুরিয়ারের নাম লিখুন');
    // A short pattern ("{n} new") is not read into anything that ends the same way.
    expect(localizeMessage('bn', 'Something brand new')).toBe('Something brand new');
    expect(localizeMessage('en', sellerMessages.moveRefused('Pending', 'Delivered'))).toBe('An order that is Pending cannot be moved to Delivered');
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

  it('carries the customer’s pages’ texts on those pages only, and the SMS texts nowhere (decision 072)', async () => {
    const { pageCatalog, areaAddition, areaCatalog, catalogVersion } = await import('./compile');
    expect(pageCatalog('bn', '/customer/checkout')).toHaveProperty(['checkout.title']);
    expect(pageCatalog('bn', '/')).not.toHaveProperty(['checkout.title']);
    expect(pageCatalog('bn', '/')).toHaveProperty(['order.awaiting.title']);
    expect(Object.keys(pageCatalog('en', '/seller')).some((id) => id.startsWith('notify.'))).toBe(false);
    // What the browser fetches coming from a store page: the area's messages a store page lacks.
    const store = areaCatalog('bn', 'store');
    const added = areaAddition('bn', 'customer');
    expect(added).toHaveProperty(['checkout.title']);
    expect(Object.keys(added).some((id) => id in store)).toBe(false);
    expect({ ...store, ...added }).toEqual(areaCatalog('bn', 'customer'));
    expect({ ...areaCatalog('en', 'store'), ...areaAddition('en', 'seller') }).toEqual(areaCatalog('en', 'seller'));
    expect(areaAddition('en', 'store')).toBe(areaCatalog('en', 'store'));
    // The version names the build's catalogs: the same for the life of the process.
    expect(catalogVersion()).toMatch(/^[0-9a-z]+$/);
    expect(catalogVersion()).toBe(catalogVersion());
  });
});
