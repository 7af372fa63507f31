// The seller console's one-time-code login (issue 14 item 1: "phone + password, with the
// one-time code option"; docs/decisions/026), the customers' machinery (services/accounts/
// send-customer-code.ts) with staff rules:
// - send: the same reply whether or not the phone is staff of this shop, after the same
//   writes — a code stored (hashed, bound to shop, phone and the purpose 'staff-login') and
//   exactly one `sms.send` job in one transaction, whose text is null (nothing sent) unless
//   the phone is an enabled staff member. Limited 1 a minute and 5 an hour per phone, 20 an
//   hour per client address, in buckets of their own.
// - login: at most 5 tries per code, single use, 5 minutes; checks limited per phone and per
//   address; every failure the same answer; then a session exactly like the password login's.
// The code itself is never logged nor returned; only the SMS job carries it, and the job's
// payload is cleared once sent.
import { accountMessages } from '../../core/account-messages';
import { customerTexts } from '../../core/customer-texts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, normalizeCode, normalizePhone, type CodePurpose } from '../../core/customer-auth';
import { sellerMessages } from '../../core/seller-messages';
import { STAFF_CODE_PURPOSE, STAFF_CODE_RATE_RULES, sellerSettingsMessages } from '../../core/seller-settings';
import { findActiveCode, insertCode, retireCodes, takeCodeAttempt, useCode } from '../../db/customer-code.repository';
import { announceJobs } from '../../db/job.repository';
import { runWrite } from '../../db/run-write';
import { findStaffByPhone } from '../../db/staff.repository';
import { enqueueSms } from '../adapters/send-sms-job';
import { addressSubject, enforceRateLimits, phoneSubject } from '../accounts/operations/enforce-rate-limits';
import { shopCountryCode } from '../accounts/operations/get-auth-settings';
import { equalHex, hashCode, newOneTimeCode } from '../accounts/operations/secret';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { startStaffSession, type StaffLogin } from './operations/staff-session';

// customer_codes.purpose is free text; the customers' type names their three purposes only.
const PURPOSE = STAFF_CODE_PURPOSE as unknown as CodePurpose;

function staffPhone(ctx: Ctx, input: unknown): string {
  const phone = normalizePhone(input, shopCountryCode(ctx.shop));
  if (!phone) throw new DomainError('invalid', sellerMessages.phoneInvalid, { phone: sellerMessages.phoneInvalid });
  return phone;
}

const subject = (ctx: Ctx, phone: string) => `seller:${phoneSubject(ctx.shop.id, phone)}`;

export async function sendStaffLoginCode(ctx: Ctx, input: { phone: unknown }): Promise<{ phone: string; message: string }> {
  const { db, shop } = ctx;
  const phone = staffPhone(ctx, input.phone);
  const nowMs = ctx.clock.now();
  await enforceRateLimits(
    db,
    [
      { rule: STAFF_CODE_RATE_RULES.sendPerPhoneMinute, subject: subject(ctx, phone) },
      { rule: STAFF_CODE_RATE_RULES.sendPerPhoneHour, subject: subject(ctx, phone) },
      { rule: STAFF_CODE_RATE_RULES.sendPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    nowMs,
  );
  const now = new Date(nowMs).toISOString();
  const code = newOneTimeCode();
  const expiresAt = new Date(nowMs + OTP_TTL_MS).toISOString();
  await runWrite(db, async (trx) => {
    await retireCodes(trx, shop.id, phone, PURPOSE, now);
    await insertCode(trx, shop.id, { phone, purpose: PURPOSE, codeHash: hashCode(shop.id, phone, STAFF_CODE_PURPOSE, code), expiresAt, now });
    const staff = await findStaffByPhone(trx, shop.id, phone);
    // In the console page's language (docs/decisions/053).
    const text = staff && staff.disabled_at === null ? customerTexts(langOf(ctx)).staffCodeSms(code, shop.shop_name) : null;
    await enqueueSms(trx, shop.id, { to: phone, text, notAfter: expiresAt }, nowMs);
  });
  announceJobs();
  return { phone, message: sellerSettingsMessages.codeSent };
}

export async function loginStaffWithCode(ctx: Ctx, input: { phone: unknown; code: unknown }): Promise<StaffLogin> {
  const { db, shop } = ctx;
  const phone = staffPhone(ctx, input.phone);
  const code = normalizeCode(input.code);
  if (!code) throw new DomainError('invalid', accountMessages.codeInvalid, { code: accountMessages.codeInvalid });
  const nowMs = ctx.clock.now();
  await enforceRateLimits(
    db,
    [
      { rule: STAFF_CODE_RATE_RULES.checkPerPhone, subject: subject(ctx, phone) },
      { rule: STAFF_CODE_RATE_RULES.checkPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    nowMs,
  );
  const wrong = () => new DomainError('unauthenticated', accountMessages.codeWrong, { code: accountMessages.codeWrong });
  const now = new Date(nowMs).toISOString();
  const row = await findActiveCode(db, shop.id, phone, PURPOSE, now);
  if (!row) throw wrong();
  if (!(await takeCodeAttempt(db, shop.id, row.id, OTP_MAX_ATTEMPTS))) throw wrong();
  if (!equalHex(hashCode(shop.id, phone, STAFF_CODE_PURPOSE, code), row.code_hash)) throw wrong();
  const staff = await findStaffByPhone(db, shop.id, phone);
  if (!staff || staff.disabled_at !== null) throw wrong();
  if (!(await useCode(db, shop.id, row.id, now))) throw wrong();
  return startStaffSession(db, shop.id, staff, nowMs);
}
