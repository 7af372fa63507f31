// The header's notification bell (issue 13 item 3) in Chromium on the real built server: a
// guest's page has no bell and never polls; a logged-in customer sees a notification the shop
// writes within one poll, opens the 300 px dropdown by keyboard (aria-expanded, Escape closes
// and focus returns), clicks one (marked read in the database, then its url opens) and marks
// all read. Screenshots at 1280 and 390 px go to /tmp/shots.
import Database from 'better-sqlite3';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createCustomer, logInContext, notify, type Customer } from './fixtures';
import { describeBrowser, expectLaidOut, freshShops, launchBrowser, newDesktopContext, newPhoneContext, screenshot, sharedServer, uniquePhone, waitForSettled } from './harness';

const SHOP = freshShops('rongdhonu').rongdhonu;
const server = sharedServer();
const LIST = '/api/get-loged-user-notification';

describeBrowser('notification bell in the browser', () => {
  let browser: Browser;
  let customer: Customer;

  beforeAll(async () => {
    customer = await createCustomer(server, SHOP, { name: 'Bell Shopper', phone: uniquePhone('019') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** What the shop's side writes (the seller console is another issue): one notification. */
  function shopWrites(message: string, url: string): Promise<number> {
    return notify(server, customer, { type: 'customer_order_status_updated', url, message, number: 'AB12CD34' });
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
    await logInContext(ctx, customer);
  }

  it('a guest has no bell and no poll', { timeout: 60_000 }, async () => {
    const ctx = await newDesktopContext(browser);
    const page = await ctx.newPage();
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(LIST)) polls.push(r.url());
    });
    await page.goto(server.url(SHOP, '/'));
    await waitForSettled(page);
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

    const first = await shopWrites('Your order AB12CD34 is now confirmed', '/customer/dashboard/purchase-history');
    const second = await shopWrites('Your order AB12CD34 is now <b>shipped</b>', '/customer/dashboard');
    // Within one poll (10 s), plus slack for a busy machine.
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications 2 unread'), { timeout: 25_000, interval: 250 });

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
    await screenshot(page, 'notifications-dropdown-1280.png');
    await page.keyboard.press('Escape');
    await expect(bell.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(bell.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Click the older one: marked read in the database, then its url opens.
    await bell.click();
    await items.nth(1).click();
    await page.waitForURL((u) => u.pathname === '/customer/dashboard/purchase-history');
    expect(readAt(first)).not.toBeNull();
    expect(readAt(second)).toBeNull();
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications 1 unread'), { timeout: 15_000 });

    await bell.click();
    await dropdown.getByRole('button', { name: 'Mark all as read' }).click();
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications'), { timeout: 15_000 });
    await vi.waitFor(() => expect(readAt(second)).not.toBeNull());
    await ctx.close();
  });

  it('at 390 px the bell sits in the mobile header and its dropdown fits the screen', { timeout: 60_000 }, async () => {
    await shopWrites('Your order AB12CD34 is now delivered', '/customer/dashboard');
    const ctx = await newPhoneContext(browser);
    await loggedIn(ctx);
    const page = await ctx.newPage();
    await page.goto(server.url(SHOP, '/'));
    const bell = page.locator('header:visible').getByRole('button', { name: /^Notifications/ });
    await vi.waitFor(async () => expect(await bell.getAttribute('aria-label')).toBe('Notifications 1 unread'), { timeout: 15_000 });
    await bell.click();
    const dropdown = page.locator('header:visible').getByTestId('notification-dropdown');
    await dropdown.waitFor();
    await expectLaidOut(page, [dropdown]);
    await screenshot(page, 'notifications-dropdown-390.png');
    await ctx.close();
  });
});
