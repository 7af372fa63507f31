// Repositories of issue 5 on SQLite and PostgreSQL: accounts per shop, sessions found only in
// their own shop, codes with bounded tries and single use, database rate-limit windows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { runWrite } from './run-write';
import { testDatabases } from './test-databases';
import { closeAndDrop, insertTestShop } from './test-shop';
import { findCustomerById, findCustomerByPhone, insertCustomer, markCustomerPhoneVerified, updateCustomerAvatar, updateCustomerPassword, updateCustomerProfile } from './customer.repository';
import { insertNotification, readBellState } from './notification.repository';
import { deleteDeadSessions, extendSession, findLiveCustomerBellState, findLiveSessionWithCustomer, insertSession, revokeCustomerSessions, revokeSession, rotateSessionToken } from './customer-session.repository';
import { deleteExpiredCodes, findActiveCode, insertCode, retireCodes, takeCodeAttempt, useCode } from './customer-code.repository';
import { deleteRateLimitsBefore, readRateLimitCount, takeRateLimitSlot } from './rate-limit.repository';

const T0 = '2026-01-01T00:00:00.000Z';
const T1 = '2026-01-01T00:01:00.000Z';
const LATER = '2026-02-01T00:00:00.000Z';

for (const t of testDatabases()) {
  describe(t.kind, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopA: number;
    let shopB: number;
    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopA = await insertTestShop(db, 'alpha');
      shopB = await insertTestShop(db, 'beta');
    });
    afterAll(() => closeAndDrop(db, drop));

    it('keeps accounts per shop: the same phone registers once in each shop', async () => {
      const input = { phone: '+8801711111111', name: 'Rahim', passwordHash: 'h', phoneVerified: false, now: T0 };
      const a = await insertCustomer(db, shopA, input);
      const b = await insertCustomer(db, shopB, { ...input, name: 'Karim' });
      expect(a).not.toBeNull();
      expect(b).not.toBeNull();
      expect(a).not.toBe(b);
      expect(await insertCustomer(db, shopA, input)).toBeNull();
      expect((await findCustomerByPhone(db, shopA, input.phone))?.name).toBe('Rahim');
      expect((await findCustomerByPhone(db, shopB, input.phone))?.name).toBe('Karim');
      expect(await findCustomerById(db, shopB, a!)).toBeUndefined();
      await updateCustomerProfile(db, shopB, a!, { name: 'Hacked', email: null, now: T1 });
      expect((await findCustomerById(db, shopA, a!))?.name).toBe('Rahim');
      await updateCustomerProfile(db, shopA, a!, { name: 'Rahim Uddin', email: 'r@example.com', now: T1 });
      await updateCustomerAvatar(db, shopA, a!, 'x.webp', T1);
      await runWrite(db, (trx) => updateCustomerPassword(trx, shopA, a!, 'h2', T1));
      await markCustomerPhoneVerified(db, shopA, a!, T1);
      expect(await findCustomerById(db, shopA, a!)).toMatchObject({ name: 'Rahim Uddin', email: 'r@example.com', avatar: 'x.webp', password_hash: 'h2', phone_verified: 1 });
    });

    it('finds a session only in its shop, only while live, and by its previous token during grace', async () => {
      // The session and its customer come in one statement; the customer is the one the session names.
      const both = async (shop: number, hash: string, now: string) => {
        const found = await findLiveSessionWithCustomer(db, shop, hash, now);
        if (found) expect(found.customer).toEqual(await findCustomerById(db, shop, found.session.customer_id));
        return found;
      };
      const customer = (await insertCustomer(db, shopA, { phone: '+8801722222222', name: 'S', passwordHash: 'h', phoneVerified: false, now: T0 }))!;
      const id = await insertSession(db, shopA, customer, { tokenHash: 'a'.repeat(64), loginAt: T0, expiresAt: LATER });
      expect((await both(shopA, 'a'.repeat(64), T1))?.session.id).toBe(id);
      expect(await both(shopB, 'a'.repeat(64), T1)).toBeUndefined();
      expect(await both(shopA, 'a'.repeat(64), LATER)).toBeUndefined();

      const rotate = { expectedTokenHash: 'a'.repeat(64), newTokenHash: 'b'.repeat(64), previousValidUntil: T1, rotatedAt: T0, expiresAt: LATER };
      expect(await rotateSessionToken(db, shopA, id, rotate)).toBe(true);
      expect(await rotateSessionToken(db, shopA, id, rotate)).toBe(false);
      expect(await both(shopA, 'a'.repeat(64), T0)).toMatchObject({ previous: true });
      expect(await both(shopA, 'a'.repeat(64), T1)).toBeUndefined();
      expect(await both(shopA, 'b'.repeat(64), T1)).toMatchObject({ previous: false });

      await extendSession(db, shopA, id, '2026-03-01T00:00:00.000Z');
      expect(await both(shopA, 'b'.repeat(64), LATER)).toBeDefined();
      await revokeSession(db, shopB, id, T1);
      expect(await both(shopA, 'b'.repeat(64), T1)).toBeDefined();
      await revokeSession(db, shopA, id, T1);
      expect(await both(shopA, 'b'.repeat(64), T1)).toBeUndefined();
    });

    it("finds a current token's customer with the bell's state in one statement, by the session's rule", async () => {
      const customer = (await insertCustomer(db, shopA, { phone: '+8801755555555', name: 'B', passwordHash: 'h', phoneVerified: false, now: T0 }))!;
      const other = (await insertCustomer(db, shopA, { phone: '+8801755555556', name: 'O', passwordHash: 'h', phoneVerified: false, now: T0 }))!;
      const id = await insertSession(db, shopA, customer, { tokenHash: 'f'.repeat(64), loginAt: T0, expiresAt: LATER });
      const same = async (hash: string, now: string, shop = shopA) => {
        const found = await findLiveCustomerBellState(db, shop, hash, now);
        if (found) expect(found.bell).toEqual(await readBellState(db, shop, found.customerId));
        return found;
      };
      expect(await same('f'.repeat(64), T1)).toEqual({ customerId: customer, bell: { newest: 0, unread: 0, tickets: 0, inquiries: 0 } });
      const note = (who: number) => runWrite(db, (trx) => insertNotification(trx, { shopId: shopA, customerId: who, type: 'customer', url: '/x', message: 'm', number: '', image: null, now: T0 }));
      await note(customer);
      const newest = await note(customer);
      await note(other);
      await runWrite(db, async (trx) => {
        for (const [kind, unread] of [['ticket', 2], ['ticket', 0], ['inquiry', 1], ['inquiry', 3]] as const)
          await trx.insertInto('threads').values({ shop_id: shopA, customer_id: customer, kind, subject: 's', order_id: null, product_id: null, product_name: null, product_image: null, product_url: null, product_price: null, customer_unread: unread, last_message_at: T0, created_at: T0, updated_at: T0 }).execute();
      });
      expect(await same('f'.repeat(64), T1)).toEqual({ customerId: customer, bell: { newest, unread: 2, tickets: 1, inquiries: 2 } });
      // Another shop, an expired or unknown token, a revoked session: nobody.
      expect(await same('f'.repeat(64), T1, shopB)).toBeUndefined();
      expect(await same('f'.repeat(64), LATER)).toBeUndefined();
      expect(await same('0'.repeat(64), T1)).toBeUndefined();
      // A rotated-out token in its grace period is left to the full lookup (findLiveSessionWithCustomer).
      await rotateSessionToken(db, shopA, id, { expectedTokenHash: 'f'.repeat(64), newTokenHash: '9'.repeat(64), previousValidUntil: T1, rotatedAt: T0, expiresAt: LATER });
      expect(await same('f'.repeat(64), T0)).toBeUndefined();
      expect((await same('9'.repeat(64), T0))?.customerId).toBe(customer);
      await revokeSession(db, shopA, id, T1);
      expect(await same('9'.repeat(64), T1)).toBeUndefined();
    });

    it('revokes every other session of one customer', async () => {
      const customer = (await insertCustomer(db, shopA, { phone: '+8801733333333', name: 'R', passwordHash: 'h', phoneVerified: false, now: T0 }))!;
      const keep = await insertSession(db, shopA, customer, { tokenHash: 'c'.repeat(64), loginAt: T0, expiresAt: LATER });
      await insertSession(db, shopA, customer, { tokenHash: 'd'.repeat(64), loginAt: T0, expiresAt: LATER });
      await insertSession(db, shopA, customer, { tokenHash: 'e'.repeat(64), loginAt: T0, expiresAt: LATER });
      expect(await runWrite(db, (trx) => revokeCustomerSessions(trx, shopB, customer, keep, T1))).toBe(0);
      expect(await runWrite(db, (trx) => revokeCustomerSessions(trx, shopA, customer, keep, T1))).toBe(2);
      expect(await findLiveSessionWithCustomer(db, shopA, 'c'.repeat(64), T1)).toBeDefined();
      expect(await findLiveSessionWithCustomer(db, shopA, 'd'.repeat(64), T1)).toBeUndefined();
      expect(await runWrite(db, (trx) => revokeCustomerSessions(trx, shopA, customer, null, T1))).toBe(1);
      expect(await deleteDeadSessions(db, shopA, T1)).toBeGreaterThanOrEqual(3);
    });

    it('bounds code tries, uses a code once and retires older codes', async () => {
      const phone = '+8801744444444';
      const first = await insertCode(db, shopA, { phone, purpose: 'login', codeHash: 'x', expiresAt: T1, now: T0 });
      await retireCodes(db, shopA, phone, 'login', T0);
      expect(await findActiveCode(db, shopA, phone, 'login', T0)).toBeUndefined();
      const id = await insertCode(db, shopA, { phone, purpose: 'login', codeHash: 'y', expiresAt: T1, now: T0 });
      expect(id).not.toBe(first);
      expect(await findActiveCode(db, shopB, phone, 'login', T0)).toBeUndefined();
      expect(await findActiveCode(db, shopA, phone, 'reset', T0)).toBeUndefined();
      expect(await findActiveCode(db, shopA, phone, 'login', T1)).toBeUndefined();
      expect((await findActiveCode(db, shopA, phone, 'login', T0))?.id).toBe(id);
      const tries = await Promise.all(Array.from({ length: 8 }, () => takeCodeAttempt(db, shopA, id, 5)));
      expect(tries.filter(Boolean)).toHaveLength(5);
      const uses = await Promise.all([useCode(db, shopA, id, T0), useCode(db, shopA, id, T0)]);
      expect(uses.filter(Boolean)).toHaveLength(1);
      expect(await takeCodeAttempt(db, shopA, id, 99)).toBe(false);
      expect(await deleteExpiredCodes(db, shopB, LATER)).toBe(0);
      expect(await deleteExpiredCodes(db, shopA, LATER)).toBe(2);
    });

    it('counts rate-limit events atomically up to the limit', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => takeRateLimitSlot(db, 'test:k', 100, 5)));
      expect(results.filter(Boolean)).toHaveLength(5);
      expect(await readRateLimitCount(db, 'test:k', 100)).toBe(5);
      expect(await takeRateLimitSlot(db, 'test:k', 160, 5)).toBe(true);
      expect(await takeRateLimitSlot(db, 'test:other', 100, 5)).toBe(true);
      expect(await takeRateLimitSlot(db, 'test:zero', 100, 0)).toBe(false);
      expect(await readRateLimitCount(db, 'test:none', 100)).toBe(0);
      expect(await deleteRateLimitsBefore(db, 160)).toBe(2);
      expect(await readRateLimitCount(db, 'test:k', 160)).toBe(1);
    });
  });
}
