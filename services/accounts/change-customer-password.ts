// Change Password: the current password is required; the new one replaces it and every
// other session of the account ends (this one stays). Wrong current passwords count against
// the login limits, so this form cannot be used to guess.
import { RATE_RULES, passwordError } from '../../core/customer-auth';
import { accountMessages } from '../../core/account-messages';
import { findCustomerById, updateCustomerPassword } from '../../db/customer.repository';
import { revokeCustomerSessions } from '../../db/customer-session.repository';
import { runWrite } from '../../db/run-write';
import { requireCustomerSession } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { addressSubject, enforceRateLimits, phoneSubject } from './operations/enforce-rate-limits';
import { hashPassword, verifyPassword } from './operations/password-hash';

export async function changeCustomerPassword(
  ctx: Ctx,
  input: { currentPassword: unknown; newPassword: unknown; confirmPassword: unknown },
): Promise<{ endedSessions: number }> {
  const auth = requireCustomerSession(ctx);
  const customer = await findCustomerById(ctx.db, ctx.shop.id, auth.customerId);
  if (!customer) throw new DomainError('unauthenticated', accountMessages.notLoggedIn);
  const problem = passwordError(input.newPassword);
  if (problem) throw new DomainError('invalid', problem, { newPassword: problem });
  if (input.confirmPassword !== input.newPassword) {
    throw new DomainError('invalid', accountMessages.passwordsDiffer, { confirmPassword: accountMessages.passwordsDiffer });
  }
  await enforceRateLimits(
    ctx.db,
    [
      { rule: RATE_RULES.loginPerPhone, subject: phoneSubject(ctx.shop.id, customer.phone) },
      { rule: RATE_RULES.loginPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    ctx.clock.now(),
  );
  const current = typeof input.currentPassword === 'string' ? input.currentPassword.slice(0, 200) : '';
  if (!(await verifyPassword(current, customer.password_hash))) {
    throw new DomainError('invalid', accountMessages.currentPasswordWrong, { currentPassword: accountMessages.currentPasswordWrong });
  }
  const now = new Date(ctx.clock.now()).toISOString();
  const hash = await hashPassword(input.newPassword as string);
  return runWrite(ctx.db, async (trx) => {
    await updateCustomerPassword(trx, ctx.shop.id, customer.id, hash, now);
    return { endedSessions: await revokeCustomerSessions(trx, ctx.shop.id, customer.id, auth.sessionId, now) };
  });
}
