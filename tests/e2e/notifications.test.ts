// The header's notification bell (issue 13 item 3) in Chromium on the real built server: a
// guest's page has no bell and never polls; a logged-in customer sees a notification the shop
// writes within one poll, opens the 300 px dropdown by keyboard (aria-expanded, Escape closes
// and focus returns), clicks one (marked read in the database, then its url opens) and marks
// all read. Screenshots at 1280 and 390 px go to /tmp/shots.
import { mkdirSync, mkdtempSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeBrowser, expectLaidOut, httpCall, launchBrowser, newDesktopContext, newPhoneContext, startServer, type RunningServer } from './harness';

const SHOTS = '/tmp/shots';
const SHOP = 'rongdhonu';
const LIST = '/api/get-loged-user-notification';

describeBrowser('notification bell in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let outbox: string;
  let phone: string;
  let token: string;
  let customerId: number;
  let shopId: number;

  const host = () => `${SHOP}.localhost:${server.port}`;
  const canonical = (national: string) => `+880${national.slice(1)}`;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    outbox = join(mkdtempSync(join(tmpdir(), 'haat-bell-e2e-')), 'outbox.jsonl');
    server = await startServer({ SMS_OUTBOX_FILE: outbox });
    phone = `019${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100000).padStart(5, '0')}`;
    const form = (fields: Record<string, string>) =>
      httpCall(server.port, host(), '/customer/register', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host()}` },
        body: new URLSearchParams(fields).toString(),
      });
    await form({ intent: 'send-code', name: 'Bell Shopper', phone });
    const code = await vi.waitFor(
      () => {
        const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
        const mine = lines.map((l) => JSON.parse(l) as { to: string; text: string }).filter((m) => m.to === canonical(phone));
        const found = mine.length ? /(\d{6})/.exec(mine[mine.length - 1]!.text)?.[1] : undefined;
        if (!found) throw new Error('no code yet');
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    const done = await form({ intent: 'register', name: 'Bell Shopper', phone, password: 'password1', code });
    expect(done.status).toBe(302);
    token = /customerUserToken=([\w-]{43})/.exec(([] as string[]).concat(done.headers['set-cookie'] ?? []).join('\n'))![1]!;
    const db = new Database(server.databaseUrl, { readonly: true });
    shopId = (db.prepare('select id from shops where slug = ?').get(SHOP) as { id: number }).id;
    customerId = (db.prepare('select id from customers where shop_id = ? and phone = ?').get(shopId, canonical(phone)) as { id: number }).id;
    db.close();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** What the shop's side writes (the seller console is another issue): one notification. */
  function shopWrites(message: string, url: string): number {
    const db = new Database(server.databaseUrl);
    try {
      const info = db
        .prepare('insert into notifications (shop_id, customer_id, type, url, message, number, image, read_at, created_at) values (?, ?, ?, ?, ?, ?, null, null, ?)')
        .run(shopId, customerId, 'customer_order_status_updated', url, message, 'AB12CD34', new Date().toISOString());
      return Number(info.lastInsertRowid);
    } finally {
      db.close();
    }
  }
  function readAt(id: number): string | null {
    const db = new Database(server.databaseUrl, { readonly: true });
    try {
      return (db.prepare('select read_at from notifications where id = ?').get(id) as { read_at: string | null }).read_at;
    } finally {
      db.close();
    }
  }
  async function loggedIn(ctx: BrowserContext) {
    await ctx.addCookies([{ name: 'customerUserToken', value: token, domain: host().split(':')[0]!, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  }

  it('a guest has no bell and no poll', { timeout: 60_000 }, async () => {
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(LIST)) polls.push(r.url());
    });
    await page.goto(server.url(SHOP, '/'), { waitUntil: 'networkidle' });
    await expect(page.getByTestId('notification-bell').count()).resolves.toBe(0);
    expect(polls).toEqual([]);
    await ctx.close();
  });

  it('shows a new notification within one poll; dropdown by keyboard; click marks read and opens it; mark all', { timeout: 120_000 }, async () => {
    const ctx = await newDesktopContext(browser);
    await loggedIn(ctx);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/'));
    const header = page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Account' }) });
    const bell = header.getByRole('button', { name: /^Notifications/ });
    await expect(bell.getAttribute('aria-expanded')).resolves.toBe('false');
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications'), { timeout: 15_000 });

    const first = shopWrites('Your order AB12CD34 is now confirmed', '/customer/dashboard/purchase-history');
    const second = shopWrites('Your order AB12CD34 is now <b>shipped</b>', '/customer/dashboard');
    // Within one poll (10 s), plus slack for a busy machine.
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'), { timeout: 25_000, interval: 250 });

    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(bell.getAttribute('aria-expanded')).resolves.toBe('true');
    const dropdown = header.getByTestId('notification-dropdown');
    await dropdown.waitFor();
    const items = dropdown.getByTestId('notification-item');
    await vi.waitFor(async () => expect(await items.count()).toBe(2));
    // Hostile text is text.
    await expect(items.first().textContent()).resolves.toContain('<b>shipped</b>');
    const list = dropdown.getByRole('list', { name: 'Notifications' });
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(300);
    await expectLaidOut(page, [dropdown]);
    await page.screenshot({ path: join(SHOTS, 'notifications-dropdown-1280.png') });
    await page.keyboard.press('Escape');
    await expect(bell.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(bell.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Click the older one: marked read in the database, then its url opens.
    await bell.click();
    await items.nth(1).click();
    await page.waitForURL((u) => u.pathname === '/customer/dashboard/purchase-history');
    expect(readAt(first)).not.toBeNull();
    expect(readAt(second)).toBeNull();
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'), { timeout: 15_000 });

    await bell.click();
    await dropdown.getByRole('button', { name: 'Mark all as read' }).click();
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications'), { timeout: 15_000 });
    await vi.waitFor(() => expect(readAt(second)).not.toBeNull());
    await ctx.close();
  });

  it('at 390 px the bell sits in the mobile header and its dropdown fits the screen', { timeout: 60_000 }, async () => {
    shopWrites('Your order AB12CD34 is now delivered', '/customer/dashboard');
    const ctx = await newPhoneContext(browser);
    await loggedIn(ctx);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/'));
    const bell = page.locator('header:visible').getByRole('button', { name: /^Notifications/ });
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread'), { timeout: 15_000 });
    await bell.click();
    const dropdown = page.locator('header:visible').getByTestId('notification-dropdown');
    await dropdown.waitFor();
    await expectLaidOut(page, [dropdown]);
    await page.screenshot({ path: join(SHOTS, 'notifications-dropdown-390.png') });
    await ctx.close();
  });
});
