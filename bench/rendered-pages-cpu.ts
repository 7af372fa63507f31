// Server CPU per rendered page (issue 27 item 1): two builds side by side — `--before <checkout>`
// and this checkout (or `--after <checkout>`) — each started the README's way (`node
// scripts/start.mjs`, one worker, RESPONSE_CACHE_MB=0 so every request is rendered, the demo
// shops seeded into a fresh SQLite file, or with --db postgres a new PostgreSQL database), asked
// for the home page, a listing and a product page in rounds that alternate between the builds.
// CPU is the server processes' own (utime + stime from /proc; not PostgreSQL's own processes),
// the figure a busy machine disturbs least; bytes are the page as sent (gzip) and
// unzipped, and its loader data (the turbo-stream script) unzipped.
//
//   npm run build   (in each checkout)
//   npx tsx bench/rendered-pages-cpu.ts --before /tmp/before [--after .] [--rounds 3] [--requests 300] [--lang en|bn] [--accept-encoding 'gzip, deflate, br, zstd'] [--db sqlite|postgres]
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startServerProcess, stopServerProcess } from './server-process';

function opt(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const before = opt('before');
const after = resolve(opt('after', '.')!);
const rounds = Number(opt('rounds', '3'));
const requests = Number(opt('requests', '300'));
const lang = opt('lang', 'en');
// What the client takes: gzip (the default, what a load generator or curl sends) or a browser's `gzip, deflate, br, zstd`.
const acceptEncoding = opt('accept-encoding', 'gzip')!;
const HOST = 'rongdhonu.localhost';
// --db postgres: each build serves its own new database on this server (dropped afterwards).
const db = opt('db', 'sqlite');
const POSTGRES_URL = opt('postgres', 'postgres://postgres@127.0.0.1:5432/postgres')!;
if (!before) throw new Error('--before <checkout with a build/> is required');

/** CPU seconds of every process in the group `pgid` (the launcher, its worker, the sandboxes). */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

const unzip = (body: Buffer, encoding: unknown) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);

function get(port: number, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${HOST}:${port}`, 'accept-encoding': acceptEncoding, cookie: `lang=${lang}` } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', fail);
    req.end();
  });
}

interface Served {
  name: string;
  port: number;
  pgid: number;
  stop(): Promise<void>;
}

/** An empty PostgreSQL database on `baseUrl`'s server (the server migrates and seeds it), dropped by `drop`. */
async function postgresDb(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `haat_rendered_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function serve(name: string, root: string): Promise<Served> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'haat-rendered-'));
  const database = db === 'postgres' ? await postgresDb(POSTGRES_URL) : null;
  const child = await startServerProcess({
    root,
    stderr: 'pipe',
    env: { PORT: String(port), DATABASE_URL: database?.url ?? join(dir, 'db.sqlite'), UPLOADS_DIR: join(dir, 'uploads'), WEB_CONCURRENCY: '1', RESPONSE_CACHE_MB: '0' },
  });
  return {
    name,
    port,
    pgid: child.pid!,
    async stop() {
      await stopServerProcess(child);
      await database?.drop();
    },
  };
}

async function productPathOf(port: number): Promise<string> {
  const list = await get(port, '/all-products');
  const html = unzip(list.body, list.headers['content-encoding']).toString();
  const first = /data-product-card="\d+"[\s\S]*?href="(\/products\/[^"]+)"/.exec(html)![1]!;
  const res = await get(port, first);
  return res.status === 301 ? new URL(String(res.headers.location), 'http://x').pathname : first;
}

async function measure(s: Served, path: string) {
  const page = await get(s.port, path);
  const html = unzip(page.body, page.headers['content-encoding']).toString();
  const loaderData = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((x) => x.includes('streamController')).reduce((n, x) => n + Buffer.byteLength(x), 0);
  const c0 = groupCpuSeconds(s.pgid);
  const r = await new Promise<autocannon.Result>((ok, fail) =>
    autocannon({ url: `http://127.0.0.1:${s.port}${path}`, headers: { host: `${HOST}:${s.port}`, 'accept-encoding': acceptEncoding, cookie: `lang=${lang}` }, connections: 4, amount: requests }, (err, result) =>
      err ? fail(err) : ok(result),
    ),
  );
  const cpuMs = ((groupCpuSeconds(s.pgid) - c0) * 1000) / requests;
  return { status: page.status, gzip: page.body.length, bytes: Buffer.byteLength(html), loaderData, cpuMs, non2xx: r.non2xx };
}

const servers = [await serve('before', resolve(before)), await serve('after', after)];
try {
  const pages: Record<string, string> = { home: '/', listing: '/all-products', product: await productPathOf(servers[1]!.port) };
  console.log(`rendered pages, ${db}, lang=${lang}, accept-encoding ${acceptEncoding}: ${rounds} rounds × ${requests} requests per page and build, 4 connections; ${cpus().length} × ${cpus()[0]!.model.trim()}; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rows: Record<string, number[]> = {};
  let sizes = '';
  for (let round = 0; round < rounds; round++)
    for (const s of round % 2 ? [...servers].reverse() : servers)
      for (const [page, path] of Object.entries(pages)) {
        const m = await measure(s, path);
        if (m.status !== 200 || m.non2xx) throw new Error(`${s.name} ${path}: ${m.status}, ${m.non2xx} non-2xx`);
        (rows[`${page}|${s.name}`] ??= []).push(m.cpuMs);
        if (round === 0) sizes += `| ${page} | ${s.name} | ${m.bytes} | ${m.gzip} | ${m.loaderData} |\n`;
      }
  console.log('| page | build | CPU ms per request (each round) | best |\n|---|---|---|---|');
  for (const [key, v] of Object.entries(rows)) console.log(`| ${key.replace('|', ' | ')} | ${v.map((x) => x.toFixed(2)).join(', ')} | ${Math.min(...v).toFixed(2)} |`);
  console.log('\n| page | build | bytes | gzip bytes | loader data bytes |\n|---|---|---|---|---|\n' + sizes);
  console.log(`load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  for (const s of servers) await s.stop();
}
