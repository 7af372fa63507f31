// Manage Account: the customer's name and optional e-mail.
import { emailError, nameError } from '../../core/customer-auth';
import { accountMessages } from '../../core/account-messages';
import { findCustomerById, updateCustomerProfile } from '../../db/customer.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { FieldErrors } from './account-types';
import type { CustomerView } from '../context';
import { toCustomerView } from './customer-views';
import { DomainError } from '../domain-error';

export async function updateCustomerAccount(ctx: Ctx, input: { name: unknown; email: unknown }): Promise<CustomerView> {
  const customerId = requireCustomerId(ctx);
  const errors: FieldErrors = {};
  const nameProblem = nameError(input.name);
  if (nameProblem) errors.name = nameProblem;
  const email = typeof input.email === 'string' ? input.email.trim() : input.email;
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  const first = Object.values(errors)[0];
  if (first) throw new DomainError('invalid', first, errors);
  await updateCustomerProfile(ctx.db, ctx.shop.id, customerId, {
    name: (input.name as string).trim(),
    email: email ? (email as string) : null,
    now: new Date(ctx.clock.now()).toISOString(),
  });
  const customer = await findCustomerById(ctx.db, ctx.shop.id, customerId);
  if (!customer) throw new DomainError('unauthenticated', accountMessages.notLoggedIn);
  return toCustomerView(customer);
}
