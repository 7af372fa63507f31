// Listing and search indexes (issue 4; docs/decisions/004-listing-sell-price.md):
// - products.sell_price: the sell price the shopper sees (the low end for a variant product),
//   computed by core/pricing in services/refresh-listing-index.ts, indexed per shop for
//   price sorting and filtering. listing_stale marks rows whose price or search text must
//   be recomputed; listing_version guards against a refresh overwriting a newer change.
//   Triggers set both whenever a product's priced or searched columns, its shop's rate, or
//   its brand's or category's name change, whoever writes them.
// - Full-text search: an FTS5 table on SQLite, a tsvector column with a GIN index on
//   PostgreSQL, both holding the same pre-split words (core/search-text), plus a per-shop
//   shop token so a query only walks its own shop's postings.
// - search_terms: each shop's vocabulary of indexed words (4+ letters), with the word
//   reversed, for the one-typo rule.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dbKind } from '../client';
import { shopRef, withId } from './helpers';

/** Product columns that change a product's sell price or its search text. */
const LISTED_COLUMNS = [
  'name',
  'short_description',
  'brand_id',
  'category_id',
  'category_item_id',
  'status',
  'unitprice',
  'reseller_min_price',
  'reseller_max_price',
  'rate_type',
  'p_rate_type',
  'p_amount_type',
  'p_increase_amount',
  'p_discount_amount',
  'discount_type',
  'discount',
  'cash_type',
  'cash',
  'has_variant',
  'min_variant_price',
  'max_variant_price',
  'min_limit_of_min_variant_resell_price',
  'max_limit_of_min_variant_resell_price',
  'min_limit_of_max_variant_resell_price',
  'max_limit_of_max_variant_resell_price',
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dbKind(db) === 'postgres';
  await db.schema.alterTable('products').addColumn('sell_price', 'integer').execute();
  await db.schema.alterTable('products').addColumn('listing_stale', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('products').addColumn('listing_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('products_shop_price').on('products').columns(['shop_id', 'status', 'sell_price', 'id']).execute();
  await db.schema.createIndex('products_listing_stale').on('products').columns(['shop_id', 'id']).where(sql.ref('listing_stale'), '=', 1).execute();

  // Byte-wise order on both databases (SQLite's default), so a prefix is an index range.
  const bytewise = (c: ColumnDefinitionBuilder) => (pg ? c.notNull().modifyFront(sql`collate "C"`) : c.notNull());
  await withId(db, db.schema.createTable('search_terms'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('term', 'varchar(160)', bytewise)
    .addColumn('rterm', 'varchar(160)', bytewise)
    .addColumn('len', 'integer', (c) => c.notNull())
    .addUniqueConstraint('search_terms_shop_term', ['shop_id', 'term'])
    .execute();
  await db.schema.createIndex('search_terms_shop_rterm').on('search_terms').columns(['shop_id', 'rterm']).execute();

  const cols = LISTED_COLUMNS.join(', ');
  if (pg) {
    await db.schema.alterTable('products').addColumn('search_vector', sql`tsvector`).execute();
    await sql`CREATE INDEX products_search_vector ON products USING gin (search_vector)`.execute(db);
    const changed = (alias: string) => LISTED_COLUMNS.map((c) => `${alias}.${c}`).join(', ');
    await sql
      .raw(
        `CREATE FUNCTION products_mark_listing_stale() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF ROW(${changed('NEW')}) IS DISTINCT FROM ROW(${changed('OLD')}) THEN
            NEW.listing_stale := 1;
            NEW.listing_version := OLD.listing_version + 1;
          END IF;
          RETURN NEW;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER products_listing_stale BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_mark_listing_stale()`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION shops_mark_listing_stale() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE products SET listing_stale = 1, listing_version = listing_version + 1 WHERE shop_id = NEW.id;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER shops_listing_stale AFTER UPDATE ON shops FOR EACH ROW
      WHEN (OLD.s_rate_type IS DISTINCT FROM NEW.s_rate_type OR OLD.s_increase IS DISTINCT FROM NEW.s_increase OR OLD.s_discount IS DISTINCT FROM NEW.s_discount)
      EXECUTE FUNCTION shops_mark_listing_stale()`.execute(db);
    for (const [table, column] of [['brands', 'brand_id'], ['categories', 'category_id'], ['category_items', 'category_item_id']]) {
      await sql
        .raw(
          `CREATE FUNCTION ${table}_mark_listing_stale() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            UPDATE products SET listing_stale = 1, listing_version = listing_version + 1 WHERE shop_id = NEW.shop_id AND ${column} = NEW.id;
            RETURN NULL;
          END $$`,
        )
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER ${table}_listing_stale AFTER UPDATE ON ${table} FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ${table}_mark_listing_stale()`)
        .execute(db);
    }
    return;
  }

  // SQLite. The 'ascii' tokenizer keeps the pre-split words exactly as core/search-text made them.
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(shop, name, extra, tokenize = 'ascii', prefix = '2 3')`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER products_listing_stale AFTER UPDATE OF ${cols} ON products
      BEGIN UPDATE products SET listing_stale = 1, listing_version = listing_version + 1 WHERE id = NEW.id; END`,
    )
    .execute(db);
  await sql`CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN DELETE FROM product_search WHERE rowid = OLD.id; END`.execute(db);
  await sql`CREATE TRIGGER shops_listing_stale AFTER UPDATE OF s_rate_type, s_increase, s_discount ON shops
    WHEN OLD.s_rate_type IS NOT NEW.s_rate_type OR OLD.s_increase IS NOT NEW.s_increase OR OLD.s_discount IS NOT NEW.s_discount
    BEGIN UPDATE products SET listing_stale = 1, listing_version = listing_version + 1 WHERE shop_id = NEW.id; END`.execute(db);
  for (const [table, column] of [['brands', 'brand_id'], ['categories', 'category_id'], ['category_items', 'category_item_id']]) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_listing_stale AFTER UPDATE OF name ON ${table} WHEN OLD.name IS NOT NEW.name
        BEGIN UPDATE products SET listing_stale = 1, listing_version = listing_version + 1 WHERE shop_id = NEW.shop_id AND ${column} = NEW.id; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = dbKind(db) === 'postgres';
  for (const t of ['products', 'shops', 'brands', 'categories', 'category_items']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${t}_listing_stale${pg ? ` ON ${t}` : ''}`).execute(db);
    if (pg) await sql.raw(`DROP FUNCTION IF EXISTS ${t}_mark_listing_stale()`).execute(db);
  }
  if (pg) {
    await sql`DROP INDEX IF EXISTS products_search_vector`.execute(db);
    await db.schema.alterTable('products').dropColumn('search_vector').execute();
  } else {
    await sql`DROP TRIGGER IF EXISTS products_search_delete`.execute(db);
    await sql`DROP TABLE IF EXISTS product_search`.execute(db);
  }
  await db.schema.dropTable('search_terms').ifExists().execute();
  await db.schema.dropIndex('products_listing_stale').ifExists().execute();
  await db.schema.dropIndex('products_shop_price').ifExists().execute();
  for (const c of ['listing_version', 'listing_stale', 'sell_price']) await db.schema.alterTable('products').dropColumn(c).execute();
}
