// Bytes per page (issue 29 item 3): what Chromium (Debian's, headless, playwright-core) takes
// over the network for the home page, a listing (/all-products) and a product page, on a
// phone (390 × 844, touch), normal and data-saver (`Save-Data: on`, as a phone with the data
// saver on sends it), first visit (a fresh browser profile) and repeat visit (the same page
// again in that profile, its HTTP cache kept). Every response's encoded bytes on the wire
// (headers included) are summed from the DevTools protocol's Network.loadingFinished, after the
// page's load event and a quiet network. The service worker is blocked (the e2e harness's
// default), so a repeat visit is what the HTTP cache alone saves; the worker would save more.
// On the built server started the README's way (`node scripts/start.mjs`, NODE_ENV=production,
// a fresh SQLite demo database, SEED_DEMO=1), one worker. Run after `npm run build`:
//   npx tsx bench/page-bytes.ts [--langs en,bn] [--detail]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDemoServer, stopServerProcess } from './server-process';

const root = resolve(import.meta.dirname, '..');
const opt = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
};
const CHROMIUM = opt('chromium', '/usr/bin/chromium');
const SHOP = 'rongdhonu';
const LANGS = opt('langs', 'en,bn').split(',') as Array<'en' | 'bn'>;
/** `--pages home,listing,product`: only these (all by default). */
const PAGES = opt('pages', 'home,listing,product').split(',');
/** `--url http://127.0.0.1:3000`: measure a server already running there instead of starting one. */
const URL_GIVEN = opt('url', '');
/** `--detail`: each page's responses, largest first. */
const DETAIL = process.argv.includes('--detail');

const startServer = () => startDemoServer(root, 'haat-bytes');

interface Visit {
  bytes: number;
  requests: number;
  byType: Record<string, number>;
  /** The page's own word for its mode (`<html data-saver>`): 'on' for the light page. */
  mode: string;
  largest: Array<[string, number]>;
}

/** One visit of `url` in the page: the bytes of every response it took, by resource type. */
async function visit(page: import('playwright-core').Page, url: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, { type: string; url: string }>();
  const byType: Record<string, number> = {};
  const each: Array<[string, number]> = [];
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId) ?? { type: 'Other', url: '?' };
    bytes += e.encodedDataLength;
    requests += 1;
    byType[t.type] = (byType[t.type] ?? 0) + e.encodedDataLength;
    each.push([t.url, e.encodedDataLength]);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const mode = await page.evaluate(() => document.documentElement.dataset.saver ?? 'off');
  await cdp.detach();
  return { bytes, requests, byType, mode, largest: each.sort((a, b) => b[1] - a[1]).slice(0, 24) };
}

async function measure(browser: Browser, url: string, dataSaver: boolean) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: dataSaver ? { 'Save-Data': 'on' } : {},
  });
  // With the DevTools session this script opens, Chromium does not always put the context's
  // extra header on the first navigation (seen: Save-Data missing on the wire, then the
  // Critical-CH retry without it): the menu switch's cookie asks for the same light page.
  if (dataSaver) await ctx.addCookies([{ name: 'datasaver', value: 'on', url: new URL(url).origin }]);
  const page = await ctx.newPage();
  const first = await visit(page, url);
  // Away and back, as a shopper comes back to the page (not a reload, which revalidates everything).
  await page.goto('about:blank');
  const repeat = await visit(page, url);
  await ctx.close();
  return { first, repeat };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

async function main() {
  const { port, child } = URL_GIVEN ? { port: Number(new URL(URL_GIVEN).port), child: null } : await startServer();
  const base = `http://${SHOP}.localhost:${port}`;
  const results: Record<string, unknown> = { machine: { cpus: cpus().length, loadStart: loadavg().map((l) => l.toFixed(2)) } };
  const rows: Array<Record<string, unknown>> = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const ctx = await browser.newContext();
    const probe = await ctx.newPage();
    await probe.goto(`${base}/all-products`);
    const productPath = await probe.locator('article[data-product-card] a[href^="/products/"]').first().getAttribute('href');
    await ctx.close();
    const pages = [
      ['home', '/'],
      ['listing', '/all-products'],
      ['product', productPath!],
    ] as const;
    console.log('page      lang  mode        first visit (requests)   repeat visit (requests)');
    for (const [name, path] of pages) {
      if (!PAGES.includes(name)) continue;
      for (const lang of LANGS) {
        for (const dataSaver of [false, true]) {
          const url = `${base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
          const { first, repeat } = await measure(browser, url, dataSaver);
          const mode = dataSaver ? 'data-saver' : 'normal';
          rows.push({ page: name, lang, mode, first, repeat, load: loadavg()[0]!.toFixed(2) });
          if ((first.mode === 'on') !== dataSaver || (repeat.mode === 'on') !== dataSaver) throw new Error(`${name} ${lang}: the page came in the wrong mode (${first.mode}, ${repeat.mode})`);
          console.log(`${name.padEnd(9)} ${lang.padEnd(5)} ${mode.padEnd(11)} ${kb(first.bytes).padStart(10)} (${String(first.requests).padStart(3)})         ${kb(repeat.bytes).padStart(10)} (${String(repeat.requests).padStart(3)})`);
          if (DETAIL) {
            console.log(`    first by type: ${Object.entries(first.byType).map(([t, n]) => `${t} ${kb(n)}`).join(', ')}`);
            for (const [u, n] of first.largest) console.log(`      ${kb(n).padStart(9)}  ${u.replace(base, '')}`);
            console.log(`    repeat by type: ${Object.entries(repeat.byType).map(([t, n]) => `${t} ${kb(n)}`).join(', ')}`);
          }
        }
      }
    }
    await browser.close();
  } finally {
    if (child) await stopServerProcess(child);
  }
  results.rows = rows;
  results.loadEnd = loadavg().map((l) => l.toFixed(2));
  mkdirSync(join(root, 'bench/.data'), { recursive: true });
  writeFileSync(join(root, 'bench/.data/page-bytes.json'), JSON.stringify(results, null, 2));
}

await main();
