// Balance ledger and running sums on SQLite and PostgreSQL: a debit never takes a balance
// below zero, even when two take the same taka at once; a credit with a used dedupe key does
// nothing; every customer's balance equals the sum of their ledger afterwards; one shop's or
// customer's balance is never another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, debitBalance, findBalances, countBalanceEntries, hasBalanceEntry, ledgerMismatches, listBalanceEntries, type BalanceMove } from './balance.repository';
import type { Db } from './client';
import { runWrite } from './run-write';
import { insertTestShop, closeAndDrop } from './test-shop';
import { testDatabases } from './test-databases';
import { insertTestCustomer } from './test-customer';

const NOW = '2025-01-01T00:00:00.000Z';

for (const t of testDatabases()) {
  describe(`balance repository (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopA: number;
    let shopB: number;
    let n = 0;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopA = await insertTestShop(db, 'alpha');
      shopB = await insertTestShop(db, 'beta');
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shopId = shopA): Promise<number> {
      n++;
      const phone = `+8801711${String(n).padStart(6, '0')}`;
      return insertTestCustomer(db, { shopId, phone, now: NOW });
    }
    const move = (customerId: number, over: Partial<BalanceMove> = {}): BalanceMove => ({
      shopId: shopA,
      customerId,
      kind: 'refund',
      type: 'order_refund',
      amount: 100,
      dedupeKey: null,
      now: NOW,
      ...over,
    });

    it('credits and debits move one balance and write one signed entry each', async () => {
      const c = await customer();
      expect(await findBalances(db, shopA, c)).toEqual({ recharge: 0, refund: 0, cashback: 0 });
      expect(await runWrite(db, (trx) => creditBalance(trx, move(c, { kind: 'recharge', type: 'recharge', amount: 500, paymentId: 7 })))).toBe(true);
      expect(await runWrite(db, (trx) => creditBalance(trx, move(c, { kind: 'cashback', type: 'cashback_earned', amount: 40, orderId: 3 })))).toBe(true);
      expect(await runWrite(db, (trx) => debitBalance(trx, move(c, { kind: 'recharge', type: 'order_payment', amount: 200, orderId: 4 })))).toBe('debited');
      expect(await findBalances(db, shopA, c)).toEqual({ recharge: 300, refund: 0, cashback: 40 });
      const entries = await listBalanceEntries(db, shopA, c, 0, 10);
      expect(entries.map((e) => [e.kind, e.type, e.amount, e.order_id, e.payment_id])).toEqual([
        ['recharge', 'order_payment', -200, 4, null],
        ['cashback', 'cashback_earned', 40, 3, null],
        ['recharge', 'recharge', 500, null, 7],
      ]);
      expect(await countBalanceEntries(db, shopA, c)).toBe(3);
      expect(await listBalanceEntries(db, shopA, c, 2, 10)).toHaveLength(1);
    });

    it('refuses a debit the balance does not cover, and leaves no entry behind', async () => {
      const c = await customer();
      expect(await runWrite(db, (trx) => debitBalance(trx, move(c, { amount: 1 })))).toBe('insufficient');
      await runWrite(db, (trx) => creditBalance(trx, move(c, { amount: 100 })));
      expect(await runWrite(db, (trx) => debitBalance(trx, move(c, { amount: 101 })))).toBe('insufficient');
      expect(await runWrite(db, (trx) => debitBalance(trx, move(c, { kind: 'cashback', amount: 1 })))).toBe('insufficient');
      expect(await findBalances(db, shopA, c)).toEqual({ recharge: 0, refund: 100, cashback: 0 });
      expect(await countBalanceEntries(db, shopA, c)).toBe(1);
      expect(await runWrite(db, (trx) => debitBalance(trx, move(c, { amount: 100 })))).toBe('debited');
      expect(await findBalances(db, shopA, c)).toEqual({ recharge: 0, refund: 0, cashback: 0 });
    });

    it('two debits of 100 against a balance of 100 at once: exactly one succeeds', async () => {
      const c = await customer();
      await runWrite(db, (trx) => creditBalance(trx, move(c, { amount: 100 })));
      const results = await Promise.all([1, 2].map((i) => runWrite(db, (trx) => debitBalance(trx, move(c, { type: 'order_payment', orderId: i })))));
      expect(results.sort()).toEqual(['debited', 'insufficient']);
      expect(await findBalances(db, shopA, c)).toMatchObject({ refund: 0 });
      expect(await ledgerMismatches(db, shopA)).toEqual([]);
    });

    it('a credit with the same dedupe key twice (even at once) credits once', async () => {
      const c = await customer();
      const recharge = move(c, { kind: 'recharge', type: 'recharge', amount: 250, paymentId: 42, dedupeKey: 'payment:42:recharge' });
      const both = await Promise.all([runWrite(db, (trx) => creditBalance(trx, recharge)), runWrite(db, (trx) => creditBalance(trx, recharge))]);
      expect(both.sort()).toEqual([false, true]);
      expect(await runWrite(db, (trx) => creditBalance(trx, recharge))).toBe(false);
      expect(await findBalances(db, shopA, c)).toMatchObject({ recharge: 250 });
      expect(await hasBalanceEntry(db, shopA, 'payment:42:recharge')).toBe(true);
      // The key is the shop's own: another shop may use the same text.
      const other = await customer(shopB);
      expect(await runWrite(db, (trx) => creditBalance(trx, { ...recharge, shopId: shopB, customerId: other }))).toBe(true);
      expect(await hasBalanceEntry(db, shopA, 'payment:43:recharge')).toBe(false);
      // A debit's key works the same way.
      const pay = move(c, { kind: 'recharge', type: 'order_payment', amount: 50, orderId: 9, dedupeKey: 'order:9:order_payment:recharge' });
      expect(await runWrite(db, (trx) => debitBalance(trx, pay))).toBe('debited');
      expect(await runWrite(db, (trx) => debitBalance(trx, pay))).toBe('duplicate');
      expect(await findBalances(db, shopA, c)).toMatchObject({ recharge: 200 });
    });

    it('a rolled-back transaction leaves neither the entry nor the sum', async () => {
      const c = await customer();
      await expect(
        runWrite(db, async (trx) => {
          await creditBalance(trx, move(c, { amount: 70 }));
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await findBalances(db, shopA, c)).toMatchObject({ refund: 0 });
      expect(await countBalanceEntries(db, shopA, c)).toBe(0);
    });

    it('after a race of credits and debits every ledger sums to its balance, and no balance is below zero', async () => {
      const shoppers = [await customer(), await customer(), await customer()];
      for (const c of shoppers) await runWrite(db, (trx) => creditBalance(trx, move(c, { kind: 'cashback', type: 'cashback_earned', amount: 100 })));
      const work = [];
      for (let i = 0; i < 60; i++) {
        const c = shoppers[i % 3]!;
        const amount = 10 + (i % 7) * 5;
        work.push(
          i % 3 === 0
            ? runWrite(db, (trx) => creditBalance(trx, move(c, { kind: 'cashback', type: 'cashback_earned', amount, dedupeKey: `race:${i % 10}` })))
            : runWrite(db, (trx) => debitBalance(trx, move(c, { kind: 'cashback', type: 'order_payment', amount }))),
        );
      }
      await Promise.all(work);
      expect(await ledgerMismatches(db, shopA)).toEqual([]);
      for (const c of shoppers) expect((await findBalances(db, shopA, c)).cashback).toBeGreaterThanOrEqual(0);
      // The database itself refuses a balance below zero, whatever a statement forgets.
      await expect(db.updateTable('customer_balances').set({ cashback: -1 }).where('customer_id', '=', shoppers[0]!).execute()).rejects.toThrow();
    });
  });
}
