// The seller console's product list for stock and visibility (issue 14 item 6): a shop's
// products by name (a case-insensitive substring or the id), newest first, with each one's
// variant combinations and the labels of their values. Always within one shop.
import { sql } from 'kysely';
import type { Db } from './client';
import type { Trx } from './run-write';

export interface SellerProductFilter {
  q?: string;
}

function filtered(db: Db, shopId: number, filter: SellerProductFilter) {
  let q = db.selectFrom('products').where('products.shop_id', '=', shopId);
  const text = filter.q?.trim();
  if (text) {
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(products.name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(products.slug)`, 'like', sql`${like} escape '\\'`),
        ...(/^\d{1,9}$/.test(text) ? [eb('products.id', '=', Number(text))] : []),
      ]),
    );
  }
  return q;
}

export async function countSellerProducts(db: Db, shopId: number, filter: SellerProductFilter): Promise<number> {
  const row = await filtered(db, shopId, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listSellerProducts(db: Db, shopId: number, filter: SellerProductFilter, limit: number, offset: number) {
  return filtered(db, shopId, filter)
    .select([
      'products.id',
      'products.slug',
      'products.name',
      'products.thumbnail_image',
      'products.quantity',
      'products.unlimited_quantity',
      'products.status',
      'products.has_variant',
      'products.unitprice',
      'products.rate_type',
      'products.p_rate_type',
      'products.p_amount_type',
      'products.p_increase_amount',
      'products.p_discount_amount',
    ])
    .orderBy('products.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The combinations of these products, and the labels of every value they name. */
export async function listCombinations(db: Db, shopId: number, productIds: number[]) {
  if (productIds.length === 0) return { prices: [], values: [] };
  const [prices, values] = await Promise.all([
    db
      .selectFrom('product_variant_prices')
      .select(['id', 'product_id', 'variant', 'variant_price', 'quantity', 'v_unlimited_quantity', 'status'])
      .where('shop_id', '=', shopId)
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_variant_values')
      .innerJoin('product_variant_groups', 'product_variant_groups.id', 'product_variant_values.group_id')
      .select(['product_variant_values.id', 'product_variant_values.label', 'product_variant_groups.title'])
      .where('product_variant_values.shop_id', '=', shopId)
      .where('product_variant_values.product_id', 'in', productIds)
      .execute(),
  ]);
  return { prices, values };
}

// ---- the console's stock and rate saves (services/seller/save-product-stock.ts, save-product-rate.ts) ----

/** A product's own stock figures and visibility, or undefined when it is not this shop's. */
export async function findProductStockState(db: Db, shopId: number, productId: number) {
  return db.selectFrom('products').select(['id', 'has_variant', 'quantity', 'unlimited_quantity', 'status']).where('shop_id', '=', shopId).where('id', '=', productId).executeTakeFirst();
}

/** One combination's stock figures and visibility, or undefined. */
export async function findCombinationStockState(db: Db, shopId: number, productId: number, variant: string) {
  return db
    .selectFrom('product_variant_prices')
    .select(['id', 'variant', 'quantity', 'v_unlimited_quantity', 'status'])
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .where('variant', '=', variant)
    .executeTakeFirst();
}

/** A combination's stock figures and visibility by its id (after a save). */
export async function getCombinationStockState(db: Db, shopId: number, combinationId: number) {
  return db.selectFrom('product_variant_prices').select(['quantity', 'v_unlimited_quantity', 'status']).where('shop_id', '=', shopId).where('id', '=', combinationId).executeTakeFirstOrThrow();
}

/** The product's price range follows its on-sale combinations (all of them when none is on sale; docs/import-format.md). */
export async function followCombinationPriceRange(trx: Trx, shopId: number, productId: number, now: string): Promise<void> {
  const all = await trx.selectFrom('product_variant_prices').select(['variant_price', 'status']).where('shop_id', '=', shopId).where('product_id', '=', productId).execute();
  const onSale = all.filter((c) => c.status === 1);
  const priced = (onSale.length > 0 ? onSale : all).map((c) => c.variant_price);
  await trx
    .updateTable('products')
    .set({
      min_variant_price: priced.length > 0 ? Math.min(...priced) : 0,
      max_variant_price: priced.length > 0 ? Math.max(...priced) : 0,
      updated_at: now,
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .execute();
}

const RATE_COLUMNS = ['id', 'rate_type', 'p_rate_type', 'p_amount_type', 'p_increase_amount', 'p_discount_amount'] as const;

/** A product's own rate, or undefined when it is not this shop's. */
export async function findProductRate(db: Db, shopId: number, productId: number) {
  return db.selectFrom('products').select(RATE_COLUMNS).where('shop_id', '=', shopId).where('id', '=', productId).executeTakeFirst();
}

/** Prices the product by its own rate (custom) or sends it back to the shop's (the numbers stay). */
export async function setProductRate(
  trx: Trx,
  shopId: number,
  productId: number,
  rate: { rate: 'custom'; type: 'percentage' | 'flat'; increase: number; discount: number } | { rate: 'shop_rate' },
  now: string,
): Promise<void> {
  await trx
    .updateTable('products')
    .set(
      rate.rate === 'custom'
        ? { rate_type: 'custom', p_rate_type: 'custom', p_amount_type: rate.type, p_increase_amount: rate.increase, p_discount_amount: rate.discount, updated_at: now }
        : { rate_type: 'shop_rate', updated_at: now },
    )
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .execute();
}
