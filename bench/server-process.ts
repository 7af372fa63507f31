// The server as the page benchmarks run it (bench/run.ts, bench/logged-in-pages.ts,
// bench/flash-sale.ts, bench/stock-freshness.ts): `node scripts/start.mjs` in its own process
// group, ready once it says "haat is serving", and stopped with its workers (SIGTERM to the
// group, SIGKILL after a grace period).
// Its log goes where production's goes — a file the process writes itself (as systemd's journal
// or a log file takes it), not a pipe this process must drain while it generates the load:
// draining the pipe halved the cached rate (issue 27 item 5). The file is named in the error
// when the server fails to start, and kept for reading after the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processEnv } from '../server/env';

export interface ServerStart {
  /** The checkout whose scripts/start.mjs runs (and its working directory). */
  root: string;
  env: Record<string, string>;
  /** 'inherit': the server's errors go to this terminal; 'pipe': into its log file with its output. */
  stderr: 'pipe' | 'inherit';
  timeoutMs?: number;
  /** Where the server's output goes; a new file under the system's temporary folder by default. */
  logFile?: string;
}

/** The log file of a server this module started. */
export const serverLogFiles = new WeakMap<ChildProcess, string>();

export function startServerProcess(start: ServerStart): Promise<ChildProcess> {
  const timeoutMs = start.timeoutMs ?? 180_000;
  const logFile = start.logFile ?? join(mkdtempSync(join(tmpdir(), 'haat-bench-log-')), 'server.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(start.root, 'scripts/start.mjs')], {
    cwd: start.root,
    env: processEnv({ ...noSandboxSettings(), ...start.env }),
    stdio: ['ignore', fd, start.stderr === 'pipe' ? fd : 'inherit'],
    detached: true,
  });
  closeSync(fd);
  serverLogFiles.set(child, logFile);
  const log = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  return new Promise<ChildProcess>((ok, fail) => {
    const poll = setInterval(() => {
      if (!log().includes('haat is serving')) return;
      clearInterval(poll);
      clearTimeout(timer);
      ok(child);
    }, 100);
    const timer = setTimeout(() => {
      clearInterval(poll);
      fail(new Error(`the server did not start in ${timeoutMs / 1000} s (log: ${logFile}):\n${log()}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) (log: ${logFile}):\n${log()}`));
    });
  });
}

/** SIGTERM to the server's process group; SIGKILL after `graceMs` if it is still there. */
export function stopServerProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', () => ok());
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, graceMs).unref();
  });
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  const range = portRange();
  if (range) return freePortIn(range);
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/**
 * `HAAT_PORTS=4300-4399`: servers take their port from that range only (a machine shared by
 * several sessions) and run without payment sandboxes (they would take PORT+101/102, outside it):
 * the providers point at an unused port of the range, so no payment bench may run so.
 */
export function portRange(): [number, number] | null {
  // eslint-disable-next-line no-restricted-properties -- the bench's own setting
  const m = /^(\d+)-(\d+)$/.exec(process.env.HAAT_PORTS ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

const taken = new Set<number>();
function bindable(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const s = createServer();
    s.once('error', () => ok(false));
    s.listen(port, '127.0.0.1', () => s.close(() => ok(true)));
  });
}

export async function freePortIn([lo, hi]: [number, number]): Promise<number> {
  const start = lo + Math.floor(Math.random() * (hi - lo));
  for (let i = 0; i < hi - lo; i++) {
    const port = lo + ((start - lo + i) % (hi - lo));
    // Not one handed out already: a server asked for before may not be listening yet.
    if (!taken.has(port) && (await bindable(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in HAAT_PORTS ${lo}-${hi}`);
}

/** With HAAT_PORTS: payment settings that start no sandbox. */
export function noSandboxSettings(): Record<string, string> {
  const range = portRange();
  if (!range) return {};
  const base = `http://127.0.0.1:${range[1]}`;
  return {
    BKASH_BASE_URL: base, BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p',
    STRIPE_API_BASE: base, STRIPE_SECRET_KEY: 'sk_test_none', STRIPE_WEBHOOK_SECRET: 'whsec_none',
  };
}

/**
 * The built server of `root` with the demo shops, as a newcomer's `npm start` serves them: a fresh
 * SQLite file and uploads folder (named after `prefix`), one worker unless `env` says otherwise.
 */
export async function startDemoServer(root: string, prefix: string, env: Record<string, string> = {}): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const child = await startServerProcess({
    root,
    stderr: 'pipe',
    timeoutMs: 300_000,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '1', DATABASE_URL: join(dir, 'haat.db'), UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments'), SEED_DEMO: '1', WRITE_RATE_LIMIT: '0', LOG_LEVEL: 'warn', ...env },
  });
  return { port, child };
}
