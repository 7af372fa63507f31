// The support calls (issue 13 item 2) through the real Hono app on SQLite and PostgreSQL: Chat
// Now's spec call (the client's HTML ignored), new ticket with a multipart attachment, list,
// details, reply, close for tickets and inquiries, the poll's thread counters after a staff
// reply, foreign and unknown ids (404 alike, nothing changes), guests (401), bad input (422),
// the attachment served only to the thread's customer, and the OpenAPI document.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { findShopBySlug } from '../../../db/shop.repository';
import { insertTestCatalog, type TestCatalog } from '../../../db/test-catalog';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { registerCustomer } from '../../../services/accounts/register-customer';
import { createLogSmsProvider } from '../../../services/adapters/sms-provider';
import { saveStaff } from '../../../services/seller/operations/save-staff';
import { replySellerThread } from '../../../services/support/reply-seller-thread';
import { testContext } from '../../../services/test-context';
// Spelled via server/ because the layer lint rule reads '../app' as the app/ directory.
import { createApp } from '../../app';
import { loadEnv } from '../../env';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9]);
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

interface Detail {
  success: boolean;
  ticket: {
    ticket_id: number;
    kind: string;
    subject: string;
    status: string;
    product: { name: string; url: string } | null;
    messages: Array<{ id: number; author: string; body: string; attachment: { name: string; url: string } | null }>;
  };
}

for (const t of testDatabases()) {
  describe(`support calls (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let alpha: Shop;
    let beta: Shop;
    let cat: TestCatalog;
    let n = 0;
    let staffId = 0;
    const attachmentsDir = mkdtempSync(join(tmpdir(), 'haat-attach-'));
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-uploads-')), ATTACHMENTS_DIR: attachmentsDir });
    const sms = createLogSmsProvider({ log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      cat = await insertTestCatalog(db, 'alpha');
      await insertTestCatalog(db, 'beta');
      alpha = (await findShopBySlug(db, 'alpha'))!;
      beta = (await findShopBySlug(db, 'beta'))!;
      app = createApp({ db, env, sms });
      // A real staff member: the audit log's row of a staff reply names them (a foreign key).
      staffId = (await saveStaff(db, alpha, { phone: '01711223355', password: 'staff-pass-1', name: 'Support Staff', role: 'owner' }, Date.now())).id;
    });
    afterAll(() => closeAndDrop(db, drop));

    async function customer(shop = alpha) {
      n++;
      const ctx = testContext(db, shop, { sms, request: { clientAddress: `192.0.2.${n}` } });
      const s = await registerCustomer(ctx, { name: 'Thread Customer', phone: `0181${String(4000000 + n).padStart(7, '0')}`, password: 'password1' });
      return { token: s.token, id: s.customer.id, shop };
    }
    type Who = Awaited<ReturnType<typeof customer>>;

    const headers = (who: Who | null, shop = who?.shop ?? alpha): Record<string, string> => ({
      host: `${shop.slug}.localhost:3000`,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    });
    const post = (path: string, who: Who | null, body: unknown = {}) =>
      app.request(path, { method: 'POST', headers: { ...headers(who), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const postForm = (path: string, who: Who | null, form: FormData) => app.request(path, { method: 'POST', headers: headers(who), body: form });
    const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;
    const staffCtx = () => testContext(db, alpha, { actor: { kind: 'staff', staffId, role: 'owner' }, deps: { attachmentsDir } });

    it('Chat Now: the spec call answers ticket_id; the thread shows the server’s summary, never the client’s HTML', async () => {
      const who = await customer();
      const res = await post('/api/front/create-customer-reseller-support-ticket', who, {
        ticketDetails: `<p><a href="javascript:alert(1)">${HOSTILE}</a></p>`,
        ticketSubject: HOSTILE,
        store_name: 'beta.localhost:3000',
        product_id: cat.plainProductId,
      });
      expect(res.status).toBe(200);
      const created = (await res.json()) as { success: boolean; ticket_id: number };
      expect(created).toEqual({ success: true, ticket_id: expect.any(Number) });
      const detail = await json<Detail>(post('/api/front/customer-inquiry-details', who, { ticket_id: created.ticket_id }));
      expect(detail.ticket).toMatchObject({ kind: 'inquiry', status: 'open', subject: expect.stringMatching(/^Inquiry for product - /), messages: [] });
      expect(JSON.stringify(detail)).not.toContain('javascript:');
      expect(JSON.stringify(detail)).not.toContain('<script>');
      expect(detail.ticket.product!.url).toMatch(/^\/products\//);
      // The same product again: the open inquiry.
      expect(await json(post('/api/front/create-customer-reseller-support-ticket', who, { product_id: cat.plainProductId }))).toEqual(created);
      const list = await json<{ threads: Array<{ ticket_id: number }>; total: number }>(post('/api/front/customer-inquiries', who));
      expect(list.threads.map((x) => x.ticket_id)).toEqual([created.ticket_id]);
      expect((await post('/api/front/create-customer-reseller-support-ticket', who, { product_id: 999999 })).status).toBe(404);
      expect((await post('/api/front/create-customer-reseller-support-ticket', who, {})).status).toBe(422);
    });

    it('a ticket with an attachment (multipart), reply, staff answer counted by the poll, close', async () => {
      const who = await customer();
      const form = new FormData();
      form.set('subject', HOSTILE);
      form.set('message', 'See the photo');
      form.set('order_id', '');
      form.set('attachment', new File([PNG], 'parcel.png', { type: 'image/png' }));
      const res = await postForm('/api/front/create-customer-support-ticket', who, form);
      expect(res.status).toBe(200);
      const { ticket_id } = (await res.json()) as { ticket_id: number };

      const reply = new FormData();
      reply.set('ticket_id', String(ticket_id));
      reply.set('message', HOSTILE);
      expect(await json(postForm('/api/front/customer-support-ticket-reply', who, reply))).toEqual({ success: true, message_id: expect.any(Number) });

      await replySellerThread(staffCtx(), ticket_id, { message: 'Answered' });
      const poll = await json<{ total_support_tickets: number; total_inquiries: number }>(post('/api/get-loged-user-notification', who));
      expect(poll).toMatchObject({ total_support_tickets: 1, total_inquiries: 0 });
      const list = await json<{ threads: Array<{ ticket_id: number; unread: number; status: string }> }>(post('/api/front/customer-support-tickets', who, { page: 1 }));
      expect(list.threads[0]).toMatchObject({ ticket_id, unread: 1, status: 'answered' });

      const detail = await json<Detail>(post('/api/front/customer-support-ticket-details', who, { ticket_id }));
      expect(detail.ticket.subject).toBe(HOSTILE);
      expect(detail.ticket.messages.map((m) => [m.author, m.body])).toEqual([
        ['customer', 'See the photo'],
        ['customer', HOSTILE],
        ['staff', 'Answered'],
      ]);
      expect((await json<{ total_support_tickets: number }>(post('/api/get-loged-user-notification', who))).total_support_tickets).toBe(0);

      // The attachment: its customer only.
      const url = detail.ticket.messages[0]!.attachment!.url;
      const file = await app.request(url, { headers: headers(who) });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
      const other = await customer();
      const stranger = await customer(beta);
      expect((await app.request(url, { headers: headers(other) })).status).toBe(404);
      expect((await app.request(url, { headers: headers(stranger) })).status).toBe(404);
      expect((await app.request(url, { headers: headers(null) })).status).toBe(404);
      expect((await app.request('/customer/support-attachment/999999', { headers: headers(who) })).status).toBe(404);

      expect(await json(post('/api/front/customer-support-ticket-close', who, { ticket_id }))).toEqual({ success: true, closed: true });
      const late = await post('/api/front/customer-support-ticket-reply', who, { ticket_id, message: 'again' });
      expect(late.status).toBe(409);
    });

    it('foreign and unknown ids answer 404 alike; guests 401; bad input 422', async () => {
      const owner = await customer();
      const other = await customer();
      const { ticket_id } = await json<{ ticket_id: number }>(post('/api/front/create-customer-support-ticket', owner, { subject: 'Mine', message: 'secret' }));
      const unknown = await post('/api/front/customer-support-ticket-details', owner, { ticket_id: 999_999_999 });
      expect(unknown.status).toBe(404);
      const unknownBody = await unknown.json();
      for (const path of ['/api/front/customer-support-ticket-details', '/api/front/customer-support-ticket-close', '/api/front/customer-inquiry-details']) {
        const res = await post(path, other, { ticket_id });
        expect(res.status).toBe(404);
        if (path.includes('ticket-')) expect(await res.json()).toEqual(unknownBody);
      }
      expect((await post('/api/front/customer-support-ticket-reply', other, { ticket_id, message: 'hi' })).status).toBe(404);
      // The owner's ticket is untouched.
      const mine = await json<Detail>(post('/api/front/customer-support-ticket-details', owner, { ticket_id }));
      expect(mine.ticket).toMatchObject({ status: 'open', messages: [{ body: 'secret' }] });

      for (const path of ['/api/front/customer-support-tickets', '/api/front/create-customer-support-ticket', '/api/front/create-customer-reseller-support-ticket', '/api/front/customer-inquiries']) {
        expect((await post(path, null, { product_id: cat.plainProductId, subject: 's', message: 'm' })).status).toBe(401);
      }
      const bad = await post('/api/front/create-customer-support-ticket', owner, { subject: '', message: '' });
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({ success: false, errors: [{ path: 'subject' }] });
      expect((await post('/api/front/customer-support-ticket-details', owner, { ticket_id: 'x' })).status).toBe(422);
      expect((await post('/api/front/create-customer-support-ticket', owner, { subject: 's', message: 'm', order_id: 42424242 })).status).toBe(422);
    });

    it('refuses a body over the limit before reading it', async () => {
      const who = await customer();
      const form = new FormData();
      form.set('subject', 's');
      form.set('message', 'm');
      form.set('attachment', new File([new Uint8Array(6 * 1024 * 1024)], 'big.png'));
      expect((await postForm('/api/front/create-customer-support-ticket', who, form)).status).toBe(413);
    });

    it('describes every support call in the OpenAPI document', async () => {
      const doc = await json<{ paths: Record<string, unknown> }>(app.request('/api/openapi.json', { headers: { host: 'alpha.localhost:3000' } }));
      for (const path of [
        '/api/front/create-customer-reseller-support-ticket',
        '/api/front/create-customer-support-ticket',
        '/api/front/customer-support-tickets',
        '/api/front/customer-support-ticket-details',
        '/api/front/customer-support-ticket-reply',
        '/api/front/customer-support-ticket-close',
        '/api/front/customer-inquiries',
        '/api/front/customer-inquiry-details',
        '/api/front/customer-inquiry-reply',
        '/api/front/customer-inquiry-close',
      ]) {
        expect(doc.paths[path], path).toBeDefined();
      }
    });
  });
}
