// One address of the customer's book (to edit it, or to deliver to it at checkout). Another
// customer's or shop's id is not found, exactly like an id that does not exist.
import { addressMessages } from '../../core/address-messages';
import { findCustomerAddress } from '../../db/customer-address.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { readAddressId } from './address-input';
import { toAddressView, type AddressView } from './address-views';

export async function getAddress(ctx: Ctx, id: unknown): Promise<AddressView> {
  const customerId = requireCustomerId(ctx);
  const addressId = readAddressId(id);
  const row = addressId === null ? undefined : await findCustomerAddress(ctx.db, ctx.shop.id, customerId, addressId);
  if (!row) throw new DomainError('not_found', addressMessages.notFound);
  return toAddressView(row);
}
