// Numbers, money and dates the way each language writes them (issue 25 item 3): through Intl,
// Bangla as written in Bangladesh (`bn-BD`: Bangla digits, ৳১,২৫০; lakh grouping past
// 99,999 — ১,২৩,৪৫৬) and every date and time in Dhaka time. English keeps the forms the
// spec's pages show (৳1,250).
import { intlLocale, type Lang } from './lang';

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A count or amount in the language's digits, grouped (1,250 / ১,২৫০; Bangla in Bangladesh's lakh
 * grouping past 99,999 — ১,২৩,৪৫৬), at most `maxFractionDigits` decimals rounded half away from
 * zero: the same text as `new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits })`
 * (core/i18n/format.test.ts checks it), written by hand because a browser's first
 * Intl.NumberFormat costs 20–50 ms of ICU start-up inside the page's hydration (decision 076).
 * What no page shows as a price or count (NaN, ±∞, -0, and what JavaScript writes with an exponent: past 10²¹,
 * under 10⁻⁶) is Intl's own.
 */
export function formatNumber(lang: Lang, n: number, maxFractionDigits = 2): string {
  // The shortest decimal that reads back as `n` (as Intl rounds it), cut to the kept decimals.
  const plain = String(Math.abs(n));
  if (/[^\d.]/.test(plain) || Object.is(n, -0)) return n.toLocaleString(intlLocale(lang), { maximumFractionDigits: maxFractionDigits });
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if (fraction.charCodeAt(maxFractionDigits) >= 53) digits = String(BigInt(digits) + 1n); // the next digit is 5–9
  digits = digits.padStart(maxFractionDigits + 1, '0');
  const cut = digits.length - maxFractionDigits;
  const decimals = digits.slice(cut).replace(/0+$/, '');
  const grouped = digits.slice(0, cut).replace(lang === 'bn' ? /\B(?=(\d{2})*\d{3}$)/g : /\B(?=(\d{3})+$)/g, ',');
  return localDigits(lang, `${n < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`);
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
