// Forgot password: the one-time code sent to the phone proves ownership; the new password
// replaces the old and every session of the account ends. An unknown phone fails exactly
// like a wrong code.
import { passwordError } from '../../core/customer-auth';
import { accountMessages } from '../../core/account-messages';
import { findCustomerByPhone, markCustomerPhoneVerified, updateCustomerPassword } from '../../db/customer.repository';
import { revokeCustomerSessions } from '../../db/customer-session.repository';
import { runWrite } from '../../db/run-write';
import type { Ctx } from '../context';
import { checkCustomerCode } from './operations/check-customer-code';
import { DomainError } from '../domain-error';
import { parsePhone } from './operations/parse-phone';
import { hashPassword } from './operations/password-hash';

export async function resetCustomerPassword(ctx: Ctx, input: { phone: unknown; code: unknown; password: unknown }): Promise<void> {
  const phone = parsePhone(ctx.shop, input.phone);
  const problem = passwordError(input.password);
  if (problem) throw new DomainError('invalid', problem, { password: problem });
  await checkCustomerCode(ctx, phone, 'reset', input.code);
  const customer = await findCustomerByPhone(ctx.db, ctx.shop.id, phone);
  if (!customer) throw new DomainError('invalid', accountMessages.codeWrong, { code: accountMessages.codeWrong });
  const now = new Date(ctx.clock.now()).toISOString();
  const hash = await hashPassword(input.password as string);
  await runWrite(ctx.db, async (trx) => {
    await updateCustomerPassword(trx, ctx.shop.id, customer.id, hash, now);
    if (!customer.phone_verified) await markCustomerPhoneVerified(trx, ctx.shop.id, customer.id, now);
    await revokeCustomerSessions(trx, ctx.shop.id, customer.id, null, now);
  });
}
