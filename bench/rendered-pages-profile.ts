// CPU profiles of one worker rendering each page (issue 27 item 1): the build in `--root` (this
// checkout by default) started as bench/rendered-pages-cpu.ts starts it (one worker,
// RESPONSE_CACHE_MB=0, the demo shops in a fresh SQLite file), with bench/cpu-profile-preload.mjs
// loaded; per page, `--warm` requests unprofiled, then `--requests` profiled (200 µs sampling).
// Writes DIR/<page>.cpuprofile (and the page as DIR/<page>.html) and prints the main thread's busy samples grouped by where they are.
// With --heap: an allocation sampling profile instead (DIR/<page>.heapprofile), printed as the
// functions that allocated the most bytes per request (what the GC then has to collect).
//
//   npx tsx bench/rendered-pages-profile.ts --out /tmp/prof [--root .] [--requests 400] [--warm 200] [--lang en|bn] [--pages home,listing,product] [--heap]
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, renameSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { freePort, startServerProcess, stopServerProcess } from './server-process';

function opt(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const root = resolve(opt('root', '.')!);
const out = resolve(opt('out', mkdtempSync(join(tmpdir(), 'haat-prof-')))!);
const requests = Number(opt('requests', '400'));
const warm = Number(opt('warm', '200'));
const lang = opt('lang', 'en');
const only = opt('pages')?.split(',');
const heap = process.argv.includes('--heap');
const ext = heap ? 'heapprofile' : 'cpuprofile';
const HOST = 'rongdhonu.localhost';
mkdirSync(out, { recursive: true });

function workerOf(pgid: number): number {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(f[2]) === pgid && Number(pid) !== pgid && Number(f[1]) === pgid) return Number(pid);
    } catch {
      // gone
    }
  }
  throw new Error('no worker');
}

const load = (port: number, path: string, amount: number) =>
  new Promise<autocannon.Result>((ok, fail) =>
    autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: { host: `${HOST}:${port}`, 'accept-encoding': 'gzip', cookie: `lang=${lang}` }, connections: 4, amount }, (err, r) => (err ? fail(err) : ok(r))),
  );

/** Busy samples of a profile by the code they are in (self time, by script). */
function groups(file: string): Record<string, number> {
  const p = JSON.parse(readFileSync(file, 'utf8')) as { nodes: { id: number; callFrame: { url: string; functionName: string } }[]; samples: number[] };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const g: Record<string, number> = {};
  let busy = 0;
  for (const id of p.samples) {
    const { url, functionName } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy++;
    const k =
      functionName === '(garbage collector)' ? 'GC'
      : /react-dom/.test(url) ? 'react-dom'
      : /react-router|turbo-stream/.test(url) ? 'react-router'
      : /kysely|better-sqlite3|pg\//.test(url) ? 'database'
      : /node:zlib|zlib/.test(url) || /gzip|deflate/i.test(functionName) ? 'zlib'
      : /hono/.test(url) ? 'hono'
      : /build\/server/.test(url) ? 'app (build/server)'
      : url.startsWith('node:') ? 'node internals'
      : url === '' ? `native: ${functionName}`
      : 'other';
    g[k] = (g[k] ?? 0) + 1;
  }
  const sorted = Object.entries(g).sort((a, b) => b[1] - a[1]);
  const top = sorted.slice(0, 14).map(([k, v]) => [k, Math.round((1000 * v) / busy) / 10] as const);
  return { busy, ...Object.fromEntries(top) };
}

interface HeapNode {
  callFrame: { url: string; functionName: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}
/** Bytes allocated per request by function (self), the top 25, from a sampling heap profile. */
function allocations(file: string, perRequests: number): [string, number][] {
  const by = new Map<string, number>();
  const walk = (n: HeapNode) => {
    const { url, functionName, lineNumber } = n.callFrame;
    const k = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|build)\//, '$1/')}:${lineNumber + 1}`;
    by.set(k, (by.get(k) ?? 0) + n.selfSize);
    n.children.forEach(walk);
  };
  walk((JSON.parse(readFileSync(file, 'utf8')) as { head: HeapNode }).head);
  return [...by].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => [k, v / perRequests]);
}

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'haat-rendered-prof-'));
const child = await startServerProcess({
  root,
  stderr: 'pipe',
  env: {
    PORT: String(port), DATABASE_URL: join(dir, 'db.sqlite'), UPLOADS_DIR: join(dir, 'uploads'), WEB_CONCURRENCY: '1', RESPONSE_CACHE_MB: '0',
    NODE_OPTIONS: `--import=${resolve(import.meta.dirname, 'cpu-profile-preload.mjs')}`, CPU_PROFILE_DIR: out, HEAP_PROFILE: heap ? '1' : '0',
  },
});
try {
  const worker = workerOf(child.pid!);
  const get = (path: string) =>
    new Promise<{ body: string; location?: string }>((ok, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host: `${HOST}:${port}`, cookie: `lang=${lang}` } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d));
        res.on('end', () => ok({ body, location: res.headers.location }));
      });
      req.on('error', fail);
      req.end();
    });
  const first = /data-product-card="\d+"[\s\S]*?href="(\/products\/[^"]+)"/.exec((await get('/all-products')).body)![1]!;
  const moved = (await get(first)).location;
  const product = moved ? new URL(moved, 'http://x').pathname : first;
  const pages: Record<string, string> = { home: '/', listing: '/all-products', product };
  for (const [page, path] of Object.entries(pages).filter(([p]) => !only || only.includes(p))) {
    writeFileSync(join(out, `${page}.html`), (await get(path)).body);
    await load(port, path, warm);
    process.kill(worker, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 300));
    const t0 = process.hrtime.bigint();
    await load(port, path, requests);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    process.kill(worker, 'SIGUSR2');
    const file = join(out, `${worker}.${ext}`);
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    renameSync(file, join(out, `${page}.${ext}`));
    if (heap) {
      const top = allocations(join(out, `${page}.${ext}`), requests);
      console.log(`${page} (${path}): ${requests} requests in ${ms.toFixed(0)} ms; sampled allocation ${(top.reduce((n, [, v]) => n + v, 0) / 1024).toFixed(0)} KB per request in the top 25:`);
      for (const [k, v] of top) console.log(`  ${(v / 1024).toFixed(1).padStart(7)} KB  ${k}`);
      continue;
    }
    const g = groups(join(out, `${page}.cpuprofile`));
    console.log(`${page} (${path}): ${requests} requests in ${ms.toFixed(0)} ms; busy samples ${g.busy} (${((g.busy * 0.2) / requests).toFixed(2)} ms/request at 200 µs)`);
    for (const [k, v] of Object.entries(g)) if (k !== 'busy') console.log(`  ${String(v).padStart(5)} %  ${k}`);
  }
  console.log(`profiles in ${out}`);
} finally {
  await stopServerProcess(child);
}
