// Log in by a one-time code sent to the phone (offered when the shop asks customers to verify
// their phone). An unknown phone fails exactly like a wrong code.
import { accountMessages } from '../../core/account-messages';
import { findCustomerByPhone, markCustomerPhoneVerified } from '../../db/customer.repository';
import type { Ctx } from '../context';
import { checkCustomerCode } from './operations/check-customer-code';
import { DomainError } from '../domain-error';
import { customerPhoneVerification } from './operations/get-auth-settings';
import { parsePhone } from './operations/parse-phone';
import { startCustomerSession, type StartedSession } from './operations/start-customer-session';

export async function loginCustomerWithCode(ctx: Ctx, input: { phone: unknown; code: unknown }): Promise<StartedSession> {
  if (!customerPhoneVerification(ctx.shop)) throw new DomainError('forbidden', accountMessages.codeNotOffered);
  const phone = parsePhone(ctx.shop, input.phone);
  await checkCustomerCode(ctx, phone, 'login', input.code);
  const customer = await findCustomerByPhone(ctx.db, ctx.shop.id, phone);
  if (!customer) throw new DomainError('invalid', accountMessages.codeWrong, { code: accountMessages.codeWrong });
  if (!customer.phone_verified) await markCustomerPhoneVerified(ctx.db, ctx.shop.id, customer.id, new Date(ctx.clock.now()).toISOString());
  return startCustomerSession(ctx, customer);
}
