// The browser's main-thread cost of a page's first load (issue 25 item 6, issue 28, issue 29:
// Lighthouse mobile ≥ 95, whose heaviest weight is Total Blocking Time): two builds side by side,
// each page loaded in a fresh Chromium (so the renderer pays its one-time costs, as a shopper's
// first visit does) with the CPU slowed 4× as Lighthouse's mobile profile does, rounds
// interleaved before/after so a busy machine disturbs both alike.
//
// For each load: the long tasks (PerformanceObserver 'longtask'), their blocking time (the sum of
// each task's time past 50 ms, Lighthouse's TBT without its network simulation), the longest, and
// the script time Chromium counts (Performance.getMetrics ScriptDuration), from navigation until
// the page has been quiet for 2 s after its load event. The median of the rounds is reported.
//
//   npx tsx bench/hydration-cost.ts --before /tmp/before [--after .] [--rounds 5] [--pages home,listing,product] [--langs en,bn]
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDemoServer, stopServerProcess } from './server-process';

const opt = (name: string, fallback?: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const CHROMIUM = opt('chromium', '/usr/bin/chromium')!;
const before = opt('before');
if (!before) throw new Error('--before <checkout with a build/> is required');
const builds = [
  ['before', resolve(before)],
  ['after', resolve(opt('after', '.')!)],
] as const;
const ROUNDS = Number(opt('rounds', '5'));
const PAGES = opt('pages', 'home,listing,product')!.split(',');
const LANGS = opt('langs', 'en,bn')!.split(',');
const HOST = 'rongdhonu';

interface Load {
  blocking: number;
  longest: number;
  tasks: number;
  script: number;
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  return { blocking: long.reduce((s, d) => s + Math.max(0, d - 50), 0), longest: Math.max(0, ...long), tasks: long.length, script };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const servers = await Promise.all(builds.map(([name, root]) => startDemoServer(root, `haat-hydration-${name}`)));
  try {
    const paths: Record<string, string> = { home: '/' };
    const probe = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const p = await probe.newPage();
    await p.goto(`http://${HOST}.localhost:${servers[1]!.port}/`);
    paths.product = (await p.locator('article[data-product-card] a[href^="/products/"]').first().getAttribute('href'))!;
    paths.listing = '/all-products';
    await probe.close();
    console.log(`hydration cost: ${ROUNDS} rounds, CPU 4× slower, fresh Chromium per load; pages ${JSON.stringify(paths)}; load at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const results = new Map<string, Load[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of PAGES) {
        for (const lang of LANGS) {
          for (let b = 0; b < builds.length; b++) {
            const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
            try {
              const sep = paths[page]!.includes('?') ? '&' : '?';
              const load = await measure(browser, `http://${HOST}.localhost:${servers[b]!.port}${paths[page]}${sep}lang=${lang}`);
              const key = `${page}|${lang}|${builds[b]![0]}`;
              results.set(key, [...(results.get(key) ?? []), load]);
            } finally {
              await browser.close();
            }
          }
        }
      }
    }
    console.log('| page | lang | build | blocking time ms (median; each round) | longest task ms | long tasks | script ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const page of PAGES)
      for (const lang of LANGS)
        for (const [name] of builds) {
          const loads = results.get(`${page}|${lang}|${name}`)!;
          console.log(`| ${page} | ${lang} | ${name} | ${median(loads.map((l) => l.blocking)).toFixed(0)} (${loads.map((l) => l.blocking.toFixed(0)).join(', ')}) | ${median(loads.map((l) => l.longest)).toFixed(0)} | ${median(loads.map((l) => l.tasks))} | ${median(loads.map((l) => l.script)).toFixed(0)} |`);
        }
    console.log(`load at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await Promise.all(servers.map((s) => stopServerProcess(s.child)));
  }
}

await main();
