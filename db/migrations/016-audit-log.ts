// The seller console's audit log (issue 14 item 9; docs/decisions/026): every change staff
// make — who (staff id), when (at), what (action, entity, entity id), the entity before and
// after as JSON — one row written in the same transaction as the change itself, so a change
// and its record stand or fall together. `staff.disabled_at` lets an owner switch a staff
// member off (the row stays so the log still names them); a disabled member cannot log in.
import type { Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('shop_id', 'integer', shopRef)
    // Null for a change no staff member made (a script, the import).
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    // Text: some entities are named by more than one id (a product's variant combination).
    .addColumn('entity_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_shop').on('audit_log').columns(['shop_id', 'id']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['shop_id', 'entity', 'entity_id']).execute();

  await db.schema.alterTable('staff').addColumn('disabled_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('disabled_at').execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
}
