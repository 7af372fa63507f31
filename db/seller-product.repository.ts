// The seller console's product list for stock and visibility (issue 14 item 6): a shop's
// products by name (a case-insensitive substring or the id), newest first, with each one's
// variant combinations and the labels of their values. Always within one shop.
import { sql } from 'kysely';
import type { Db } from './client';

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
