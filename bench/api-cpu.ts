// Server CPU per uncached Quick View and search-suggestions call (issue 27 item 1: Quick View
// ≤ 0.5 ms, suggestions ≤ 1 ms). Makes a catalog of bench/generate-catalog.ts's kind (`--shops`
// × `--per-shop`, default 10 × 1,000) in a fresh SQLite file or PostgreSQL database, starts this
// checkout's built server on it the README's way (`node scripts/start.mjs`, one worker,
// RESPONSE_CACHE_MB=0 so every call queries and builds its answer, SEED_DEMO=0) — and, with
// `--before <checkout>`, that checkout's build on the same database too — then, in rounds that
// alternate between the builds, sends `--calls` calls of each kind one after another over a
// keep-alive connection (Accept-Encoding gzip, as bench/run.ts sends), cycling through the shops (Host header), product ids (Quick View) and
// search keys (suggestions: prefixes of the catalog's words as typed, misspellings, Bangla script
// and romanized Bangla). CPU is the server processes' own (utime + stime from /proc, the launcher
// and its worker, as bench/place-orders-served.ts counts "server CPU ms/attempt"), the figure a
// busy machine disturbs least; every answer must be 200.
//
//   npm run build   (in each checkout)
//   npx tsx bench/api-cpu.ts [--before /tmp/before] [--db sqlite|postgres] [--rounds 3] [--calls 3000]
//   options: --shops 10 --per-shop 1000 --url postgres://postgres@127.0.0.1:5432/postgres
//            --only 'quick view'|suggestions (one kind of call)
//            --node-options '--require ./my-profiler.cjs' (the servers' NODE_OPTIONS, e.g. to profile a worker)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processEnv } from '../server/env';
import { freshDb } from './served-server';
import { freePort, startServerProcess, stopServerProcess } from './server-process';
import { serverCpuSeconds } from './served-server';

function opt(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const before = opt('before');
const after = resolve(opt('after', '.')!);
const dbKind = opt('db', 'sqlite')!;
const pgBase = opt('url', 'postgres://postgres@127.0.0.1:5432/postgres')!;
const rounds = Number(opt('rounds', '3'));
const calls = Number(opt('calls', '3000'));
const shops = Number(opt('shops', '10'));
const perShop = Number(opt('per-shop', '1000'));
const nodeOptions = opt('node-options');
const here = resolve(import.meta.dirname, '..');

const QUICK_VIEW = '/api/front/reseller-shop-single-product-details-for-quick-view';
const SUGGESTIONS = '/api/front/reseller-shop-search-suggestions';

// The catalog, made by the generator in its own process (it refuses a database holding shops).
const fresh = await freshDb(dbKind, pgBase, 'haat-api-cpu');
const uploads = mkdtempSync(join(tmpdir(), 'haat-api-cpu-uploads-'));
const t0 = Date.now();
execFileSync(process.execPath, ['--import', 'tsx', join(here, 'bench/generate-catalog.ts'), '--shops', String(shops), '--per-shop', String(perShop)], {
  cwd: here,
  env: processEnv({ DATABASE_URL: fresh.url, UPLOADS_DIR: uploads }),
  stdio: ['ignore', 'inherit', 'inherit'],
});
console.log(`catalog made in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const shopRows = await fresh.db.selectFrom('shops').select(['id', 'slug']).orderBy('id').execute();
const products = await fresh.db.selectFrom('products').select(['id', 'shop_id', 'name']).where('status', '=', 1).orderBy('id').execute();
const slugOf = new Map(shopRows.map((s) => [s.id, s.slug]));

// Varied keys: each product's words cut as a shopper types them, plus other scripts and typos.
const OTHER_KEYS = ['পাঞ্জাবি', 'শাড়ি', 'শার্ট', 'জুতা', 'ব্যাগ', 'panjabi', 'punjabi', 'shari', 'sharee', 'jama', 'juta', 'shirtt', 'tshirt', 'cottn', 'leathr', 'walet', 'phnoe'];
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}
const rand = lcg(27);
const quickViews = Array.from({ length: calls }, () => {
  const p = products[Math.floor(rand() * products.length)]!;
  return { host: slugOf.get(p.shop_id)!, body: JSON.stringify({ pro_id: p.id }) };
});
const suggestions = Array.from({ length: calls }, (_, i) => {
  const p = products[Math.floor(rand() * products.length)]!;
  const slug = slugOf.get(p.shop_id)!;
  let key: string;
  if (i % 5 === 4) key = OTHER_KEYS[Math.floor(rand() * OTHER_KEYS.length)]!;
  else {
    const words = p.name.toLowerCase().split(/\s+/).filter(Boolean);
    const n = 1 + Math.floor(rand() * Math.min(2, words.length));
    const start = Math.floor(rand() * (words.length - n + 1));
    const picked = words.slice(start, start + n);
    const last = picked[picked.length - 1]!;
    picked[picked.length - 1] = last.slice(0, Math.max(2, Math.ceil(last.length * (0.4 + rand() * 0.6))));
    key = picked.join(' ');
  }
  return { host: slug, body: JSON.stringify({ searchKey: key, shop: slug }) };
});

interface Served {
  name: string;
  port: number;
  pid: number;
  agent: Agent;
  stop(): Promise<void>;
}

async function serve(name: string, root: string): Promise<Served> {
  const port = await freePort();
  const child = await startServerProcess({
    root,
    stderr: 'pipe',
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: fresh.url, UPLOADS_DIR: uploads, WEB_CONCURRENCY: '1', RESPONSE_CACHE_MB: '0', SEED_DEMO: '0', WRITE_RATE_LIMIT: '0', LOG_LEVEL: 'warn', ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
  });
  return { name, port, pid: child.pid!, agent: new Agent({ keepAlive: true, maxSockets: 1 }), stop: () => stopServerProcess(child) };
}

function post(s: Served, path: string, host: string, body: string): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port: s.port, method: 'POST', path, agent: s.agent, headers: { host: `${host}.localhost:${s.port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'gzip' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => ok(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

async function measure(s: Served, path: string, targets: Array<{ host: string; body: string }>) {
  const c0 = serverCpuSeconds(s.pid);
  const w0 = performance.now();
  let bad = 0;
  for (const t of targets) if ((await post(s, path, t.host, t.body)) !== 200) bad++;
  const wallMs = performance.now() - w0;
  const cpuMs = ((serverCpuSeconds(s.pid) - c0) * 1000) / targets.length;
  return { cpuMs, wallMs: wallMs / targets.length, bad };
}

const servers: Served[] = [];
try {
  if (before) servers.push(await serve('before', resolve(before)));
  servers.push(await serve('after', after));
  const only = opt('only');
  const kinds = Object.fromEntries(
    Object.entries({ 'quick view': [QUICK_VIEW, quickViews], suggestions: [SUGGESTIONS, suggestions] } as const).filter(([kind]) => !only || kind === only),
  );
  // Warm-up: every key once (the listing index fills on the first search, the JIT settles).
  for (const s of servers) for (const [path, targets] of Object.values(kinds)) await measure(s, path, targets);
  const machine = `${cpus().length} × ${cpus()[0]!.model.trim()}`;
  console.log(`${dbKind}: ${shops} shops × ${perShop} products; ${rounds} rounds × ${calls} calls per kind and build, one at a time; ${machine}; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rows: Record<string, { cpu: number[]; wall: number[] }> = {};
  for (let round = 0; round < rounds; round++)
    for (const s of round % 2 ? [...servers].reverse() : servers)
      for (const [kind, [path, targets]] of Object.entries(kinds)) {
        const m = await measure(s, path, targets);
        if (m.bad) throw new Error(`${s.name} ${kind}: ${m.bad} answers not 200`);
        const row = (rows[`${kind} | ${s.name}`] ??= { cpu: [], wall: [] });
        row.cpu.push(m.cpuMs);
        row.wall.push(m.wallMs);
      }
  console.log('| call | build | server CPU ms per call (each round) | best | wall ms per call (best) |\n|---|---|---|---|---|');
  for (const [key, v] of Object.entries(rows)) console.log(`| ${key} | ${v.cpu.map((x) => x.toFixed(3)).join(', ')} | ${Math.min(...v.cpu).toFixed(3)} | ${Math.min(...v.wall).toFixed(3)} |`);
  console.log(`load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  for (const s of servers) await s.stop();
  await fresh.done();
}
