// Migrations both ways (issue 24 item 1) on SQLite and PostgreSQL: every migration's down runs
// (up, all the way down, up again), `--to NAME` stops where asked, a failing migration leaves
// nothing half done, and a release tolerates the migrations a newer release ran and marked
// compatible (expand/contract) but refuses the others with a plain sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Db } from './client';
import { executedMigrations, migrateToLatest, migrateUpTo, MigrationRefused, pendingMigrations, rollback, type MigrationList } from './migrate';
import { migrations } from './migrations/index';
import { testDatabases } from './test-databases';
import { closeAndDrop } from './test-shop';

const ALL = Object.keys(migrations).sort();
const tableNames = async (db: Db) => (await db.introspection.getTables()).map((t) => t.name);

// A newer release's migrations: one expand-only (marked compatible), one not.
type AnyDb = Kysely<any>;
const expand = {
  compatible: true,
  up: async (db: AnyDb) => db.schema.createTable('zz_newer_feature').addColumn('id', 'integer', (c) => c.primaryKey()).execute().then(() => {}),
  down: async (db: AnyDb) => db.schema.dropTable('zz_newer_feature').execute().then(() => {}),
};
const contract = {
  up: async (db: AnyDb) => db.schema.createTable('zz_newer_contract').addColumn('id', 'integer', (c) => c.primaryKey()).execute().then(() => {}),
  down: async (db: AnyDb) => db.schema.dropTable('zz_newer_contract').execute().then(() => {}),
};

for (const t of testDatabases()) {
  describe(`migrations both ways (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
    });
    afterAll(() => closeAndDrop(db, drop));

    it('rolls every migration back and runs them all again (up, down, up)', async () => {
      expect(await executedMigrations(db)).toEqual(ALL);
      expect(await rollback(db)).toEqual([ALL.at(-1)]);
      expect(await pendingMigrations(db)).toEqual([ALL.at(-1)]);
      const down = await rollback(db, 'none');
      expect(down).toEqual(ALL.slice(0, -1).reverse());
      expect(await executedMigrations(db)).toEqual([]);
      const left = await tableNames(db);
      for (const table of ['shops', 'orders', 'products', 'jobs', 'payments']) expect(left).not.toContain(table);
      expect(await migrateToLatest(db)).toEqual(ALL);
      expect(await pendingMigrations(db)).toEqual([]);
      expect(await tableNames(db)).toEqual(expect.arrayContaining(['shops', 'orders', 'products', 'jobs', 'payments']));
    });

    it('stops at --to NAME both ways, and refuses a target on the wrong side', async () => {
      const target = ALL[ALL.length - 4]!;
      expect(await rollback(db, target)).toEqual(ALL.slice(-3).reverse());
      expect((await executedMigrations(db)).at(-1)).toBe(target);
      await expect(rollback(db, ALL.at(-1))).rejects.toThrow(MigrationRefused);
      await expect(migrateUpTo(db, ALL[0]!)).rejects.toThrow(/db:rollback/);
      await expect(migrateUpTo(db, 'no-such-migration')).rejects.toThrow(MigrationRefused);
      expect(await migrateUpTo(db, ALL.at(-2)!)).toEqual(ALL.slice(-3, -1));
      expect(await migrateToLatest(db)).toEqual([ALL.at(-1)]);
    });

    it('a migration that fails part-way leaves no trace and is not recorded', async () => {
      const broken: MigrationList = {
        ...migrations,
        'zz-broken': {
          up: async (d: AnyDb) => {
            await d.schema.createTable('zz_half_done').addColumn('id', 'integer').execute();
            throw new Error('boom');
          },
        },
      };
      await expect(migrateToLatest(db, broken)).rejects.toThrow('boom');
      expect(await tableNames(db)).not.toContain('zz_half_done');
      expect(await executedMigrations(db)).toEqual(ALL);
    });

    it('an older release runs on a database a newer release migrated with compatible migrations, and refuses otherwise', async () => {
      const newer: MigrationList = { ...migrations, 'zz-expand': expand };
      expect(await migrateToLatest(db, newer)).toEqual(['zz-expand']);
      // The code is rolled back: this release starts (nothing to run) and is ready.
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await pendingMigrations(db)).toEqual([]);
      // It cannot undo what it does not know.
      await expect(rollback(db)).rejects.toThrow(/newer release/);
      // The newer release rolls its own migration back.
      expect(await rollback(db, undefined, newer)).toEqual(['zz-expand']);
      expect(await tableNames(db)).not.toContain('zz_newer_feature');

      const breaking: MigrationList = { ...migrations, 'zz-contract': contract };
      await migrateToLatest(db, breaking);
      const refused = migrateToLatest(db);
      await expect(refused).rejects.toThrow(MigrationRefused);
      await expect(refused).rejects.toThrow(/zz-contract/);
      expect(await rollback(db, undefined, breaking)).toEqual(['zz-contract']);
      expect(await migrateToLatest(db)).toEqual([]);
    });
  });
}
