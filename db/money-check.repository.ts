// What `npm run money:check` reads (services/orders/money-check.ts; docs/decisions/037): every
// shop, and per shop each order's refund requests, money returns and payments, the units each
// item sold less those given back, and each item's stock figures. Reads only.
import { sql } from 'kysely';
import type { Db } from './client';

export async function listShopsForCheck(db: Db, shopId?: number): Promise<Array<{ id: number; slug: string }>> {
  let query = db.selectFrom('shops').select(['id', 'slug']).orderBy('id');
  if (shopId !== undefined) query = query.where('id', '=', shopId);
  return query.execute();
}

export async function countShops(db: Db): Promise<number> {
  return Number((await db.selectFrom('shops').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}

export async function listOrderRefundsForCheck(db: Db, shopId: number, orderId: number) {
  return db.selectFrom('refund_requests').select(['id', 'code', 'amount', 'payment_status']).where('shop_id', '=', shopId).where('order_id', '=', orderId).execute();
}

export async function listOrderReturnsForCheck(db: Db, shopId: number, orderId: number) {
  return db.selectFrom('money_returns').select(['refund_id', 'payment_id', 'amount', 'state', 'kind', 'destination']).where('shop_id', '=', shopId).where('order_id', '=', orderId).execute();
}

export async function listOrderPaymentsForCheck(db: Db, shopId: number, orderId: number) {
  return db.selectFrom('payments').select(['id', 'amount', 'refunded_amount']).where('shop_id', '=', shopId).where('order_id', '=', orderId).execute();
}

/** Units sold less given back, by item (`product_id|variant`). */
export async function unitsOutByItem(db: Db, shopId: number): Promise<Map<string, number>> {
  const out = await db
    .selectFrom('order_lines')
    .select(['product_id', 'variant', sql<number | string>`sum(quantity - restocked_quantity)`.as('out')])
    .where('shop_id', '=', shopId)
    .groupBy(['product_id', 'variant'])
    .execute();
  return new Map(out.map((o) => [`${o.product_id}|${o.variant}`, Number(o.out)]));
}

export async function listProductStockForCheck(db: Db, shopId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'slug', 'has_variant', 'quantity', 'unlimited_quantity', 'stock_received'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();
}

export async function listCombinationStockForCheck(db: Db, shopId: number) {
  return db
    .selectFrom('product_variant_prices')
    .select(['product_id', 'variant', 'quantity', 'v_unlimited_quantity', 'stock_received', 'status'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();
}
