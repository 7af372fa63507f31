// What the product page shows around the product (issue 28 item 2; docs/decisions/066): its
// specification and size guide (with its category's), "You may also like" and "Frequently
// bought together" as listing rows. Every query is filtered by shop_id; the page is shared per
// catalog version, so each runs once per product and version, not per shopper.
import { sql } from 'kysely';
import type { Db } from './client';
import { listingColumns, type ListingRow } from './product-listing.repository';

export interface ProductFactsRow {
  category_item_id: number | null;
  brand_id: number | null;
  specifications: string | null;
  size_guide: string | null;
  category_size_guide: string | null;
}

export async function findProductFacts(db: Db, shopId: number, productId: number): Promise<ProductFactsRow | undefined> {
  return db
    .selectFrom('products')
    .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'products.category_id').onRef('categories.shop_id', '=', 'products.shop_id'))
    .select(['products.category_item_id', 'products.brand_id', 'products.specifications', 'products.size_guide', 'categories.size_guide as category_size_guide'])
    .where('products.shop_id', '=', shopId)
    .where('products.id', '=', productId)
    .executeTakeFirst();
}

/**
 * Published products in stock of the same sub-category (first) or brand, not this one: newest
 * first within each. Nothing when the product has neither.
 */
export async function listAlsoLikeProducts(
  db: Db,
  shopId: number,
  product: { id: number; categoryItemId: number | null; brandId: number | null },
  limit: number,
): Promise<ListingRow[]> {
  const { categoryItemId, brandId } = product;
  if (categoryItemId === null && brandId === null) return [];
  return db
    .selectFrom('products')
    .select(listingColumns)
    .where('products.shop_id', '=', shopId)
    .where('products.status', '=', 1)
    .where('products.id', '<>', product.id)
    .where((eb) => eb.or([eb('products.quantity', '>', 0), eb('products.unlimited_quantity', '=', 1)]))
    .where((eb) => {
      const same = [];
      if (categoryItemId !== null) same.push(eb('products.category_item_id', '=', categoryItemId));
      if (brandId !== null) same.push(eb('products.brand_id', '=', brandId));
      return eb.or(same);
    })
    .orderBy(sql`case when products.category_item_id = ${categoryItemId ?? -1} then 0 else 1 end`)
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many of a product's latest orders "bought together" looks at (decision 078). */
export const BOUGHT_TOGETHER_ORDERS = 500;

/**
 * The products most often in the same orders as this one (orders not cancelled, among its latest
 * BOUGHT_TOGETHER_ORDERS), published:
 * their ids and the number of such orders, by that number, then newest — without their stock,
 * which moves with every sale while this ranking does not need to (the caller keeps it a while
 * and reads the rows fresh with `listListingRowsByIds`; docs/decisions/078). Walks
 * order_lines_shop_product for this product's orders and order_lines_order for their lines.
 */
export async function listBoughtTogetherCounts(db: Db, shopId: number, productId: number, limit: number): Promise<Array<{ id: number; orders: number }>> {
  // This product's latest BOUGHT_TOGETHER_ORDERS orders at most: the join's cost stays bounded for a product sold thousands of times.
  const mine = db
    .selectFrom('order_lines')
    .select(['order_lines.order_id', 'order_lines.shop_id'])
    .where('order_lines.shop_id', '=', shopId)
    .where('order_lines.product_id', '=', productId)
    .orderBy('order_lines.order_id', 'desc')
    .limit(BOUGHT_TOGETHER_ORDERS)
    .as('mine');
  const rows = await db
    .selectFrom(mine)
    .innerJoin('orders', (join) => join.onRef('orders.id', '=', 'mine.order_id').onRef('orders.shop_id', '=', 'mine.shop_id'))
    .innerJoin('order_lines as other', (join) => join.onRef('other.order_id', '=', 'mine.order_id').onRef('other.shop_id', '=', 'mine.shop_id'))
    .innerJoin('products', (join) => join.onRef('products.id', '=', 'other.product_id').onRef('products.shop_id', '=', 'other.shop_id'))
    .select(['products.id'])
    .select((eb) => eb.fn.count<number | string>('other.order_id').distinct().as('orders'))
    .where('other.shop_id', '=', shopId)
    .where('other.product_id', '<>', productId)
    .where('orders.status', 'not in', ['cancelled'])
    .where('products.status', '=', 1)
    .groupBy(['products.id', 'products.created_at'])
    .orderBy('orders', 'desc')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), orders: Number(r.orders) }));
}

/** The listing rows of these products that are published and in stock (in no particular order). */
export async function listListingRowsByIds(db: Db, shopId: number, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(listingColumns)
    .where('products.shop_id', '=', shopId)
    .where('products.id', 'in', [...ids])
    .where('products.status', '=', 1)
    .where((eb) => eb.or([eb('products.quantity', '>', 0), eb('products.unlimited_quantity', '=', 1)]))
    .execute();
}
