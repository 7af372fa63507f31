// Booking parcels (issue 26 item 3; docs/decisions/054) against the real Steadfast and Pathao
// sandboxes over HTTP, on SQLite and PostgreSQL: what is booked and stored, what is refused and
// why (our rules, the courier's refusals, an outage), foreign ids, and two staff booking one
// order at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { findShopBySlug } from '../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../db/test-catalog';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop } from '../../db/test-shop';
import { startPathaoSandbox, type PathaoSandbox } from '../../sandboxes/pathao/pathao-sandbox';
import { startSteadfastSandbox, type SteadfastSandbox } from '../../sandboxes/steadfast/steadfast-sandbox';
import { DomainError } from '../domain-error';
import { saveStaff } from '../seller/operations/save-staff';
import { testContext } from '../test-context';
import { bookCourier } from './book-courier';
import { PATHAO_LOGIN, placeTestOrder, setBookingAccounts, SF_KEYS } from '../../tests/fixtures/courier-booking';

let pathao: PathaoSandbox;
let steadfast: SteadfastSandbox;

beforeAll(async () => {
  pathao = await startPathaoSandbox({ ...PATHAO_LOGIN, webhookUrl: 'http://127.0.0.1:9/unused', webhookSecret: 'unused-secret-unused' });
  steadfast = await startSteadfastSandbox(SF_KEYS);
});
afterAll(async () => {
  await pathao.close();
  await steadfast.close();
});

for (const t of testDatabases()) {
  describe(`book with a courier (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let other: Shop;
    let cat: TestCatalog;
    let otherCat: TestCatalog;
    let staffId = 0;
    let otherStaffId = 0;
    const logs: string[] = [];
    const deps = { couriers: { get steadfastBaseUrl() { return steadfast.url; }, get pathaoBaseUrl() { return pathao.url; } }, log: (l: string) => void logs.push(l) };

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'bookshop');
      otherCat = await insertTestCatalog(db, 'othershop');
      shop = (await findShopBySlug(db, 'bookshop'))!;
      other = (await findShopBySlug(db, 'othershop'))!;
      await db.updateTable('products').set({ quantity: 1000 }).execute();
      staffId = (await saveStaff(db, shop, { phone: '01711000888', password: 'a-long-owner-password', name: 'Owner', role: 'owner' }, Date.now())).id;
      otherStaffId = (await saveStaff(db, other, { phone: '01711000889', password: 'a-long-owner-password', name: 'Other', role: 'owner' }, Date.now())).id;
      await setBookingAccounts(db, shop.id);
      await setBookingAccounts(db, other.id, { ...PATHAO_LOGIN, password: 'not-the-password' });
    });
    afterAll(async () => closeAndDrop(db, drop));

    const staffCtx = () => testContext(db, shop, { actor: { kind: 'staff', staffId, role: 'owner' }, deps });
    const otherCtx = () => testContext(db, other, { actor: { kind: 'staff', staffId: otherStaffId, role: 'owner' }, deps });
    const place = (options: Parameters<typeof placeTestOrder>[4] = {}) => placeTestOrder(db, shop, cat, staffCtx, options);
    const orderRow = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const refusal = async (p: Promise<unknown>) => {
      const error = await p.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    };

    it('books confirmed and processing orders with Steadfast: consignment, tracking code and timeline stored, status and money left alone', async () => {
      const a = await place({ status: 'processing', name: 'রহিমা খাতুন', address: 'বাড়ি ১২, রোড ৪', area: 'ধানমন্ডি', district: 'ঢাকা' });
      const b = await place({ status: 'confirmed' });
      const before = await orderRow(a.id);
      const summary = await bookCourier(staffCtx(), { purchase_ids: [a.id, b.id, a.id], courier: 'steadfast' });
      expect(summary).toMatchObject({ courier: 'steadfast', booked: 2, refused: 0 });
      const first = summary.results[0]!;
      expect(first).toMatchObject({ purchase_id: a.id, code: a.code, outcome: 'booked', courier: 'steadfast', cod_amount: before.payable });
      if (first.outcome !== 'booked') throw new Error('not booked');
      expect(first.tracking_url).toBe(`https://steadfast.com.bd/t/${first.tracking_code}`);
      const parcel = steadfast.consignment(first.tracking_code)!;
      expect(parcel).toMatchObject({ invoice: a.code, recipient_name: 'রহিমা খাতুন', recipient_phone: expect.stringMatching(/^017\d{8}$/), recipient_address: 'বাড়ি ১২, রোড ৪, ধানমন্ডি, ঢাকা', cod_amount: before.payable });
      expect(String(parcel.consignment_id)).toBe(first.consignment_id);

      const after = await orderRow(a.id);
      expect(after).toMatchObject({ status: 'processing', payment_status: before.payment_status, courier: 'Steadfast', tracking_code: first.tracking_code, payable: before.payable });
      expect((await orderRow(b.id)).status).toBe('confirmed');
      const booking = await db.selectFrom('courier_bookings').selectAll().where('order_id', '=', a.id).executeTakeFirstOrThrow();
      expect(booking).toMatchObject({ shop_id: shop.id, courier: 'steadfast', state: 'booked', consignment_id: first.consignment_id, tracking_code: first.tracking_code, cod_amount: before.payable, staff_id: staffId });
      const events = await db.selectFrom('order_events').select(['status', 'actor_kind', 'actor_id', 'note']).where('order_id', '=', a.id).orderBy('id', 'desc').limit(1).execute();
      expect(events[0]).toEqual({ status: 'processing', actor_kind: 'staff', actor_id: staffId, note: `Booked with Steadfast · ${first.tracking_code}` });
      const audit = await db.selectFrom('audit_log').select(['action', 'entity_id']).where('shop_id', '=', shop.id).where('action', '=', 'order.courier_book').execute();
      expect(audit.map((r) => Number(r.entity_id))).toEqual(expect.arrayContaining([a.id, b.id]));

      // The shop ships it later with the booked courier and code.
      const again = await bookCourier(staffCtx(), { purchase_ids: [a.id], courier: 'pathao' });
      expect(again.results[0]).toMatchObject({ outcome: 'refused', reason: 'already_booked', code: a.code });
    });

    it('books with Pathao (token, then the order): the consignment id is the tracking code; the cash to collect is sent', async () => {
      const a = await place({ quantity: 3 });
      const summary = await bookCourier(staffCtx(), { purchase_ids: [a.id], courier: 'pathao' });
      const result = summary.results[0]!;
      if (result.outcome !== 'booked') throw new Error(JSON.stringify(result));
      expect(result.tracking_code).toBe(result.consignment_id);
      expect(result.tracking_url).toBe(`https://merchant.pathao.com/tracking?consignment_id=${result.consignment_id}`);
      expect(pathao.order(result.consignment_id)).toMatchObject({ merchant_order_id: a.code, recipient_address: 'House 1, Banani, Dhaka', amount_to_collect: result.cod_amount });
      expect(result.cod_amount).toBeGreaterThan(0);
      expect(await orderRow(a.id)).toMatchObject({ courier: 'Pathao', tracking_code: result.consignment_id, status: 'processing' });
    });

    it('refuses, order by order and with the reason, what may not be booked; books the rest', async () => {
      const pending = await place({ status: 'pending' });
      const shipped = await place({ status: 'shipped' });
      const badPhone = await place();
      await db.updateTable('orders').set({ ship_phone: '12345' }).where('id', '=', badPhone.id).execute();
      const shortAddress = await place({ address: 'H1', area: '', district: 'D' });
      const ok = await place();
      const calls = steadfast.createCalls();
      const summary = await bookCourier(staffCtx(), { purchase_ids: [pending.id, shipped.id, badPhone.id, shortAddress.id, ok.id], courier: 'steadfast' });
      expect(summary).toMatchObject({ booked: 1, refused: 4 });
      expect(summary.results.map((r) => (r.outcome === 'refused' ? r.reason : 'booked'))).toEqual(['not_bookable', 'not_bookable', 'bad_phone', 'bad_address', 'booked']);
      expect(summary.results[0]).toMatchObject({ code: pending.code, message: 'Only confirmed or processing orders can be booked' });
      expect(steadfast.createCalls()).toBe(calls + 1);
      expect((await orderRow(shipped.id)).tracking_code).toMatch(/^SFMANUAL/);
    });

    it("tells the courier's own refusal (a repeated invoice, a refused login) and an outage, and gives the order back", async () => {
      const dup = await place();
      steadfast.addConsignment({ invoice: dup.code });
      const refusedSf = await bookCourier(staffCtx(), { purchase_ids: [dup.id], courier: 'steadfast' });
      expect(refusedSf.results[0]).toMatchObject({ outcome: 'refused', reason: 'courier_refused', detail: 'invoice: The invoice has already been taken.' });
      expect(await orderRow(dup.id)).toMatchObject({ courier: null, tracking_code: null });
      expect(await db.selectFrom('courier_bookings').select('id').where('order_id', '=', dup.id).execute()).toEqual([]);
      // Given back: another courier takes it.
      expect((await bookCourier(staffCtx(), { purchase_ids: [dup.id], courier: 'pathao' })).booked).toBe(1);

      const down = await place();
      steadfast.setMaintenance(true);
      try {
        const out = await bookCourier(staffCtx(), { purchase_ids: [down.id], courier: 'steadfast' });
        expect(out.results[0]).toMatchObject({ outcome: 'refused', reason: 'courier_unreachable' });
      } finally {
        steadfast.setMaintenance(false);
      }
      expect(logs.some((l) => l.includes(`order ${down.id}: booking with steadfast failed`))).toBe(true);
      expect((await bookCourier(staffCtx(), { purchase_ids: [down.id], courier: 'steadfast' })).booked).toBe(1);

      // The other shop's Pathao login is wrong: Pathao refuses the token, nothing is booked.
      const theirs = await placeTestOrder(db, other, otherCat, otherCtx);
      const login = await bookCourier(otherCtx(), { purchase_ids: [theirs.id], courier: 'pathao' });
      expect(login.results[0]).toMatchObject({ outcome: 'refused', reason: 'courier_refused', detail: 'Pathao answered 401: The user credentials were incorrect.' });
    });

    it('books an order once when two staff book it at the same moment', async () => {
      const a = await place();
      const calls = steadfast.createCalls() + pathao.createCalls();
      const [x, y] = await Promise.all([bookCourier(staffCtx(), { purchase_ids: [a.id], courier: 'steadfast' }), bookCourier(staffCtx(), { purchase_ids: [a.id], courier: 'pathao' })]);
      const outcomes = [x.results[0]!, y.results[0]!];
      expect(outcomes.filter((r) => r.outcome === 'booked')).toHaveLength(1);
      const loser = outcomes.find((r) => r.outcome === 'refused')!;
      expect(['being_booked', 'already_booked']).toContain(loser.outcome === 'refused' ? loser.reason : '');
      expect(steadfast.createCalls() + pathao.createCalls()).toBe(calls + 1);
      expect(await db.selectFrom('courier_bookings').select('state').where('order_id', '=', a.id).execute()).toEqual([{ state: 'booked' }]);
    });

    it("refuses another shop's order id (404, nothing booked), bad input (422) and a courier without an account", async () => {
      const mine = await place();
      const theirs = await placeTestOrder(db, other, otherCat, otherCtx);
      const calls = steadfast.createCalls();
      const foreign = await refusal(bookCourier(staffCtx(), { purchase_ids: [mine.id, theirs.id], courier: 'steadfast' }));
      expect(foreign.code).toBe('not_found');
      expect(foreign.message).toBe(`No such order in this shop: ${theirs.id}`);
      expect(steadfast.createCalls()).toBe(calls);
      expect((await orderRow(mine.id)).tracking_code).toBeNull();
      for (const bad of [{ purchase_ids: [], courier: 'steadfast' }, { purchase_ids: [mine.id], courier: 'redx' }, { purchase_ids: ['1\u0000'], courier: 'steadfast' }, { purchase_ids: 'all', courier: 'pathao' }, {}]) {
        expect((await refusal(bookCourier(staffCtx(), bad))).code).toBe('invalid');
      }
      await db.deleteFrom('shop_couriers').where('shop_id', '=', other.id).where('courier', '=', 'steadfast').execute();
      const none = await refusal(bookCourier(otherCtx(), { purchase_ids: [theirs.id], courier: 'steadfast' }));
      expect(none).toMatchObject({ code: 'invalid', message: 'The shop has no account with this courier' });
      const guest = await refusal(bookCourier(testContext(db, shop, { deps }), { purchase_ids: [mine.id], courier: 'steadfast' }));
      expect(guest.code).toBe('unauthenticated');
    });
  });
}
