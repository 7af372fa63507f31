// Creates a staff member of a shop, or — for a phone the shop already has — sets their name,
// role and password (and ends their sessions: a new password logs them out everywhere). Used
// by `npm run seller:create`, the import document's `staff` key and the demo seed; none of
// them is a request, so it takes the database like the import does. The password is hashed
// here (scrypt, decision 005) and never stored or logged as given.
import { normalizePhone, passwordError } from '../../../core/customer-auth';
import { sellerMessages } from '../../../core/seller-messages';
import { isStaffRole } from '../../../core/seller-rules';
import type { Db } from '../../../db/client';
import type { Shop, StaffRole } from '../../../db/schema';
import { findStaffByPhone, revokeAllStaffSessions, upsertStaff } from '../../../db/staff.repository';
import { shopCountryCode } from '../../accounts/operations/get-auth-settings';
import { hashPassword } from '../../accounts/operations/password-hash';
import { DomainError, type FieldErrors } from '../../domain-error';

export interface StaffInput {
  phone: unknown;
  password: unknown;
  name?: unknown;
  role?: unknown;
}

export interface CheckedStaff {
  phone: string;
  password: string;
  name: string;
  role: StaffRole;
}

/** The input checked (phone canonical with the shop's country code), or the field errors. */
export function checkStaffInput(shop: Shop, input: StaffInput): { ok: true; staff: CheckedStaff } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const phone = normalizePhone(input.phone, shopCountryCode(shop));
  if (!phone) errors.phone = sellerMessages.phoneInvalid;
  const pwError = passwordError(input.password);
  if (pwError) errors.password = pwError;
  const role = input.role ?? 'owner';
  if (!isStaffRole(role)) errors.role = sellerMessages.roleInvalid;
  const name = input.name === undefined || input.name === null ? 'Owner' : input.name;
  const goodName = typeof name === 'string' && name.trim().length > 0 && name.trim().length <= 120;
  if (!goodName) errors.name = sellerMessages.nameInvalid;
  if (!phone || pwError || !isStaffRole(role) || !goodName) return { ok: false, errors };
  return { ok: true, staff: { phone, password: input.password as string, name: (name as string).trim(), role } };
}

/** Creates or updates the staff member; their id. Refuses bad input with DomainError('invalid'). */
export async function saveStaff(db: Db, shop: Shop, input: StaffInput, nowMs: number): Promise<{ id: number; created: boolean; phone: string }> {
  const checked = checkStaffInput(shop, input);
  if (!checked.ok) throw new DomainError('invalid', Object.values(checked.errors)[0] ?? 'Invalid staff member', checked.errors);
  const c = checked.staff;
  const now = new Date(nowMs).toISOString();
  const existing = await findStaffByPhone(db, shop.id, c.phone);
  const id = await upsertStaff(db, { shopId: shop.id, phone: c.phone, name: c.name, role: c.role, passwordHash: await hashPassword(c.password), now });
  if (existing) await revokeAllStaffSessions(db, shop.id, id, now);
  return { id, created: !existing, phone: c.phone };
}
