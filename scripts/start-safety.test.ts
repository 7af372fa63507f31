// Safe defaults as an operator meets them (issue 24 item 2), by spawning `npm start`
// (scripts/start.mjs): every bad setting, an unreachable PostgreSQL and a missing database end
// in one plain sentence naming the setting and exit 1 — no stack trace, no file created for a
// URL it does not understand — and a live deployment on an empty database seeds nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../server/env';
import { testSettings } from '../tests/settings';
// @ts-expect-error -- a plain ES module of the launcher (no type declarations)
import { ensureBuild } from './ensure-build.mjs';

const root = resolve(import.meta.dirname, '..');
const LIVE_SMS = { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example.com/send', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'haat' };

function start(dir: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: dir,
    env: processEnv({ NODE_ENV: 'production', PORT: '4431', HOST: '127.0.0.1', WEB_CONCURRENCY: '1', UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments'), DATABASE_URL: join(dir, 'haat.sqlite'), LOG_LEVEL: '', ...env }),
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function expectOneSentence(run: ReturnType<typeof start>, setting: string, text: RegExp) {
  expect(run.status).toBe(1);
  const err = run.stderr.trim();
  expect(err).toContain(setting);
  expect(err).toMatch(text);
  expect(err).not.toMatch(/\n\s+at /); // no stack trace
  expect(run.stdout).not.toContain('haat is serving');
}

describe('npm start refuses bad settings in one sentence', () => {
  beforeAll(() => ensureBuild(), 180_000);

  it('an unknown DATABASE_URL scheme, creating no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-start-'));
    const run = start(dir, { DATABASE_URL: 'mysql://root@localhost/haat' });
    expectOneSentence(run, 'DATABASE_URL', /other databases are not supported/);
    expect(readdirSync(dir)).toEqual([]);
  }, 180_000);

  it('an unknown LOG_LEVEL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-start-'));
    expectOneSentence(start(dir, { LOG_LEVEL: 'verbose' }), 'LOG_LEVEL', /Invalid environment/);
  }, 180_000);

  it('a SQLite file that cannot be created', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-start-'));
    writeFileSync(join(dir, 'not-a-folder'), '');
    expectOneSentence(start(dir, { DATABASE_URL: join(dir, 'not-a-folder/haat.sqlite') }), 'DATABASE_URL', /cannot open the SQLite file .* \((ENOTDIR|EEXIST)\)/);
  }, 180_000);

  it('an unreachable PostgreSQL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-start-'));
    expectOneSentence(start(dir, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/haat' }), 'DATABASE_URL', /cannot reach the PostgreSQL server at 127\.0\.0\.1:1/);
  }, 180_000);

  const pgUrl = testSettings().testDatabaseUrl;
  it.skipIf(!pgUrl)('a PostgreSQL database that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-start-'));
    const url = new URL(pgUrl!);
    url.pathname = '/haat_no_such_database';
    expectOneSentence(start(dir, { DATABASE_URL: url.toString() }), 'DATABASE_URL', /does not exist/);
  }, 180_000);
});

describe('a live deployment seeds nothing', () => {
  beforeAll(() => ensureBuild(), 180_000);

  it('HAAT_LIVE=1 on an empty database serves no shop and writes none; SEED_DEMO=1 asks for the demo (and is refused without payment keys)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-start-'));
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: dir,
      env: processEnv({ NODE_ENV: 'production', PORT: '4432', HOST: '127.0.0.1', WEB_CONCURRENCY: '1', HAAT_LIVE: '1', ...LIVE_SMS, DATABASE_URL: join(dir, 'haat.sqlite'), UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments'), LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    await new Promise<void>((ok, fail) => {
      const on = (b: Buffer) => {
        out += b.toString();
        if (out.includes('haat is serving')) ok();
      };
      child.stdout.on('data', on);
      child.stderr.on('data', on);
      child.once('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
    });
    expect(out).toContain('haat is serving 0 shop(s)');
    expect(out).not.toContain('demo catalog seeded');
    // After the launcher's banner, every line is JSON (the request and worker logs).
    const afterBanner = out.slice(out.indexOf('haat is serving')).split('\n').slice(1).filter((l) => l.trim() && !l.startsWith('  '));
    for (const line of afterBanner) expect(() => JSON.parse(line), line).not.toThrow();
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
    const db = new Database(join(dir, 'haat.sqlite'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from shops').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
    expect(existsSync(join(dir, 'uploads')) ? readdirSync(join(dir, 'uploads')) : []).toEqual([]);

    // Asked for, the demo is seeded, and its bKash/Stripe shops are refused live without keys.
    const dir2 = mkdtempSync(join(tmpdir(), 'haat-start-'));
    const seeded = start(dir2, { HAAT_LIVE: '1', SEED_DEMO: '1', ...LIVE_SMS });
    expect(seeded.status).toBe(1);
    expect(seeded.stderr).toMatch(/Refusing to start:[\s\S]*offers bkash/);
  }, 120_000);
});
