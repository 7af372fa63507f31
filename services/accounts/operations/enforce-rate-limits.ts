// Counts one event against each rule (per phone, per client address); refuses when any rule
// is at its limit. Counters live in the database, so every server process shares them.
import { accountMessages } from '../../../core/account-messages';
import { secondsLeftInWindow, windowStart, type RateRule } from '../../../core/customer-auth';
import type { Db } from '../../../db/client';
import { deleteRateLimitsBefore, takeRateLimitSlot } from '../../../db/rate-limit.repository';
import { DomainError } from '../../domain-error';

interface RateCheck {
  rule: RateRule;
  /** Who is counted: "shop:{id}:phone:{phone}" or "addr:{address}". */
  subject: string;
}

export const phoneSubject = (shopId: number, phone: string) => `shop:${shopId}:phone:${phone}`;
export const addressSubject = (address: string) => `addr:${address}`;

export async function enforceRateLimits(db: Db, checks: RateCheck[], nowMs: number): Promise<void> {
  // Rules are taken in order and the first refusal stops: a refused event does not use up
  // the later rules' allowance (list the shortest window first).
  let refused: RateRule | null = null;
  for (const { rule, subject } of checks) {
    if (!(await takeRateLimitSlot(db, `${rule.name}:${subject}`, windowStart(rule, nowMs), rule.limit))) {
      refused = rule;
      break;
    }
  }
  // Now and then, drop windows older than a day.
  if (Math.random() < 0.01) await deleteRateLimitsBefore(db, Math.floor(nowMs / 1000) - 86_400);
  if (refused) {
    throw new DomainError('rate_limited', accountMessages.tooManyAttempts, undefined, { retryAfterSeconds: secondsLeftInWindow(refused, nowMs) });
  }
}
