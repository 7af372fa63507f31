// `npm run db:migrate` and `npm run db:rollback` as an operator runs them (issue 24 item 1): a
// new SQLite file migrated, one migration and then `--to NAME` rolled back, migrated forward
// again; a bad name is one sentence and exit 1. (Both databases: db/migrate.test.ts.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index';
import { processEnv } from '../server/env';

const ALL = Object.keys(migrations).sort();

describe('npm run db:migrate / db:rollback', () => {
  it('migrates a new SQLite file, rolls back one and --to NAME, and migrates again', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'haat-migrate-')), 'db.sqlite');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', ...args], { env: processEnv({ DATABASE_URL: file, NODE_ENV: 'test' }), encoding: 'utf8' });
    const up = run();
    expect(up.stderr).toBe('');
    expect(up.status).toBe(0);
    expect(up.stdout).toContain(`migrated: ${ALL.join(', ')}`);
    expect(run().stdout).toContain('nothing to migrate');
    const one = run('--down');
    expect(one.stdout).toContain(`rolled back: ${ALL.at(-1)}`);
    const to = run('--down', '--to', ALL[0]!);
    expect(to.status).toBe(0);
    expect(to.stdout).toContain(`rolled back: ${ALL.slice(1, -1).reverse().join(', ')}`);
    const bad = run('--to', 'nope');
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('no migration of that name');
    expect(run('--', '--to', ALL[2]!).stdout).toContain(`migrated: ${ALL.slice(1, 3).join(', ')}`);
    expect(run().status).toBe(0);
  }, 180_000);
});
