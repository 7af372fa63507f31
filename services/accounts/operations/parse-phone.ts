// The phone field of every account form, in canonical form with the shop's country code.
import { normalizePhone } from '../../../core/customer-auth';
import { accountMessages } from '../../../core/account-messages';
import type { Shop } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { shopCountryCode } from './get-auth-settings';

export function parsePhone(shop: Shop, input: unknown): string {
  const phone = normalizePhone(input, shopCountryCode(shop));
  if (!phone) throw new DomainError('invalid', accountMessages.phoneInvalid, { phone: accountMessages.phoneInvalid });
  return phone;
}
