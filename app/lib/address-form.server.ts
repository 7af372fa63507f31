// The address form of the address book and the checkout's shipping step, as typed: what the
// form shows again beside a refusal. Its input is parsed by the use case's own schema
// (services/addresses/save-address.ts `saveAddressInput`).
import type { AddressFormValues } from '../components/address/address-form';
import { text } from './action.server';

export function addressFormValues(form: FormData): AddressFormValues {
  return {
    id: text(form, 'id'),
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    district: text(form, 'district'),
    area: text(form, 'area'),
    address: text(form, 'address'),
    note: text(form, 'note'),
    is_default: form.get('is_default') !== null,
  };
}
