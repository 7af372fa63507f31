// Reads and checks an address as typed (a form or a JSON body): every field's problem at once,
// as DomainError('invalid', first message, { field: message }). The mobile is stored as
// "+8801XXXXXXXXX" (core/bd-phone.ts), the district by its official name (core/bd-districts.ts).
import { z } from 'zod';
import { ADDRESS_RULES, addressMessages } from '../../core/address-messages';
import { isDistrict } from '../../core/bd-districts';
import { parseBdMobile } from '../../core/customer-auth';
import type { AddressFields } from '../../db/customer-address.repository';
import { DomainError, type FieldErrors } from '../domain-error';

/** An address id as sent: JSON sends a number, forms a string of digits. Any other value is not found. */
export const addressIdField = z.union([z.number(), z.string().max(20)]).meta({ description: 'An address id of the customer', example: 12 });

export interface AddressInput {
  /** An address id to edit; empty/absent to add one. */
  id?: unknown;
  name?: unknown;
  phone?: unknown;
  district?: unknown;
  area?: unknown;
  address?: unknown;
  note?: unknown;
  is_default?: unknown;
}

/** One line of text: trimmed, runs of white space (new lines too) made one space. */
function line(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

const length = (s: string) => [...s].length;
const within = (s: string, { min, max }: { min: number; max: number }) => length(s) >= min && length(s) <= max;

/** A checkbox, a JSON boolean, or 1/"1"/"true"/"on"/"yes". */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/** An address id as typed, or null for none; anything that cannot be an id is not found. */
export function readAddressId(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new DomainError('not_found', addressMessages.notFound);
  return id;
}

export function readAddressFields(input: AddressInput): AddressFields & { isDefault: boolean } {
  const errors: FieldErrors = {};
  const name = line(input.name);
  if (!within(name, ADDRESS_RULES.name)) errors.name = addressMessages.nameLength;
  const phone = parseBdMobile(input.phone);
  if (!phone) errors.phone = addressMessages.mobileInvalid;
  const district = isDistrict(line(input.district));
  if (!district) errors.district = addressMessages.districtInvalid;
  const area = line(input.area);
  if (!within(area, ADDRESS_RULES.area)) errors.area = addressMessages.areaLength;
  const address = line(input.address);
  if (!within(address, ADDRESS_RULES.address)) errors.address = addressMessages.addressLength;
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (length(note) > ADDRESS_RULES.noteMax) errors.note = addressMessages.noteTooLong;
  const first = Object.values(errors)[0];
  if (first !== undefined || !phone || !district) throw new DomainError('invalid', first ?? addressMessages.mobileInvalid, errors);
  return { name, phone, district, area, address, note: note === '' ? null : note, isDefault: readFlag(input.is_default) };
}
