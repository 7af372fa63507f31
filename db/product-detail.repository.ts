// One published product with its brand and its category and sub-category, read in one query for the product page, Quick View
// and the product APIs. Unpublished products (status ≠ 1) are not found, as for listings.
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Product } from './schema';

export type ProductWithBrand = Product & {
  brand_name: string | null;
  brand_name_bn: string | null;
  brand_slug: string | null;
  /** Its category and sub-category (the leaf it is filed under), for the breadcrumbs. */
  category_name: string | null;
  category_name_bn: string | null;
  category_slug: string | null;
  item_name: string | null;
  item_name_bn: string | null;
  item_slug: string | null;
};

// Built and compiled once (db/prepared-query.ts): Quick View and the product page read it on every call.
const publishedProductWithBrand = preparedQuery((db: Db, shopId: number, id: number) =>
  db
    .selectFrom('products')
    .leftJoin('brands', (join) => join.onRef('brands.id', '=', 'products.brand_id').onRef('brands.shop_id', '=', 'products.shop_id'))
    .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'products.category_id').onRef('categories.shop_id', '=', 'products.shop_id'))
    .leftJoin('category_items', (join) => join.onRef('category_items.id', '=', 'products.category_item_id').onRef('category_items.shop_id', '=', 'products.shop_id'))
    .selectAll('products')
    .select(['brands.name as brand_name', 'brands.name_bn as brand_name_bn', 'brands.slug as brand_slug'])
    .select(['categories.name as category_name', 'categories.name_bn as category_name_bn', 'categories.slug as category_slug'])
    .select(['category_items.name as item_name', 'category_items.name_bn as item_name_bn', 'category_items.slug as item_slug'])
    .where('products.shop_id', '=', shopId)
    .where('products.id', '=', id)
    .where('products.status', '=', 1),
);

export async function findPublishedProductWithBrand(db: Db, shopId: number, id: number): Promise<ProductWithBrand | undefined> {
  return (await publishedProductWithBrand(db, shopId, id))[0];
}

/** The pricing and limit columns of one published product, for the variant price condition call. */
export async function findPublishedProduct(db: Db, shopId: number, id: number): Promise<Product | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/** Whether the variant value belongs to the shop's published product (the colour gallery call). */
export async function findVariantValueOfProduct(
  db: Db,
  shopId: number,
  productId: number,
  valueId: number,
): Promise<{ id: number; label: string; group_title: string } | undefined> {
  return db
    .selectFrom('product_variant_values')
    .innerJoin('product_variant_groups', 'product_variant_groups.id', 'product_variant_values.group_id')
    .innerJoin('products', 'products.id', 'product_variant_values.product_id')
    .select(['product_variant_values.id', 'product_variant_values.label', 'product_variant_groups.title as group_title'])
    .where('product_variant_values.shop_id', '=', shopId)
    .where('product_variant_values.product_id', '=', productId)
    .where('product_variant_values.id', '=', valueId)
    .where('products.shop_id', '=', shopId)
    .where('products.status', '=', 1)
    .executeTakeFirst();
}
