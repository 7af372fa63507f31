// Single products with their galleries and variants. Listing and search queries live in
// their own repository.
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Trx } from './run-write';
import type {
  NewProduct,
  Product,
  ProductImage,
  ProductVariantGroup,
  ProductVariantPrice,
  ProductVariantValue,
} from './schema';

const productById = preparedQuery((db: Db, shopId: number, id: number) => db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', '=', id));

export async function findProductById(db: Db, shopId: number, id: number): Promise<Product | undefined> {
  return (await productById(db, shopId, id))[0];
}

export async function findProductBySlug(db: Db, shopId: number, slug: string): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('slug', '=', slug).executeTakeFirst();
}

/** The shop's products with the given slugs: slug → id. */
export async function findProductIdsBySlugs(db: Db, shopId: number, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('shop_id', '=', shopId)
    .where('slug', 'in', [...new Set(slugs)])
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function countProducts(db: Db, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// The product's own gallery, built and compiled once (db/prepared-query.ts): Quick View and the
// product page read it on every call. The same query as listProductImages builds for `null`.
const productOwnImages = preparedQuery((db: Db, shopId: number, productId: number) =>
  db
    .selectFrom('product_images')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .where('variant_value_id', 'is', null)
    .orderBy((eb) => eb.fn.coalesce('variant_value_id', eb.lit(0)))
    .orderBy('position')
    .orderBy('id'),
);

/**
 * A product's gallery in order. `variantValueId` undefined: every image, the product's own
 * first; null: only the product's own gallery; a number: only that colour's gallery.
 */
export async function listProductImages(
  db: Db,
  shopId: number,
  productId: number,
  variantValueId?: number | null,
): Promise<ProductImage[]> {
  if (variantValueId === null) return productOwnImages(db, shopId, productId);
  let q = db.selectFrom('product_images').selectAll().where('shop_id', '=', shopId).where('product_id', '=', productId);
  if (variantValueId !== undefined) q = q.where('variant_value_id', '=', variantValueId);
  return q
    .orderBy((eb) => eb.fn.coalesce('variant_value_id', eb.lit(0)))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

// A product's variants, read by every Quick View and product page of a variant product: compiled once (decision 086).
const variantGroups = preparedQuery((db: Db, shopId: number, productId: number) =>
  db.selectFrom('product_variant_groups').selectAll().where('shop_id', '=', shopId).where('product_id', '=', productId).orderBy('position').orderBy('id'),
);
const variantValues = preparedQuery((db: Db, shopId: number, productId: number) =>
  db
    .selectFrom('product_variant_values')
    .innerJoin('product_variant_groups', 'product_variant_groups.id', 'product_variant_values.group_id')
    .selectAll('product_variant_values')
    .where('product_variant_values.shop_id', '=', shopId)
    .where('product_variant_values.product_id', '=', productId)
    .orderBy('product_variant_groups.position')
    .orderBy('product_variant_groups.id')
    .orderBy('product_variant_values.position')
    .orderBy('product_variant_values.id'),
);
const variantPrices = preparedQuery((db: Db, shopId: number, productId: number) =>
  db.selectFrom('product_variant_prices').selectAll().where('shop_id', '=', shopId).where('product_id', '=', productId).orderBy('id'),
);

export async function listVariantGroups(db: Db, shopId: number, productId: number): Promise<ProductVariantGroup[]> {
  return variantGroups(db, shopId, productId);
}

export async function listVariantValues(db: Db, shopId: number, productId: number): Promise<ProductVariantValue[]> {
  return variantValues(db, shopId, productId);
}

export async function listVariantPrices(db: Db, shopId: number, productId: number): Promise<ProductVariantPrice[]> {
  return variantPrices(db, shopId, productId);
}

interface ProductVariants {
  groups: ProductVariantGroup[];
  values: ProductVariantValue[];
  prices: ProductVariantPrice[];
}

export async function listProductVariants(db: Db, shopId: number, productId: number): Promise<ProductVariants> {
  const [groups, values, prices] = await Promise.all([
    listVariantGroups(db, shopId, productId),
    listVariantValues(db, shopId, productId),
    listVariantPrices(db, shopId, productId),
  ]);
  return { groups, values, prices };
}

/** A product's catalog fields; its stock is written by db/stock.repository.ts (setStock). */
export type ProductInput = Omit<NewProduct, 'id' | 'shop_id' | 'slug' | 'quantity' | 'stock_received'>;

/**
 * Upserts a product by (shop, slug) and returns its id. On update created_at is kept unless
 * `replaceCreatedAt` is set, so re-importing does not reorder "newest first" listings.
 */
export async function upsertProduct(
  trx: Trx,
  shopId: number,
  slug: string,
  product: ProductInput,
  replaceCreatedAt = false,
): Promise<number> {
  const { created_at, ...rest } = product;
  const update = replaceCreatedAt ? { ...rest, created_at } : rest;
  const row = await trx
    .insertInto('products')
    .values({ ...product, shop_id: shopId, slug })
    .onConflict((oc) => oc.columns(['shop_id', 'slug']).doUpdateSet(update))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ProductImageInput {
  variant_value_id: number | null;
  type: 'image' | 'video';
  normal_image: string | null;
  zoom_image: string | null;
  video_url: string | null;
  width: number | null;
  height: number | null;
  position: number;
}

/** Replaces the product's whole gallery (its own and every colour's). */
export async function replaceProductImages(trx: Trx, shopId: number, productId: number, images: ProductImageInput[]): Promise<void> {
  await trx.deleteFrom('product_images').where('shop_id', '=', shopId).where('product_id', '=', productId).execute();
  for (let i = 0; i < images.length; i += 200) {
    await trx
      .insertInto('product_images')
      .values(images.slice(i, i + 200).map((img) => ({ ...img, shop_id: shopId, product_id: productId })))
      .execute();
  }
}

export async function insertVariantGroup(trx: Trx, shopId: number, productId: number, group: { title: string; position: number }): Promise<number> {
  const row = await trx
    .insertInto('product_variant_groups')
    .values({ shop_id: shopId, product_id: productId, ...group })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVariantGroup(trx: Trx, shopId: number, id: number, group: { title: string; position: number }): Promise<void> {
  await trx.updateTable('product_variant_groups').set(group).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

interface VariantValueInput {
  group_id: number;
  key: string;
  label: string;
  value: string;
  color_code: string | null;
  image: string | null;
  position: number;
}

export async function insertVariantValue(trx: Trx, shopId: number, productId: number, value: VariantValueInput): Promise<number> {
  const row = await trx
    .insertInto('product_variant_values')
    .values({ shop_id: shopId, product_id: productId, ...value })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVariantValue(trx: Trx, shopId: number, id: number, value: VariantValueInput): Promise<void> {
  await trx.updateTable('product_variant_values').set(value).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

/** A combination's price and flags; its stock is written by db/stock.repository.ts (setStock). */
type VariantPriceInput = Omit<ProductVariantPrice, 'id' | 'shop_id' | 'product_id' | 'quantity' | 'stock_received'>;

/** Upserts a combination by (product, variant) and returns its id. */
export async function upsertVariantPrice(trx: Trx, shopId: number, productId: number, price: VariantPriceInput): Promise<number> {
  const row = await trx
    .insertInto('product_variant_prices')
    .values({ shop_id: shopId, product_id: productId, ...price })
    .onConflict((oc) => oc.columns(['product_id', 'variant']).doUpdateSet(price))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes the product's variant groups, values and combinations whose ids are not kept
 * (every one of them when the lists are empty).
 */
export async function deleteVariantsExcept(
  trx: Trx,
  shopId: number,
  productId: number,
  keep: { groupIds: number[]; valueIds: number[]; priceIds: number[] },
): Promise<void> {
  let prices = trx.deleteFrom('product_variant_prices').where('shop_id', '=', shopId).where('product_id', '=', productId);
  if (keep.priceIds.length > 0) prices = prices.where('id', 'not in', keep.priceIds);
  await prices.execute();
  let values = trx.deleteFrom('product_variant_values').where('shop_id', '=', shopId).where('product_id', '=', productId);
  if (keep.valueIds.length > 0) values = values.where('id', 'not in', keep.valueIds);
  await values.execute();
  let groups = trx.deleteFrom('product_variant_groups').where('shop_id', '=', shopId).where('product_id', '=', productId);
  if (keep.groupIds.length > 0) groups = groups.where('id', 'not in', keep.groupIds);
  await groups.execute();
}

/** Inserts a product (a new slug in the shop) and returns its id. */
export async function insertProduct(trx: Trx, shopId: number, slug: string, product: ProductInput): Promise<number> {
  const row = await trx.insertInto('products').values({ ...product, shop_id: shopId, slug }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the given catalog columns of one of the shop's products (the others keep their values). */
export async function updateProductColumns(trx: Trx, shopId: number, id: number, set: Partial<ProductInput> & { slug?: string }): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('products').set(set).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

/** Slugs of the shop's category item and brand with these ids (null when none or not the shop's). */
export async function findProductRefSlugs(db: Db, shopId: number, itemId: number | null, brandId: number | null): Promise<{ category: string | null; brand: string | null }> {
  const [item, brand] = await Promise.all([
    itemId === null ? undefined : db.selectFrom('category_items').select('slug').where('shop_id', '=', shopId).where('id', '=', itemId).executeTakeFirst(),
    brandId === null ? undefined : db.selectFrom('brands').select('slug').where('shop_id', '=', shopId).where('id', '=', brandId).executeTakeFirst(),
  ]);
  return { category: item?.slug ?? null, brand: brand?.slug ?? null };
}

/** The shop's category items and brands to choose from (the console's product form). */
export async function listProductRefChoices(db: Db, shopId: number) {
  const [items, brands] = await Promise.all([
    db
      .selectFrom('category_items')
      .innerJoin('categories', 'categories.id', 'category_items.category_id')
      .select(['category_items.slug', 'category_items.name', 'category_items.name_bn', 'categories.name as category_name', 'categories.name_bn as category_name_bn'])
      .where('category_items.shop_id', '=', shopId)
      .orderBy('categories.position')
      .orderBy('category_items.position')
      .orderBy('category_items.id')
      .execute(),
    db.selectFrom('brands').select(['slug', 'name', 'name_bn']).where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute(),
  ]);
  return { items, brands };
}

/** Sets a variant product's price range, unit price (unless the entry gave its own) from its on-sale combinations. */
export async function listCombinationPrices(db: Db, shopId: number, productId: number) {
  return db.selectFrom('product_variant_prices').select(['variant_price', 'status', 'v_unlimited_quantity']).where('shop_id', '=', shopId).where('product_id', '=', productId).execute();
}

/** Sets some columns of a combination found by (product, variant); true when it was there. */
export async function updateVariantPriceColumns(
  trx: Trx,
  shopId: number,
  productId: number,
  variant: string,
  set: Partial<Omit<ProductVariantPrice, 'id' | 'shop_id' | 'product_id' | 'variant' | 'quantity' | 'stock_received'>>,
): Promise<number | null> {
  const row = await trx.selectFrom('product_variant_prices').select('id').where('shop_id', '=', shopId).where('product_id', '=', productId).where('variant', '=', variant).executeTakeFirst();
  if (!row) return null;
  if (Object.keys(set).length > 0) await trx.updateTable('product_variant_prices').set(set).where('id', '=', row.id).execute();
  return row.id;
}
