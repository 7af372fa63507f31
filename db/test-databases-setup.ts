// The unit project's global setup (vitest.config.ts): with TEST_DATABASE_URL set, one migrated
// PostgreSQL database to copy, so a test file's throwaway database is
// `CREATE DATABASE … TEMPLATE haat_template_{fingerprint}` (a file copy inside PostgreSQL)
// instead of an empty database migrated from scratch (docs/decisions/041-test-suite.md). The fingerprint is a
// hash of the migrations' source: a changed migration makes a new template; an unchanged one is
// reused by the next run. Without TEST_DATABASE_URL there is nothing to do (db/test-databases.ts
// then skips PostgreSQL, or fails under CI=true).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { testSettings } from '../tests/settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database test databases are copied from (absent: none, migrate each). */
    pgTemplate: string | null;
  }
}

const root = resolve(import.meta.dirname, '..');

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of ['db/migrate.ts', ...readdirSync(join(root, 'db/migrations')).sort().map((f) => `db/migrations/${f}`)]) {
    hash.update(file).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function urlOf(base: string, database: string): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Waits until no session is connected to `name` (a closed pool's connections end a moment later). */
async function waitUntilIdle(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`sessions still connected to ${name}`);
}

export default async function setup(project: TestProject) {
  const { testDatabaseUrl: pgUrl } = testSettings();
  if (!pgUrl) {
    project.provide('pgTemplate', null);
    return;
  }
  const template = `haat_template_${migrationsFingerprint()}`;
  const exists = await withAdmin(pgUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount! > 0);
  if (!exists) {
    // Migrated under a name of its own, then renamed: a run stopped half-way, or another run
    // making the same template at the same moment, never leaves a half-migrated template.
    const work = `${template}_wip_${randomBytes(4).toString('hex')}`;
    await withAdmin(pgUrl, (c) => c.query(`CREATE DATABASE ${work}`));
    try {
      const db = createDb(urlOf(pgUrl, work), { poolSize: 2 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await withAdmin(pgUrl, async (c) => {
        await waitUntilIdle(c, work);
        try {
          await c.query(`ALTER DATABASE ${work} RENAME TO ${template}`);
        } catch (err) {
          // 42P04 duplicate_database: another run made it first; theirs is the same.
          if ((err as { code?: string }).code !== '42P04') throw err;
        }
      });
    } finally {
      await withAdmin(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${work} WITH (FORCE)`));
    }
  }
  project.provide('pgTemplate', template);
}
