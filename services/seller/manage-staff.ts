// Staff management for owners (issue 14 item 1: "staff cannot change … staff"; docs/decisions/
// 026, 057): list the shop's staff, add one or change one (name, role, and a password only when
// given — a new one ends their sessions), and disable or enable one.
// A disabled member keeps their row (the audit log still names them) but cannot log in and
// every session of theirs ends at once. An owner cannot disable themselves, and the shop
// always keeps one enabled owner. Owner only; every change has its audit row.
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import type { StaffRole } from '../../db/schema';
import {
  countOtherEnabledOwners,
  findStaffRow,
  findStaffRowByPhone,
  listStaffRows,
  revokeAllStaffSessions,
  setStaffDisabledAt,
  updateStaffMember,
  upsertStaff,
  type StaffViewRow,
} from '../../db/staff.repository';
import { normalizePhone, passwordError } from '../../core/customer-auth';
import { sellerMessages } from '../../core/seller-messages';
import { sellerPointsMessages } from '../../core/seller-points-messages';
import { isStaffRole } from '../../core/seller-rules';
import { shopCountryCode } from '../accounts/operations/get-auth-settings';
import { hashPassword } from '../accounts/operations/password-hash';
import type { Ctx } from '../context';
import { DomainError, type FieldErrors } from '../domain-error';
import { recordAudit } from '../audit';
import { requireOwner } from '../actors';

export interface StaffView {
  id: number;
  name: string;
  phone: string;
  role: StaffRole;
  enabled: boolean;
  created_at: string;
}

const view = (r: StaffViewRow): StaffView => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  role: r.role,
  enabled: r.disabled_at === null,
  created_at: r.created_at,
});
const audited = (v: StaffView) => ({ name: v.name, phone: v.phone, role: v.role, enabled: v.enabled });

export async function listStaff(ctx: Ctx): Promise<StaffView[]> {
  requireOwner(ctx);
  const rows = await listStaffRows(ctx.db, ctx.shop.id);
  return rows.map(view);
}

/** What the owner's staff form and `staff-save` take: a member by `staff_id` or `phone`. */
export interface StaffSaveInput {
  staff_id?: unknown;
  phone?: unknown;
  name?: unknown;
  role?: unknown;
  password?: unknown;
}

const given = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/**
 * Adds a staff member, or changes one (issue 26 item 6; docs/decisions/057): by `staff_id`, or by
 * a phone the shop has (which also switches a disabled member back on, as before). A change
 * takes only what is given — name, role, password — so changing a role or name never asks for
 * a new password; a new password ends the member's sessions. A new member needs a name and a
 * password. The shop keeps an enabled owner: an owner cannot demote themselves, nor the last
 * owner be demoted. Every refusal names its field in plain words.
 */
export async function addStaff(ctx: Ctx, input: StaffSaveInput): Promise<StaffView> {
  const me = requireOwner(ctx);
  const errors: FieldErrors = {};
  const byId = given(input.staff_id);
  const staffId = byId ? Number(input.staff_id) : null;
  if (byId && (!Number.isInteger(staffId) || staffId! <= 0)) throw new DomainError('not_found', sellerSettingsMessages.staffNotFound);
  const phone = byId ? null : normalizePhone(input.phone, shopCountryCode(ctx.shop));
  if (!byId && !phone) errors.phone = given(input.phone) ? sellerMessages.phoneInvalid : sellerPointsMessages.staffNothingToChange;
  const name = typeof input.name === 'string' ? input.name.trim() : given(input.name) ? null : '';
  if (name === null || name.length > 120) errors.name = sellerMessages.nameInvalid;
  if (given(input.role) && !isStaffRole(input.role)) errors.role = sellerMessages.roleInvalid;
  const password = given(input.password) ? input.password : null;
  const pwError = password === null ? null : passwordError(password);
  if (pwError) errors.password = pwError;
  const refuse = (fields: FieldErrors) => new DomainError('invalid', Object.values(fields)[0]!, fields);
  if (Object.keys(errors).length > 0) throw refuse(errors);
  const passwordHash = password === null ? null : await hashPassword(password as string);
  const now = new Date(ctx.clock.now()).toISOString();
  return runWrite(ctx.db, async (trx) => {
    const before = staffId !== null ? await findStaffRow(trx, ctx.shop.id, staffId) : await findStaffRowByPhone(trx, ctx.shop.id, phone!);
    if (!before && staffId !== null) throw new DomainError('not_found', sellerSettingsMessages.staffNotFound);
    const role: StaffRole = isStaffRole(input.role) ? input.role : (before?.role ?? 'staff');
    if (!before) {
      const missing: FieldErrors = {};
      if (!name) missing.name = sellerMessages.nameInvalid;
      if (!passwordHash) missing.password = sellerPointsMessages.staffPasswordNeeded;
      if (Object.keys(missing).length > 0) throw refuse(missing);
      const id = await upsertStaff(trx, { shopId: ctx.shop.id, phone: phone!, name: name!, role, passwordHash: passwordHash!, now }, { enable: true });
      const after = view((await findStaffRow(trx, ctx.shop.id, id))!);
      await recordAudit(trx, ctx, { action: 'staff.add', entity: 'staff', entityId: id, before: null, after: { ...audited(after), password_changed: true } });
      return after;
    }
    if (before.role === 'owner' && role !== 'owner') {
      if (before.id === me.staffId || (await countOtherEnabledOwners(trx, ctx.shop.id, before.id)) === 0) {
        throw refuse({ role: sellerSettingsMessages.staffLastOwner });
      }
    }
    await updateStaffMember(trx, ctx.shop.id, before.id, { name: name || before.name, role, passwordHash, enable: staffId === null, now });
    if (passwordHash) await revokeAllStaffSessions(trx, ctx.shop.id, before.id, now);
    const after = view((await findStaffRow(trx, ctx.shop.id, before.id))!);
    await recordAudit(trx, ctx, {
      action: 'staff.update',
      entity: 'staff',
      entityId: before.id,
      before: audited(view(before)),
      after: { ...audited(after), password_changed: passwordHash !== null },
    });
    return after;
  });
}

export async function setStaffEnabled(ctx: Ctx, input: { staff_id: unknown; enabled: unknown }): Promise<StaffView> {
  const me = requireOwner(ctx);
  const id = Number(input.staff_id);
  const notFound = () => new DomainError('not_found', sellerSettingsMessages.staffNotFound);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  const enable = input.enabled === true || input.enabled === 1 || input.enabled === '1' || input.enabled === 'true';
  if (!enable && id === me.staffId) throw new DomainError('invalid', sellerSettingsMessages.staffSelf, { staff_id: sellerSettingsMessages.staffSelf });
  const now = new Date(ctx.clock.now()).toISOString();
  return runWrite(ctx.db, async (trx) => {
    const before = await findStaffRow(trx, ctx.shop.id, id);
    if (!before) throw notFound();
    if (!enable && before.role === 'owner') {
      if ((await countOtherEnabledOwners(trx, ctx.shop.id, id)) === 0) throw new DomainError('invalid', sellerSettingsMessages.staffLastOwner, { staff_id: sellerSettingsMessages.staffLastOwner });
    }
    await setStaffDisabledAt(trx, ctx.shop.id, id, enable ? null : now, now);
    if (!enable) await revokeAllStaffSessions(trx, ctx.shop.id, id, now);
    const after = view((await findStaffRow(trx, ctx.shop.id, id))!);
    await recordAudit(trx, ctx, { action: enable ? 'staff.enable' : 'staff.disable', entity: 'staff', entityId: id, before: audited(view(before)), after: audited(after) });
    return after;
  });
}
