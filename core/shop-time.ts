// How a moment reads to a shopper (issue 23 item 7): Bangladesh time (UTC+6 all year, no
// daylight saving), a 12-hour clock with AM/PM, and "today" / "yesterday" instead of the date
// when it is one of those days there: "today, 3:33 PM", "yesterday, 9:05 AM", "28 Nov 2026,
// 11:40 PM". Computed by hand, not by Intl, so the server's render and the browser's are the
// same text whatever locale data either has.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const timeWords = {
  today: 'today',
  yesterday: 'yesterday',
  am: 'AM',
  pm: 'PM',
} as const;

/** The wall clock in Dhaka for an instant, as UTC fields of a shifted date. */
function dhaka(ms: number): Date {
  return new Date(ms + DHAKA_OFFSET_MS);
}

/** "3:33 PM" in Bangladesh time. */
export function clockTime(ms: number): string {
  const d = dhaka(ms);
  const h = d.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? timeWords.am : timeWords.pm}`;
}

/** "1 Dec 2026" in Bangladesh time. */
export function calendarDate(ms: number): string {
  const d = dhaka(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * "today, 3:33 PM", "yesterday, 3:33 PM" or "1 Dec 2026, 3:33 PM" as of `now`; the text as given
 * when it is not a time.
 */
export function shopTime(iso: string, now: number): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const days = Math.floor((now + DHAKA_OFFSET_MS) / DAY_MS) - Math.floor((ms + DHAKA_OFFSET_MS) / DAY_MS);
  const day = days === 0 ? timeWords.today : days === 1 ? timeWords.yesterday : calendarDate(ms);
  return `${day}, ${clockTime(ms)}`;
}
