// Customer accounts (issue 5): customers belong to one shop (the same phone may register in
// two shops), sessions hold only token hashes, one-time codes only code hashes, and the
// rate-limit counters live here so every server process shares them.
import type { Kysely } from 'kysely';
import { flag, shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('customers'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('avatar', 'varchar(200)')
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone_verified', 'integer', flag)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('customers_shop_phone', ['shop_id', 'phone'])
    .execute();

  await withId(db, db.schema.createTable('customer_sessions'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('previous_token_hash', 'varchar(64)')
    .addColumn('previous_valid_until', 'varchar(32)')
    .addColumn('login_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('rotated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('customer_sessions_previous').on('customer_sessions').column('previous_token_hash').execute();
  await db.schema.createIndex('customer_sessions_customer').on('customer_sessions').columns(['shop_id', 'customer_id']).execute();

  await withId(db, db.schema.createTable('customer_codes'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', flag)
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_codes_lookup').on('customer_codes').columns(['shop_id', 'phone', 'purpose', 'id']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(200)', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
  await db.schema.dropTable('customer_codes').ifExists().execute();
  await db.schema.dropTable('customer_sessions').ifExists().execute();
  await db.schema.dropTable('customers').ifExists().execute();
}
