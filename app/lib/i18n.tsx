// The pages' language (docs/decisions/047): `useI18n()` gives a component `t(id, values)` and
// the number, money and date formats of the page's language. The root loader sends the
// language and its compiled catalog (app/lib/root-data.server.ts); on the server each render
// makes its own translator, in the browser one is made once per document (a language change
// is a full page load: the switch is a plain `?lang=` link).
import { createContext, useContext, useMemo } from 'react';
import { makeTranslator, type CompiledCatalog, type Translator } from '../../core/i18n/translate';
import type { Lang } from '../../core/i18n/lang';
import type { CatalogArea } from '../../core/i18n/catalog-areas';

export interface PageI18n {
  lang: Lang;
  /** The part of the catalog the page's area needs (core/i18n/catalog-areas.ts). */
  area: CatalogArea;
  /** The build's catalogs, naming the area files (`/i18n/{lang}-{area}.json?v=`). */
  version: string;
  /**
   * The compiled catalog of `lang` for `area` as JSON text, made once per language and area
   * (app/lib/root-data.server.ts): one string in the loader data, which React Router's
   * turbo-stream writes as one value instead of ~1,000 ids and texts (decision 083). Null on a
   * data request, where the document's one stays.
   */
  messages: string | null;
}

type HeldCatalog = { lang: Lang; area: CatalogArea; version: string; messages: CompiledCatalog };

// The catalogs read from their text, by the text (a handful: the browser has its document's one,
// the server one per language and area, the root loader handing the same string every time).
const parsed = new Map<string, CompiledCatalog>();

const I18nContext = createContext<Translator | null>(null);

let fallbackCatalog: CompiledCatalog = {};
let documentCatalog: HeldCatalog | null = null;

function catalogFor(i18n: PageI18n | undefined): { lang: Lang; messages: CompiledCatalog } {
  if (i18n?.messages) {
    let messages = parsed.get(i18n.messages);
    if (!messages) parsed.set(i18n.messages, (messages = JSON.parse(i18n.messages) as CompiledCatalog));
    // Held once per document (the root's data keeps the same catalog text): an area added since
    // (app/lib/catalog-area.client.ts) is not forgotten by the next render.
    if (typeof document !== 'undefined' && documentCatalog?.messages !== messages) documentCatalog = { ...i18n, messages };
    return { lang: i18n.lang, messages };
  }
  return documentCatalog ?? { lang: i18n?.lang ?? 'en', messages: i18n?.lang === 'bn' ? {} : fallbackCatalog };
}

export function I18nProvider({ i18n, children }: { i18n: PageI18n | undefined; children: React.ReactNode }) {
  const { lang, messages } = catalogFor(i18n);
  const translator = useMemo(() => makeTranslator(lang, messages), [lang, messages]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The document's catalog in the browser (app/lib/catalog-area.client.ts adds an area's messages to it). */
export function heldCatalog(): HeldCatalog | null {
  return documentCatalog;
}

/** A translator outside React (a route's `meta`): the page's catalog, or the document's. */
export function translatorOf(i18n: PageI18n | undefined): Translator {
  const { lang, messages } = catalogFor(i18n);
  return makeTranslator(lang, messages);
}

let fallback: Translator = makeTranslator('en', {});

/**
 * The translator used outside a provider (a page whose root loader failed): English. The
 * server entry and the unit tests' setup give it the compiled English catalog; in the browser
 * it has none, and ids show as themselves.
 */
export function setFallbackTranslator(t: Translator, catalog: CompiledCatalog): void {
  fallback = t;
  fallbackCatalog = catalog;
}

/** The page's translator. */
export function useI18n(): Translator {
  return useContext(I18nContext) ?? fallback;
}
