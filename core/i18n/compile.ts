// The catalogs compiled once per process for Lingui's runtime (server only: the compiler is
// never part of the browser's JavaScript). The root loader sends the page's language's compiled
// catalog to the browser; server code (SMS, invoices, error answers) translates with
// `translator(lang)`.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogs, type MessageId } from './catalog';
import type { Lang } from './lang';
import { makeTranslator, type CompiledCatalog, type Translator } from './translate';

const compiled = new Map<Lang, CompiledCatalog>();
const translators = new Map<Lang, Translator>();

export function compiledCatalog(lang: Lang): CompiledCatalog {
  let out = compiled.get(lang);
  if (!out) {
    out = {};
    for (const [id, text] of Object.entries(catalogs[lang])) out[id] = compileMessage(text);
    compiled.set(lang, out);
  }
  return out;
}

let byEnglish: Map<string, MessageId> | null = null;

/**
 * A message written in English by a rule or use case (a DomainError's, a field error) in the
 * page's language: the Bangla of the catalog message whose English it is word for word, else
 * as it came (docs/decisions/047). English is always returned unchanged.
 */
export function localizeMessage(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [id, text] of Object.entries(catalogs.en) as Array<[MessageId, string]>) if (!text.includes('{') && !byEnglish.has(text)) byEnglish.set(text, id);
  }
  const id = byEnglish.get(english);
  return id ? translator(lang).t(id) : english;
}

/** The translator for server code: the same messages and formats the pages use. */
export function translator(lang: Lang): Translator {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = makeTranslator(lang, compiledCatalog(lang))));
  return t;
}

const shopOnly = new Map<Lang, CompiledCatalog>();

/**
 * The catalog a page's document carries: the seller console's messages (`seller.…`) only on
 * the console's pages (/seller…), so a shopper's page does not carry them.
 */
export function pageCatalog(lang: Lang, pathname: string): CompiledCatalog {
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return compiledCatalog(lang);
  let out = shopOnly.get(lang);
  if (!out) {
    out = Object.fromEntries(Object.entries(compiledCatalog(lang)).filter(([id]) => !id.startsWith('seller.')));
    shopOnly.set(lang, out);
  }
  return out;
}
