// Brings a database to the newest schema, or back (docs/decisions/024, and the expand/contract
// rule of issue 24's decision); the same migrations run on SQLite and PostgreSQL.
// Readiness (/api/ready) asks here whether the database answers and what has not run yet.
//
// - Each migration runs in a transaction: on PostgreSQL Kysely wraps the whole run in one
//   (transactional DDL); on SQLite (which Kysely runs without) each migration's up or down is
//   wrapped here in its own, so a failing migration leaves nothing half done.
// - A migration that only *expands* the schema (adds tables, nullable or defaulted columns,
//   indexes) exports `compatible = true`. When it runs, a row in `haat_migration_compat`
//   says so. A release started on a database that a newer release migrated tolerates the
//   migrations it does not know when every one of them is marked compatible, so rolling the
//   code back needs no downtime; any other unknown migration is refused with a plain sentence.
import { Migrator, NO_MIGRATIONS, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './client';
import { dbKind } from './client';
import { migrations as releaseMigrations } from './migrations/index';

export type MigrationModule = Migration & { compatible?: boolean };
export type MigrationList = Record<string, MigrationModule>;

const COMPAT_TABLE = 'haat_migration_compat';

/** A refusal an operator can act on (printed as one sentence by the scripts and at start-up). */
export class MigrationRefused extends Error {}

type AnyDb = Kysely<any>;

async function ensureBookkeeping(db: AnyDb): Promise<void> {
  await db.schema
    .createTable(COMPAT_TABLE)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('compatible', 'integer', (c) => c.notNull())
    .execute();
}

async function executedNames(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((r: { name: string }) => r.name);
}

/**
 * Wraps each migration: on SQLite in its own transaction; on both, the compatibility row is
 * written (up) or removed (down) beside the schema change.
 */
function wrap(name: string, m: MigrationModule, sqlite: boolean): Migration {
  const inTransaction = (fn: (db: AnyDb) => Promise<void>) => (db: AnyDb) =>
    sqlite ? db.transaction().execute((trx) => fn(trx)) : fn(db);
  return {
    up: inTransaction(async (db) => {
      await m.up(db);
      await db.deleteFrom(COMPAT_TABLE).where('name', '=', name).execute();
      await db.insertInto(COMPAT_TABLE).values({ name, compatible: m.compatible ? 1 : 0 }).execute();
    }),
    down: inTransaction(async (db) => {
      if (!m.down) throw new MigrationRefused(`migration ${name} cannot be rolled back (it has no down step)`);
      await m.down(db);
      await db.deleteFrom(COMPAT_TABLE).where('name', '=', name).execute();
    }),
  };
}

/**
 * The migrations this release knows, plus a placeholder for each one a newer release ran and
 * marked compatible (it cannot be rolled back from here). Throws MigrationRefused when the
 * database holds a migration this release does not know that is not marked compatible.
 */
async function providerFor(db: Db, list: MigrationList): Promise<MigrationProvider> {
  const sqlite = dbKind(db as AnyDb) === 'sqlite';
  await ensureBookkeeping(db as AnyDb);
  const known: Record<string, Migration> = Object.fromEntries(Object.entries(list).map(([name, m]) => [name, wrap(name, m, sqlite)]));
  const unknown = (await executedNames(db as AnyDb)).filter((name) => !(name in list));
  if (unknown.length > 0) {
    const marks = await (db as AnyDb).selectFrom(COMPAT_TABLE).select(['name', 'compatible']).where('name', 'in', unknown).execute();
    const compatible = new Set(marks.filter((r: { compatible: number }) => Number(r.compatible) === 1).map((r: { name: string }) => r.name));
    const refused = unknown.filter((name) => !compatible.has(name));
    if (refused.length > 0) {
      throw new MigrationRefused(
        `the database was migrated by a newer release (${refused.join(', ')}) in a way this release cannot run on: start the newer release, or roll those migrations back with its npm run db:rollback`,
      );
    }
    for (const name of unknown) {
      known[name] = {
        up: async () => {},
        down: async () => {
          throw new MigrationRefused(`migration ${name} was run by a newer release: roll it back with that release's npm run db:rollback`);
        },
      };
    }
  }
  return { getMigrations: async () => known };
}

async function migrator(db: Db, list: MigrationList): Promise<Migrator> {
  return new Migrator({ db, provider: await providerFor(db, list) });
}

function unwrap({ error, results }: MigrationResultSet, status: 'Success'): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === status).map((r) => r.migrationName);
}

export async function migrateToLatest(db: Db, list: MigrationList = releaseMigrations): Promise<string[]> {
  return unwrap(await (await migrator(db, list)).migrateToLatest(), 'Success');
}

/** Names of the migrations executed, oldest first (including any a newer release ran). */
export async function executedMigrations(db: Db): Promise<string[]> {
  return executedNames(db as AnyDb);
}

/**
 * Up to and including `name` (`db:migrate --to NAME`). Refuses to go down: a target older than
 * the last migration run is `db:rollback --to`'s job.
 */
export async function migrateUpTo(db: Db, name: string, list: MigrationList = releaseMigrations): Promise<string[]> {
  if (!(name in list)) throw new MigrationRefused(`--to ${name}: no migration of that name (see db/migrations/index.ts)`);
  const done = await executedNames(db as AnyDb);
  if (done.length > 0 && done[done.length - 1]! > name) throw new MigrationRefused(`--to ${name}: the database is already past it; use npm run db:rollback -- --to ${name}`);
  return unwrap(await (await migrator(db, list)).migrateTo(name), 'Success');
}

/**
 * Rolls back the last migration, or down to `to` (which stays applied; `to` = 'none' rolls back
 * everything). Returns the names rolled back, newest first.
 */
export async function rollback(db: Db, to: string | undefined = undefined, list: MigrationList = releaseMigrations): Promise<string[]> {
  const m = await migrator(db, list);
  if (to === undefined) return unwrap(await m.migrateDown(), 'Success');
  if (to === 'none') return unwrap(await m.migrateTo(NO_MIGRATIONS), 'Success');
  const done = await executedNames(db as AnyDb);
  if (!done.includes(to)) throw new MigrationRefused(`--to ${to}: that migration has not run on this database (run: ${done.join(', ') || 'none'})`);
  return unwrap(await m.migrateTo(to), 'Success');
}

/** Names of the migrations this build knows that the database has not run. */
export async function pendingMigrations(db: Db, list: MigrationList = releaseMigrations): Promise<string[]> {
  const done = new Set(await executedNames(db as AnyDb));
  return Object.keys(list).sort().filter((name) => !done.has(name));
}

/** One trivial query: throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
