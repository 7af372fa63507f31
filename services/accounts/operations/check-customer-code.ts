// Checks a one-time code for (shop, phone, purpose) and uses it up: at most 5 tries per code,
// single use, 5 minutes; checks are also rate-limited per phone and per client address.
// Every failure gives the same answer, so nothing tells a wrong code from an unknown phone.
import { OTP_MAX_ATTEMPTS, RATE_RULES, normalizeCode, type CodePurpose } from '../../../core/customer-auth';
import { accountMessages } from '../../../core/account-messages';
import { findActiveCode, takeCodeAttempt, useCode } from '../../../db/customer-code.repository';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import { addressSubject, enforceRateLimits, phoneSubject } from './enforce-rate-limits';
import { equalHex, hashCode } from './secret';

export async function checkCustomerCode(ctx: Ctx, phone: string, purpose: CodePurpose, codeInput: unknown): Promise<void> {
  const code = normalizeCode(codeInput);
  if (!code) throw new DomainError('invalid', accountMessages.codeInvalid, { code: accountMessages.codeInvalid });
  const nowMs = ctx.clock.now();
  await enforceRateLimits(
    ctx.db,
    [
      { rule: RATE_RULES.codeCheckPerPhone, subject: phoneSubject(ctx.shop.id, phone) },
      { rule: RATE_RULES.codeCheckPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    nowMs,
  );
  const wrong = () => new DomainError('invalid', accountMessages.codeWrong, { code: accountMessages.codeWrong });
  const now = new Date(nowMs).toISOString();
  const row = await findActiveCode(ctx.db, ctx.shop.id, phone, purpose, now);
  if (!row) throw wrong();
  if (!(await takeCodeAttempt(ctx.db, ctx.shop.id, row.id, OTP_MAX_ATTEMPTS))) throw wrong();
  if (!equalHex(hashCode(ctx.shop.id, phone, purpose, code), row.code_hash)) throw wrong();
  if (!(await useCode(ctx.db, ctx.shop.id, row.id, now))) throw wrong();
}
