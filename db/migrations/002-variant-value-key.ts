// A variant value's key: the document's stable name for it within its group ("m", "red").
// The catalog import upserts values by (group, key) so their ids — which carts and orders
// hold in `product_variant_prices.variant` — survive a re-import even when labels change.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_variant_values').addColumn('key', 'varchar(100)').execute();
  await db.schema
    .createIndex('product_variant_values_group_key')
    .on('product_variant_values')
    .columns(['group_id', 'key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_variant_values_group_key').ifExists().execute();
  await db.schema.alterTable('product_variant_values').dropColumn('key').execute();
}
