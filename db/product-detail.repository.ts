// One published product with its brand, read in one query for the product page, Quick View
// and the product APIs. Unpublished products (status ≠ 1) are not found, as for listings.
import type { Db } from './client';
import type { Product } from './schema';

export type ProductWithBrand = Product & { brand_name: string | null; brand_name_bn: string | null; brand_slug: string | null };

export async function findPublishedProductWithBrand(db: Db, shopId: number, id: number): Promise<ProductWithBrand | undefined> {
  return db
    .selectFrom('products')
    .leftJoin('brands', (join) => join.onRef('brands.id', '=', 'products.brand_id').onRef('brands.shop_id', '=', 'products.shop_id'))
    .selectAll('products')
    .select(['brands.name as brand_name', 'brands.name_bn as brand_name_bn', 'brands.slug as brand_slug'])
    .where('products.shop_id', '=', shopId)
    .where('products.id', '=', id)
    .where('products.status', '=', 1)
    .executeTakeFirst();
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
