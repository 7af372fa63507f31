// The bell's poll under 1,000 logged-in customers (issue 13 item 5), through the real Hono app
// on SQLite and PostgreSQL: every customer polls at once (in waves of 100, as tabs do every
// 10 s), each sees only their own notifications and counters; a second round sending back each
// customer's ETag is all 304 except for the customers who were told something meanwhile, whose
// poll is a 200 with exactly that new notification. Not a timing test: the rate is measured by
// bench/notification-poll.ts (docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../services/accounts/operations/secret';
import type { Db } from '../../../db/client';
import { runWrite } from '../../../db/run-write';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop, insertTestShop } from '../../../db/test-shop';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { notifyCustomerMessage } from '../../../services/notifications/operations/notify-customer';
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const LIST = '/api/get-loged-user-notification';
const CUSTOMERS = 1000;

for (const t of testDatabases()) {
  describe(`the poll under ${CUSTOMERS} logged-in customers (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let shop: Shop;
    const customers: Array<{ id: number; token: string; etag: string }> = [];

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      await insertTestShop(db, 'crowd');
      shop = (await findShopBySlug(db, 'crowd'))!;
      const now = new Date();
      const stamp = now.toISOString();
      const expires = new Date(now.getTime() + 86_400_000).toISOString();
      // Customers, sessions and two notifications each, written in bulk (the poll is under test, not the login).
      for (let start = 0; start < CUSTOMERS; start += 200) {
        await runWrite(db, async (trx) => {
          for (let i = start; i < Math.min(CUSTOMERS, start + 200); i++) {
            const { id } = await trx
              .insertInto('customers')
              .values({ shop_id: shop.id, phone: `+88017${String(40000000 + i).padStart(8, '0')}`, name: `Crowd ${i}`, email: null, avatar: null, password_hash: 'x', created_at: stamp, updated_at: stamp })
              .returning('id')
              .executeTakeFirstOrThrow();
            const token = randomBytes(32).toString('base64url');
            await trx
              .insertInto('customer_sessions')
              .values({ shop_id: shop.id, customer_id: id, token_hash: sha256Hex(token), previous_token_hash: null, previous_valid_until: null, login_at: stamp, rotated_at: stamp, expires_at: expires, revoked_at: null })
              .execute();
            for (const k of [1, 2]) await notifyCustomerMessage(trx, { shopId: shop.id, customerId: id, text: `For customer ${id}, note ${k}`, url: '/customer/dashboard' }, stamp);
            customers.push({ id, token, etag: '' });
          }
        });
      }
      const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-up-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-att-')) });
      app = createApp({ db, env, sms: createLogSmsProvider({ log: () => {} }) });
    }, 120_000);
    afterAll(() => closeAndDrop(db, drop));

    const poll = (c: { token: string; etag: string }) =>
      app.request(LIST, {
        method: 'POST',
        headers: { host: 'crowd.localhost:3000', 'content-type': 'application/json', authorization: `Bearer ${c.token}`, ...(c.etag ? { 'if-none-match': c.etag } : {}) },
        body: '{}',
      });

    async function inWaves<T>(items: T[], fn: (item: T) => Promise<void>) {
      for (let i = 0; i < items.length; i += 100) await Promise.all(items.slice(i, i + 100).map(fn));
    }

    it('every customer sees only their own; unchanged polls are 304, changed ones 200 with the change', async () => {
      await inWaves(customers, async (c) => {
        const res = await poll(c);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { notifications: Array<{ message: string }>; unread: number; total_support_tickets: number; total_inquiries: number };
        expect(body.unread).toBe(2);
        expect(body.notifications.map((x) => x.message)).toEqual([`For customer ${c.id}, note 2`, `For customer ${c.id}, note 1`]);
        expect(body).toMatchObject({ total_support_tickets: 0, total_inquiries: 0 });
        c.etag = res.headers.get('etag')!;
      });
      expect(new Set(customers.map((c) => c.etag)).size).toBe(CUSTOMERS);

      // Every tenth customer is told something new between two polls.
      const told = new Set(customers.filter((_, i) => i % 10 === 0).map((c) => c.id));
      await runWrite(db, async (trx) => {
        for (const id of told) await notifyCustomerMessage(trx, { shopId: shop.id, customerId: id, text: `Shipped, customer ${id}`, url: '/customer/dashboard' }, new Date().toISOString());
      });
      const statuses = { 200: 0, 304: 0 } as Record<number, number>;
      await inWaves(customers, async (c) => {
        const res = await poll(c);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (told.has(c.id)) {
          expect(res.status).toBe(200);
          const body = (await res.json()) as { notifications: Array<{ message: string }>; unread: number };
          expect(body.unread).toBe(3);
          expect(body.notifications[0]!.message).toBe(`Shipped, customer ${c.id}`);
        } else {
          expect(res.status).toBe(304);
          expect(await res.text()).toBe('');
        }
      });
      expect(statuses).toEqual({ 200: CUSTOMERS / 10, 304: CUSTOMERS - CUSTOMERS / 10 });
    }, 120_000);
  });
}
