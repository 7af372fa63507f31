// Quick View the first time, on a mid-range phone profile (issue 23 item 10; goal ≤ 300 ms).
// For each checkout given (`--roots`: typically the code before the prefetch and the code now,
// in the same run), starts that checkout's server the README's way (`node scripts/start.mjs`,
// NODE_ENV=production, a fresh SQLite demo database, SEED_DEMO=1) and drives Debian's Chromium
// as a phone: 390×844, touch, CPU throttled 4× (CDP Emulation.setCPUThrottlingRate) and the
// slow-4G network profile Lighthouse uses (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
// CDP Network.emulateNetworkConditions). Each run is a new browser context (empty cache, like a
// shopper's first Quick View on that page): open /all-products of Rongdhonu, wait until the page
// is live and `--look-ms` more (a shopper looks at the cards before tapping), then tap a card's
// Quick View button (touchstart, then click — the order a phone sends them) and time, in the page
// from the touchstart:
//   shown    the dialog is on screen (its title and the loading outline)
//   content  the product's details are in it (price, Add To Cart, gallery)
// Prints p50/p90/max per checkout and writes bench/.data/quick-view.json.
//
//   git worktree add /tmp/qv-before <commit before> && ln -s "$PWD/node_modules" /tmp/qv-before/node_modules
//   (cd /tmp/qv-before && npm run build) && npm run build
//   npx tsx bench/quick-view.ts --roots before=/tmp/qv-before,after=. --runs 15
//   options: --runs 15  --look-ms 1500  --cpu 4  --chromium /usr/bin/chromium
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServerProcess, stopServerProcess } from './server-process';

const here = resolve(import.meta.dirname, '..');
function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const ROOTS = opt('roots', `after=${here}`)
  .split(',')
  .map((pair) => {
    const [name, path] = pair.split('=');
    if (!name || !path) throw new Error('--roots name=path[,name=path]');
    return { name, root: resolve(path) };
  });
const RUNS = Number(opt('runs', '15'));
const LOOK_MS = Number(opt('look-ms', '1500'));
const CPU_RATE = Number(opt('cpu', '4'));
const CHROMIUM = opt('chromium', '/usr/bin/chromium');
const SHOP = 'rongdhonu';
// Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (bytes per second for CDP).
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

async function startServer(root: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'haat-qv-'));
  const child = await startServerProcess({
    root,
    stderr: 'pipe',
    timeoutMs: 300_000,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '1', DATABASE_URL: join(dir, 'haat.db'), UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments'), SEED_DEMO: '1', WRITE_RATE_LIMIT: '0', LOG_LEVEL: 'warn' },
  });
  return { port, child };
}

const stopServer = (child: ChildProcess) => stopServerProcess(child);

function commitOf(root: string): string {
  try {
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return 'unknown';
  }
}

interface Run {
  shown: number;
  content: number;
  /** Whether the dialog's code had arrived before the tap. */
  codeBefore: boolean;
  /** From the touchstart to the click the browser made of the tap. */
  click: number;
}

/** One first Quick View on a fresh phone context: ms from the touchstart to the dialog and to its content. */
async function oneRun(browser: Browser, port: number): Promise<Run> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(`http://${SHOP}.localhost:${port}/all-products`, { timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1', null, { timeout: 120_000 });
    await page.waitForTimeout(LOOK_MS);
    const button = page.locator('button[data-quick-view]').first();
    await button.scrollIntoViewIfNeeded();
    // Timed inside the page: from the touchstart to the dialog, and to the details in it.
    // (A string: tsx names the functions it compiles, and the page has no such helper.)
    await page.evaluate(`(() => {
      const w = window;
      w.__qv = { start: 0, click: 0, shown: 0, content: 0 };
      document.addEventListener('touchstart', () => { w.__qv.start ||= performance.now(); }, { capture: true, once: true });
      document.addEventListener('click', () => { w.__qv.click ||= performance.now(); }, { capture: true, once: true });
      new MutationObserver(() => {
        const dialog = document.querySelector('[data-testid="quick-view"]');
        if (dialog && !w.__qv.shown) w.__qv.shown = performance.now();
        if (dialog && !dialog.querySelector('[aria-busy="true"]') && dialog.querySelector('[data-testid="buy-form"]') && !w.__qv.content) w.__qv.content = performance.now();
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    })()`);
    const codeBefore = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('quick-view-dialog')));
    await button.tap();
    await page.waitForFunction(() => (window as unknown as { __qv: { content: number } }).__qv.content > 0, null, { timeout: 60_000 });
    const t = await page.evaluate(() => (window as unknown as { __qv: { start: number; click: number; shown: number; content: number } }).__qv);
    return { shown: t.shown - t.start, content: t.content - t.start, codeBefore, click: t.click - t.start };
  } finally {
    await ctx.close();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function main() {
  const load = loadavg();
  const machine = `${cpus().length}× ${cpus()[0]?.model ?? 'cpu'}; load ${load.map((l) => l.toFixed(2)).join(' ')} at start`;
  console.log(`Quick View first time, phone 390×844, CPU ×${CPU_RATE}, slow 4G, ${RUNS} runs per checkout, look ${LOOK_MS} ms — ${machine}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const results: Array<{ name: string; commit: string; runs: Run[] }> = [];
  try {
    for (const { name, root } of ROOTS) {
      const { port, child } = await startServer(root);
      try {
        await oneRun(browser, port); // warms the server's caches (not counted)
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, port));
        results.push({ name, commit: commitOf(root), runs });
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    await browser.close();
  }
  console.log('| checkout | commit | shown p50 | shown p90 | shown max | content p50 | content p90 | content max | code there before the tap | touchstart → click p50 |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const shown = r.runs.map((x) => x.shown);
    const content = r.runs.map((x) => x.content);
    const ms = (v: number) => `${Math.round(v)} ms`;
    console.log(`| ${r.name} | ${r.commit} | ${ms(pct(shown, 50))} | ${ms(pct(shown, 90))} | ${ms(Math.max(...shown))} | ${ms(pct(content, 50))} | ${ms(pct(content, 90))} | ${ms(Math.max(...content))} | ${r.runs.filter((x) => x.codeBefore).length} of ${r.runs.length} | ${ms(pct(r.runs.map((x) => x.click), 50))} |`);
  }
  console.log(`load at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  mkdirSync(join(here, 'bench/.data'), { recursive: true });
  writeFileSync(join(here, 'bench/.data/quick-view.json'), JSON.stringify({ machine, cpuRate: CPU_RATE, network: SLOW_4G, lookMs: LOOK_MS, results }, null, 2));
}

await main();
