// Makes one address of the customer's book the default (the others lose it in the same
// transaction). The address page's "Make default" button; the JSON call does it through
// customer-address-save with is_default.
import { addressMessages } from '../../core/address-messages';
import { lockAddressOwner, setDefaultCustomerAddress } from '../../db/customer-address.repository';
import { runWrite } from '../../db/run-write';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { readAddressId } from './address-input';

export async function setDefaultAddress(ctx: Ctx, id: unknown): Promise<{ message: string }> {
  const customerId = requireCustomerId(ctx);
  const addressId = readAddressId(id);
  const done =
    addressId !== null &&
    (await runWrite(ctx.db, async (trx) => (await lockAddressOwner(trx, ctx.shop.id, customerId)) && setDefaultCustomerAddress(trx, ctx.shop.id, customerId, addressId)));
  if (!done) throw new DomainError('not_found', addressMessages.notFound);
  return { message: addressMessages.defaultSet };
}
