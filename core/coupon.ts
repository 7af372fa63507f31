// Coupon validity and arithmetic (after-cart.md "Coupons"):
// - codes are case-insensitive: compared after trimming and upper-casing (normalizeCouponCode);
// - checks, in this order (the first that fails is the reason): the code exists in the shop
//   (unknown), the validity window has begun (not_started) and not ended (expired), the total
//   use limit (exhausted), the shopper's own use limit (customer_limit), the minimum
//   cart_total (below_minimum, the message says how much more to add);
// - the window is inclusive at both ends: starts_at ≤ now ≤ ends_at. A date without a time
//   ("2025-12-31") means that whole day in Bangladesh time (UTC+6): from 00:00 of starts_at
//   to 23:59:59.999 of ends_at. A bound that cannot be read keeps the coupon closed;
// - a limit (max_discount, min_total, max_uses, max_uses_per_customer) that is null or 0 is
//   not applied, as decisions.md reads the price limits;
// - the discount is computed on cart_total: percent = floor(cart_total × value / 100),
//   capped by max_discount; flat = value. Whole taka (floored), never above cart_total, never
//   below 0. The use itself is taken by the placing transaction, not here.
import { couponMessages } from './checkout-messages';

export type CouponType = 'percent' | 'flat';
export type CouponRefusal = 'unknown' | 'not_started' | 'expired' | 'exhausted' | 'customer_limit' | 'below_minimum' | 'too_many_tries';
export type Instant = Date | string | number;

export interface CouponState {
  readonly code: string;
  readonly type: CouponType;
  readonly value: number;
  readonly max_discount: number | null;
  readonly min_total: number | null;
  readonly starts_at: Instant | null;
  readonly ends_at: Instant | null;
  readonly max_uses: number | null;
  readonly max_uses_per_customer: number | null;
  /** Uses taken so far, by everybody. */
  readonly uses: number;
  /** Uses taken so far by this shopper (0 for a guest). */
  readonly customer_uses: number;
}

export type CouponResult =
  | { readonly ok: true; readonly discount: number }
  | { readonly ok: false; readonly reason: CouponRefusal; readonly message: string };

export const COUPON_CODE_MAX_LENGTH = 40;

/**
 * Guessing codes: a shopper may try at most 10 codes that do not exist per 15 minutes in a
 * shop; past that no code is looked up (so the answer teaches a guesser nothing) until the
 * window ends. Known codes that refuse (expired, used up) do not count.
 */
export const COUPON_GUESS_RULE = { name: 'coupon-miss', limit: 10, windowSeconds: 900 } as const;

/** The verdict while a shopper is over COUPON_GUESS_RULE. */
export function couponTriesExceeded(): CouponResult {
  return refuse('too_many_tries', couponMessages.tooManyTries);
}
const BD_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A code as compared and stored: trimmed and upper-cased; '' for anything that is not a string. */
export function normalizeCouponCode(input: unknown): string {
  return typeof input === 'string' ? input.trim().toUpperCase() : '';
}

/** Whether a normalised code could be a coupon code at all (letters, digits, - and _, 1–40). */
export function isCouponCodeShaped(code: string): boolean {
  return code.length <= COUPON_CODE_MAX_LENGTH && /^[A-Z0-9][A-Z0-9_-]*$/.test(code);
}

/** Milliseconds since the epoch for a window bound; NaN when it cannot be read. */
export function boundMs(bound: Instant, end: boolean): number {
  if (bound instanceof Date) return bound.getTime();
  if (typeof bound === 'number') return Number.isFinite(bound) ? bound : Number.NaN;
  const text = bound.trim();
  const day = DATE_ONLY.exec(text);
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - BD_OFFSET_MS;
    return end ? start + DAY_MS - 1 : start;
  }
  return text === '' ? Number.NaN : Date.parse(text);
}

function limit(value: number | null): number | null {
  return value === null || !(value > 0) ? null : value;
}

/** The discount a coupon gives on cart_total, ignoring its validity. */
/** Whether the shopper has used the coupon as often as it allows one shopper (never without such a limit). */
export function customerLimitReached(coupon: Pick<CouponState, 'max_uses_per_customer'>, customerUses: number): boolean {
  const perCustomer = limit(coupon.max_uses_per_customer);
  return perCustomer !== null && customerUses >= perCustomer;
}

export function couponDiscount(coupon: Pick<CouponState, 'type' | 'value' | 'max_discount'>, cartTotal: number): number {
  const total = Math.max(0, Math.floor(cartTotal) || 0);
  const value = Math.max(0, coupon.value || 0);
  let discount = coupon.type === 'percent' ? Math.floor((total * value) / 100) : Math.floor(value);
  const cap = coupon.type === 'percent' ? limit(coupon.max_discount) : null;
  if (cap !== null) discount = Math.min(discount, Math.floor(cap));
  return Math.min(discount, total);
}

function refuse(reason: CouponRefusal, message: string): CouponResult {
  return { ok: false, reason, message };
}

/** Whether the coupon (null when no coupon of that code exists in the shop) applies now, and its discount. */
export function checkCoupon(coupon: CouponState | null | undefined, cartTotal: number, now: Date | number): CouponResult {
  if (!coupon) return refuse('unknown', couponMessages.unknown);
  const at = now instanceof Date ? now.getTime() : now;
  if (coupon.starts_at !== null) {
    const start = boundMs(coupon.starts_at, false);
    if (!(start <= at)) return refuse('not_started', couponMessages.notStarted);
  }
  if (coupon.ends_at !== null) {
    const end = boundMs(coupon.ends_at, true);
    if (!(at <= end)) return refuse('expired', couponMessages.expired);
  }
  const maxUses = limit(coupon.max_uses);
  if (maxUses !== null && coupon.uses >= maxUses) return refuse('exhausted', couponMessages.exhausted);
  if (customerLimitReached(coupon, coupon.customer_uses)) return refuse('customer_limit', couponMessages.customerLimit);
  const minTotal = limit(coupon.min_total);
  if (minTotal !== null && cartTotal < minTotal) return refuse('below_minimum', couponMessages.belowMinimum(Math.ceil(minTotal - cartTotal)));
  return { ok: true, discount: couponDiscount(coupon, cartTotal) };
}
