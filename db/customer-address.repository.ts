// The address book (after-cart.md "Addresses and delivery"): a customer's delivery addresses
// in one shop, one of them the default. Every query is filtered by shop_id AND customer_id, so
// another customer's or another shop's id is simply not found. The writes take a Trx: each
// runs inside runWrite, where the default is kept single — setting one unsets the others, the
// first address becomes the default, deleting the default hands it to the newest remaining
// address — in the same transaction as the write itself. On PostgreSQL the customer's row is
// locked first (lockAddressOwner), so two concurrent writes of one customer take turns (the
// per-customer limit and the single default hold); SQLite's BEGIN IMMEDIATE already does that.
import { sql } from 'kysely';
import { dbKind, type Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type { CustomerAddress } from './schema';

export interface AddressFields {
  name: string;
  phone: string;
  district: string;
  area: string;
  address: string;
  note: string | null;
}

/**
 * One of the customer's addresses with the shop's per-district delivery charges (district →
 * charge, in district order as listDeliveryDistricts gives them), in one statement: the checkout's price needs both, and on PostgreSQL each read is a
 * round trip inside the placing transaction (issue 27 item 3).
 */
const addressWithCharges = preparedQuery((db: Db, shopId: number, customerId: number, id: number) =>
  db.selectFrom('customer_addresses').selectAll().select(districtChargesColumn(db, shopId).as('district_charges')).where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', id),
);

export async function findAddressWithDistrictCharges(
  db: Db,
  shopId: number,
  customerId: number,
  id: number,
): Promise<AddressWithCharges | undefined> {
  const [row] = await addressWithCharges(db, shopId, customerId, id);
  if (!row) return undefined;
  const { district_charges: raw, ...address } = row;
  return { address, districtCharges: districtChargesFrom(raw) };
}

export interface AddressWithCharges {
  address: CustomerAddress;
  districtCharges: Record<string, number>;
}

/** The shop's per-district charges as one JSON object (district → charge), for a select list. */
export function districtChargesColumn(db: Db, shopId: number) {
  return dbKind(db as never) === 'postgres'
    ? sql<unknown>`coalesce((select json_object_agg(d.district, d.charge order by d.district) from shop_delivery_districts d where d.shop_id = ${shopId}), '{}'::json)`
    : sql<unknown>`(select json_group_object(d.district, d.charge) from (select district, charge from shop_delivery_districts where shop_id = ${shopId} order by district) d)`;
}

/** districtChargesColumn's value as district → charge. */
export function districtChargesFrom(raw: unknown): Record<string, number> {
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
  return Object.fromEntries(Object.entries(parsed ?? {}).map(([district, charge]) => [district, Number(charge)]));
}

/** Default first, then newest first. */
export async function listCustomerAddresses(db: Db, shopId: number, customerId: number): Promise<CustomerAddress[]> {
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findCustomerAddress(db: Db, shopId: number, customerId: number, id: number): Promise<CustomerAddress | undefined> {
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countCustomerAddresses(db: Db, shopId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes the writes of one customer's address book take turns on PostgreSQL (a row lock on the
 * customer, held to the end of the transaction); whether the customer exists in this shop.
 */
export async function lockAddressOwner(trx: Trx, shopId: number, customerId: number): Promise<boolean> {
  let q = trx.selectFrom('customers').select('id').where('shop_id', '=', shopId).where('id', '=', customerId);
  if (dbKind(trx as never) === 'postgres') q = q.forUpdate();
  return (await q.executeTakeFirst()) !== undefined;
}

/** Makes this address the only default; whether the address was found. */
export async function setDefaultCustomerAddress(trx: Trx, shopId: number, customerId: number, id: number): Promise<boolean> {
  const found = await findCustomerAddress(trx, shopId, customerId, id);
  if (!found) return false;
  await trx
    .updateTable('customer_addresses')
    .set({ is_default: 0 })
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '!=', id)
    .where('is_default', '=', 1)
    .execute();
  if (found.is_default !== 1) {
    await trx.updateTable('customer_addresses').set({ is_default: 1 }).where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', id).execute();
  }
  return true;
}

/** Adds an address; it becomes the default when asked to or when it is the customer's first. */
export async function insertCustomerAddress(
  trx: Trx,
  shopId: number,
  customerId: number,
  fields: AddressFields & { isDefault: boolean },
  now: string,
): Promise<number> {
  const { isDefault, ...values } = fields;
  const first = (await countCustomerAddresses(trx, shopId, customerId)) === 0;
  const { id } = await trx
    .insertInto('customer_addresses')
    .values({ ...values, shop_id: shopId, customer_id: customerId, is_default: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (isDefault || first) await setDefaultCustomerAddress(trx, shopId, customerId, id);
  return id;
}

/**
 * Changes an address; `isDefault: true` makes it the default. `false` leaves the flag as it is:
 * the default only moves when another address is made the default (or it is deleted), so a
 * customer with addresses always has one. Whether the address was found.
 */
export async function updateCustomerAddress(
  trx: Trx,
  shopId: number,
  customerId: number,
  id: number,
  fields: AddressFields & { isDefault: boolean },
  now: string,
): Promise<boolean> {
  const { isDefault, ...values } = fields;
  const result = await trx
    .updateTable('customer_addresses')
    .set({ ...values, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (isDefault) await setDefaultCustomerAddress(trx, shopId, customerId, id);
  return true;
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteCustomerAddress(trx: Trx, shopId: number, customerId: number, id: number): Promise<boolean> {
  const found = await findCustomerAddress(trx, shopId, customerId, id);
  if (!found) return false;
  await trx.deleteFrom('customer_addresses').where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', id).execute();
  if (found.is_default === 1) {
    const newest = await trx
      .selectFrom('customer_addresses')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (newest) await setDefaultCustomerAddress(trx, shopId, customerId, newest.id);
  }
  return true;
}

/** The district of the customer's default address (else their newest), or null without one: the product page's delivery estimate (decision 066). */
export async function findCustomerDistrict(db: Db, shopId: number, customerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('customer_addresses')
    .select('district')
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.district ?? null;
}
