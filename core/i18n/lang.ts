// The two languages and which one a page is in (issue 25 item 2; docs/decisions/047).
// The visitor's own choice wins: `?lang=` on the URL (a plain link, it also sets the `lang`
// cookie), then the `lang` cookie, then the logged-in customer's account, then the shop's
// `default_language` ('en' unless the shop says otherwise).

export const LANGS = ['en', 'bn'] as const;
export type Lang = (typeof LANGS)[number];

/** The language spelled `value` ('bn', 'en', any case, spaces around), or null. */
export function parseLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v === 'bn' || v === 'en' ? v : null;
}

export interface LangSources {
  /** The URL's `?lang=` value, as sent. */
  query: string | null | undefined;
  /** The `lang` cookie's value, as sent. */
  cookie: string | null | undefined;
  /** The logged-in customer's stored choice. */
  account: string | null | undefined;
  /** The shop's default_language. */
  shopDefault: string | null | undefined;
}

/** The page's language: the first valid one of ?lang, the cookie, the account, the shop's default; else English. */
export function resolveLang(s: LangSources): Lang {
  return parseLang(s.query) ?? parseLang(s.cookie) ?? parseLang(s.account) ?? parseLang(s.shopDefault) ?? 'en';
}

/** The BCP 47 tag for Intl and `<html lang>`: Bangla as written in Bangladesh. */
export function intlLocale(lang: Lang): string {
  return lang === 'bn' ? 'bn-BD' : 'en';
}
