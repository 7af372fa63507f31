// Browser-test harness (docs/decisions/041-test-suite.md). Every browser test file runs against ONE built
// server that the e2e global setup starts (tests/e2e/global-setup.ts: `node scripts/start.mjs`,
// one worker, its own SQLite file seeded with the demo catalog, the payment sandboxes beside
// it), and gets fresh copies of the demo shops of its own (freshShops): shops are tenants, so
// files that run side by side never see each other's data. A file that needs a process of
// its own (two worker processes, one it restarts or kills, special settings) still calls
// startServer() and says why.
//
// Also here: Chromium through playwright-core (skipped without it, a failure under CI=true),
// contexts that each come from their own client address (the server's per-address rate limits
// are per installation, not per shop), the "page is hydrated" wait, screenshots only with
// SCREENSHOTS=1, the SMS outbox, and raw HTTP calls with a Host header.
import { existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, vi } from 'vitest';
import { testSettings } from '../settings';
import { copyTemplate, ensureTemplate, freePort, moneyCheck, spawnServer, stopChild } from './server-process';

export const CHROMIUM_PATH = testSettings().chromiumPath;
export const hasChromium = existsSync(CHROMIUM_PATH);

let warned = false;
/** `describe` for browser tests: skipped without Chromium, a failure under CI. */
export function describeBrowser(name: string, fn: () => void) {
  if (!hasChromium) {
    if (testSettings().ci) throw new Error(`CI=true but Chromium is missing at ${CHROMIUM_PATH}: browser tests cannot run.`);
    if (!warned) {
      warned = true;
      console.warn(`[tests] Chromium not found at ${CHROMIUM_PATH}: browser tests skipped.`);
    }
    describe.skip(name, fn);
    return;
  }
  describe(name, () => {
    // Every page of every browser file runs under the app's Content-Security-Policy: any
    // violation Chromium reports fails the test it happened in (docs/decisions/048).
    afterEach(() => {
      const found = cspViolations.splice(0);
      expect(found, 'Content-Security-Policy violations reported by Chromium').toEqual([]);
    });
    fn();
  });
}

/** The CSP violations seen on this file's pages since the last test ended (newContext watches for them). */
const cspViolations: string[] = [];

/**
 * Watches a page for CSP violations: Chromium's own console line ("Refused to … because it
 * violates the following Content Security Policy directive"), which it writes with JavaScript
 * off too, and — with JavaScript — the `securitypolicyviolation` event (init script in newContext).
 */
function watchCsp(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|\[csp-violation\]/.test(text)) cspViolations.push(`${page.url()}: ${text}`);
  });
}

export interface RunningServer {
  port: number;
  dir: string;
  databaseUrl: string;
  /** The server's ADMIN_TOKEN, when it has one (the shared server does). */
  adminToken?: string;
  /** `http://{shop}.localhost:{port}{path}` — Chromium resolves *.localhost itself. */
  url(shop: string, path?: string): string;
  /** What the server printed (the shared server: until it was ready — the shop URLs, the sandbox notice). */
  output(): string;
  /** Stops a server this file started; the shared server is left to the global teardown. */
  stop(): Promise<void>;
}

// ---- the shared server and this file's shops -------------------------------------------------

/** The one server every browser file shares (started by tests/e2e/global-setup.ts). */
export function sharedServer(): RunningServer {
  const info = inject('haatE2e');
  return {
    port: info.port,
    dir: info.dir,
    databaseUrl: info.databaseUrl,
    adminToken: info.adminToken,
    url: (shop, path = '/') => `http://${shop}.localhost:${info.port}${path}`,
    output: () => info.startOutput,
    stop: async () => {},
  };
}

let fileNo: number | undefined;
/**
 * This file's number in this run, from 1: the first free `n` in the run's folder, taken with an
 * exclusive create, so two files running at once never get the same one. Each file has its own
 * copy of this module (vitest isolates files), hence its own number.
 */
export function fileNumber(): number {
  if (fileNo !== undefined) return fileNo;
  const { runDir } = inject('haatE2e');
  for (let n = 1; ; n++) {
    try {
      closeSync(openSync(join(runDir, String(n)), 'wx'));
      fileNo = n;
      return n;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

export type DemoShop = 'rongdhonu' | 'bazar' | 'dokan';
export const DEMO_OWNER = { phone: '01700000000', password: 'haat-demo-owner' } as const;

/** The file number in letters (1 → a, 26 → z, 27 → ba): a host label of letters only, like the demo's. */
function letters(n: number): string {
  let out = '';
  for (let k = n - 1; ; k = Math.floor(k / 26) - 1) {
    out = String.fromCharCode(97 + (k % 26)) + out;
    if (k < 26) return out;
  }
}

/** `{base}x{file number in letters}`: a shop slug no other file of the run uses. */
export function fileSlug(base: string): string {
  return `${base}x${letters(fileNumber())}`;
}

/**
 * This file's own copies of demo shops, named `{demo slug}x{file number in letters}` (a shop's
 * host is its slug: `rongdhonuxg.localhost` for file 7). The slugs are known at once; the shops themselves are
 * imported through the shared server's admin import (the real importer, the demo catalog's own
 * document, with the demo owner as the shop's owner) in a file-level beforeAll, before any
 * suite's own beforeAll. Every name, product, price, stock level, setting and picture is the
 * demo shop's; only the ids and the slug differ.
 */
export function freshShops<const K extends DemoShop>(...names: K[]): Record<K, string> {
  const slugs = Object.fromEntries(names.map((name) => [name, fileSlug(name)])) as Record<K, string>;
  beforeAll(async () => {
    await importShops(sharedServer(), names.map((name) => ({ demo: name, slug: slugs[name] })));
  }, 120_000);
  return slugs;
}

let demoDocument: { shops: Array<Record<string, unknown>> } | undefined;
function demoShopDocument(name: DemoShop): Record<string, unknown> {
  demoDocument ??= JSON.parse(readFileSync(join(inject('haatE2e').importDir, 'catalog.json'), 'utf8')) as { shops: Array<Record<string, unknown>> };
  const shop = demoDocument.shops.find((s) => s.slug === name);
  if (!shop) throw new Error(`no demo shop '${name}' in the demo catalog`);
  return structuredClone(shop);
}

/** Imports copies of demo shops under new slugs (with `extra` fields merged into a shop's entry). */
export async function importShops(server: RunningServer, shops: Array<{ demo: DemoShop; slug: string; extra?: Record<string, unknown> }>): Promise<void> {
  const document = {
    shops: shops.map(({ demo, slug, extra }) => ({
      ...demoShopDocument(demo),
      slug,
      staff: [{ phone: DEMO_OWNER.phone, password: DEMO_OWNER.password, name: 'Demo owner', role: 'owner' }],
      ...extra,
    })),
  };
  await adminImport(server, document);
}

/** POST /api/admin/import on the server (its ADMIN_TOKEN); fails the test on a refusal. */
export async function adminImport(server: RunningServer, document: unknown): Promise<HttpResult> {
  if (!server.adminToken) throw new Error('this server has no ADMIN_TOKEN');
  const res = await httpCall(server.port, `admin.localhost:${server.port}`, '/api/admin/import', {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(document),
  });
  expect(res.status, res.body.slice(0, 500)).toBe(200);
  return res;
}

// ---- phones and client addresses unique in the run ------------------------------------------------

let phoneSeq = 0;
/**
 * A Bangladeshi mobile number no other file of this run uses: `{prefix}` (e.g. 017), this file's
 * number (3 digits), then 5 digits counting up. Unique across the run matters where a test reads
 * the shared SMS outbox by phone.
 */
export function uniquePhone(prefix = '017'): string {
  phoneSeq += 1;
  return `${prefix}${String(fileNumber() % 1000).padStart(3, '0')}${String(phoneSeq % 100_000).padStart(5, '0')}`;
}

let addressSeq = 0;
/**
 * A client address (sent as X-Forwarded-For; the shared server trusts its proxy) no other file
 * uses: the server's per-address rate limits count per installation, so files sharing it must
 * not share addresses. Each call gives a new one.
 */
export function clientAddress(): string {
  addressSeq += 1;
  const n = fileNumber();
  return `10.${n % 250}.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
}

// ---- a server of the file's own -------------------------------------------------------------------

/**
 * `npm run money:check` (scripts/money-check.ts, docs/decisions/037) on a test server's database,
 * the server's DATABASE_URL in its environment. Every e2e file ends with it: `RunningServer.stop()`
 * runs it once the server has stopped, so the file's `afterAll` fails, with the check's lines,
 * when some shop's orders, balances or stock do not reconcile after the file's tests.
 */
export async function expectMoneyCheckPasses(databaseUrl: string): Promise<void> {
  const money = moneyCheck(databaseUrl);
  if (!money.ok) {
    console.error(`[tests] money:check on ${databaseUrl}:
${money.output}`);
    throw new Error(`npm run money:check failed on ${databaseUrl}:
${money.output}`);
  }
}

/**
 * Starts the built server on a fresh copy of the seeded demo database, for a file that needs a
 * process of its own (say why in the file). Most files use sharedServer() and freshShops().
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const template = await ensureTemplate();
  const dir = copyTemplate(template, 'haat-e2e-');
  const port = await freePort();
  const databaseUrl = join(dir, 'haat.sqlite');
  const s = spawnServer({
    PORT: String(port),
    WEB_CONCURRENCY: '1',
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: join(dir, 'uploads'),
    ...extraEnv,
  });
  await s.ready;
  return {
    port,
    dir,
    databaseUrl,
    adminToken: extraEnv.ADMIN_TOKEN,
    url: (shop, path = '/') => `http://${shop}.localhost:${port}${path}`,
    output: s.output,
    /** Stops the server, then runs `npm run money:check` on its database (rejects on a difference). */
    async stop() {
      await stopChild(s.child);
      try {
        await expectMoneyCheckPasses(databaseUrl);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// ---- the browser ----------------------------------------------------------------------------------

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: BROWSER_ARGS });
}

/**
 * A browser with a profile on disk (a new temporary folder, removed by close()): what a check
 * needs that Chromium refuses in the off-the-record profiles of launchBrowser's contexts —
 * installing the shop as an app ("in-incognito").
 */
export async function launchProfileBrowser(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'haat-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: BROWSER_ARGS, serviceWorkers: 'block', ...options, extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), ...options.extraHTTPHeaders } });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * A browser context that is its own client (its own X-Forwarded-For: see clientAddress). Its
 * pages count their scripts' fetches in flight (window.__haatFetches), for waitForSettled.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  // The shop's service worker (docs/decisions/071) is blocked unless a test asks for it
  // (`serviceWorkers: 'allow'`): requests it answers are not seen by page.route and request events.
  const context = await browser.newContext({ serviceWorkers: 'block', ...options, extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), ...options.extraHTTPHeaders } });
  for (const page of context.pages()) watchCsp(page);
  context.on('page', watchCsp);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
    const w = window as unknown as { __haatFetches: number };
    w.__haatFetches = 0;
    const original = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      w.__haatFetches++;
      try {
        return await original(...args);
      } finally {
        w.__haatFetches--;
      }
    };
  });
  return context;
}

/**
 * A phone's screen: 390 × 844 CSS px, touch. Its pixels are doubled only when screenshots are
 * taken (SCREENSHOTS=1): what the tests assert is laid out in CSS px, and painting four times the
 * pixels was a good part of Chromium's time in the suite.
 */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export function phoneOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...PHONE, deviceScaleFactor: screenshotsWanted() ? 2 : 1, ...options };
}

export async function newPhoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return newContext(browser, phoneOptions(options));
}

export async function newDesktopContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return newContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
}

/**
 * Waits until React has hydrated the page: the root layout marks `<html data-hydrated="1">`
 * once its effects run (app/root.tsx), which is when typing, clicks and hovers reach React's
 * handlers. Replaces waiting for the network to go idle.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
}

/**
 * Waits until every image inside `scope` has loaded or failed (`complete`): what waiting for the
 * network to go idle gave a layout check or a screenshot.
 */
export async function waitForImages(scope: Locator): Promise<void> {
  await expect.poll(() => scope.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.complete))).toBe(true);
}

/**
 * Waits until the page has hydrated and every fetch its scripts started has answered (the
 * customer part of a shared page, a colour's gallery): the page as it settles, without waiting
 * for the network to stay idle for half a second. Needs a context from newContext.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as { __haatFetches?: number }).__haatFetches === 0);
}

/** page.goto, then waitForHydration. */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> {
  const res = await page.goto(url, options);
  await waitForHydration(page);
  return res;
}

export const SHOTS_DIR = '/tmp/shots';

/** SCREENSHOTS=1: the run takes the screenshots the tests name (tests/settings.ts). */
export function screenshotsWanted(): boolean {
  return testSettings().screenshots;
}

/**
 * A screenshot into /tmp/shots, only when SCREENSHOTS=1 (nothing compares them: they are for a
 * person to look at). What a screenshot is taken for is asserted beside it (expectLaidOut).
 */
export async function screenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = file.startsWith('/') ? file : join(SHOTS_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, ...options });
}

// ---- the SMS outbox -------------------------------------------------------------------------------

/** Every SMS the shared server sent to this phone (national form 01…), oldest first. */
export function smsTo(phone: string): Array<{ to: string; text: string }> {
  const outbox = inject('haatE2e').outbox;
  const to = `+880${phone.slice(1)}`;
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === to);
}

/** Waits for the n-th SMS to a phone (they leave in the background) and returns its code. */
export async function readSmsCode(phone: string, nth: number, { timeout = 5_000 } = {}): Promise<string> {
  const list = await vi.waitFor(
    () => {
      const sent = smsTo(phone);
      if (sent.length < nth) throw new Error(`no SMS ${nth} to ${phone}`);
      return sent;
    },
    { timeout, interval: 50 },
  );
  const code = /(\d{6})/.exec(list[nth - 1]!.text)?.[1];
  if (!code) throw new Error(`SMS ${nth} to ${phone} has no code: ${list[nth - 1]!.text}`);
  return code;
}

// ---- HTTP -----------------------------------------------------------------------------------------

export interface HttpResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = any>(): T;
}

/**
 * A raw HTTP request to 127.0.0.1 with the given Host (Node's fetch cannot resolve
 * *.localhost and overrides Host).
 */
export function httpCall(
  port: number,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpResult> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host, ...init.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          ok({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
        });
      },
    );
    req.on('error', fail);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

// ---- layout assertions ----------------------------------------------------------------------------

/**
 * What a screenshot is taken for, asserted: the page does not scroll sideways at this viewport
 * width, and each element is shown, has a size and lies within the viewport's width (and,
 * with `within: 'viewport'`, its height too: a dialog).
 */
export async function expectLaidOut(page: Page, elements: Locator[], { within = 'width' }: { within?: 'width' | 'viewport' } = {}) {
  const { width, height } = page.viewportSize()!;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  for (const element of elements) {
    await element.waitFor();
    const box = await element.boundingBox();
    const what = `${element} at ${width} px`;
    expect(box, what).not.toBeNull();
    expect(box!.width, what).toBeGreaterThan(0);
    expect(box!.height, what).toBeGreaterThan(0);
    expect(box!.x, what).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, what).toBeLessThanOrEqual(width + 0.5);
    if (within === 'viewport') {
      expect(box!.y, what).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, what).toBeLessThanOrEqual(height + 0.5);
    }
  }
}

/** The image has loaded and has pixels (not a broken or still-empty <img>). */
export async function expectImageLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

