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
 * BOUGHT_TOGETHER_ORDERS), published: their ids and the number of such orders, by that number,
 * then newest — without their stock, which moves with every sale while this ranking does not
 * need to (the caller keeps it a while and reads the rows fresh with `listListingRowsByIds`;
 * docs/decisions/078). Four statements on one table each instead of one join: with estimates of
 * one row (tables never analysed) PostgreSQL planned the join as nested loops over the shop's
 * lines × this product's lines × the shop's orders — 52 s for a hot product with 300 orders.
 * Each statement here reads at most the shop's rows of its table, whatever the plan.
 */
export async function listBoughtTogetherCounts(db: Db, shopId: number, productId: number, limit: number): Promise<Array<{ id: number; orders: number }>> {
  const mine = await db
    .selectFrom('order_lines')
    .select('order_id')
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .orderBy('order_id', 'desc')
    .limit(BOUGHT_TOGETHER_ORDERS)
    .execute();
  if (mine.length === 0) return [];
  const orders = await db
    .selectFrom('orders')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', 'in', [...new Set(mine.map((r) => r.order_id))])
    .where('status', 'not in', ['cancelled'])
    .execute();
  if (orders.length === 0) return [];
  const together = await db
    .selectFrom('order_lines')
    .select('product_id')
    .select((eb) => eb.fn.count<number | string>('order_id').distinct().as('orders'))
    .where('shop_id', '=', shopId)
    .where('order_id', 'in', orders.map((o) => o.id))
    .where('product_id', '<>', productId)
    .groupBy('product_id')
    .execute();
  if (together.length === 0) return [];
  const published = await db
    .selectFrom('products')
    .select(['id', 'created_at'])
    .where('shop_id', '=', shopId)
    .where('id', 'in', together.map((t) => t.product_id))
    .where('status', '=', 1)
    .execute();
  const createdAt = new Map(published.map((p) => [p.id, String(p.created_at)]));
  return together
    .filter((t) => createdAt.has(t.product_id))
    .map((t) => ({ id: Number(t.product_id), orders: Number(t.orders), at: createdAt.get(t.product_id)! }))
    .sort((x, y) => y.orders - x.orders || (x.at < y.at ? 1 : x.at > y.at ? -1 : 0) || y.id - x.id)
    .slice(0, limit)
    .map(({ id, orders: n }) => ({ id, orders: n }));
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
