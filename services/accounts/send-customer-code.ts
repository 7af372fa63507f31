// Sends a one-time code by SMS for registration, login or password reset. The reply is the
// same whether or not the phone has an account, and so is the work behind it: a code is
// always stored and exactly one `sms.send` job enqueued in the same transaction, but the job
// only carries a text where the code can be used (login and reset: registered phones;
// register: new phones — a registered phone instead gets a notice that it already has an
// account); elsewhere it is a placeholder the job runner drops (docs/decisions/013). The SMS
// itself leaves from the job runner, never inside the request. Limited to 1 a minute per
// phone and purpose, 5 an hour per phone, and 20 an hour per client address.
import { OTP_TTL_MS, RATE_RULES, type CodePurpose } from '../../core/customer-auth';
import { accountMessages } from '../../core/account-messages';
import { customerTexts } from '../../core/customer-texts';
import { parseLang } from '../../core/i18n/lang';
import { deleteExpiredCodes, insertCode, retireCodes } from '../../db/customer-code.repository';
import { findCustomerByPhone } from '../../db/customer.repository';
import { langOf, type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { addressSubject, enforceRateLimits, phoneSubject } from './operations/enforce-rate-limits';
import { customerPhoneVerification } from './operations/get-auth-settings';
import { parsePhone } from './operations/parse-phone';
import { hashCode, newOneTimeCode } from './operations/secret';
import { announceJobs } from '../../db/job.repository';
import { runWrite } from '../../db/run-write';
import { enqueueSms } from '../adapters/send-sms-job';

export async function sendCustomerCode(ctx: Ctx, input: { phone: unknown; purpose: CodePurpose }): Promise<{ phone: string; message: string }> {
  const { db, shop } = ctx;
  if (input.purpose !== 'reset' && !customerPhoneVerification(shop)) {
    throw new DomainError('forbidden', accountMessages.codeNotOffered);
  }
  const phone = parsePhone(shop, input.phone);
  const nowMs = ctx.clock.now();
  await enforceRateLimits(
    db,
    [
      // Resending the same kind of code waits a minute; all kinds together count 5 an hour.
      { rule: RATE_RULES.codeSendPerPhoneMinute, subject: `${phoneSubject(shop.id, phone)}:${input.purpose}` },
      { rule: RATE_RULES.codeSendPerPhoneHour, subject: phoneSubject(shop.id, phone) },
      { rule: RATE_RULES.codeSendPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    nowMs,
  );
  const now = new Date(nowMs).toISOString();
  const code = newOneTimeCode();
  const expiresAt = new Date(nowMs + OTP_TTL_MS).toISOString();
  await runWrite(db, async (trx) => {
    await retireCodes(trx, shop.id, phone, input.purpose, now);
    await insertCode(trx, shop.id, { phone, purpose: input.purpose, codeHash: hashCode(shop.id, phone, input.purpose, code), expiresAt, now });
    // Now and then, drop this shop's codes that expired more than a day ago.
    if (Math.random() < 0.01) await deleteExpiredCodes(trx, shop.id, new Date(nowMs - 86_400_000).toISOString());
    const customer = await findCustomerByPhone(trx, shop.id, phone);
    const registered = customer !== undefined;
    // In the account's language, else the page's (docs/decisions/053).
    const sms = customerTexts(parseLang(customer?.language) ?? langOf(ctx));
    const text = input.purpose === 'register' ? (registered ? sms.alreadyRegisteredSms(shop.shop_name) : sms.codeSms(code, shop.shop_name)) : registered ? sms.codeSms(code, shop.shop_name) : null;
    // One job either way (text null: nothing to send), so both answers do the same writes.
    await enqueueSms(trx, shop.id, { to: phone, text, notAfter: expiresAt }, nowMs);
  });
  // Committed: the runner may take it now rather than at its next poll.
  announceJobs();
  return { phone, message: accountMessages.codeSent };
}
