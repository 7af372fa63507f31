// A cart line's uid as the cart page posts it: digits only, else the line is simply not found.
import { cartMessages } from '../../../core/cart-messages';
import { DomainError } from '../../domain-error';

export function readCartLineUid(uid: unknown): string {
  if (typeof uid !== 'string' || !/^\d{1,32}$/.test(uid)) throw new DomainError('not_found', cartMessages.lineNotFound);
  return uid;
}
