// Adds an address to the customer's book, or changes one (by `id`). Every field is checked
// at once (address-input.ts); a customer keeps at most ADDRESS_RULES.maxPerCustomer
// addresses (limit_reached). The first address, and one saved with is_default, becomes the
// default; the others lose it in the same transaction (db/customer-address.repository.ts).
import { ADDRESS_RULES, addressMessages } from '../../core/address-messages';
import {
  countCustomerAddresses,
  findCustomerAddress,
  insertCustomerAddress,
  lockAddressOwner,
  updateCustomerAddress,
} from '../../db/customer-address.repository';
import { runWrite } from '../../db/run-write';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { readAddressFields, readAddressId, type AddressInput } from './address-input';
import { toAddressView, type AddressView } from './address-views';

export async function saveAddress(ctx: Ctx, input: AddressInput): Promise<{ message: string; created: boolean; address: AddressView }> {
  const customerId = requireCustomerId(ctx);
  const shopId = ctx.shop.id;
  const id = readAddressId(input.id);
  const fields = readAddressFields(input);
  const now = new Date(ctx.clock.now()).toISOString();
  const savedId = await runWrite(ctx.db, async (trx) => {
    if (!(await lockAddressOwner(trx, shopId, customerId))) throw new DomainError('not_found', addressMessages.notFound);
    if (id !== null) {
      if (!(await updateCustomerAddress(trx, shopId, customerId, id, fields, now))) throw new DomainError('not_found', addressMessages.notFound);
      return id;
    }
    if ((await countCustomerAddresses(trx, shopId, customerId)) >= ADDRESS_RULES.maxPerCustomer) {
      throw new DomainError('limit_reached', addressMessages.limitReached);
    }
    return insertCustomerAddress(trx, shopId, customerId, fields, now);
  });
  const row = await findCustomerAddress(ctx.db, shopId, customerId, savedId);
  if (!row) throw new DomainError('not_found', addressMessages.notFound);
  return { message: id === null ? addressMessages.added : addressMessages.saved, created: id === null, address: toAddressView(row) };
}
