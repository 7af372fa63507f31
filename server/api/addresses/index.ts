// The customer's address book (issue 11 item 6): list, save (add or change), delete.
import type { ApiApp } from '../../hono-env';
import { registerCustomerAddressDelete } from './customer-address-delete';
import { registerCustomerAddressList } from './customer-address-list';
import { registerCustomerAddressSave } from './customer-address-save';

export function registerAddressesApi(app: ApiApp): void {
  registerCustomerAddressList(app);
  registerCustomerAddressSave(app);
  registerCustomerAddressDelete(app);
}
