// Two languages (issue 25, docs/decisions/047-two-languages.md): the shop's default language
// (`default_language`, 'en' for every shop that exists, so today's shops do not change), the
// customer's own choice (null: none made yet), and the Bangla name and description a product,
// category, brand or deal may carry (null: shown in English). Only adds columns: a release
// without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';

export const compatible = true;

/** [table, column, type] added by this migration, in order. */
const COLUMNS: ReadonlyArray<readonly [string, string, 'text' | 'varchar(2)']> = [
  ['customers', 'language', 'varchar(2)'],
  ['products', 'name_bn', 'text'],
  ['products', 'short_description_bn', 'text'],
  ['products', 'description_bn', 'text'],
  ['categories', 'name_bn', 'text'],
  ['category_groups', 'name_bn', 'text'],
  ['category_items', 'name_bn', 'text'],
  ['brands', 'name_bn', 'text'],
  ['deals', 'title_bn', 'text'],
  ['deals', 'description_bn', 'text'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('default_language', 'varchar(2)', (c) => c.notNull().defaultTo('en')).execute();
  for (const [table, column, type] of COLUMNS) await db.schema.alterTable(table).addColumn(column, type).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
  await db.schema.alterTable('shops').dropColumn('default_language').execute();
}
