// One published product with its brand and its category and sub-category, read in one query for the product page, Quick View
// and the product APIs. Unpublished products (status ≠ 1) are not found, as for listings.
import type { Db } from './client';
import { preparedQuery } from './prepared-query';
import type { Product } from './schema';

/** The product's columns the detail reads (services/catalog/operations/product-detail.ts): not its ids of links, search or stock bookkeeping, specifications. */
const DETAIL_COLUMNS = [
  'id',
  'slug',
  'name',
  'name_bn',
  'short_description',
  'short_description_bn',
  'description',
  'description_bn',
  'thumbnail_image',
  'product_type',
  'owner',
  'unitprice',
  'reseller_min_price',
  'reseller_max_price',
  'quantity',
  'unlimited_quantity',
  'max_item_in_order',
  'has_variant',
  'discount_type',
  'discount',
  'cash_type',
  'cash',
  'order_attachment',
  'attachment_field_title',
  'rate_type',
  'p_rate_type',
  'p_amount_type',
  'p_increase_amount',
  'p_discount_amount',
  'min_variant_price',
  'max_variant_price',
  'min_limit_of_min_variant_resell_price',
  'max_limit_of_min_variant_resell_price',
  'min_limit_of_max_variant_resell_price',
  'max_limit_of_max_variant_resell_price',
  'enable_review',
  'avg_rating',
  'review_total',
  'buyer_review_count',
  'buyer_review_sum',
  'updated_at',
  'stock_version',
] as const satisfies ReadonlyArray<keyof Product>;

export type ProductWithBrand = Pick<Product, (typeof DETAIL_COLUMNS)[number]> & {
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
// The brand's, category's and sub-category's names are scalar subqueries by primary key, not
// LEFT JOINs: the same values (NULL when there is none), but SQLite read `products` under a join
// ~5× slower (0.21 → 0.04 ms per call, issue 27 item 1, decision 084); PostgreSQL runs the same
// primary-key probes.
const publishedProductWithBrand = preparedQuery((db: Db, shopId: number, id: number) =>
  db
    .selectFrom('products')
    .select(DETAIL_COLUMNS.map((c) => `products.${c}` as const))
    .select((eb) => {
      const brand = () => eb.selectFrom('brands').whereRef('brands.id', '=', 'products.brand_id').whereRef('brands.shop_id', '=', 'products.shop_id');
      const category = () => eb.selectFrom('categories').whereRef('categories.id', '=', 'products.category_id').whereRef('categories.shop_id', '=', 'products.shop_id');
      const item = () =>
        eb.selectFrom('category_items').whereRef('category_items.id', '=', 'products.category_item_id').whereRef('category_items.shop_id', '=', 'products.shop_id');
      return [
        brand().select('brands.name').as('brand_name'),
        brand().select('brands.name_bn').as('brand_name_bn'),
        brand().select('brands.slug').as('brand_slug'),
        category().select('categories.name').as('category_name'),
        category().select('categories.name_bn').as('category_name_bn'),
        category().select('categories.slug').as('category_slug'),
        item().select('category_items.name').as('item_name'),
        item().select('category_items.name_bn').as('item_name_bn'),
        item().select('category_items.slug').as('item_slug'),
      ];
    })
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
