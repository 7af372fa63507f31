// Starting and stopping the real built server (`node scripts/start.mjs`) for the browser tests:
// free ports, the seeded template every server starts from, and the child process. Used by the
// e2e global setup (the one shared server, tests/e2e/global-setup.ts) and by startServer() for
// a file that needs a server of its own. No vitest imports: the global setup runs it in the
// main process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processEnv } from '../../server/env';
// HAAT_PORTS (a port range for a shared machine, servers without payment sandboxes): the benches' rule.
import { freePortIn, noSandboxSettings, portRange } from '../../bench/server-process';

const root = resolve(import.meta.dirname, '../..');

/** Binds `port` (0: any free one) on 127.0.0.1 for a moment; the port it got, or a rejection when taken. */
function bindBriefly(port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: got } = srv.address() as { port: number };
      srv.close(() => resolvePort(got));
    });
  });
}

/**
 * A free port for a server whose payment sandboxes take PORT + 101 and PORT + 102
 * (server/payment-sandboxes.ts): all three must be free, or the server cannot start.
 */
export async function freePort(): Promise<number> {
  const range = portRange();
  if (range) return freePortIn(range);
  for (let tries = 0; ; tries++) {
    const port = await bindBriefly(0);
    if (port + 102 > 65535) continue;
    const sandboxesFree = await Promise.all([port + 101, port + 102].map((p) => bindBriefly(p).then(() => true, () => false)));
    if (sandboxesFree.every(Boolean) || tries >= 20) return port;
  }
}

export interface ServerChild {
  child: ChildProcess;
  ready: Promise<void>;
  output: () => string;
}

/**
 * Spawns `node scripts/start.mjs` with `env`; `ready` resolves when it serves. `output()` is all
 * it printed (`keepOutput: false`: only until it was ready — a long-running server's request
 * log then goes wherever the caller pipes it).
 */
export function spawnServer(env: Record<string, string>, { keepOutput = true } = {}): ServerChild {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    // One client (the browser suite, from 127.0.0.1) makes every write: no general write limit.
    env: processEnv({ NODE_ENV: 'production', WRITE_RATE_LIMIT: '0', ...noSandboxSettings(), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<void>((ok, fail) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      if (!out.includes('haat is serving')) return;
      ok();
      if (keepOutput) return;
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  return { child, ready, output: () => out };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 8000).unref();
  });
}

/**
 * The demo installation every test server starts from, made once per build and kept in the
 * temporary folder: `haat.sqlite` and `uploads/` as the first `npm start` leaves them (migrated,
 * demo catalog and demo owners seeded, images rendered), and `import/` — the demo catalog as an
 * import document (`catalog.json`) with its pictures, which the shared server imports again
 * under new slugs for each test file's own shops (tests/e2e/harness.ts freshShops).
 */
export function templateDir(): string {
  const buildStamp = statSync(join(root, 'build/server/index.js')).mtimeMs.toFixed(0);
  return join(tmpdir(), `haat-e2e-template-${buildStamp}`);
}

export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(join(dir, 'ready'))) return dir;
  // Built beside it and renamed into place: a run that stops half-way leaves no half template.
  const work = mkdtempSync(`${dir}-wip-`);
  try {
    const port = await freePort();
    const s = spawnServer({
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      DATABASE_URL: join(work, 'haat.sqlite'),
      UPLOADS_DIR: join(work, 'uploads'),
    });
    await s.ready;
    await stopChild(s.child);
    // The same document the first start imported (seed/seed-demo.ts), kept with its pictures.
    const { buildDemoCatalog } = await import('../../seed/demo-catalog');
    const importDir = join(work, 'import');
    mkdirSync(importDir, { recursive: true });
    const document = await buildDemoCatalog(importDir);
    writeFileSync(join(importDir, 'catalog.json'), JSON.stringify(document));
    writeFileSync(join(work, 'ready'), 'ok');
    rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(work, dir);
    } catch (err) {
      // Another run made it at the same moment: use theirs.
      if (!existsSync(join(dir, 'ready'))) throw err;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh copy of the template's database and uploads in a new temporary folder. */
export function copyTemplate(template: string, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(template, 'haat.sqlite'), join(dir, 'haat.sqlite'));
  for (const extra of ['haat.sqlite-wal', 'haat.sqlite-shm']) {
    if (existsSync(join(template, extra))) cpSync(join(template, extra), join(dir, extra));
  }
  cpSync(join(template, 'uploads'), join(dir, 'uploads'), { recursive: true });
  return dir;
}

/**
 * `npm run money:check` (scripts/money-check.ts, decision 037) on a test server's database, as
 * the server reads it: every shop's orders against their settlement, the balances against their
 * ledgers, stock conserved. Its output and whether it passed.
 */
export function moneyCheck(databaseUrl: string): { ok: boolean; output: string } {
  const r = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/money-check.ts')], {
    cwd: root,
    env: processEnv({ DATABASE_URL: databaseUrl }),
    encoding: 'utf8',
  });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}
