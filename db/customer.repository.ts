// Customer accounts. Every query is filtered by shop_id, and by customer id where one
// customer's row is read or changed.
import type { Db } from './client';
import type { Trx } from './run-write';
import type { Customer } from './schema';
import type { Lang } from '../core/i18n/lang';

interface NewCustomerInput {
  phone: string;
  name: string;
  passwordHash: string;
  phoneVerified: boolean;
  now: string;
}

export async function findCustomerByPhone(db: Db, shopId: number, phone: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('phone', '=', phone).executeTakeFirst();
}

export async function findCustomerById(db: Db, shopId: number, customerId: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('id', '=', customerId).executeTakeFirst();
}

/** Inserts the customer unless the phone is taken in this shop; returns the new id or null. */
/** The customer's phone (for an SMS), or null when there is no such customer or no phone. */
export async function findCustomerPhone(db: Db, shopId: number, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select('phone').where('shop_id', '=', shopId).where('id', '=', customerId).executeTakeFirst();
  return row?.phone ?? null;
}

/**
 * Where and in which language the shop writes to a customer (an SMS, a notification;
 * docs/decisions/053): their phone (null without one) and their own language, else the
 * shop's default. One statement.
 */
export async function findRecipient(db: Db, shopId: number, customerId: number): Promise<{ phone: string | null; language: Lang }> {
  const row = await db
    .selectFrom('shops')
    .leftJoin('customers', (join) => join.onRef('customers.shop_id', '=', 'shops.id').on('customers.id', '=', customerId))
    .select(['customers.phone', 'customers.language', 'shops.default_language'])
    .where('shops.id', '=', shopId)
    .executeTakeFirst();
  return { phone: row?.phone || null, language: row?.language ?? row?.default_language ?? 'en' };
}

/** Who a customer of the shop is, for the seller console (their id, name and phone); Kysely's NoResultError when there is none. */
export async function getCustomerContact(db: Db, shopId: number, customerId: number): Promise<{ id: number; name: string; phone: string }> {
  return db.selectFrom('customers').select(['id', 'name', 'phone']).where('shop_id', '=', shopId).where('id', '=', customerId).executeTakeFirstOrThrow();
}

export async function insertCustomer(db: Db, shopId: number, input: NewCustomerInput): Promise<number | null> {
  const row = await db
    .insertInto('customers')
    .values({
      shop_id: shopId,
      phone: input.phone,
      name: input.name,
      email: null,
      avatar: null,
      password_hash: input.passwordHash,
      phone_verified: input.phoneVerified ? 1 : 0,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'phone']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateCustomerProfile(
  db: Db,
  shopId: number,
  customerId: number,
  profile: { name: string; email: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ name: profile.name, email: profile.email, updated_at: profile.now })
    .where('shop_id', '=', shopId)
    .where('id', '=', customerId)
    .execute();
}

export async function updateCustomerAvatar(db: Db, shopId: number, customerId: number, avatar: string, now: string): Promise<void> {
  await db.updateTable('customers').set({ avatar, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', customerId).execute();
}

export async function updateCustomerPassword(trx: Trx, shopId: number, customerId: number, passwordHash: string, now: string): Promise<void> {
  await trx
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', customerId)
    .execute();
}

export async function markCustomerPhoneVerified(db: Db, shopId: number, customerId: number, now: string): Promise<void> {
  await db.updateTable('customers').set({ phone_verified: 1, updated_at: now }).where('shop_id', '=', shopId).where('id', '=', customerId).execute();
}

/** The customer's own language choice (docs/decisions/047); unchanged rows are not written. */
export async function updateCustomerLanguage(db: Db, shopId: number, customerId: number, language: Lang, now: string): Promise<void> {
  await db
    .updateTable('customers')
    .set({ language, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', customerId)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}
