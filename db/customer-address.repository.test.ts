// The address book repository on SQLite and PostgreSQL: one customer in one shop only, one
// default at most (the first address, the one chosen, the newest left after deleting it), and
// concurrent "make default" calls that still leave exactly one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import {
  countCustomerAddresses,
  deleteCustomerAddress,
  findCustomerAddress,
  insertCustomerAddress,
  listCustomerAddresses,
  lockAddressOwner,
  setDefaultCustomerAddress,
  updateCustomerAddress,
} from './customer-address.repository';
import { runWrite } from './run-write';
import { testDatabases } from './test-databases';
import { insertTestCustomer } from './test-customer';
import { closeAndDrop, insertTestShop } from './test-shop';

const NOW = '2025-01-01T00:00:00.000Z';
const fields = (name: string, isDefault = false) => ({
  name,
  phone: '+8801712345678',
  district: 'Dhaka',
  area: 'Dhanmondi',
  address: 'House 1, Road 2',
  note: null,
  isDefault,
});

for (const t of testDatabases()) {
  describe(`customer address repository (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let alpha: number;
    let beta: number;
    let alice: number;
    let bob: number;
    let carol: number;

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      alpha = await insertTestShop(db, 'alpha');
      beta = await insertTestShop(db, 'beta');
      const customer = (shopId: number, phone: string) => insertTestCustomer(db, { shopId, phone, now: NOW, phoneVerified: true });
      alice = await customer(alpha, '+8801700000001');
      bob = await customer(alpha, '+8801700000002');
      carol = await customer(beta, '+8801700000001');
    });
    afterAll(() => closeAndDrop(db, drop));

    const defaults = async (shopId: number, customerId: number) =>
      (await listCustomerAddresses(db, shopId, customerId)).filter((a) => a.is_default === 1).map((a) => a.name);
    const insert = (shopId: number, customerId: number, name: string, isDefault = false) =>
      runWrite(db, (trx) => insertCustomerAddress(trx, shopId, customerId, fields(name, isDefault), NOW));

    it('the first address becomes the default; a later one only when asked; the list shows the default first, then the newest', async () => {
      const home = await insert(alpha, alice, 'Home');
      expect(await defaults(alpha, alice)).toEqual(['Home']);
      await insert(alpha, alice, 'Office');
      expect(await defaults(alpha, alice)).toEqual(['Home']);
      await insert(alpha, alice, 'Parents', true);
      expect(await defaults(alpha, alice)).toEqual(['Parents']);
      expect((await listCustomerAddresses(db, alpha, alice)).map((a) => a.name)).toEqual(['Parents', 'Office', 'Home']);
      expect(await runWrite(db, (trx) => setDefaultCustomerAddress(trx, alpha, alice, home))).toBe(true);
      expect(await defaults(alpha, alice)).toEqual(['Home']);
      expect(await countCustomerAddresses(db, alpha, alice)).toBe(3);
    });

    it('editing changes the fields; is_default true moves the default, false leaves it where it is', async () => {
      const [first, second] = await listCustomerAddresses(db, alpha, alice);
      expect(first!.name).toBe('Home');
      const changed = { ...fields('Home, new'), district: 'Chattogram', note: 'Ring twice' };
      expect(await runWrite(db, (trx) => updateCustomerAddress(trx, alpha, alice, first!.id, changed, '2025-01-02T00:00:00.000Z'))).toBe(true);
      expect(await findCustomerAddress(db, alpha, alice, first!.id)).toMatchObject({ name: 'Home, new', district: 'Chattogram', note: 'Ring twice', is_default: 1, updated_at: '2025-01-02T00:00:00.000Z' });
      expect(await runWrite(db, (trx) => updateCustomerAddress(trx, alpha, alice, second!.id, fields(second!.name, true), NOW))).toBe(true);
      expect(await defaults(alpha, alice)).toEqual([second!.name]);
    });

    it('deleting the default makes the newest remaining address the default; deleting the last leaves none', async () => {
      const who = bob;
      const a = await insert(alpha, who, 'A');
      const b = await insert(alpha, who, 'B');
      const c = await insert(alpha, who, 'C');
      await runWrite(db, (trx) => setDefaultCustomerAddress(trx, alpha, who, a));
      expect(await runWrite(db, (trx) => deleteCustomerAddress(trx, alpha, who, a))).toBe(true);
      expect(await defaults(alpha, who)).toEqual(['C']);
      // Deleting one that is not the default leaves the default alone.
      expect(await runWrite(db, (trx) => deleteCustomerAddress(trx, alpha, who, b))).toBe(true);
      expect(await defaults(alpha, who)).toEqual(['C']);
      expect(await runWrite(db, (trx) => deleteCustomerAddress(trx, alpha, who, c))).toBe(true);
      expect(await listCustomerAddresses(db, alpha, who)).toEqual([]);
      expect(await runWrite(db, (trx) => deleteCustomerAddress(trx, alpha, who, c))).toBe(false);
    });

    it('never reaches another customer or another shop', async () => {
      const carols = await insert(beta, carol, 'Carol home');
      const alices = (await listCustomerAddresses(db, alpha, alice))[0]!;
      // Bob (same shop) and Carol (same phone, other shop) cannot see, change, default or delete Alice's address…
      for (const [shopId, customerId] of [
        [alpha, bob],
        [beta, carol],
        [beta, alice],
      ] as const) {
        expect(await findCustomerAddress(db, shopId, customerId, alices.id)).toBeUndefined();
        expect(await runWrite(db, (trx) => updateCustomerAddress(trx, shopId, customerId, alices.id, fields('Taken', true), NOW))).toBe(false);
        expect(await runWrite(db, (trx) => setDefaultCustomerAddress(trx, shopId, customerId, alices.id))).toBe(false);
        expect(await runWrite(db, (trx) => deleteCustomerAddress(trx, shopId, customerId, alices.id))).toBe(false);
      }
      expect(await findCustomerAddress(db, alpha, alice, alices.id)).toMatchObject({ name: alices.name, is_default: 1 });
      // …and Alice's default changes never touch Carol's.
      expect(await defaults(beta, carol)).toEqual(['Carol home']);
      expect(await findCustomerAddress(db, beta, carol, carols)).toMatchObject({ is_default: 1 });
      expect(await listCustomerAddresses(db, beta, alice)).toEqual([]);
      // The owner lock only finds a customer in their own shop.
      expect(await runWrite(db, (trx) => lockAddressOwner(trx, alpha, alice))).toBe(true);
      expect(await runWrite(db, (trx) => lockAddressOwner(trx, beta, alice))).toBe(false);
    });

    it('concurrent "make default" calls leave exactly one default', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await insert(beta, carol, `Many ${i}`));
      await Promise.all(
        ids.map((id) =>
          runWrite(db, async (trx) => {
            await lockAddressOwner(trx, beta, carol);
            return setDefaultCustomerAddress(trx, beta, carol, id);
          }),
        ),
      );
      expect(await defaults(beta, carol)).toHaveLength(1);
    });
  });
}
