// The customer's address book in this shop: the default first, then the newest.
import { listCustomerAddresses } from '../../db/customer-address.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { toAddressView, type AddressView } from './address-views';

export async function listAddresses(ctx: Ctx): Promise<AddressView[]> {
  const rows = await listCustomerAddresses(ctx.db, ctx.shop.id, requireCustomerId(ctx));
  return rows.map(toAddressView);
}
