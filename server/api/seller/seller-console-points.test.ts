// Issue 26's remaining console points through the real app on SQLite and PostgreSQL
// (docs/decisions/057): the order CSV's Dhaka time, item lines and cash to collect; internal notes
// shown to staff only; the staff member's name on the timeline; editing staff without a password;
// changing one's own password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { insertTestAddress } from '../../../db/test-customer';
import { closeAndDrop } from '../../../db/test-shop';
import { apiTestEnv, loginTestStaff, openApiTestBed, postJson, quietSms, registerTestCustomer, type TestApp } from '../test-kit';

const PASSWORD = 'seller-pass-1';

for (const t of testDatabases()) {
  describe(`console points (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: TestApp;
    let cat: TestCatalog;
    let alpha: Shop;
    let beta: Shop;
    let n = 0;
    const env = apiTestEnv();
    const sms = quietSms();

    beforeAll(async () => {
      ({ db, drop, app, catalogs: [cat], shops: [alpha, beta] } = await openApiTestBed(t, ['alpha', 'beta'], env, sms));
      await db.updateTable('products').set({ max_item_in_order: 0, quantity: 1000 }).where('id', '=', cat.plainProductId).execute();
    });
    afterAll(() => closeAndDrop(db, drop));

    const req = (path: string, host: string, token: string | null, body: unknown, headers: Record<string, string> = {}) => postJson(app, path, { host, token, headers }, body);
    const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

    async function staffOf(shop: Shop, role: 'owner' | 'staff' = 'owner') {
      const me = ++n;
      const staff = await loginTestStaff(app, db, shop, { phone: `0171${String(6000000 + me).padStart(7, '0')}`, password: PASSWORD, name: `Staff ${me}`, role, ip: `198.51.100.${me}` });
      return { ...staff, name: `Staff ${me}`, staffId: staff.id };
    }

    async function customer(name = 'Order Customer') {
      const me = ++n;
      const phone = `0181${String(5000000 + me).padStart(7, '0')}`;
      const s = await registerTestCustomer(db, alpha, sms, { name: 'Order Customer', phone, clientAddress: `192.0.4.${me % 250}` });
      const addressId = await insertTestAddress(db, alpha.id, s.id, { name, phone: `+88${phone}`, area: 'Mirpur', now: new Date().toISOString() });
      return { ...s, phone, addressId, host: 'alpha.localhost:3000' };
    }
    type Customer = Awaited<ReturnType<typeof customer>>;

    async function placeOrder(who: Customer, quantity = 1): Promise<{ purchase_id: number; code: string }> {
      expect((await req('/api/front/customer-add-product-to-cart', who.host, who.token, { product_id: cat.plainProductId, quantity })).status).toBe(200);
      const summary = await json<{ cart_total: number; finalDeliveryCharge: number; coupon_discount: number }>(
        await req('/api/front/get-checkout-summary', who.host, who.token, { shippingType: 0, shippingAddress: who.addressId, pickupPoint: null, coupon_code: '' }),
      );
      const res = await req(
        '/api/front/customer-place-order',
        who.host,
        who.token,
        {
          shippingType: 0,
          shippingAddress: who.addressId,
          pickupPoint: null,
          coupon_code: '',
          recharge_paid: 0,
          refund_paid: 0,
          cashback_paid: 0,
          selected_payment_option: 'cod',
          customer_cart_total: summary.cart_total,
          finalDeliveryCharge: summary.finalDeliveryCharge,
          coupon_discount: summary.coupon_discount,
        },
        { 'idempotency-key': `k${++n}` },
      );
      expect(res.status).toBe(200);
      return (await json<{ order: { purchase_id: number; code: string } }>(res)).order;
    }

    const csvOf = async (owner: { host: string; token: string }, q: string) => {
      const res = await app.request(`/api/seller/orders-export.csv?lang=en&q=${q}`, { headers: { host: owner.host, authorization: `Bearer ${owner.token}` } });
      expect(res.status).toBe(200);
      return (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    };

    it('writes the order CSV in Dhaka time with the item lines and the cash to collect appended', async () => {
      const owner = await staffOf(alpha);
      const who = await customer();
      const order = await placeOrder(who, 2);
      const row = await db.selectFrom('orders').select(['placed_at', 'order_total']).where('id', '=', order.purchase_id).executeTakeFirstOrThrow();
      const product = await db.selectFrom('products').select('name').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
      const lines = await csvOf(owner, order.code);
      expect(lines[0]).toBe('Order code,Placed at,Status,Payment,Payment method,Customer,Phone,District,Area,Address,Items,Total,Courier,Tracking code,Item lines,COD to collect');
      const cells = lines[1]!.split(',');
      const dhaka = new Date(Date.parse(row.placed_at) + 6 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
      expect(cells[1]).toBe(dhaka);
      expect(cells.at(-2)).toBe(`${product.name} × 2`);
      expect(cells.at(-1)).toBe(String(row.order_total));
      // Cancelled: nothing is left to collect.
      expect((await req('/api/seller/order-status', owner.host, owner.token, { purchase_id: order.purchase_id, status: 'cancelled' })).status).toBe(200);
      expect((await csvOf(owner, order.code))[1]!.split(',').at(-1)).toBe('0');
      // Another shop's staff does not see the order at all.
      const betaOwner = await staffOf(beta);
      expect(await csvOf(betaOwner, order.code)).toHaveLength(1);
    });
    it('keeps an internal note on the order for staff, with their name on the timeline, never in a shopper answer', async () => {
      const owner = await staffOf(alpha);
      const who = await customer();
      const order = await placeOrder(who);
      const secret = 'Customer sounded unsure; call before shipping';
      const moved = await req('/api/seller/order-status', owner.host, owner.token, { purchase_id: order.purchase_id, status: 'confirmed', note: 'Checked by phone' });
      expect(moved.status).toBe(200);
      const res = await req('/api/seller/order-note', owner.host, owner.token, { purchase_id: order.purchase_id, note: `  ${secret}  ` });
      expect(res.status).toBe(200);
      const body = await json<{ message: string; order: { timeline: Array<{ actor: string; actor_name: string | null; note: string | null; status: string }> } }>(res);
      expect(body.message).toBe('Note added for staff');
      expect(body.order.timeline.at(-1)).toMatchObject({ actor: 'staff', actor_name: owner.name, note: secret, status: 'confirmed' });
      expect(body.order.timeline.at(-2)).toMatchObject({ actor: 'staff', actor_name: owner.name, note: 'Checked by phone' });
      expect(body.order.timeline[0]).toMatchObject({ actor: 'customer', actor_name: 'Order Customer' });
      // The shopper's own answers carry no staff note.
      const mine = await req('/api/front/customer-purchase-details', who.host, who.token, { purchase_id: order.purchase_id });
      expect(mine.status).toBe(200);
      const text = await mine.text();
      expect(text).not.toContain(secret);
      expect(text).not.toContain('Checked by phone');
      const tracked = await req('/api/front/track-order', who.host, null, { code: order.code, phone: who.phone });
      expect(await tracked.text()).not.toContain(secret);
      // The audit log keeps it.
      const audit = await json<{ entries: Array<{ action: string; after: { note?: string } }> }>(await req('/api/seller/audit', owner.host, owner.token, { entity: 'order' }));
      expect(audit.entries.find((e) => e.action === 'order.note')?.after.note).toBe(secret);
    });

    it('refuses an empty, too long or NUL note and another shop\'s order, changing nothing', async () => {
      const owner = await staffOf(alpha);
      const betaOwner = await staffOf(beta);
      const order = await placeOrder(await customer());
      const events = async () => (await db.selectFrom('order_events').select('id').where('order_id', '=', order.purchase_id).execute()).length;
      const before = await events();
      for (const [note, status] of [['', 422], ['   ', 422], ['x'.repeat(501), 422], ['a\u0000b', 422]] as const) {
        const res = await req('/api/seller/order-note', owner.host, owner.token, { purchase_id: order.purchase_id, note });
        expect(res.status, JSON.stringify(note)).toBe(status);
        expect((await json<{ message: string }>(res)).message).not.toMatch(/expected|invalid_type|Too big/i);
      }
      expect((await req('/api/seller/order-note', betaOwner.host, betaOwner.token, { purchase_id: order.purchase_id, note: 'mine now' })).status).toBe(404);
      expect((await req('/api/seller/order-note', owner.host, null, { purchase_id: order.purchase_id, note: 'anon' })).status).toBe(401);
      expect(await events()).toBe(before);
    });

    it('changes a staff member\'s role and name without a new password, and says clearly what is missing', async () => {
      const owner = await staffOf(alpha);
      const member = await staffOf(alpha, 'staff');
      const hashOf = async (id: number) => (await db.selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
      const hash = await hashOf(member.staffId);
      const res = await req('/api/seller/staff-save', owner.host, owner.token, { staff_id: member.staffId, role: 'owner', name: 'Rahim Store' });
      expect(res.status).toBe(200);
      expect((await json<{ staff: { role: string; name: string } }>(res)).staff).toMatchObject({ role: 'owner', name: 'Rahim Store' });
      expect(await hashOf(member.staffId)).toBe(hash);
      // Their session still works: no password was changed.
      expect((await req('/api/seller/orders', member.host, member.token, {})).status).toBe(200);
      // By phone, only the role.
      expect((await req('/api/seller/staff-save', owner.host, owner.token, { phone: member.phone, role: 'staff' })).status).toBe(200);
      expect((await db.selectFrom('staff').select(['role', 'name']).where('id', '=', member.staffId).executeTakeFirstOrThrow())).toMatchObject({ role: 'staff', name: 'Rahim Store' });
      // A new phone without a password: a plain sentence, nothing added.
      const count = async () => (await db.selectFrom('staff').select('id').where('shop_id', '=', alpha.id).execute()).length;
      const n0 = await count();
      const missing = await req('/api/seller/staff-save', owner.host, owner.token, { phone: '01912345678', name: 'New Hand' });
      expect(missing.status).toBe(422);
      expect((await json<{ message: string }>(missing)).message).toBe('A new staff member needs a password of at least 8 characters');
      const badRole = await req('/api/seller/staff-save', owner.host, owner.token, { staff_id: member.staffId, role: 'boss' });
      expect(badRole.status).toBe(422);
      expect((await json<{ message: string }>(badRole)).message).toBe("The role is 'owner' or 'staff'");
      const nothing = await req('/api/seller/staff-save', owner.host, owner.token, {});
      expect(nothing.status).toBe(422);
      expect((await json<{ message: string }>(nothing)).message).toBe('Say which staff member to change: their id or phone');
      // The owner cannot demote themselves; another shop's member is not found.
      expect((await req('/api/seller/staff-save', owner.host, owner.token, { staff_id: owner.staffId, role: 'staff' })).status).toBe(422);
      const betaMember = await staffOf(beta, 'staff');
      expect((await req('/api/seller/staff-save', owner.host, owner.token, { staff_id: betaMember.staffId, name: 'Stolen' })).status).toBe(404);
      expect(await count()).toBe(n0);
      // A new password for a member ends their sessions.
      expect((await req('/api/seller/staff-save', owner.host, owner.token, { staff_id: member.staffId, password: 'another-pass-2' })).status).toBe(200);
      expect((await req('/api/seller/orders', member.host, member.token, {})).status).toBe(401);
    });

    it('lets staff change their own password with the current one, ending their other sessions only', async () => {
      const member = await staffOf(alpha, 'staff');
      const login = await req('/api/seller/login', member.host, null, { phone: member.phone, password: PASSWORD }, { 'x-forwarded-for': '203.0.113.78' });
      expect(login.status).toBe(200);
      const second = { host: member.host, token: (await json<{ token: string }>(login)).token };
      const wrong = await req('/api/seller/password-change', member.host, member.token, { current_password: 'not-the-one', new_password: 'brand-new-pass' });
      expect(wrong.status).toBe(422);
      expect((await json<{ message: string }>(wrong)).message).toBe('Your current password is not right');
      const short = await req('/api/seller/password-change', member.host, member.token, { current_password: PASSWORD, new_password: 'short' });
      expect((await json<{ message: string }>(short)).message).toBe('The password must be at least 8 characters');
      const same = await req('/api/seller/password-change', member.host, member.token, { current_password: PASSWORD, new_password: PASSWORD });
      expect((await json<{ message: string }>(same)).message).toBe('Choose a new password that is not your current one');
      expect((await req('/api/seller/password-change', member.host, member.token, {})).status).toBe(422);
      expect((await req('/api/seller/password-change', member.host, null, { current_password: PASSWORD, new_password: 'brand-new-pass' })).status).toBe(401);
      // Still the old password everywhere.
      expect((await req('/api/seller/orders', second.host, second.token, {})).status).toBe(200);
      const ok = await req('/api/seller/password-change', member.host, member.token, { current_password: PASSWORD, new_password: 'brand-new-pass' });
      expect(ok.status).toBe(200);
      expect((await req('/api/seller/orders', member.host, member.token, {})).status).toBe(200);
      expect((await req('/api/seller/orders', second.host, second.token, {})).status).toBe(401);
      expect((await req('/api/seller/login', member.host, null, { phone: member.phone, password: 'brand-new-pass' }, { 'x-forwarded-for': '203.0.113.77' })).status).toBe(200);
    });
    const ownerSms = async (to: string) =>
      (await db.selectFrom('jobs').select(['payload', 'kind']).where('shop_id', '=', alpha.id).where('kind', '=', 'sms.send').orderBy('id').execute())
        .map((j) => JSON.parse(j.payload) as { to: string; text: string | null })
        .filter((p) => p.to === to);

    it('saves the owner alert phone as a Bangladeshi mobile, refusing anything else and changing nothing', async () => {
      const owner = await staffOf(alpha);
      const staff = await staffOf(alpha, 'staff');
      const row = async () => JSON.stringify(await db.selectFrom('shops').select(['owner_alerts', 'owner_alert_phone']).where('id', '=', alpha.id).executeTakeFirstOrThrow());
      const before = await row();
      for (const [alerts, message] of [
        [{ on: true, phone: '12345' }, 'Enter a Bangladeshi mobile number such as 01712345678 for the alerts'],
        [{ on: true, phone: '+14155550100' }, 'Enter a Bangladeshi mobile number such as 01712345678 for the alerts'],
        [{ on: true, phone: '' }, 'Enter the phone number the alerts go to, or turn the alerts off'],
        [{ on: 'maybe', phone: '01712345678' }, null],
        [{ on: true, phone: '0171\u00002345678' }, null],
      ] as const) {
        const res = await req('/api/seller/settings-save', owner.host, owner.token, { owner_alerts: alerts });
        expect(res.status, JSON.stringify(alerts)).toBe(422);
        if (message) expect((await json<{ message: string }>(res)).message).toBe(message);
      }
      expect((await req('/api/seller/settings-save', staff.host, staff.token, { owner_alerts: { on: true, phone: '01712345678' } })).status).toBe(403);
      expect(await row()).toBe(before);
      const ok = await req('/api/seller/settings-save', owner.host, owner.token, { owner_alerts: { on: true, phone: '017-1234 5678' } });
      expect(ok.status).toBe(200);
      expect((await json<{ settings: { owner_alerts: unknown } }>(ok)).settings.owner_alerts).toEqual({ on: true, phone: '+8801712345678' });
      const off = await req('/api/seller/settings-save', owner.host, owner.token, { owner_alerts: { on: false, phone: '' } });
      expect((await json<{ settings: { owner_alerts: unknown } }>(off)).settings.owner_alerts).toEqual({ on: false, phone: null });
    });

    it('sends the owner one SMS per new order and per conversation that turns unread, in the shop language, only when on', async () => {
      const owner = await staffOf(alpha);
      const phone = '+8801812340000';
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { owner_alerts: { on: false, phone: '01812340000' } })).status).toBe(200);
      const who = await customer('Karim Uddin');
      await placeOrder(who);
      expect(await ownerSms(phone)).toHaveLength(0);
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { owner_alerts: { on: true, phone: '01812340000' } })).status).toBe(200);
      const order = await placeOrder(who);
      const total = (await db.selectFrom('orders').select('order_total').where('id', '=', order.purchase_id).executeTakeFirstOrThrow()).order_total;
      let sent = await ownerSms(phone);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toBe(`${alpha.shop_name}: new order ${order.code}, ৳${total.toLocaleString('en-US')}. Open the seller console to confirm it.`);
      // A ticket: one SMS; two more lines before staff open it: none; after staff read it, the next line: one.
      const ticket = await req('/api/front/create-customer-support-ticket', who.host, who.token, { subject: 'Where is my parcel?', message: 'Hello' });
      expect(ticket.status).toBe(200);
      const ticketId = (await json<{ ticket_id: number }>(ticket)).ticket_id;
      const reply = (message: string) => req('/api/front/customer-support-ticket-reply', who.host, who.token, { ticket_id: ticketId, message });
      expect((await reply('Are you there?')).status).toBe(200);
      expect((await reply('Please call me')).status).toBe(200);
      sent = await ownerSms(phone);
      expect(sent).toHaveLength(2);
      expect(sent[1]!.text).toBe(`${alpha.shop_name}: new message from Order Customer (Where is my parcel?). Answer it in the seller console.`);
      expect((await req('/api/seller/ticket-details', owner.host, owner.token, { ticket_id: ticketId })).status).toBe(200);
      expect((await reply('One more thing')).status).toBe(200);
      expect(await ownerSms(phone)).toHaveLength(3);
      // In Bangla when that is the shop's language.
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { default_language: 'bn' })).status).toBe(200);
      const second = await placeOrder(who);
      const bn = (await ownerSms(phone)).at(-1)!.text!;
      expect(bn).toContain(`নতুন অর্ডার ${second.code}`);
      expect(bn).toContain('সেলার কনসোল');
      expect((await req('/api/seller/settings-save', owner.host, owner.token, { default_language: 'en', owner_alerts: { on: false, phone: '' } })).status).toBe(200);
    });
  });
}
