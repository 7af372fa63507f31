// Brings a database to the newest schema; the same migrations run on SQLite and PostgreSQL.
import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
