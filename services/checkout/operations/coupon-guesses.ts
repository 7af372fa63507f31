// Coupon guessing (issue 11): codes that do not exist count against core/coupon.ts
// COUPON_GUESS_RULE per shopper and shop, in the shared rate-limit table (every process and
// instance sees the same count). Counted outside the caller's transaction, so a refused order
// (which rolls back) still counts its unknown code.
import { COUPON_GUESS_RULE } from '../../../core/coupon';
import { secondsLeftInWindow, windowStart } from '../../../core/customer-auth';
import type { Db } from '../../../db/client';
import { readRateLimitCount, takeRateLimitSlot } from '../../../db/rate-limit.repository';

const bucket = (shopId: number, customerId: number) => `${COUPON_GUESS_RULE.name}:shop:${shopId}:customer:${customerId}`;

export async function couponGuessesExhausted(db: Db, shopId: number, customerId: number, nowMs: number): Promise<boolean> {
  return (await readRateLimitCount(db, bucket(shopId, customerId), windowStart(COUPON_GUESS_RULE, nowMs))) >= COUPON_GUESS_RULE.limit;
}

/** Counts one code that does not exist. */
export async function countCouponGuess(db: Db, shopId: number, customerId: number, nowMs: number): Promise<void> {
  await takeRateLimitSlot(db, bucket(shopId, customerId), windowStart(COUPON_GUESS_RULE, nowMs), COUPON_GUESS_RULE.limit);
}

/** Seconds until the shopper may try codes again. */
export function couponGuessRetryAfter(nowMs: number): number {
  return secondsLeftInWindow(COUPON_GUESS_RULE, nowMs);
}
