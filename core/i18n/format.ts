// Numbers, money and dates the way each language writes them (issue 25 item 3): through Intl,
// Bangla as written in Bangladesh (`bn-BD`: Bangla digits, ৳১,২৫০; lakh grouping past
// 99,999 — ১,২৩,৪৫৬) and every date and time in Dhaka time. English keeps the forms the
// spec's pages show (৳1,250).
import { intlLocale, type Lang } from './lang';

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

const numberFormats = new Map<Lang, Intl.NumberFormat>();
function numberFormat(lang: Lang): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 })));
  return f;
}

/** A count or amount in the language's digits, grouped (1,250 / ১,২৫০). */
export function formatNumber(lang: Lang, n: number): string {
  return numberFormat(lang).format(n);
}

/** Whole taka with the taka sign, as core/money's formatTaka writes it: ৳1,250 / ৳১,২৫০ (a minus before the sign). */
export function formatTaka(lang: Lang, amount: number): string {
  const whole = Number.isFinite(amount) ? Math.trunc(amount) : 0;
  return `${whole < 0 ? '-' : ''}৳${formatNumber(lang, Math.abs(whole))}`;
}

/** A price range as core/money's formatPriceRange writes it ("৳100 - ৳250"), one price when both ends are the same. */
export function formatTakaRange(lang: Lang, low: number, high: number): string {
  const a = Math.trunc(low);
  const b = Math.trunc(high);
  if (a === b) return formatTaka(lang, a);
  return `${formatTaka(lang, Math.min(a, b))} - ${formatTaka(lang, Math.max(a, b))}`;
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Every ASCII digit of `text` in the language's digits (order codes, phone numbers: no grouping). */
export function localDigits(lang: Lang, text: string | number): string {
  const s = String(text);
  return lang === 'bn' ? s.replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]) : s;
}

/** Bangla (০–৯) and Arabic-Indic (٠–٩, ۰–۹) digits as ASCII digits; everything else as it is. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯٠-٩۰-۹]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code >= 0x09e6 && code <= 0x09ef) return String(code - 0x09e6);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    return String(code - 0x06f0);
  });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(lang), {
      timeZone: DHAKA_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f;
}

/** A date in Dhaka time with the month's name: "1 December 2026" / "১ ডিসেম্বর, ২০২৬". */
export function formatDate(lang: Lang, at: string | number | Date): string {
  return dateFormat(lang, false).format(new Date(at));
}

/** A date and time in Dhaka time: "1 December 2026 at 6:48 PM" / "১ ডিসেম্বর, ২০২৬ এ ৬:৪৮ PM". */
export function formatDateTime(lang: Lang, at: string | number | Date): string {
  return dateFormat(lang, true).format(new Date(at));
}
