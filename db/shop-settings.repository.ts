// A shop's checkout settings that live in their own tables (migration 009): per-district
// delivery charges, pickup points and coupons. The charges, payment methods, COD advance and
// return window are columns of `shops` (db/shop.repository.ts). Written by the catalog import
// (docs/import-format.md), read by checkout and the home page.
//
// - District overrides are replaced as a set.
// - Pickup points are matched by name so a point keeps its id across re-imports (a shopper's
//   stored checkout choice names it by id); points no longer listed are deactivated, not
//   deleted, so an order's pickup_point_id still finds its row.
// - Coupons are upserted by code (stored upper-case, unique per shop) keeping their `uses`;
//   coupons no longer listed are deactivated (active = 0), so their uses and the orders that
//   refer to them stay.
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type { Coupon, CouponType, PickupPoint } from './schema';

/** What the owner sets on a coupon (uses are never set here). */
export type CouponEdit = Pick<Coupon, 'code' | 'type' | 'value' | 'max_discount' | 'min_total' | 'starts_at' | 'ends_at' | 'max_uses' | 'max_uses_per_customer' | 'active' | 'updated_at'>;

/** Home-delivery charge per district (canonical names, core/bd-districts.ts). */
export async function listDeliveryDistricts(db: Db, shopId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('shop_delivery_districts').select(['district', 'charge']).where('shop_id', '=', shopId).orderBy('district').execute();
  return Object.fromEntries(rows.map((r) => [r.district, r.charge]));
}

/** Replaces the shop's per-district charges with `districts` (district → charge). */
export async function replaceDeliveryDistricts(trx: Trx, shopId: number, districts: Readonly<Record<string, number>>): Promise<void> {
  await trx.deleteFrom('shop_delivery_districts').where('shop_id', '=', shopId).execute();
  const rows = Object.entries(districts).map(([district, charge]) => ({ shop_id: shopId, district, charge }));
  if (rows.length > 0) await trx.insertInto('shop_delivery_districts').values(rows).execute();
}

/** The shop's active pickup points in their order. */
const activePickupPoints = preparedQuery((db: Db, shopId: number) => db.selectFrom('pickup_points').selectAll().where('shop_id', '=', shopId).where('active', '=', 1).orderBy('position').orderBy('id'));

export async function listPickupPoints(db: Db, shopId: number): Promise<PickupPoint[]> {
  return activePickupPoints(db, shopId);
}

/** An active pickup point of the shop, or undefined (another shop's id is not found either). */
export async function findPickupPoint(db: Db, shopId: number, id: number): Promise<PickupPoint | undefined> {
  return db.selectFrom('pickup_points').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
}

export interface PickupPointInput {
  name: string;
  address: string;
  phone: string | null;
  hours: string | null;
  charge: number;
}

/**
 * Makes `points` the shop's pickup points, in that order: a point whose name is already
 * stored keeps its id, new names are added, the rest are deactivated. Returns the ids in order.
 */
export async function replacePickupPoints(trx: Trx, shopId: number, points: readonly PickupPointInput[]): Promise<number[]> {
  const stored = await trx.selectFrom('pickup_points').select(['id', 'name']).where('shop_id', '=', shopId).orderBy('id').execute();
  const byName = new Map<string, number>();
  for (const row of stored) if (!byName.has(row.name)) byName.set(row.name, row.id);
  const ids: number[] = [];
  for (const [position, point] of points.entries()) {
    const values = { ...point, position, active: 1 as const };
    const id = byName.get(point.name);
    if (id === undefined) {
      const row = await trx.insertInto('pickup_points').values({ ...values, shop_id: shopId }).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    } else {
      await trx.updateTable('pickup_points').set(values).where('shop_id', '=', shopId).where('id', '=', id).execute();
      ids.push(id);
    }
  }
  let retire = trx.updateTable('pickup_points').set({ active: 0 }).where('shop_id', '=', shopId).where('active', '=', 1);
  if (ids.length > 0) retire = retire.where('id', 'not in', ids);
  await retire.execute();
  return ids;
}

/** A code as stored: trimmed and upper-cased (codes are case-insensitive). */
function storedCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The shop's active coupon with this code (any case), or undefined. A deactivated coupon is not found. */
export async function findCouponByCode(db: Db, shopId: number, code: string): Promise<Coupon | undefined> {
  const wanted = storedCode(code);
  if (wanted === '') return undefined;
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).where('code', '=', wanted).where('active', '=', 1).executeTakeFirst();
}

/** Every coupon of the shop, disabled ones too (the owner may switch them back on): active first, then oldest. */
export async function listShopCoupons(db: Db, shopId: number): Promise<Coupon[]> {
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).orderBy('active', 'desc').orderBy('id').execute();
}

/** The shop's coupon by its id (disabled ones too), or undefined. */
export async function findShopCoupon(db: Db, shopId: number, id: number): Promise<Coupon | undefined> {
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The id of the shop's coupon that has this code as stored (disabled ones too), or undefined. */
export async function findCouponIdByCode(db: Db, shopId: number, code: string): Promise<number | undefined> {
  return (await db.selectFrom('coupons').select('id').where('shop_id', '=', shopId).where('code', '=', code).executeTakeFirst())?.id;
}

/** The owner's edit of one coupon (its code stays unique per shop: a clash throws the database's unique violation). */
export async function updateCoupon(trx: Trx, shopId: number, id: number, values: CouponEdit): Promise<void> {
  await trx.updateTable('coupons').set(values).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

/** The owner's new coupon; its id, or null when the shop already has the code. */
export async function insertCouponIfCodeFree(trx: Trx, shopId: number, values: CouponEdit, now: string): Promise<number | null> {
  const row = await trx
    .insertInto('coupons')
    .values({ ...values, shop_id: shopId, created_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The shop's active coupons, oldest first. */
export async function listActiveCoupons(db: Db, shopId: number): Promise<Coupon[]> {
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).where('active', '=', 1).orderBy('id').execute();
}

export interface CouponInput {
  code: string;
  type: CouponType;
  value: number;
  max_discount: number | null;
  min_total: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

/**
 * Makes `coupons` the shop's active coupons: each is upserted by its (upper-cased) code,
 * keeping its id and `uses`; every other coupon of the shop is deactivated. Returns the ids in order.
 */
export async function replaceCoupons(trx: Trx, shopId: number, coupons: readonly CouponInput[], now: string): Promise<number[]> {
  const ids: number[] = [];
  for (const coupon of coupons) {
    const values = { ...coupon, code: storedCode(coupon.code), active: 1 as const, updated_at: now };
    const row = await trx
      .insertInto('coupons')
      .values({ ...values, shop_id: shopId, created_at: now })
      .onConflict((oc) => oc.columns(['shop_id', 'code']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  let retire = trx.updateTable('coupons').set({ active: 0, updated_at: now }).where('shop_id', '=', shopId).where('active', '=', 1);
  if (ids.length > 0) retire = retire.where('id', 'not in', ids);
  await retire.execute();
  return ids;
}
