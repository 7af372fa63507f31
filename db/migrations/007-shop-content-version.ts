// A counter per shop that every write to the shop's catalog (products, categories, brands,
// deals, menus, settings) raises in the same transaction. Answers built only from that data
// — anonymous catalog pages, Quick View, search suggestions — are cached under it
// (server/response-cache.ts), so a change shows on the very next request.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('content_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('content_version').execute();
}
