// Durable background work (issue 10, docs/decisions/013-durable-jobs.md): a job is a row written
// in the same transaction as the change that needs it (an outbox), run later by the job runner
// (server/jobs/). `state` goes queued → running → done, or back to queued with a later
// `run_at` after a failure, or to failed after `max_attempts`. A running job holds a lease
// (`locked_by`, `locked_until`): when its process dies mid-job the lease runs out and any runner
// may claim it again. `shop_id` is null for platform jobs. The one index serves the claim:
// queued jobs by `run_at`, and the few running ones whose lease may have run out.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['state', 'run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}
