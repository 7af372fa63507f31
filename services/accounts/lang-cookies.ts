// The visitor's language choice (docs/decisions/047): the cookie `lang` ('bn' or 'en'), a year,
// written by the one cookie writer. Not HttpOnly-critical, but no page script needs it: HttpOnly.
import type { Lang } from '../../core/i18n/lang';
import { readCookie, setCookie } from '../cookies';

export const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function langCookie(lang: Lang, secure: boolean): string {
  return setCookie(LANG_COOKIE, lang, { httpOnly: true, maxAgeSeconds: ONE_YEAR_SECONDS, secure });
}

/** The `lang` cookie's value as sent (not yet checked). */
export function readLangCookie(header: string | null | undefined): string | null {
  return readCookie(header, LANG_COOKIE);
}
