// Log in by phone and password. A wrong password and an unknown phone get the same reply
// after the same scrypt work; attempts are limited per phone and per client address.
import { RATE_RULES } from '../../core/customer-auth';
import { accountMessages } from '../../core/account-messages';
import { findCustomerByPhone } from '../../db/customer.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { addressSubject, enforceRateLimits, phoneSubject } from './operations/enforce-rate-limits';
import { parsePhone } from './operations/parse-phone';
import { verifyAgainstDummy, verifyPassword } from './operations/password-hash';
import { startCustomerSession, type StartedSession } from './operations/start-customer-session';

export async function loginCustomerWithPassword(ctx: Ctx, input: { phone: unknown; password: unknown }): Promise<StartedSession> {
  const phone = parsePhone(ctx.shop, input.phone);
  const password = typeof input.password === 'string' ? input.password : '';
  if (password.length === 0) throw new DomainError('invalid', accountMessages.loginFailed, { password: accountMessages.loginFailed });
  await enforceRateLimits(
    ctx.db,
    [
      { rule: RATE_RULES.loginPerPhone, subject: phoneSubject(ctx.shop.id, phone) },
      { rule: RATE_RULES.loginPerAddress, subject: addressSubject(ctx.request.clientAddress) },
    ],
    ctx.clock.now(),
  );
  const customer = await findCustomerByPhone(ctx.db, ctx.shop.id, phone);
  const ok = customer ? await verifyPassword(password.slice(0, 200), customer.password_hash) : await verifyAgainstDummy(password.slice(0, 200));
  if (!customer || !ok) throw new DomainError('unauthenticated', accountMessages.loginFailed, { password: accountMessages.loginFailed });
  return startCustomerSession(ctx, customer);
}
