// The catalogs compiled once per process for Lingui's runtime (server only: the compiler is
// never part of the browser's JavaScript). The root loader sends the page's language's compiled
// catalog — its area's part, core/i18n/catalog-areas.ts — to the browser; server code (SMS, invoices, error answers) translates with
// `translator(lang)`.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { areaCarries, catalogAreaOf, type CatalogArea } from './catalog-areas';
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
let patterns: Array<{ id: MessageId; re: RegExp; names: string[] }> | null = null;

/** English catalog messages whose only placeholders are plain `{name}`s, as patterns (docs/decisions/053). */
function englishPatterns(): Array<{ id: MessageId; re: RegExp; names: string[] }> {
  if (!patterns) {
    patterns = [];
    for (const [id, text] of Object.entries(catalogs.en) as Array<[MessageId, string]>) {
      if (!text.includes('{') || /\{\s*\w+\s*,/.test(text)) continue;
      const parts = text.split(/\{(\w+)\}/);
      const literal = parts.filter((_, i) => i % 2 === 0).join('');
      // Enough words of its own that a message matching it is that message.
      if ((literal.match(/[A-Za-z]/g) ?? []).length < 12) continue;
      const names = parts.filter((_, i) => i % 2 === 1);
      const source = parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
      patterns.push({ id, re: new RegExp(`^${source}$`), names });
    }
  }
  return patterns;
}

/** The catalog id whose English is `english` word for word. */
function exactId(english: string): MessageId | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [id, text] of Object.entries(catalogs.en) as Array<[MessageId, string]>) if (!text.includes('{') && !byEnglish.has(text)) byEnglish.set(text, id);
  }
  return byEnglish.get(english);
}

/**
 * A message written in English by a rule or use case (a DomainError's, a field error) in the
 * page's language: the Bangla of the catalog message whose English it is word for word, else of
 * the one it fills in (`An order that is {from} cannot be moved to {to}`: the values as they
 * came, a name the catalog has in its language, a number in its digits), else as it came
 * (docs/decisions/047, 053). English is always returned unchanged.
 */
export function localizeMessage(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  const { t } = translator(lang);
  const id = exactId(english);
  if (id) return t(id);
  for (const p of englishPatterns()) {
    const found = p.re.exec(english);
    if (!found) continue;
    const values: Record<string, string | number> = {};
    p.names.forEach((name, i) => {
      const value = found[i + 1]!;
      const known = exactId(value);
      values[name] = /^\d+$/.test(value) ? Number(value) : known ? t(known) : value;
    });
    return t(p.id, values);
  }
  return english;
}

/** The translator for server code: the same messages and formats the pages use. */
export function translator(lang: Lang): Translator {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = makeTranslator(lang, compiledCatalog(lang))));
  return t;
}

const byArea = new Map<string, CompiledCatalog>();

/** The messages a page of `area` carries (core/i18n/catalog-areas.ts), compiled once. */
export function areaCatalog(lang: Lang, area: CatalogArea): CompiledCatalog {
  const key = `${lang}|${area}`;
  let out = byArea.get(key);
  if (!out) byArea.set(key, (out = Object.fromEntries(Object.entries(compiledCatalog(lang)).filter(([id]) => areaCarries(area, id)))));
  return out;
}

/** The catalog a page's document carries: its area's (docs/decisions/072). */
export function pageCatalog(lang: Lang, pathname: string): CompiledCatalog {
  return areaCatalog(lang, catalogAreaOf(pathname));
}

let version: string | undefined;

/** A short hash (FNV-1a) of both compiled catalogs: the area files' URLs change when a message does. */
export function catalogVersion(): string {
  if (version === undefined) {
    const text = JSON.stringify([compiledCatalog('en'), compiledCatalog('bn')]);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    version = (h >>> 0).toString(36);
  }
  return version;
}

/**
 * What the browser fetches when it navigates into `area` from a page of another: the area's
 * messages a store page does not already carry (every document carries at least those).
 */
export function areaAddition(lang: Lang, area: CatalogArea): CompiledCatalog {
  if (area === 'store') return areaCatalog(lang, 'store');
  const store = areaCatalog(lang, 'store');
  return Object.fromEntries(Object.entries(areaCatalog(lang, area)).filter(([id]) => !(id in store)));
}
