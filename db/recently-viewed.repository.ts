// "Recently viewed" (issue 29 item 4; docs/decisions/068): a customer's latest views per product
// in this shop, and the published products a list names with what their cards show. Every query
// is filtered by shop_id, and the customer's rows by customer_id.
import type { Db } from './client';
import { listingColumns, type ListingRow } from './product-listing.repository';
import type { Trx } from './run-write';

export interface ViewedRow {
  productId: number;
  /** ISO 8601, UTC. */
  viewedAt: string;
}

/**
 * Stores the views (one per product: a product already listed keeps the later of the two
 * times), then drops all but the customer's newest `keep` — so the table never holds more
 * than that per customer, whatever the order of concurrent calls. Both in the caller's
 * transaction (runWrite).
 */
export async function saveViews(trx: Trx, shopId: number, customerId: number, views: ViewedRow[], keep: number): Promise<void> {
  if (views.length === 0) return;
  await trx
    .insertInto('recently_viewed')
    .values(
      views.map((v) => ({
        shop_id: shopId,
        customer_id: customerId,
        product_id: v.productId,
        viewed_at: v.viewedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'customer_id', 'product_id'])
        .doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') }))
        .where((eb) => eb('recently_viewed.viewed_at', '<', eb.ref('excluded.viewed_at'))),
    )
    .execute();
  await trx
    .deleteFrom('recently_viewed')
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('recently_viewed')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('customer_id', '=', customerId)
        .orderBy('viewed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

/** The customer's views, newest first, at most `limit`. */
export async function listViews(db: Db, shopId: number, customerId: number, limit: number): Promise<ViewedRow[]> {
  const rows = await db
    .selectFrom('recently_viewed')
    .select(['product_id', 'viewed_at'])
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .orderBy('viewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ productId: r.product_id, viewedAt: r.viewed_at }));
}

/** Which of these products this shop still offers (published), with what a card shows; any order. */
export async function listViewableProducts(db: Db, shopId: number, productIds: number[]): Promise<ListingRow[]> {
  if (productIds.length === 0) return [];
  return db.selectFrom('products').select(listingColumns).where('products.shop_id', '=', shopId).where('products.status', '=', 1).where('products.id', 'in', productIds).execute();
}
