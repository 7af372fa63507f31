// Tests' shopper: a customer of the shop with one default Dhaka address (db/test-customer.ts)
// and a use-case context logged in as that customer (services/test-context.ts).
import type { Db } from '../db/client';
import type { Shop } from '../db/schema';
import { insertTestCustomerWithAddress } from '../db/test-customer';
import type { Ctx } from './context';
import { testContext, type TestContextOptions } from './test-context';

export interface TestShopper {
  id: number;
  phone: string;
  addressId: number;
  ctx: Ctx;
}

export async function testShopper(
  db: Db,
  shop: Shop,
  who: { phone: string; name: string; now: string },
  context: Omit<TestContextOptions, 'customerId'> = {},
): Promise<TestShopper> {
  const { id, addressId } = await insertTestCustomerWithAddress(db, { shopId: shop.id, ...who });
  return { id, phone: who.phone, addressId, ctx: testContext(db, shop, { ...context, customerId: id }) };
}
