// Owner-only use cases (issue 14: "staff cannot change settings, rates or staff"): settings,
// coupons, the shop and per-product rates, the logo and staff management. A staff member is
// refused with 403 before anything is read or written; anyone who is not staff of this shop
// gets requireStaff's 401.
import { sellerSettingsMessages } from '../../core/seller-settings';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { requireStaff, type StaffActor } from './require-staff';

export function requireOwner(ctx: Ctx): StaffActor {
  const staff = requireStaff(ctx);
  if (staff.role !== 'owner') throw new DomainError('forbidden', sellerSettingsMessages.ownerOnly);
  return staff;
}
