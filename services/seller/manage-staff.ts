// Staff management for owners (issue 14 item 1: "staff cannot change … staff"; docs/decisions/
// 026): list the shop's staff, add one (or, for a phone the shop has, set name, role and
// password and switch them back on — their old sessions end), and disable or enable one.
// A disabled member keeps their row (the audit log still names them) but cannot log in and
// every session of theirs ends at once. An owner cannot disable themselves, and the shop
// always keeps one enabled owner. Owner only; every change has its audit row.
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import type { StaffRole } from '../../db/schema';
import { countOtherEnabledOwners, findStaffRow, findStaffRowByPhone, listStaffRows, revokeAllStaffSessions, setStaffDisabledAt, upsertStaff, type StaffViewRow } from '../../db/staff.repository';
import { hashPassword } from '../accounts/operations/password-hash';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit';
import { requireOwner } from '../actors';
import { checkStaffInput, type StaffInput } from './operations/save-staff';

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

export async function addStaff(ctx: Ctx, input: StaffInput): Promise<StaffView> {
  const me = requireOwner(ctx);
  const checked = checkStaffInput(ctx.shop, { ...input, role: input.role ?? 'staff' });
  if (!checked.ok) throw new DomainError('invalid', Object.values(checked.errors)[0] ?? 'Invalid staff member', checked.errors);
  const c = checked.staff;
  const passwordHash = await hashPassword(c.password);
  const now = new Date(ctx.clock.now()).toISOString();
  return runWrite(ctx.db, async (trx) => {
    const before = await findStaffRowByPhone(trx, ctx.shop.id, c.phone);
    if (before && before.id === me.staffId && c.role !== 'owner') throw new DomainError('invalid', sellerSettingsMessages.staffLastOwner, { role: sellerSettingsMessages.staffLastOwner });
    const id = await upsertStaff(trx, { shopId: ctx.shop.id, phone: c.phone, name: c.name, role: c.role, passwordHash, now }, { enable: true });
    if (before) await revokeAllStaffSessions(trx, ctx.shop.id, id, now);
    const after = view((await findStaffRow(trx, ctx.shop.id, id))!);
    await recordAudit(trx, ctx, {
      action: before ? 'staff.update' : 'staff.add',
      entity: 'staff',
      entityId: id,
      before: before ? audited(view(before)) : null,
      after: { ...audited(after), password_changed: true },
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
