// An address as pages and calls show it (the spec's field names: name, phone, district, area,
// address, note, is_default), with the district's division for grouping and display.
import { divisionOf, type Division } from '../../core/bd-districts';
import type { CustomerAddress } from '../../db/schema';

export interface AddressView {
  id: number;
  name: string;
  /** Canonical "+8801XXXXXXXXX". */
  phone: string;
  district: string;
  division: Division | null;
  area: string;
  address: string;
  note: string | null;
  is_default: boolean;
}

export function toAddressView(row: CustomerAddress): AddressView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    district: row.district,
    division: divisionOf(row.district),
    area: row.area,
    address: row.address,
    note: row.note,
    is_default: row.is_default === 1,
  };
}
