// The one way a string is looked up, on the server and in the browser alike
// (docs/decisions/047): `t(id, values)` over a catalog compiled by core/i18n/compile.ts (Lingui's
// message compiler, on the server only: catalogs arrive compiled, in the root loader's data).
// A compiled message is read by `formatCompiled` below: the part of Lingui's runtime
// (@lingui/core's `interpolate`) our catalogs use — plain placeholders, `plural` with `#` and
// `=N`, `select` — in ~0.4 KB instead of its ~1.9 KB (the product page's JavaScript budget,
// docs/decisions/058). core/i18n/translate.test.ts checks it gives Lingui's runtime's answer for
// every message of both catalogs.
//
// Numbers in `values`: in Bangla they are written in Bangla digits before they reach the
// message (৩টি আছে), so a Bangla message uses a plain `{n}`; in English they stay as the
// spec writes them ("Showing 1 to 20 of 45"), and `{n, plural, …}` picks "item"/"items".
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from './catalog';
import { formatDate, formatDateTime, formatNumber, formatTaka, formatTakaRange, localDigits } from './format';
import type { Lang } from './lang';

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

type Token = CompiledMessage[number];
const plurals = new Map<string, Intl.PluralRules>();
const octothorpe = '\u0000#\u0000';

/** A compiled message with its values, as Lingui's runtime writes it. */
export function formatCompiled(message: CompiledMessage | string, values: MessageValues, lang: Lang): string {
  // Intl.NumberFormat's default (3 decimals), written by hand (decision 076).
  const number = (n: number) => formatNumber(lang, n, 3);
  const write = (tokens: CompiledMessage, inPlural: boolean): string => {
    let out = '';
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') out += token === '#' && inPlural ? octothorpe : token;
      else {
        const [name, type, cases] = token as [string, string?, Record<string, CompiledMessage>?];
        const value = values[name];
        if (type === 'plural' && cases) {
          let rules = plurals.get(lang);
          if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
          const n = Number(value);
          const chosen = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other;
          out += chosen === undefined ? '' : write(chosen, true).split(octothorpe).join(number(n));
        } else if (type === 'select' && cases) {
          const chosen = cases[String(value)] ?? cases.other;
          if (chosen !== undefined) out += write(chosen, false);
        } else if (type === 'number') out += number(Number(value));
        else if (value != null) out += value;
      }
    }
    return out;
  };
  return typeof message === 'string' ? message : write(message, false);
}

export function makeTranslator(lang: Lang, catalog: CompiledCatalog): Translator {
  return {
    lang,
    t: (id, values) => formatCompiled(catalog[id] ?? id, localValues(lang, values) ?? {}, lang),
    taka: (amount) => formatTaka(lang, amount),
    takaRange: (low, high) => formatTakaRange(lang, low, high),
    num: (n) => formatNumber(lang, n),
    digits: (text) => localDigits(lang, text),
    date: (at) => formatDate(lang, at),
    dateTime: (at) => formatDateTime(lang, at),
  };
}
