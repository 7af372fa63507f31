// Cart lines: one per (shop, customer, product, variant). Every query is filtered by shop_id
// and customer_id. Adding is one upsert: a new line, or the existing one grown by a conditional
// update, so concurrent adds can never take it past the limit the service computed (the unique
// index decides which of two concurrent first adds inserts).
import { sql } from 'kysely';
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type { CartItem } from './schema';

interface NewCartLine {
  productId: number;
  variant: string;
  uid: string;
  quantity: number;
  attachmentId: number | null;
  addedPrice: number;
  addedStock: number;
  now: string;
}

/** Inserts the line unless (product, variant) is already in the cart; the new id or null. */
export async function insertCartLineIfAbsent(trx: Trx, shopId: number, customerId: number, line: NewCartLine): Promise<number | null> {
  const row = await trx
    .insertInto('cart_items')
    .values({
      shop_id: shopId,
      customer_id: customerId,
      product_id: line.productId,
      variant: line.variant,
      uid: line.uid,
      quantity: line.quantity,
      attachment_id: line.attachmentId,
      added_price: line.addedPrice,
      added_stock: line.addedStock,
      created_at: line.now,
      updated_at: line.now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'customer_id', 'product_id', 'variant']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Adds the line, or grows the customer's line of the same product and variant by its quantity
 * while the result stays within `limit` (null = no limit) — one statement (an upsert whose
 * update is conditional), so concurrent adds can never take a line past the limit. A grown
 * line keeps its uid and first-added time, takes the new price and stock seen, and the new
 * attachment when one is given. The line's id, or null when the limit refused the growth.
 */
export async function addOrGrowCartLine(trx: Trx, shopId: number, customerId: number, line: NewCartLine & { limit: number | null }): Promise<number | null> {
  const values: LineValues = [shopId, customerId, line.productId, line.variant, line.uid, line.quantity, line.attachmentId, line.addedPrice, line.addedStock, line.now];
  const [row] = line.limit === null ? await addOrGrowUnlimited(trx, ...values) : await addOrGrowWithin(trx, line.limit, ...values);
  return row?.id ?? null;
}

type LineValues = [shopId: number, customerId: number, productId: number, variant: string, uid: string, quantity: number, attachmentId: number | null, addedPrice: number, addedStock: number, now: string];

function newLine(db: Db, ...[shopId, customerId, productId, variant, uid, quantity, attachmentId, addedPrice, addedStock, now]: LineValues) {
  return db.insertInto('cart_items').values({
    shop_id: shopId,
    customer_id: customerId,
    product_id: productId,
    variant,
    uid,
    quantity,
    attachment_id: attachmentId,
    added_price: addedPrice,
    added_stock: addedStock,
    created_at: now,
    updated_at: now,
  });
}

/** What growing a line sets: the quantity added, the latest price and stock seen, the new attachment if any. */
const GROW = {
  quantity: sql<number>`cart_items.quantity + excluded.quantity`,
  added_price: sql<number>`excluded.added_price`,
  added_stock: sql<number>`excluded.added_stock`,
  updated_at: sql<string>`excluded.updated_at`,
  attachment_id: sql<number | null>`coalesce(excluded.attachment_id, cart_items.attachment_id)`,
};
const LINE_KEY = ['shop_id', 'customer_id', 'product_id', 'variant'] as const;

const addOrGrowUnlimited = preparedQuery((db: Db, ...values: LineValues) =>
  newLine(db, ...values)
    .onConflict((oc) => oc.columns([...LINE_KEY]).doUpdateSet(GROW))
    .returning('id'),
);
const addOrGrowWithin = preparedQuery((db: Db, limit: number, ...values: LineValues) =>
  newLine(db, ...values)
    .onConflict((oc) => oc.columns([...LINE_KEY]).doUpdateSet(GROW).where(sql<boolean>`cart_items.quantity + excluded.quantity <= ${limit}`))
    .returning('id'),
);

export async function findCartLine(db: Db, shopId: number, customerId: number, productId: number, variant: string): Promise<CartItem | undefined> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .where('variant', '=', variant)
    .executeTakeFirst();
}

export async function findCartLineByUid(db: Db, shopId: number, customerId: number, uid: string): Promise<CartItem | undefined> {
  return db.selectFrom('cart_items').selectAll().where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('uid', '=', uid).executeTakeFirst();
}

/** Sets the quantity of the customer's line with this uid; whether a line changed. */
export async function setCartLineQuantity(
  trx: Trx,
  shopId: number,
  customerId: number,
  uid: string,
  change: { quantity: number; addedPrice: number; addedStock: number; now: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('cart_items')
    .set({ quantity: change.quantity, added_price: change.addedPrice, added_stock: change.addedStock, updated_at: change.now })
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCartLineByUid(db: Db, shopId: number, customerId: number, uid: string): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('uid', '=', uid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCart(db: Db, shopId: number, customerId: number): Promise<number> {
  const result = await db.deleteFrom('cart_items').where('shop_id', '=', shopId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countCartLines(db: Db, shopId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The variant keys of one product in the customer's cart ('' for a product without variants). */
export async function listCartVariantsOfProduct(db: Db, shopId: number, customerId: number, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select('variant')
    .where('shop_id', '=', shopId)
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .execute();
  return rows.map((r) => r.variant);
}

/** Product and variant of every line in the customer's cart. */
export async function listCartKeys(db: Db, shopId: number, customerId: number): Promise<{ product_id: number; variant: string }[]> {
  return db.selectFrom('cart_items').select(['product_id', 'variant']).where('shop_id', '=', shopId).where('customer_id', '=', customerId).execute();
}

/**
 * The product's columns a cart line is shown, priced and ordered by (the cart page, the badge,
 * the checkout's pricing and the order's line snapshot; core/pricing's inputs among them) —
 * not `p.*`: the order's hot read parses a third of the product's columns.
 */
const CART_PRODUCT_COLUMNS = [
  'p.id',
  'p.slug',
  'p.name',
  'p.name_bn',
  'p.status',
  'p.thumbnail_image',
  'p.attachment_field_title',
  'p.quantity',
  'p.unlimited_quantity',
  'p.max_item_in_order',
  'p.unitprice',
  'p.reseller_min_price',
  'p.reseller_max_price',
  'p.rate_type',
  'p.p_rate_type',
  'p.p_amount_type',
  'p.p_increase_amount',
  'p.p_discount_amount',
  'p.discount_type',
  'p.discount',
  'p.cash_type',
  'p.cash',
  'p.has_variant',
  'p.min_variant_price',
  'p.max_variant_price',
  'p.min_limit_of_min_variant_resell_price',
  'p.max_limit_of_min_variant_resell_price',
  'p.min_limit_of_max_variant_resell_price',
  'p.max_limit_of_max_variant_resell_price',
] as const;

const cartLines = preparedQuery((db: Db, shopId: number, customerId: number) =>
  db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', (j) => j.onRef('p.id', '=', 'ci.product_id').onRef('p.shop_id', '=', 'ci.shop_id'))
    .leftJoin('product_variant_prices as vp', (j) =>
      j.onRef('vp.shop_id', '=', 'ci.shop_id').onRef('vp.product_id', '=', 'ci.product_id').onRef('vp.variant', '=', 'ci.variant'),
    )
    .leftJoin('order_attachments as oa', (j) => j.onRef('oa.id', '=', 'ci.attachment_id').onRef('oa.customer_id', '=', 'ci.customer_id'))
    .select(CART_PRODUCT_COLUMNS)
    .select([
      'ci.id as line_id',
      'ci.uid',
      'ci.variant',
      'ci.quantity as line_quantity',
      'ci.added_price',
      'ci.added_stock',
      'ci.attachment_id as line_attachment_id',
      'vp.id as vp_id',
      'vp.variant_price',
      'vp.quantity as vp_quantity',
      'vp.v_unlimited_quantity',
      'vp.variant_reseller_min_price',
      'vp.variant_reseller_max_price',
      'vp.status as vp_status',
      'oa.stored_name as attachment_stored_name',
      'oa.original_name as attachment_original_name',
    ])
    .where('ci.shop_id', '=', shopId)
    .where('ci.customer_id', '=', customerId)
    .orderBy('ci.id'),
);

/** Every line with its product, combination and attachment, oldest first (every request that shows the cart badge). */
export async function listCartLines(db: Db, shopId: number, customerId: number) {
  return cartLines(db, shopId, customerId);
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** Labels of variant values with their group titles, for the given value ids of this shop. */
export async function listVariantValueLabels(db: Db, shopId: number, valueIds: number[]) {
  if (valueIds.length === 0) return [];
  return db
    .selectFrom('product_variant_values as v')
    .innerJoin('product_variant_groups as g', (j) => j.onRef('g.id', '=', 'v.group_id').onRef('g.shop_id', '=', 'v.shop_id'))
    .select(['v.id', 'v.label', 'g.title', 'v.image'])
    .where('v.shop_id', '=', shopId)
    .where('v.id', 'in', [...new Set(valueIds)])
    .execute();
}
