// Money display per spec §9 and decisions.md: amounts are whole taka shown with the taka sign and
// en-US thousands separators ("৳1,050", negative "-৳50"); fractions are truncated like every price
// part. A variant price range reads "৳low - ৳high" only when the ends differ.
import { browserMessages as messages } from './browser-messages';
import { truncateWhole } from './numeric';

export const CURRENCY_SYMBOL: string = messages.currencySymbol;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole-taka amount: 1050 → "৳1,050", -50 → "-৳50"; null/NaN → "৳0". */
export function formatTaka(amount: number): string {
  const whole = truncateWhole(amount);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(BigInt(Math.abs(whole)).toString())}`;
}

/** "৳low - ৳high" when the ends differ (in ascending order), else the single price. */
export function formatPriceRange(low: number, high: number): string {
  const a = truncateWhole(low);
  const b = truncateWhole(high);
  if (a === b) return formatTaka(a);
  return `${formatTaka(Math.min(a, b))} - ${formatTaka(Math.max(a, b))}`;
}
