// Staff accounts and their sessions (migration 013). Every query carries shop_id: a staff
// member or a token of another shop is simply not found. Tokens are stored as sha256 only.
import type { Db } from './client';
import type { Trx } from './run-write';
import type { Staff, StaffRole } from './schema';

export async function findStaffByPhone(db: Db, shopId: number, phone: string): Promise<Staff | undefined> {
  return db.selectFrom('staff').selectAll().where('shop_id', '=', shopId).where('phone', '=', phone).executeTakeFirst();
}

export async function findStaffById(db: Db, shopId: number, id: number): Promise<Staff | undefined> {
  return db.selectFrom('staff').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

export async function countShopStaff(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates the staff member, or updates name, role and password of the one with this phone; the id. */
/** Creates the staff member, or updates the one with this phone; with `enable`, a disabled one is switched back on too. Their id. */
export async function upsertStaff(
  db: Db | Trx,
  row: { shopId: number; phone: string; name: string; role: StaffRole; passwordHash: string; now: string },
  options: { enable?: boolean } = {},
): Promise<number> {
  const enabled = options.enable ? { disabled_at: null } : {};
  const inserted = await db
    .insertInto('staff')
    .values({ shop_id: row.shopId, phone: row.phone, name: row.name, role: row.role, password_hash: row.passwordHash, created_at: row.now, updated_at: row.now, ...enabled })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'phone']).doUpdateSet({ name: row.name, role: row.role, password_hash: row.passwordHash, updated_at: row.now, ...enabled }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

// ---- the owner's staff management (services/seller/manage-staff.ts) ----

const STAFF_VIEW_COLUMNS = ['id', 'name', 'phone', 'role', 'disabled_at', 'created_at'] as const;
export type StaffViewRow = Pick<Staff, (typeof STAFF_VIEW_COLUMNS)[number]>;

export async function listStaffRows(db: Db, shopId: number): Promise<StaffViewRow[]> {
  return db.selectFrom('staff').select(STAFF_VIEW_COLUMNS).where('shop_id', '=', shopId).orderBy('id').execute();
}

export async function findStaffRowByPhone(db: Db, shopId: number, phone: string): Promise<StaffViewRow | undefined> {
  return db.selectFrom('staff').select(STAFF_VIEW_COLUMNS).where('shop_id', '=', shopId).where('phone', '=', phone).executeTakeFirst();
}

export async function findStaffRow(db: Db, shopId: number, id: number): Promise<StaffViewRow | undefined> {
  return db.selectFrom('staff').select(STAFF_VIEW_COLUMNS).where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The names of the shop's staff among `ids` (another shop's id is simply absent): for the order timeline. */
export async function listStaffNames(db: Db, shopId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('shop_id', '=', shopId).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** How many enabled owners the shop has besides `exceptId`. */
export async function countOtherEnabledOwners(db: Db, shopId: number, exceptId: number): Promise<number> {
  const owners = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(owners.n);
}

/** Disables (now) or enables (null) the staff member. */
export async function setStaffDisabledAt(trx: Trx, shopId: number, id: number, disabledAt: string | null, now: string): Promise<void> {
  await trx.updateTable('staff').set({ disabled_at: disabledAt, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

export async function insertStaffSession(db: Db, row: { shopId: number; staffId: number; tokenHash: string; loginAt: string; expiresAt: string }): Promise<number> {
  const inserted = await db
    .insertInto('staff_sessions')
    .values({ shop_id: row.shopId, staff_id: row.staffId, token_hash: row.tokenHash, login_at: row.loginAt, expires_at: row.expiresAt, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The live session and its staff member that a token hash names in this shop. */
export async function findLiveStaffSession(db: Db, shopId: number, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as session_id', 'staff.id as staff_id', 'staff.role', 'staff.name', 'staff.phone'])
    .where('staff_sessions.shop_id', '=', shopId)
    .where('staff.shop_id', '=', shopId)
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff.disabled_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** Revokes the session with this token hash (this shop, this staff member); whether it was live. */
export async function revokeStaffSession(db: Db, shopId: number, staffId: number, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('shop_id', '=', shopId)
    .where('staff_id', '=', staffId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every session of the staff member (a new password). */
export async function revokeAllStaffSessions(db: Db | Trx, shopId: number, staffId: number, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now }).where('shop_id', '=', shopId).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
}

export async function deleteDeadStaffSessions(db: Db, shopId: number, now: string): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where('shop_id', '=', shopId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();
}

/** Sets a staff member's name and role (and, when given, password; and enables them with `enable`), nothing else. */
export async function updateStaffMember(
  trx: Trx,
  shopId: number,
  id: number,
  row: { name: string; role: StaffRole; passwordHash: string | null; enable: boolean; now: string },
): Promise<void> {
  await trx
    .updateTable('staff')
    .set({ name: row.name, role: row.role, updated_at: row.now, ...(row.passwordHash ? { password_hash: row.passwordHash } : {}), ...(row.enable ? { disabled_at: null } : {}) })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .execute();
}

/** The stored password hash of a staff member, for checking their current password. */
export async function findStaffPasswordHash(db: Db, shopId: number, id: number): Promise<string | undefined> {
  return (await db.selectFrom('staff').select('password_hash').where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst())?.password_hash;
}

/** Sets the staff member's password hash only if it is still `expected` (two changes at once: one wins). */
export async function replaceStaffPasswordHash(trx: Trx, shopId: number, id: number, expected: string, next: string, now: string): Promise<boolean> {
  const r = await trx.updateTable('staff').set({ password_hash: next, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', id).where('password_hash', '=', expected).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends every live session of the staff member except `keepId` (the one a password was changed in). */
export async function revokeOtherStaffSessions(trx: Trx, shopId: number, staffId: number, keepId: number | null, now: string): Promise<void> {
  let q = trx.updateTable('staff_sessions').set({ revoked_at: now }).where('shop_id', '=', shopId).where('staff_id', '=', staffId).where('revoked_at', 'is', null);
  if (keepId !== null) q = q.where('id', '!=', keepId);
  await q.execute();
}
