// Registration: name, phone (with the shop's country code) and a password of at least 8
// characters; when the shop asks for phone verification, the one-time code sent to the phone
// too. The account belongs to this shop only. Limited per client address.
import { RATE_RULES, nameError, normalizePhone, passwordError } from '../../core/customer-auth';
import { accountMessages } from '../../core/account-messages';
import { findCustomerById, insertCustomer } from '../../db/customer.repository';
import type { Ctx } from '../context';
import type { FieldErrors } from './account-types';
import { checkCustomerCode } from './operations/check-customer-code';
import { DomainError } from '../domain-error';
import { addressSubject, enforceRateLimits } from './operations/enforce-rate-limits';
import { customerPhoneVerification, shopCountryCode } from './operations/get-auth-settings';
import { hashPassword } from './operations/password-hash';
import { startCustomerSession, type StartedSession } from './operations/start-customer-session';

interface RegisterInput {
  name: unknown;
  phone: unknown;
  password: unknown;
  code?: unknown;
}

export async function registerCustomer(ctx: Ctx, input: RegisterInput): Promise<StartedSession> {
  const { db, shop } = ctx;
  const errors: FieldErrors = {};
  const phone = normalizePhone(input.phone, shopCountryCode(shop));
  if (!phone) errors.phone = accountMessages.phoneInvalid;
  const nameProblem = nameError(input.name);
  if (nameProblem) errors.name = nameProblem;
  const passwordProblem = passwordError(input.password);
  if (passwordProblem) errors.password = passwordProblem;
  const firstError = Object.values(errors)[0];
  if (firstError || !phone) throw new DomainError('invalid', firstError ?? accountMessages.phoneInvalid, errors);

  const verify = customerPhoneVerification(shop);
  await enforceRateLimits(db, [{ rule: RATE_RULES.registerPerAddress, subject: addressSubject(ctx.request.clientAddress) }], ctx.clock.now());
  if (verify) await checkCustomerCode(ctx, phone, 'register', input.code);
  const now = new Date(ctx.clock.now()).toISOString();
  const id = await insertCustomer(db, shop.id, {
    phone,
    name: (input.name as string).trim(),
    passwordHash: await hashPassword(input.password as string),
    phoneVerified: verify,
    now,
  });
  if (id === null) throw new DomainError('conflict', accountMessages.registerFailed, { phone: accountMessages.registerFailed });
  const customer = await findCustomerById(db, shop.id, id);
  return startCustomerSession(ctx, customer!);
}
