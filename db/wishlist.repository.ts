// Wishlist entries, one per (shop, customer, product, variant); filtered by shop and customer.
import type { Db } from './client';

/** Adds the entry unless it is there; whether it was new. */
export async function insertWishlistItem(db: Db, shopId: number, customerId: number, item: { productId: number; variant: string; now: string }): Promise<boolean> {
  const row = await db
    .insertInto('wishlist_items')
    .values({ shop_id: shopId, customer_id: customerId, product_id: item.productId, variant: item.variant, created_at: item.now })
    .onConflict((oc) => oc.columns(['shop_id', 'customer_id', 'product_id', 'variant']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteWishlistItem(db: Db, shopId: number, customerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('wishlist_items').where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The customer's wishlist with each product, newest first. */
export async function listWishlistItems(db: Db, shopId: number, customerId: number) {
  return db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', (j) => j.onRef('p.id', '=', 'w.product_id').onRef('p.shop_id', '=', 'w.shop_id'))
    .selectAll('p')
    .select(['w.id as wishlist_id', 'w.variant', 'w.created_at as added_at'])
    .where('w.shop_id', '=', shopId)
    .where('w.customer_id', '=', customerId)
    .orderBy('w.id', 'desc')
    .execute();
}

/** `${productId}:${variant}` of each of the customer's wishlist entries (the header's marks; decision 031). */
export async function listWishlistKeys(db: Db, shopId: number, customerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['product_id', 'variant'])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => `${r.product_id}:${r.variant}`);
}
