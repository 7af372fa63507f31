// The one way a string is looked up, on the server and in the browser alike
// (docs/decisions/047): `t(id, values)` over a catalog compiled by core/i18n/compile.ts, run
// by Lingui's runtime (@lingui/core, ~2 KB gzipped, without its message compiler in the
// browser: catalogs arrive compiled, in the root loader's data).
//
// Numbers in `values`: in Bangla they are written in Bangla digits before they reach the
// message (৩টি আছে), so a Bangla message uses a plain `{n}`; in English they stay as the
// spec writes them ("Showing 1 to 20 of 45"), and `{n, plural, …}` picks "item"/"items".
import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from './catalog';
import { formatDate, formatDateTime, formatNumber, formatTaka, formatTakaRange, localDigits } from './format';
import { intlLocale, type Lang } from './lang';

/** A catalog as the runtime reads it: every id's compiled message. */
export type CompiledCatalog = Record<string, CompiledMessage>;

export type MessageValues = Record<string, string | number>;

export interface Translator {
  lang: Lang;
  /** The message `id` with its placeholders filled. */
  t: (id: MessageId, values?: MessageValues) => string;
  /** Whole taka: ৳1,250 / ৳১,২৫০. */
  taka: (amount: number) => string;
  /** A price range: ৳100 - ৳250 (one price when both ends are the same). */
  takaRange: (low: number, high: number) => string;
  /** A count: 1,250 / ১,২৫০. */
  num: (n: number) => string;
  /** Digits of a code or phone number, ungrouped: HT-0012 / HT-০০১২. */
  digits: (text: string | number) => string;
  /** A date in Dhaka time with the month's name. */
  date: (at: string | number | Date) => string;
  /** A date and time in Dhaka time. */
  dateTime: (at: string | number | Date) => string;
}

function localValues(lang: Lang, values: MessageValues | undefined): MessageValues | undefined {
  if (!values || lang === 'en') return values;
  const out: MessageValues = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'number' ? formatNumber(lang, v) : v;
  return out;
}

export function makeTranslator(lang: Lang, catalog: CompiledCatalog): Translator {
  const locale = intlLocale(lang);
  const i18n = setupI18n({ locale, messages: { [locale]: catalog } });
  return {
    lang,
    t: (id, values) => i18n._(id, localValues(lang, values)),
    taka: (amount) => formatTaka(lang, amount),
    takaRange: (low, high) => formatTakaRange(lang, low, high),
    num: (n) => formatNumber(lang, n),
    digits: (text) => localDigits(lang, text),
    date: (at) => formatDate(lang, at),
    dateTime: (at) => formatDateTime(lang, at),
  };
}
