// The document's catalog in the browser is held once per document (docs/decisions/072): the
// root's data keeps one catalog object for the document's life, and an area's messages the
// browser fetched since (app/lib/catalog-area.client.ts adds them to it, and notes the area) are
// not forgotten by the next render — before, each render made the held catalog again from the
// root's data, saying "store" again, so every later navigation into the area fetched its file
// again. Module state of the browser's: this file runs isolated (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledCatalog } from '../../core/i18n/translate';
import { heldCatalog, translatorOf, type PageI18n } from './i18n';

describe('the document’s catalog', () => {
  const had = 'document' in globalThis;
  beforeAll(() => {
    if (!had) (globalThis as { document?: unknown }).document = {};
  });
  afterAll(() => {
    if (!had) delete (globalThis as { document?: unknown }).document;
  });

  it('is held once: an added area stays through later renders and data requests', () => {
    const messages: CompiledCatalog = { 'home.title': ['Home'] };
    // The root's data carries the catalog as its JSON text (decision 083).
    const page: PageI18n = { lang: 'en', area: 'store', version: 'v1', messages: JSON.stringify(messages) };
    expect(translatorOf(page).t('home.title' as never)).toBe('Home');
    const held = heldCatalog()!;
    expect(held).toMatchObject({ lang: 'en', area: 'store', version: 'v1' });
    expect(held.messages).toEqual(messages);
    // The browser adds the customer area (as ensureCatalogArea does).
    Object.assign(held.messages, { 'cart.title': ['Cart'] });
    held.area = 'customer';
    // The next render of the same document, and a data request's (no catalog in it).
    expect(translatorOf(page).t('cart.title' as never)).toBe('Cart');
    expect(heldCatalog()).toBe(held);
    expect(heldCatalog()!.area).toBe('customer');
    expect(translatorOf({ ...page, messages: null }).t('cart.title' as never)).toBe('Cart');
    expect(heldCatalog()!.area).toBe('customer');
    // Another catalog is another document's: held anew.
    const next: CompiledCatalog = { 'home.title': ['হোম'] };
    expect(translatorOf({ lang: 'bn', area: 'store', version: 'v2', messages: JSON.stringify(next) }).t('home.title' as never)).toBe('হোম');
    expect(heldCatalog()).toMatchObject({ lang: 'bn', area: 'store', version: 'v2' });
    expect(heldCatalog()!.messages).toEqual(next);
  });
});
