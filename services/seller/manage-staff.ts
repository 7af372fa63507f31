// Staff management for owners (issue 14 item 1: "staff cannot change … staff"; docs/decisions/
// 026): list the shop's staff, add one (or, for a phone the shop has, set name, role and
// password and switch them back on — their old sessions end), and disable or enable one.
// A disabled member keeps their row (the audit log still names them) but cannot log in and
// every session of theirs ends at once. An owner cannot disable themselves, and the shop
// always keeps one enabled owner. Owner only; every change has its audit row.
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import type { StaffRole } from '../../db/schema';
import { revokeAllStaffSessions } from '../../db/staff.repository';
import { hashPassword } from '../accounts/operations/password-hash';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { recordAudit } from './record-audit';
import { requireOwner } from './require-owner';
import { checkStaffInput, type StaffInput } from './save-staff';

export interface StaffView {
  id: number;
  name: string;
  phone: string;
  role: StaffRole;
  enabled: boolean;
  created_at: string;
}

const columns = ['id', 'name', 'phone', 'role', 'disabled_at', 'created_at'] as const;
const view = (r: { id: number; name: string; phone: string; role: StaffRole; disabled_at: string | null; created_at: string }): StaffView => ({
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
  const rows = await ctx.db.selectFrom('staff').select(columns).where('shop_id', '=', ctx.shop.id).orderBy('id').execute();
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
    const before = await trx.selectFrom('staff').select(columns).where('shop_id', '=', ctx.shop.id).where('phone', '=', c.phone).executeTakeFirst();
    if (before && before.id === me.staffId && c.role !== 'owner') throw new DomainError('invalid', sellerSettingsMessages.staffLastOwner, { role: sellerSettingsMessages.staffLastOwner });
    const row = await trx
      .insertInto('staff')
      .values({ shop_id: ctx.shop.id, phone: c.phone, name: c.name, role: c.role, password_hash: passwordHash, created_at: now, updated_at: now, disabled_at: null })
      .onConflict((oc) => oc.columns(['shop_id', 'phone']).doUpdateSet({ name: c.name, role: c.role, password_hash: passwordHash, updated_at: now, disabled_at: null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (before) await revokeAllStaffSessions(trx, ctx.shop.id, row.id, now);
    const after = view(await trx.selectFrom('staff').select(columns).where('shop_id', '=', ctx.shop.id).where('id', '=', row.id).executeTakeFirstOrThrow());
    await recordAudit(trx, ctx, {
      action: before ? 'staff.update' : 'staff.add',
      entity: 'staff',
      entityId: row.id,
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
    const before = await trx.selectFrom('staff').select(columns).where('shop_id', '=', ctx.shop.id).where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound();
    if (!enable && before.role === 'owner') {
      const owners = await trx
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('shop_id', '=', ctx.shop.id)
        .where('role', '=', 'owner')
        .where('disabled_at', 'is', null)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      if (Number(owners.n) === 0) throw new DomainError('invalid', sellerSettingsMessages.staffLastOwner, { staff_id: sellerSettingsMessages.staffLastOwner });
    }
    await trx
      .updateTable('staff')
      .set({ disabled_at: enable ? null : now, updated_at: now })
      .where('shop_id', '=', ctx.shop.id)
      .where('id', '=', id)
      .execute();
    if (!enable) await revokeAllStaffSessions(trx, ctx.shop.id, id, now);
    const after = view(await trx.selectFrom('staff').select(columns).where('shop_id', '=', ctx.shop.id).where('id', '=', id).executeTakeFirstOrThrow());
    await recordAudit(trx, ctx, { action: enable ? 'staff.enable' : 'staff.disable', entity: 'staff', entityId: id, before: audited(view(before)), after: audited(after) });
    return after;
  });
}
