// Test harness: gives each test file fresh, migrated databases — SQLite in memory always,
// and a throwaway PostgreSQL database when TEST_DATABASE_URL is set. Under CI=true a
// missing PostgreSQL fails the run; elsewhere it is skipped with one line saying so.
// A PostgreSQL database is a copy of the run's migrated template (db/test-databases-setup.ts,
// the unit project's global setup) when there is one, else an empty database migrated here.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { createDb, type Db, type DbKind } from './client';
import { migrateToLatest } from './migrate';
import { testSettings } from '../tests/settings';

export interface TestDatabase {
  kind: DbKind;
  /** Creates a new empty, migrated database of this kind. */
  create(): Promise<{ db: Db; url: string; drop(): Promise<void> }>;
}

let warned = false;

function adminUrlFor(base: string, database: string): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      kind: 'sqlite',
      async create() {
        const url = ':memory:';
        const db = createDb(url);
        await migrateToLatest(db);
        return { db, url, drop: () => db.destroy() };
      },
    },
  ];
  const { testDatabaseUrl: pgUrl, ci } = testSettings();
  if (pgUrl) {
    // Set by the unit project's global setup; absent when a file runs outside it.
    const template = inject('pgTemplate') ?? null;
    list.push({
      kind: 'postgres',
      async create() {
        const name = `haat_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        try {
          await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        } finally {
          await admin.end();
        }
        const url = adminUrlFor(pgUrl, name);
        const db = createDb(url, { poolSize: 5 });
        // A copy of the template is already migrated: this only confirms it (nothing to run).
        await migrateToLatest(db);
        return {
          db,
          url,
          async drop() {
            await db.destroy();
            const c = new pg.Client({ connectionString: pgUrl });
            await c.connect();
            try {
              // The pool's connections end on the server a moment after the pool closes: wait
              // until they have, so DROP … FORCE terminates no session a test still sees.
              await vi.waitFor(
                async () => {
                  const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
                  if (rows[0]!.n > 0) throw new Error(`${rows[0]!.n} session(s) still on ${name}`);
                },
                { timeout: 5_000, interval: 10 },
              );
              await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            } finally {
              await c.end();
            }
          },
        };
      },
    });
  } else if (ci) {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests cannot run.');
  } else if (!warned) {
    warned = true;
    console.warn('[tests] TEST_DATABASE_URL not set: PostgreSQL tests skipped (SQLite only).');
  }
  return list;
}
