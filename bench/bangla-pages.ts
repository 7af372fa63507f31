// Bangla pages against the budgets (issue 25 item 6): the product page's JavaScript (≤ 125 KB
// gzipped) and Lighthouse mobile (≥ 95, CLS 0) for the home and product pages, in English and in
// Bangla (`?lang=`), on the built server started the README's way (`node scripts/start.mjs`,
// NODE_ENV=production, a fresh SQLite demo database, SEED_DEMO=1), one worker.
//   JavaScript: every script Chromium (Debian's, headless, playwright-core) loads for the
//   product page, fetched again and gzipped here at level 9, summed.
//   Lighthouse: its mobile default (simulated slow 4G, 4× CPU), `--runs` runs, the median score.
// Prints a table and writes bench/.data/bangla-pages.json. Run after `npm run build`:
//   npx tsx bench/bangla-pages.ts --runs 3
//   npx tsx bench/bangla-pages.ts --runs 5 --pages home --before /tmp/before   # before/after, runs alternating
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDemoServer, stopServerProcess } from './server-process';

const root = resolve(import.meta.dirname, '..');
const opt = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
const RUNS = Number(opt('runs', '3'));
const CHROMIUM = opt('chromium', '/usr/bin/chromium');
const SHOP = 'rongdhonu';
/** `--js-only`: the JavaScript measure alone (no Lighthouse), each file's size listed. */
const JS_ONLY = process.argv.includes('--js-only');
/** `--detail`: each Lighthouse run's long main-thread tasks and script bootup, to see what blocks. */
const DETAIL = process.argv.includes('--detail');
/** `--pages home,product` and `--langs en,bn`: only these (all by default). */
const PAGES = opt('pages', 'home,product').split(',');
const LANGS = opt('langs', 'en,bn').split(',') as Array<'en' | 'bn'>;
/** `--before <checkout>`: Lighthouse on that checkout's build as well, runs alternating with this one's. */
const BEFORE = opt('before', '');

interface LighthouseRun { score: number; cls: number; lcp: number; fcp: number; tbt: number; si: number; load: string; benchmarkIndex: number }

const startServer = () => startDemoServer(root, 'haat-bn');

async function main() {
  const { port, child } = await startServer();
  const base = `http://${SHOP}.localhost:${port}`;
  const results: Record<string, unknown> = { machine: { cpus: cpus().length, loadStart: loadavg().map((l) => l.toFixed(2)) } };
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.goto(`${base}/all-products`);
    const productPath = await page.locator('article[data-product-card] a[href^="/products/"]').first().getAttribute('href');
    const js: Record<string, { files: number; gzip: number }> = {};
    for (const lang of ['en', 'bn'] as const) {
      const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const p = await fresh.newPage();
      const scripts = new Set<string>();
      p.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(r.url());
      });
      await p.goto(`${base}${productPath}?lang=${lang}`, { waitUntil: 'load' });
      await p.waitForTimeout(1500);
      // What the page fetches once settled (the service worker's support, 3 s after load) is off
      // the first load's path: listed, not counted.
      const firstLoad = [...scripts];
      await p.waitForTimeout(3000);
      const later = [...scripts].filter((u) => !firstLoad.includes(u));
      scripts.clear();
      for (const u of firstLoad) scripts.add(u);
      let gzip = 0;
      // Fetched in the page (Chromium resolves *.localhost; Node does not).
      const sizes: Array<[string, number]> = [];
      for (const url of scripts) sizes.push([url, gzipSync(Buffer.from(await p.evaluate((u) => fetch(u).then((r) => r.text()), url)), { level: 9 }).length]);
      for (const [, n] of sizes) gzip += n;
      if (JS_ONLY) for (const [url, n] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(7)}  ${new URL(url).pathname}`);
      if (JS_ONLY) for (const url of later) console.log(`  (after the page settled, not counted)  ${new URL(url).pathname}`);
      js[lang] = { files: scripts.size, gzip };
      console.log(`product page JavaScript (${lang}): ${scripts.size} files, ${gzip} bytes gzip -9 (${(gzip / 1024).toFixed(1)} KiB; target ≤ 125 KB: ${gzip <= 125 * 1024 ? 'met' : 'missed'})`);
      await fresh.close();
    }
    await browser.close();
    results.productJs = js;
    if (JS_ONLY) return;

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const lh: Array<Record<string, unknown>> = [];
    // `--before <checkout with a build/>`: the same pages from that build too, runs alternating
    // (before, after, before, …) so that both see the same machine.
    const before = BEFORE ? await startDemoServer(resolve(BEFORE), 'haat-bn-before') : null;
    const builds: Array<{ build: string; base: string }> = [
      ...(before ? [{ build: 'before', base: `http://${SHOP}.localhost:${before.port}` }] : []),
      { build: before ? 'after' : 'this', base },
    ];
    try {
      for (const [name, path] of [
        ['home', '/'],
        ['product', productPath!],
      ] as const) {
        if (!PAGES.includes(name)) continue;
        for (const lang of LANGS) {
          const runs = new Map<string, LighthouseRun[]>(builds.map((b) => [b.build, []]));
          for (let i = 0; i < RUNS; i++) {
            for (const { build, base: origin } of builds) {
              const load = loadavg()[0]!.toFixed(2);
              const r = await lighthouse(`${origin}${path}?lang=${lang}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
              const a = r!.lhr.audits;
              const run: LighthouseRun = { score: Math.round((r!.lhr.categories.performance!.score ?? 0) * 100), cls: Number((a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4)), lcp: Math.round(a['largest-contentful-paint']?.numericValue ?? 0), fcp: Math.round(a['first-contentful-paint']?.numericValue ?? 0), tbt: Math.round(a['total-blocking-time']?.numericValue ?? 0), si: Math.round(a['speed-index']?.numericValue ?? 0), load, benchmarkIndex: Math.round(r!.lhr.environment.benchmarkIndex) };
              runs.get(build)!.push(run);
              if (DETAIL) {
                const items = (id: string) => ((a[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []);
                console.log(`  ${build} run ${i + 1}: score ${run.score}, FCP ${run.fcp} ms, LCP ${run.lcp} ms, TBT ${run.tbt} ms, benchmarkIndex ${run.benchmarkIndex}`);
                for (const t of items('long-tasks').slice(0, 8)) console.log(`    long task ${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms  ${String(t.url ?? '').replace(origin, '')}`);
                for (const b of items('bootup-time').slice(0, 5)) console.log(`    bootup ${String(b.url).replace(origin, '')}: ${Math.round(Number(b.total))} ms (script ${Math.round(Number(b.scripting))}, parse ${Math.round(Number(b.scriptParseCompile))})`);
              }
            }
          }
          for (const [build, list] of runs) {
            // A run Lighthouse could not finish scores 0 (its error is in its report): listed, not the median.
            const finished = list.filter((r) => r.score > 0);
            const median = [...(finished.length > 0 ? finished : list)].sort((x, y) => x.score - y.score)[Math.floor((finished.length > 0 ? finished : list).length / 2)]!;
            lh.push({ page: name, lang, build, median, runs: list });
            console.log(`lighthouse mobile ${name} (${lang})${builds.length > 1 ? ` ${build}` : ''}: score ${median.score} (runs ${list.map((r) => r.score).join(', ')}), CLS ${median.cls}, LCP ${median.lcp} ms, FCP ${median.fcp} ms, TBT ${median.tbt} ms (runs ${list.map((r) => r.tbt).join(', ')}), SI ${median.si} ms, load ${list.map((r) => r.load).join(' ')}, Lighthouse benchmarkIndex ${median.benchmarkIndex}`);
          }
        }
      }
    } finally {
      await chrome.kill();
      if (before) await stopServerProcess(before.child);
    }
    results.lighthouse = lh;
  } finally {
    await stopServerProcess(child);
  }
  results.loadEnd = loadavg().map((l) => l.toFixed(2));
  mkdirSync(join(root, 'bench/.data'), { recursive: true });
  writeFileSync(join(root, 'bench/.data/bangla-pages.json'), JSON.stringify(results, null, 2));
}

await main();
