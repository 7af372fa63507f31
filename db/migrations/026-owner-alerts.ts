// The owner's SMS alerts (issue 26 item 4; docs/decisions/057): the shop's alert phone (a
// canonical Bangladeshi mobile, +8801…; null: none) and whether the alerts are on (0/1). Adds
// only: a release without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';

export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('owner_alert_phone', 'varchar(20)').execute();
  await db.schema.alterTable('shops').addColumn('owner_alerts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('owner_alerts').execute();
  await db.schema.alterTable('shops').dropColumn('owner_alert_phone').execute();
}
