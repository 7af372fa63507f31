// Test helper: a customer row of a shop, with or without one default Dhaka address — the one
// place tests spell out a customer (services/test-shopper.ts adds the use-case context).
import type { Db } from './client';

export interface TestCustomer {
  shopId: number;
  /** In the stored form, +8801XXXXXXXXX. */
  phone: string;
  name?: string;
  /** The ISO time of created_at / updated_at. */
  now: string;
  phoneVerified?: boolean;
}

/** The n-th phone of a test file's own range: +88017 and eight digits, `base + n`. */
export function testPhone(base: number, n: number): string {
  return `+88017${String(base + n).padStart(8, '0')}`;
}

export async function insertTestCustomer(db: Db, c: TestCustomer): Promise<number> {
  const { id } = await db
    .insertInto('customers')
    .values({
      shop_id: c.shopId,
      phone: c.phone,
      name: c.name ?? c.phone,
      email: null,
      avatar: null,
      password_hash: 'x',
      ...(c.phoneVerified ? { phone_verified: 1 } : {}),
      created_at: c.now,
      updated_at: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface TestAddress {
  name: string;
  phone: string;
  /** House 1, Banani, Dhaka (delivery 60 in the test catalog) unless told. */
  district?: string;
  area?: string;
  address?: string;
  now: string;
}

/** One default address of the customer's. */
export async function insertTestAddress(db: Db, shopId: number, customerId: number, a: TestAddress): Promise<number> {
  const { id } = await db
    .insertInto('customer_addresses')
    .values({ shop_id: shopId, customer_id: customerId, name: a.name, phone: a.phone, district: a.district ?? 'Dhaka', area: a.area ?? 'Banani', address: a.address ?? 'House 1', note: null, is_default: 1, created_at: a.now, updated_at: a.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A customer with one default Dhaka address under the customer's own name and phone. */
export async function insertTestCustomerWithAddress(db: Db, c: TestCustomer): Promise<{ id: number; addressId: number }> {
  const id = await insertTestCustomer(db, c);
  const addressId = await insertTestAddress(db, c.shopId, id, { name: c.name ?? c.phone, phone: c.phone, now: c.now });
  return { id, addressId };
}
