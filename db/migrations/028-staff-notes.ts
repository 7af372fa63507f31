// A timeline entry's note for staff only (issue 26 item 6; docs/decisions/057): what a staff
// member typed — an internal note, a move's note — apart from the note the shopper reads (a
// booking's courier and tracking code, "Cash on delivery marked collected", a courier's report).
// Adds only: a release without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';

export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('staff_note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_events').dropColumn('staff_note').execute();
}
