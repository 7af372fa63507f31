// Search across scripts, measured (issue 25 item 5): a set of queries written the ways people
// here type a product — Bangla script, romanized Bangla, English, and misspelt — each with the
// demo products it must find (every published product whose English name holds the word the
// query means). For each checkout given, on a fresh demo database made by that checkout's own
// migrations and seed, runs every query through the real search service (the one the /search
// page and the suggestions call), pages through all its results, and reports:
//   recall  — per query, the share of its products found; the mean, and how many queries
//             found all of theirs;
//   latency — each query timed REPS times after a warm-up; p50 / p95 / p99 / max per checkout.
// `--before DIR` adds the code before the change (a worktree with node_modules) to the same run.
//
//   npx tsx bench/search-scripts.ts [--before /tmp/search-before] [--db sqlite|postgres] [--reps 5]
//   git worktree add /tmp/search-before <commit> && ln -s "$PWD/node_modules" /tmp/search-before/node_modules
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
const dbKind = arg('db', 'sqlite') as 'sqlite' | 'postgres';
const pgBase = arg('url', 'postgres://postgres@127.0.0.1:5432/postgres')!;
const reps = Number(arg('reps', '5'));
const before = arg('before');

/** What a query means (a word of the demo products' English names) and the ways it is typed. */
const CONCEPTS: Array<{ word: string; shop: string; queries: string[] }> = [
  { word: 'panjabi', shop: 'rongdhonu', queries: ['পাঞ্জাবি', 'panjabi', 'punjabi', 'panjbi', 'panjabee', 'পাঞ্জাবী'] },
  { word: 'saree', shop: 'rongdhonu', queries: ['শাড়ি', 'saree', 'sari', 'shari', 'sharee', 'শাড়ী'] },
  { word: 'shirt', shop: 'rongdhonu', queries: ['শার্ট', 'shirt', 'shart', 'sirt'] },
  { word: 'sandal', shop: 'rongdhonu', queries: ['স্যান্ডেল', 'sandal', 'sendel', 'sandel'] },
  { word: 'kurti', shop: 'rongdhonu', queries: ['কুর্তি', 'kurti', 'kurtee', 'কুর্তী'] },
  { word: 'cap', shop: 'rongdhonu', queries: ['ক্যাপ', 'cap', 'kap'] },
  { word: 'handbag', shop: 'rongdhonu', queries: ['হ্যান্ডব্যাগ', 'handbag', 'hand bag', 'handbeg'] },
  { word: 'frock', shop: 'rongdhonu', queries: ['ফ্রক', 'frock', 'frok', 'frak'] },
  { word: 'necklace', shop: 'rongdhonu', queries: ['নেকলেস', 'necklace', 'neklace', 'neckles'] },
  { word: 'cotton', shop: 'rongdhonu', queries: ['কটন', 'cotton', 'koton', 'coton'] },
  { word: 'silk', shop: 'rongdhonu', queries: ['সিল্ক', 'silk', 'silc'] },
  { word: 'smartphone', shop: 'bazar', queries: ['স্মার্টফোন', 'smartphone', 'smart phone', 'smartfone', 'smartphon'] },
  { word: 'mobile', shop: 'bazar', queries: ['মোবাইল', 'mobile', 'mobail', 'mobil'] },
  { word: 'laptop', shop: 'bazar', queries: ['ল্যাপটপ', 'laptop', 'leptop', 'labtop'] },
  { word: 'headphones', shop: 'bazar', queries: ['হেডফোন', 'headphones', 'headphone', 'hedfon'] },
  { word: 'watch', shop: 'bazar', queries: ['ওয়াচ', 'watch', 'wach'] },
  { word: 'speaker', shop: 'bazar', queries: ['স্পিকার', 'speaker', 'spikar', 'speker'] },
  { word: 'camera', shop: 'bazar', queries: ['ক্যামেরা', 'camera', 'kamera', 'camra'] },
  { word: 'power', shop: 'bazar', queries: ['পাওয়ার ব্যাংক', 'power bank', 'pawar bank', 'powerbank'] },
  { word: 'digital', shop: 'bazar', queries: ['ডিজিটাল', 'digital', 'dijital'] },
  { word: 'mug', shop: 'dokan', queries: ['মগ', 'mug', 'mag'] },
  { word: 'bedsheet', shop: 'dokan', queries: ['বেডশিট', 'bedsheet', 'bed sheet', 'bedshit'] },
  { word: 'vase', shop: 'dokan', queries: ['ভাস', 'vase', 'bhas'] },
  { word: 'clock', shop: 'dokan', queries: ['ক্লক', 'clock', 'klok', 'wall clock', 'ওয়াল ক্লক'] },
  { word: 'lamp', shop: 'dokan', queries: ['ল্যাম্প', 'lamp', 'lemp'] },
  { word: 'cushion', shop: 'dokan', queries: ['কুশন', 'cushion', 'kushon', 'cushon'] },
  { word: 'chair', shop: 'dokan', queries: ['চেয়ার', 'chair', 'cheyar', 'chear'] },
  { word: 'kantha', shop: 'dokan', queries: ['কাঁথা', 'kantha', 'katha', 'নকশি কাঁথা', 'nakshi kantha', 'nokshi katha'] },
  { word: 'quilt', shop: 'dokan', queries: ['quilt', 'kuilt', 'quilts'] },
  { word: 'jute', shop: 'dokan', queries: ['জুট', 'jute', 'jut', 'পাট'] },
  { word: 'bamboo', shop: 'dokan', queries: ['ব্যাম্বু', 'bamboo', 'bambu', 'বাঁশ'] },
  { word: 'terracotta', shop: 'dokan', queries: ['টেরাকোটা', 'terracotta', 'terakota', 'teracotta'] },
];

interface Checkout {
  name: string;
  root: string;
}

async function freshDb(root: string): Promise<{ db: any; done: () => Promise<void> }> {
  const { createDb } = await import(join(root, 'db/client.ts'));
  const { migrateToLatest } = await import(join(root, 'db/migrate.ts'));
  const { seedDemoIfEmpty } = await import(join(root, 'seed/seed-demo.ts'));
  const dir = mkdtempSync(join(tmpdir(), 'haat-search-bench-'));
  let url = join(dir, 'haat.sqlite');
  let dropPg: (() => Promise<void>) | null = null;
  if (dbKind === 'postgres') {
    const name = `haat_search_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(pgBase);
    u.pathname = `/${name}`;
    url = u.toString();
    dropPg = async () => {
      const a = new pg.Client({ connectionString: pgBase });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const db = createDb(url);
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, { uploadsDir: join(dir, 'uploads') });
  return {
    db,
    done: async () => {
      await db.destroy();
      await dropPg?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(c: Checkout) {
  const { db, done } = await freshDb(c.root);
  const { searchProducts } = await import(join(c.root, 'services/catalog/search-products.ts'));
  const { testContext } = await import(join(c.root, 'services/test-context.ts'));
  const { parseListingParams } = await import(join(c.root, 'core/listing-query.ts'));
  const { findShopBySlug } = await import(join(c.root, 'db/shop.repository.ts'));
  const rows: Array<{ concept: string; query: string; expected: number; found: number; recall: number }> = [];
  const times: number[] = [];
  for (const concept of CONCEPTS) {
    const shop = await findShopBySlug(db, concept.shop);
    const expected = new Set<number>(
      (await db.selectFrom('products').select(['id', 'name']).where('shop_id', '=', shop.id).where('status', '=', 1).execute())
        .filter((p: { name: string }) => p.name.toLowerCase().includes(concept.word))
        .map((p: { id: number }) => p.id),
    );
    for (const query of concept.queries) {
      const ctx = testContext(db, shop);
      const all = async () => {
        const ids = new Set<number>();
        for (let page = 1; page < 50; page++) {
          const r = await searchProducts(ctx, query, parseListingParams(new URLSearchParams(`page=${page}`), { search: true }), '/search');
          for (const p of r.products) ids.add(p.id);
          if (page >= r.pageCount) break;
        }
        return ids;
      };
      const ids = await all(); // also the warm-up
      for (let i = 0; i < reps; i++) {
        const t0 = performance.now();
        await searchProducts(ctx, query, parseListingParams(new URLSearchParams(''), { search: true }), '/search');
        times.push(performance.now() - t0);
      }
      const found = [...expected].filter((id) => ids.has(id)).length;
      rows.push({ concept: concept.word, query, expected: expected.size, found, recall: expected.size ? found / expected.size : 1 });
    }
  }
  await done();
  times.sort((a, b) => a - b);
  return { rows, times };
}

const checkouts: Checkout[] = [...(before ? [{ name: 'before', root: resolve(before) }] : []), { name: 'now', root: resolve('.') }];
console.log(`search across scripts on ${dbKind}: ${CONCEPTS.reduce((n, c) => n + c.queries.length, 0)} queries, ${reps} timed runs each; ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const results = [];
for (const c of checkouts) results.push({ c, ...(await measure(c)) });
console.log('\n| checkout | queries | mean recall | queries finding all | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const mean = r.rows.reduce((s, x) => s + x.recall, 0) / r.rows.length;
  const full = r.rows.filter((x) => x.recall === 1).length;
  console.log(`| ${r.c.name} | ${r.rows.length} | ${(mean * 100).toFixed(1)} % | ${full} | ${pct(r.times, 50).toFixed(2)} | ${pct(r.times, 95).toFixed(2)} | ${pct(r.times, 99).toFixed(2)} | ${r.times[r.times.length - 1]!.toFixed(2)} |`);
}
const last = results[results.length - 1]!;
const missed = last.rows.filter((x) => x.recall < 1);
console.log(`\nqueries not finding all their products (${last.c.name}): ${missed.length ? '' : 'none'}`);
for (const m of missed) console.log(`  ${m.query} (${m.concept}): ${m.found} of ${m.expected}`);
console.log(`load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
