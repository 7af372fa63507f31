// POST /api/seller/courier-book and /api/seller/labels (issue 26 item 3; docs/decisions/054) on
// SQLite and PostgreSQL, against the real courier sandboxes: staff only, bad input and foreign
// ids refused with nothing done, two staff booking one order at once book it once, and the
// labels PDF read back (pages, the order code, the courier's tracking code, the cash to collect).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/test-databases';
import { closeAndDrop } from '../../../db/test-shop';
import { startPathaoSandbox, type PathaoSandbox } from '../../../sandboxes/pathao/pathao-sandbox';
import { startSteadfastSandbox, type SteadfastSandbox } from '../../../sandboxes/steadfast/steadfast-sandbox';
import { markCodCollected } from '../../../services/seller/mark-cod-collected';
import { testContext } from '../../../services/test-context';
import { PATHAO_LOGIN, placeTestOrder, setBookingAccounts, SF_KEYS } from '../../../tests/fixtures/courier-booking';
import { loadEnv } from '../../env';
import { loginTestStaff, openApiTestBed, postJson, quietSms, type ApiTestBed, type TestStaff } from '../test-kit';

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

/** The PDF's pages and each page's text. */
async function readPdf(bytes: ArrayBuffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/` }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

for (const t of testDatabases()) {
  describe(`courier booking and labels API (${t.kind})`, () => {
    let bed: ApiTestBed;
    let owner: TestStaff;
    let otherOwner: TestStaff;

    beforeAll(async () => {
      const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: ':memory:', STEADFAST_BASE_URL: steadfast.url, PATHAO_BASE_URL: pathao.url });
      bed = await openApiTestBed(t, ['apibook', 'apiother'], env, quietSms());
      await bed.db.updateTable('products').set({ quantity: 1000 }).execute();
      owner = await loginTestStaff(bed.app, bed.db, bed.shops[0]!, { phone: '01711000777', password: 'a-long-owner-password', name: 'Owner', role: 'owner', ip: '10.0.0.1' });
      otherOwner = await loginTestStaff(bed.app, bed.db, bed.shops[1]!, { phone: '01711000776', password: 'a-long-owner-password', name: 'Other', role: 'owner', ip: '10.0.0.2' });
      await setBookingAccounts(bed.db, bed.shops[0]!.id);
    });
    afterAll(async () => closeAndDrop(bed.db, bed.drop));

    const staffCtx = () => testContext(bed.db, bed.shops[0]!, { actor: { kind: 'staff', staffId: owner.id, role: 'owner' } });
    const place = (options: Parameters<typeof placeTestOrder>[4] = {}) => placeTestOrder(bed.db, bed.shops[0]!, bed.catalogs[0]!, staffCtx, options);
    const book = (body: unknown, token: string | null = owner.token, host = owner.host) => postJson(bed.app, '/api/seller/courier-book', { host, token }, body);
    const labels = (body: unknown, token: string | null = owner.token, host = owner.host) => postJson(bed.app, '/api/seller/labels', { host, token }, body);

    it('books through the API and answers per order; the OpenAPI document has both calls', async () => {
      const a = await place();
      const pending = await place({ status: 'pending' });
      const res = await book({ purchase_ids: [a.id, pending.id], courier: 'steadfast' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { success: boolean; booked: number; refused: number; results: Array<Record<string, unknown>> };
      expect(body).toMatchObject({ success: true, booked: 1, refused: 1 });
      expect(body.results[0]).toMatchObject({ purchase_id: a.id, outcome: 'booked', courier: 'steadfast', tracking_code: expect.stringMatching(/^SF/) });
      expect(body.results[1]).toMatchObject({ purchase_id: pending.id, outcome: 'refused', reason: 'not_bookable', message: 'Only confirmed or processing orders can be booked' });

      const doc = (await (await bed.app.request('/api/openapi.json', { headers: { host: owner.host } })).json()) as { paths: Record<string, { post?: { responses: Record<string, { content?: Record<string, unknown> }> } }> };
      expect(doc.paths['/api/seller/courier-book']?.post).toBeDefined();
      expect(Object.keys(doc.paths['/api/seller/labels']!.post!.responses['200']!.content!)).toEqual(['application/pdf']);
    });

    it('books an order once when two staff post it at the same moment', async () => {
      const a = await place();
      const before = steadfast.createCalls() + pathao.createCalls();
      const answers = await Promise.all([book({ purchase_ids: [a.id], courier: 'steadfast' }), book({ purchase_ids: [a.id], courier: 'pathao' })]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ booked: number; results: Array<{ outcome: string; reason?: string }> }>;
      expect(bodies.map((b) => b.booked).sort()).toEqual([0, 1]);
      expect(['being_booked', 'already_booked']).toContain(bodies.find((b) => b.booked === 0)!.results[0]!.reason);
      expect(steadfast.createCalls() + pathao.createCalls()).toBe(before + 1);
    });

    it('refuses bad input with 422, a foreign id with 404, anyone but the shop\'s staff with 401 — and books or prints nothing', async () => {
      const mine = await place();
      const theirs = await placeTestOrder(bed.db, bed.shops[1]!, bed.catalogs[1]!, () => testContext(bed.db, bed.shops[1]!, { actor: { kind: 'staff', staffId: otherOwner.id, role: 'owner' } }));
      const calls = steadfast.createCalls();
      for (const bad of [{ purchase_ids: [], courier: 'steadfast' }, { purchase_ids: [mine.id], courier: 'redx' }, { purchase_ids: [mine.id], courier: 'steadfast\u0000' }, { purchase_ids: ['x'], courier: 'steadfast' }, { purchase_ids: [mine.id] }, { purchase_ids: Array.from({ length: 101 }, (_, i) => i + 1), courier: 'steadfast' }, { purchase_ids: mine.id, courier: 'pathao' }]) {
        const res = await book(bad);
        expect(res.status, JSON.stringify(bad)).toBe(422);
        expect(((await res.json()) as { success: boolean }).success).toBe(false);
      }
      const foreign = await book({ purchase_ids: [mine.id, theirs.id], courier: 'steadfast' });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toMatchObject({ success: false, message: `No such order in this shop: ${theirs.id}` });
      // The other shop has no courier account: its staff cannot book even its own order.
      const noAccount = await book({ purchase_ids: [theirs.id], courier: 'steadfast' }, otherOwner.token, otherOwner.host);
      expect(noAccount.status).toBe(422);
      expect(await noAccount.json()).toMatchObject({ message: 'The shop has no account with this courier' });
      expect((await book({ purchase_ids: [mine.id], courier: 'steadfast' }, null)).status).toBe(401);
      expect((await book({ purchase_ids: [mine.id], courier: 'steadfast' }, otherOwner.token)).status).toBe(401);
      expect(steadfast.createCalls()).toBe(calls);

      expect((await labels({ purchase_ids: [mine.id, theirs.id] })).status).toBe(404);
      expect((await labels({ purchase_ids: [] })).status).toBe(422);
      expect((await labels({ purchase_ids: ['1\u0000'] })).status).toBe(422);
      expect((await labels({ purchase_ids: [mine.id] }, null)).status).toBe(401);
      expect((await labels({ purchase_ids: [mine.id] }, otherOwner.token)).status).toBe(401);
    });

    it('prints one label per order: the order code, the booked courier and tracking code, the cash to collect or Paid', async () => {
      const booked = await place({ name: 'রহিমা খাতুন', address: 'বাড়ি ১২, রোড ৪', area: 'ধানমন্ডি', district: 'ঢাকা' });
      const bookRes = (await (await book({ purchase_ids: [booked.id], courier: 'steadfast' })).json()) as { results: Array<{ tracking_code: string; cod_amount: number }> };
      const { tracking_code: tracking, cod_amount: cod } = bookRes.results[0]!;
      const unbooked = await place();
      const paid = await place({ status: 'delivered' });
      await markCodCollected(staffCtx(), paid.id);

      const res = await labels({ purchase_ids: [booked.id, unbooked.id, paid.id] });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const pages = await readPdf(await res.arrayBuffer());
      expect(pages).toHaveLength(3);
      expect(pages[0]).toContain(booked.code);
      expect(pages[0]).toContain(tracking);
      expect(pages[0]).toContain('Steadfast');
      expect(pages[0]).toContain(`Collect`);
      expect(pages[0]!.replace(/\s/g, '')).toContain(`৳${cod.toLocaleString('en-US')}`.replace(/\s/g, ''));
      expect(pages[1]).toContain(unbooked.code);
      expect(pages[1]).toContain('not booked yet');
      expect(pages[2]).toContain(paid.code);
      expect(pages[2]).toContain('Paid');
      expect(pages[2]).not.toContain('Collect');
    });
  });
}
