// Order, refund and message times in Bangla (issue 25 item 3; the English form is
// core/shop-time.ts, issue 23 item 7): Bangladesh time, "আজ" / "গতকাল" for those days there, else
// the date with the month's Bangla name, and the clock as people say it here — the part of the
// day before the time ("বিকাল ৩:৩৩", "রাত ১১:৪০"), not AM/PM. The clock is computed by hand, as
// core/shop-time.ts does, so the server's render and the browser's are the same text whatever
// locale data either has; the words are the formatter's, like Intl's month names.
import { shopTime } from '../shop-time';
import { formatDate, localDigits } from './format';
import type { Lang } from './lang';

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The part of the day a Dhaka hour (0–23) belongs to. */
function partOfDay(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর';
  if (hour >= 6 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 15) return 'দুপুর';
  if (hour >= 15 && hour < 18) return 'বিকাল';
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** "বিকাল ৩:৩৩" in Bangladesh time. */
export function bnClockTime(ms: number): string {
  const d = new Date(ms + DHAKA_OFFSET_MS);
  const h = d.getUTCHours();
  return `${partOfDay(h)} ${localDigits('bn', `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')}`)}`;
}

/**
 * A moment as of `now`: in English core/shop-time's "today, 3:33 PM"; in Bangla "আজ, বিকাল ৩:৩৩",
 * "গতকাল, সকাল ৯:০৫" or "২৮ নভেম্বর, ২০২৬, রাত ১১:৪০". The text as given when it is not a time.
 */
export function localShopTime(lang: Lang, iso: string, now: number): string {
  if (lang === 'en') return shopTime(iso, now);
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const days = Math.floor((now + DHAKA_OFFSET_MS) / DAY_MS) - Math.floor((ms + DHAKA_OFFSET_MS) / DAY_MS);
  const day = days === 0 ? 'আজ' : days === 1 ? 'গতকাল' : formatDate('bn', ms);
  return `${day}, ${bnClockTime(ms)}`;
}
