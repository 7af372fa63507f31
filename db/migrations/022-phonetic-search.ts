// Search across scripts (issue 25 item 5, core/phonetic-key): every product's search document
// gains the phonetic tokens of its words. The documents are rebuilt by the listing index's own
// refresh (services/catalog/operations/refresh-listing-index.ts) for every product marked
// stale, so this marks them all; nothing else changes. Going down leaves the tokens in place:
// an older release's queries never ask for them.
import { sql, type Kysely } from 'kysely';

/** Only marks rows for the listing refresh: a release without it runs on the database unchanged (decision 044). */
export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE products SET listing_stale = 1`.execute(db);
}

export async function down(): Promise<void> {}
