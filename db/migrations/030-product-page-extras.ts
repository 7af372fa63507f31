// A product page that answers the next question (issue 28 item 2; docs/decisions/066): the
// product's specification table and size guide, a size guide for a whole category (its
// clothing), the shop's delivery time inside and outside Dhaka, and the index that finds the
// orders a product was in (for "Frequently bought together").
// Adds only: a release without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';

export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  // JSON text (core/product-facts.ts): [{ name, value, name_bn?, value_bn? }] and { columns, rows }.
  await db.schema.alterTable('products').addColumn('specifications', 'text').execute();
  await db.schema.alterTable('products').addColumn('size_guide', 'text').execute();
  await db.schema.alterTable('categories').addColumn('size_guide', 'text').execute();
  // Days from the order to the door; null: the shop has not said (nothing is promised).
  await db.schema.alterTable('shops').addColumn('delivery_days_inside_dhaka', 'integer').execute();
  await db.schema.alterTable('shops').addColumn('delivery_days_outside_dhaka', 'integer').execute();
  await db.schema.createIndex('order_lines_shop_product').on('order_lines').columns(['shop_id', 'product_id', 'order_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_shop_product').execute();
  await db.schema.alterTable('shops').dropColumn('delivery_days_outside_dhaka').execute();
  await db.schema.alterTable('shops').dropColumn('delivery_days_inside_dhaka').execute();
  await db.schema.alterTable('categories').dropColumn('size_guide').execute();
  await db.schema.alterTable('products').dropColumn('size_guide').execute();
  await db.schema.alterTable('products').dropColumn('specifications').execute();
}
