// The seller console's catalogs (docs/decisions/047, "The seller console"): the same checks
// core/i18n/i18n.test.ts makes for the shop's side — every id in both languages, none empty,
// the same placeholders, no Bangla plurals — and its ids kept apart from the shop's.
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogs } from './catalog';
import { en } from './catalog-en';
import { sellerEn } from './catalog-seller-en';
import { sellerBn } from './catalog-seller-bn';
import { translator } from './compile';

function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(token[0] as string);
      if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2] as object)) walk(branch);
    }
  };
  const compiled = compileMessage(text);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

describe('seller console catalogs', () => {
  it('every English id has a Bangla message and the other way round, none empty, with the same placeholders', () => {
    expect(Object.keys(sellerBn).sort()).toEqual(Object.keys(sellerEn).sort());
    for (const [id, text] of Object.entries(sellerEn)) {
      const bangla = (sellerBn as Record<string, string>)[id]!;
      expect(text.trim(), `en ${id}`).not.toBe('');
      expect(bangla.trim(), `bn ${id}`).not.toBe('');
      expect(placeholders(bangla), `placeholders of ${id}`).toEqual(placeholders(text));
      expect(bangla, `bn ${id} has no plural`).not.toMatch(/,\s*plural\s*,/);
    }
  });

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
