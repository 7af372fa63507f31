// Deletes an address of the customer's book; when it was the default, the newest remaining
// address becomes the default (db/customer-address.repository.ts). Orders keep their own copy
// of the address they were sent to, so deleting never changes an order.
import { addressMessages } from '../../core/address-messages';
import { deleteCustomerAddress, lockAddressOwner } from '../../db/customer-address.repository';
import { runWrite } from '../../db/run-write';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { readAddressId } from './address-input';

export async function deleteAddress(ctx: Ctx, id: unknown): Promise<{ message: string }> {
  const customerId = requireCustomerId(ctx);
  const addressId = readAddressId(id);
  const deleted =
    addressId !== null &&
    (await runWrite(ctx.db, async (trx) => (await lockAddressOwner(trx, ctx.shop.id, customerId)) && deleteCustomerAddress(trx, ctx.shop.id, customerId, addressId)));
  if (!deleted) throw new DomainError('not_found', addressMessages.notFound);
  return { message: addressMessages.deleted };
}
