// Adds an address to the customer's book, or changes one (by `id`). Every field is checked
// at once (address-input.ts); a customer keeps at most ADDRESS_RULES.maxPerCustomer
// addresses (limit_reached). The first address, and one saved with is_default, becomes the
// default; the others lose it in the same transaction (db/customer-address.repository.ts).
import { z } from 'zod';
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
import { addressIdField, readAddressFields, readAddressId, type AddressInput } from './address-input';
import { toAddressView, type AddressView } from './address-views';

const text = (description: string, example: string) => z.union([z.string().max(2000), z.number()]).optional().meta({ description, example });

/**
 * An address as the address book's forms and the API send it. Only its shape is read here;
 * the rules and their messages (lengths, the mobile, the district) are address-input.ts's,
 * every field checked at once.
 */
export const saveAddressInput = z.object({
  id: addressIdField.nullable().optional().meta({ description: 'The address to change; absent, empty or 0 adds a new one' }),
  name: text('Recipient, 2–120 characters', 'Rahim Uddin'),
  phone: text('Bangladeshi mobile: 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX', '01712345678'),
  district: text('One of the 64 districts (older spellings such as Chittagong accepted)', 'Dhaka'),
  area: text('Area or thana, 2–120 characters', 'Dhanmondi'),
  address: text('House, road, village, 5–300 characters', 'House 12, Road 5'),
  note: z.union([z.string().max(2000), z.null()]).optional().meta({ description: 'Optional, at most 300 characters' }),
  is_default: z.union([z.boolean(), z.number(), z.string().max(10)]).optional().meta({ description: 'true/1 makes it the default address' }),
}) satisfies z.ZodType<AddressInput>;

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
