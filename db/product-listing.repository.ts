// Product listings: one page of a shop's published products, filtered and sorted on indexed
// columns (sell_price is kept by services/catalog/operations/refresh-listing-index.ts), and what the cards need
// for a page in one query each. Every query is filtered by shop_id.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './client';
import type { Database, Product } from './schema';

export type ListingOrder = 'newest' | 'price_asc' | 'price_desc';

export interface ListingFilter {
  categoryId?: number;
  categoryItemId?: number;
  brandId?: number;
  dealId?: number;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/** The product columns a card and its pricing need. */
export const listingColumns = [
  'products.id',
  'products.slug',
  'products.name',
  'products.name_bn',
  'products.thumbnail_image',
  'products.quantity',
  'products.unlimited_quantity',
  'products.stock_version',
  'products.max_item_in_order',
  'products.has_variant',
  'products.sell_price',
  'products.created_at',
  'products.unitprice',
  'products.reseller_min_price',
  'products.reseller_max_price',
  'products.rate_type',
  'products.p_rate_type',
  'products.p_amount_type',
  'products.p_increase_amount',
  'products.p_discount_amount',
  'products.discount_type',
  'products.discount',
  'products.cash_type',
  'products.cash',
  'products.min_variant_price',
  'products.max_variant_price',
  'products.min_limit_of_min_variant_resell_price',
  'products.max_limit_of_min_variant_resell_price',
  'products.min_limit_of_max_variant_resell_price',
  'products.max_limit_of_max_variant_resell_price',
] as const;

type ProductColumn<C> = C extends `products.${infer Name extends keyof Product}` ? Name : never;

/** A row of listingColumns: the product's own column types, named once in db/schema.ts. */
export type ListingRow = Pick<Product, ProductColumn<(typeof listingColumns)[number]>>;

type ProductQuery<O> = SelectQueryBuilder<Database, 'products', O>;

/** The shop's published products narrowed by the filter (price on the stored sell price). */
export function applyListingFilter<O>(q: ProductQuery<O>, shopId: number, filter: ListingFilter): ProductQuery<O> {
  let out = q.where('products.shop_id', '=', shopId).where('products.status', '=', 1);
  if (filter.categoryId !== undefined) out = out.where('products.category_id', '=', filter.categoryId);
  if (filter.categoryItemId !== undefined) out = out.where('products.category_item_id', '=', filter.categoryItemId);
  if (filter.brandId !== undefined) out = out.where('products.brand_id', '=', filter.brandId);
  if (filter.dealId !== undefined) {
    const dealId = filter.dealId;
    out = out.where('products.id', 'in', (eb) =>
      eb.selectFrom('deal_products').select('deal_products.product_id').where('deal_products.shop_id', '=', shopId).where('deal_products.deal_id', '=', dealId),
    );
  }
  if (filter.minPrice != null) out = out.where('products.sell_price', '>=', filter.minPrice);
  if (filter.maxPrice != null) out = out.where('products.sell_price', '<=', filter.maxPrice);
  return out;
}

/**
 * Newest first (created_at, then id), or by sell price with equal prices by id in the same
 * direction — so the whole order is one walk of products_shop_price, with no sort step.
 */
export function applyListingOrder<O>(q: ProductQuery<O>, order: ListingOrder): ProductQuery<O> {
  if (order === 'price_asc') return q.orderBy('products.sell_price', 'asc').orderBy('products.id', 'asc');
  if (order === 'price_desc') return q.orderBy('products.sell_price', 'desc').orderBy('products.id', 'desc');
  return q.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
}

export async function listListingProducts(
  db: Db,
  shopId: number,
  filter: ListingFilter,
  order: ListingOrder,
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  const q = applyListingFilter(db.selectFrom('products').select(listingColumns), shopId, filter);
  return applyListingOrder(q, order).limit(limit).offset(offset).execute();
}

export async function countListingProducts(db: Db, shopId: number, filter: ListingFilter): Promise<number> {
  const row = await applyListingFilter(db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')), shopId, filter).executeTakeFirstOrThrow();
  return Number(row.n);
}

interface CardImage {
  product_id: number;
  normal_image: string | null;
  width: number | null;
  height: number | null;
}

/** The first own gallery image (not a colour's, not a video) of each product, in one query. */
export async function listFirstImages(db: Db, shopId: number, productIds: number[]): Promise<Map<number, CardImage>> {
  const out = new Map<number, CardImage>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'normal_image', 'width', 'height', 'position', 'id'])
    .where('shop_id', '=', shopId)
    .where('product_id', 'in', productIds)
    .where('variant_value_id', 'is', null)
    .where('type', '=', 'image')
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const r of rows) if (!out.has(r.product_id)) out.set(r.product_id, r);
  return out;
}

// ---- the listing index (sell price and search text), kept by services/catalog/operations/refresh-listing-index.ts

export interface StaleListingRow extends ListingRow {
  listing_version: number;
  short_description: string | null;
  brand_name: string | null;
  category_name: string | null;
  item_name: string | null;
  /** Their Bangla names (migration 023; null: none), searched too (docs/decisions/058). */
  brand_name_bn: string | null;
  category_name_bn: string | null;
  item_name_bn: string | null;
}

/** Whether any product of the shop waits for its sell price or search text (a partial-index probe). */
// `listing_stale = 1` is written as a literal, not a parameter: only then may SQLite use the
// partial index products_listing_stale (a parameter could be any value), so an all-fresh shop
// costs one index probe instead of a walk over every row of the shop (issue 27, decision 084).
const STALE = sql.lit(1);

export async function hasStaleListings(db: Db, shopId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('listing_stale', '=', STALE).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Up to `limit` stale products of the shop with the names their search text includes. */
export async function listStaleListings(db: Db, shopId: number, limit: number): Promise<StaleListingRow[]> {
  return db
    .selectFrom('products')
    .leftJoin('brands', (j) => j.onRef('brands.id', '=', 'products.brand_id').on('brands.shop_id', '=', shopId))
    .leftJoin('categories', (j) => j.onRef('categories.id', '=', 'products.category_id').on('categories.shop_id', '=', shopId))
    .leftJoin('category_items', (j) => j.onRef('category_items.id', '=', 'products.category_item_id').on('category_items.shop_id', '=', shopId))
    .select(listingColumns)
    .select([
      'products.listing_version',
      'products.short_description',
      'brands.name as brand_name',
      'categories.name as category_name',
      'category_items.name as item_name',
      'brands.name_bn as brand_name_bn',
      'categories.name_bn as category_name_bn',
      'category_items.name_bn as item_name_bn',
    ])
    .where('products.shop_id', '=', shopId)
    .where('products.listing_stale', '=', STALE)
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

/** Marks every product of the shop stale (a full re-index, e.g. after a bulk change made without triggers). */
export async function markShopListingsStale(db: Db, shopId: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ listing_stale: 1, listing_version: sql`listing_version + 1` })
    .where('shop_id', '=', shopId)
    .execute();
}
