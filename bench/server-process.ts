// The server as the page benchmarks run it (bench/run.ts, bench/logged-in-pages.ts,
// bench/flash-sale.ts, bench/stock-freshness.ts): `node scripts/start.mjs` in its own process
// group, ready once it says "haat is serving", and stopped with its workers (SIGTERM to the
// group, SIGKILL after a grace period).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { processEnv } from '../server/env';

export interface ServerStart {
  /** The checkout whose scripts/start.mjs runs (and its working directory). */
  root: string;
  env: Record<string, string>;
  /** 'inherit': the server's errors go to this terminal and only its output is watched. */
  stderr: 'pipe' | 'inherit';
  timeoutMs?: number;
}

export function startServerProcess(start: ServerStart): Promise<ChildProcess> {
  const timeoutMs = start.timeoutMs ?? 180_000;
  const child = spawn(process.execPath, [join(start.root, 'scripts/start.mjs')], {
    cwd: start.root,
    env: processEnv(start.env),
    stdio: ['ignore', 'pipe', start.stderr],
    detached: true,
  });
  let out = '';
  return new Promise<ChildProcess>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in ${timeoutMs / 1000} s:\n${out}`)), timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('haat is serving')) {
        clearTimeout(timer);
        ok(child);
      }
    };
    child.stdout!.on('data', onData);
    if (start.stderr === 'pipe') child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the server exited (${code}):\n${out}`)));
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
