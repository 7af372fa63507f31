// Brings a database to the newest schema; the same migrations run on SQLite and PostgreSQL.
// Readiness (/api/ready) asks here whether the database answers and what has not run yet.
import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of the migrations this build knows that the database has not run. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const infos = await new Migrator({ db, provider }).getMigrations();
  return infos.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** One trivial query: throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
