// Shops, their domains, links and menus, and the catalog: categories (category → group →
// item), brands, products with galleries, variant groups/values/price combinations, deals.
import type { Kysely } from 'kysely';
import { flag, money, shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('shops'))
    .addColumn('slug', 'varchar(63)', (c) => c.notNull().unique())
    .addColumn('shop_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)')
    .addColumn('contact_number', 'varchar(40)')
    .addColumn('theme_primary_color', 'varchar(20)')
    .addColumn('brands_setting', 'integer', flag)
    .addColumn('s_rate_type', 'varchar(20)', (c) => c.notNull().defaultTo('percentage'))
    .addColumn('s_increase', 'double precision', money)
    .addColumn('s_discount', 'double precision', money)
    .addColumn('reseller_id', 'integer')
    .addColumn('default_country_code', 'varchar(8)', (c) => c.notNull().defaultTo('+880'))
    .addColumn('auth_default_firebase_reseller', 'integer', flag)
    .addColumn('auth_default_firebase_supplier', 'integer', flag)
    .addColumn('auth_default_firebase_customer', 'integer', flag)
    .addColumn('auth_default_firebase_courier', 'integer', flag)
    .addColumn('auth_other_firebase_reseller', 'integer', flag)
    .addColumn('auth_other_firebase_supplier', 'integer', flag)
    .addColumn('auth_other_firebase_customer', 'integer', flag)
    .addColumn('auth_other_firebase_courier', 'integer', flag)
    .addColumn('meta_description', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('shop_domains'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('domain', 'varchar(253)', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('shop_social_links'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('bg_color', 'varchar(20)')
    .addColumn('position', 'integer', money)
    .execute();

  await withId(db, db.schema.createTable('nav_menu_items'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('parent_id', 'integer', (c) => c.references('nav_menu_items.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('href', 'varchar(500)')
    .addColumn('icon', 'varchar(60)')
    .addColumn('position', 'integer', money)
    .execute();
  await db.schema.createIndex('nav_menu_items_shop').on('nav_menu_items').columns(['shop_id', 'parent_id', 'position']).execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)')
    .addColumn('offer_url', 'varchar(500)')
    .addColumn('offer_img', 'varchar(500)')
    .addColumn('offer_name', 'varchar(200)')
    .addColumn('position', 'integer', money)
    .addUniqueConstraint('categories_shop_slug', ['shop_id', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('category_groups'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', money)
    .addUniqueConstraint('category_groups_shop_slug', ['shop_id', 'slug'])
    .execute();
  await db.schema.createIndex('category_groups_category').on('category_groups').columns(['category_id', 'position']).execute();

  await withId(db, db.schema.createTable('category_items'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('category_groups.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', money)
    .addUniqueConstraint('category_items_shop_slug', ['shop_id', 'slug'])
    .execute();
  await db.schema.createIndex('category_items_group').on('category_items').columns(['group_id', 'position']).execute();

  await withId(db, db.schema.createTable('brands'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)')
    .addColumn('position', 'integer', money)
    .addUniqueConstraint('brands_shop_slug', ['shop_id', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('description', 'text')
    .addColumn('thumbnail_image', 'varchar(500)')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('category_item_id', 'integer', (c) => c.references('category_items.id').onDelete('set null'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('product_type', 'varchar(40)')
    .addColumn('owner', 'varchar(40)')
    .addColumn('unitprice', 'integer', money)
    .addColumn('reseller_min_price', 'integer', money)
    .addColumn('reseller_max_price', 'integer', money)
    .addColumn('quantity', 'integer', money)
    .addColumn('unlimited_quantity', 'integer', flag)
    .addColumn('max_item_in_order', 'integer', money)
    .addColumn('has_variant', 'integer', flag)
    .addColumn('discount_type', 'varchar(20)')
    .addColumn('discount', 'double precision', money)
    .addColumn('cash_type', 'varchar(20)')
    .addColumn('cash', 'double precision', money)
    .addColumn('order_attachment', 'integer', flag)
    .addColumn('attachment_field_title', 'varchar(200)')
    .addColumn('rate_type', 'varchar(20)')
    .addColumn('p_rate_type', 'varchar(20)')
    .addColumn('p_amount_type', 'varchar(20)')
    .addColumn('p_increase_amount', 'double precision', money)
    .addColumn('p_discount_amount', 'double precision', money)
    .addColumn('min_variant_price', 'integer', money)
    .addColumn('max_variant_price', 'integer', money)
    .addColumn('min_limit_of_min_variant_resell_price', 'integer', money)
    .addColumn('max_limit_of_min_variant_resell_price', 'integer', money)
    .addColumn('min_limit_of_max_variant_resell_price', 'integer', money)
    .addColumn('max_limit_of_max_variant_resell_price', 'integer', money)
    .addColumn('enable_review', 'integer', flag)
    .addColumn('avg_rating', 'double precision', money)
    .addColumn('review_total', 'integer', money)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('products_shop_slug', ['shop_id', 'slug'])
    .execute();
  await db.schema.createIndex('products_shop_created').on('products').columns(['shop_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('products_shop_category').on('products').columns(['shop_id', 'category_id', 'status']).execute();
  await db.schema.createIndex('products_shop_item').on('products').columns(['shop_id', 'category_item_id', 'status']).execute();
  await db.schema.createIndex('products_shop_brand').on('products').columns(['shop_id', 'brand_id', 'status']).execute();

  await withId(db, db.schema.createTable('product_images'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_value_id', 'integer')
    .addColumn('type', 'varchar(10)', (c) => c.notNull().defaultTo('image'))
    .addColumn('normal_image', 'varchar(500)')
    .addColumn('zoom_image', 'varchar(500)')
    .addColumn('video_url', 'varchar(500)')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('position', 'integer', money)
    .execute();
  await db.schema.createIndex('product_images_product').on('product_images').columns(['product_id', 'variant_value_id', 'position']).execute();

  await withId(db, db.schema.createTable('product_variant_groups'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', money)
    .execute();
  await db.schema.createIndex('product_variant_groups_product').on('product_variant_groups').columns(['product_id', 'position']).execute();

  await withId(db, db.schema.createTable('product_variant_values'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('product_variant_groups.id').onDelete('cascade'))
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'varchar(100)', (c) => c.notNull())
    .addColumn('color_code', 'varchar(20)')
    .addColumn('image', 'varchar(500)')
    .addColumn('position', 'integer', money)
    .execute();
  await db.schema.createIndex('product_variant_values_product').on('product_variant_values').columns(['product_id', 'group_id', 'position']).execute();

  await withId(db, db.schema.createTable('product_variant_prices'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant', 'varchar(200)', (c) => c.notNull())
    .addColumn('variant_price', 'integer', money)
    .addColumn('quantity', 'integer', money)
    .addColumn('v_unlimited_quantity', 'integer', flag)
    .addColumn('variant_reseller_min_price', 'integer', money)
    .addColumn('variant_reseller_max_price', 'integer', money)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('product_variant_prices_product_variant', ['product_id', 'variant'])
    .execute();

  await withId(db, db.schema.createTable('deals'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'varchar(500)')
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('position', 'integer', money)
    .addUniqueConstraint('deals_shop_slug', ['shop_id', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('deal_products'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', money)
    .addUniqueConstraint('deal_products_deal_product', ['deal_id', 'product_id'])
    .execute();
  await db.schema.createIndex('deal_products_product').on('deal_products').columns(['product_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['deal_products', 'deals', 'product_variant_prices', 'product_variant_values', 'product_variant_groups',
    'product_images', 'products', 'brands', 'category_items', 'category_groups', 'categories', 'nav_menu_items',
    'shop_social_links', 'shop_domains', 'shops']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
