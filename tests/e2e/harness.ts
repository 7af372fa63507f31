// Browser-test harness: starts the real built server (`node scripts/start.mjs`, one worker)
// on a free port with its own SQLite database seeded with the demo catalog, and launches
// Debian's Chromium through playwright-core. Without Chromium the browser tests are skipped
// with one line saying so; under CI=true they fail instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { processEnv } from '../../server/env';
import { testSettings } from '../settings';

const root = resolve(import.meta.dirname, '../..');
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
  describe(name, fn);
}

/** Binds `port` (0: any free one) on 127.0.0.1 for a moment; the port it got, or a rejection when taken. */
function bindBriefly(port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: got } = srv.address() as { port: number };
      srv.close(() => resolvePort(got));
    });
  });
}

/**
 * A free port for a server whose payment sandboxes take PORT + 101 and PORT + 102
 * (server/payment-sandboxes.ts): all three must be free, or the server cannot start.
 */
async function freePort(): Promise<number> {
  for (let tries = 0; ; tries++) {
    const port = await bindBriefly(0);
    if (port + 102 > 65535) continue;
    const sandboxesFree = await Promise.all([port + 101, port + 102].map((p) => bindBriefly(p).then(() => true, () => false)));
    if (sandboxesFree.every(Boolean) || tries >= 20) return port;
  }
}

export interface RunningServer {
  port: number;
  dir: string;
  databaseUrl: string;
  /** `http://{shop}.localhost:{port}{path}` — Chromium resolves *.localhost itself. */
  url(shop: string, path?: string): string;
  output(): string;
  stop(): Promise<void>;
}

function spawnServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: processEnv({ NODE_ENV: 'production', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<void>((ok, fail) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('haat is serving')) ok();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  return { child, ready, output: () => out };
}

// The demo seed renders images; do it once per build and copy the result for each server.
function templateDir(): string {
  const buildStamp = statSync(join(root, 'build/server/index.js')).mtimeMs.toFixed(0);
  return join(tmpdir(), `haat-e2e-template-${buildStamp}`);
}

async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(join(dir, 'ready'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const s = spawnServer({
    PORT: String(port),
    WEB_CONCURRENCY: '1',
    DATABASE_URL: join(dir, 'haat.sqlite'),
    UPLOADS_DIR: join(dir, 'uploads'),
  });
  await s.ready;
  await stopChild(s.child);
  writeFileSync(join(dir, 'ready'), 'ok');
  return dir;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 8000).unref();
  });
}

/**
 * `npm run money:check` (scripts/money-check.ts, docs/decisions/037) on a test server's database,
 * the server's DATABASE_URL in its environment. Every e2e file ends with it: `RunningServer.stop()`
 * runs it once the server has stopped, so the file's `afterAll` fails, with the check's lines,
 * when some shop's orders, balances or stock do not reconcile after the file's tests.
 */
export async function expectMoneyCheckPasses(databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/money-check.ts')], {
    cwd: root,
    env: processEnv({ DATABASE_URL: databaseUrl }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', (exitCode) => done(exitCode));
  });
  if (code !== 0) {
    console.error(`[tests] money:check on ${databaseUrl}:\n${out}`);
    throw new Error(`npm run money:check exited ${code} on ${databaseUrl}:\n${out.trim()}`);
  }
}

/** Starts the built server on a fresh copy of the seeded demo database. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const template = await ensureTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'haat-e2e-'));
  cpSync(template, dir, { recursive: true });
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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
}

export async function newDesktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

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
