// Sending a one-time code goes through the jobs table (docs/decisions/013): the code and its
// sms.send job are written in one transaction, exactly one job whether or not the phone may
// get a text (the same writes either way, against phone enumeration), and only the job runner
// sends — a placeholder sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';
import { insertCustomer } from '../../db/customer.repository';
import { findShopById } from '../../db/shop.repository';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop, insertTestShop } from '../../db/test-shop';
import { SEND_SMS_JOB, sendSmsJob } from '../adapters/send-sms-job';
import { createLogSmsProvider } from '../adapters/sms-provider';
import { jobHandlers } from '../job-handler';
import { runDueJobs } from '../run-job';
import { testContext } from '../test-context';
import { sendCustomerCode } from './send-customer-code';
import { customerTexts } from '../../core/customer-texts';

const english = customerTexts('en');

for (const t of testDatabases()) {
  describe(`sending a one-time code (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shop: Shop;
    let address = 0;
    const clock = { now: Date.UTC(2026, 0, 10, 12) };
    const sms = createLogSmsProvider({ log: () => {} });
    const ctx = () => testContext(db, shop, { sms, now: () => clock.now, request: { clientAddress: `10.1.0.${++address}` } });
    const runJobs = () => runDueJobs({ db, handlers: jobHandlers([sendSmsJob]), deps: ctx().deps, clock: { now: () => clock.now }, workerId: 'test', leaseMs: 60_000 });
    const smsJobs = () => db.selectFrom('jobs').selectAll().where('kind', '=', SEND_SMS_JOB).orderBy('id').execute();

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shop = (await findShopById(db, await insertTestShop(db, 'codes', { auth_default_firebase_customer: 1 })))!;
      await insertCustomer(db, shop.id, { phone: '+8801711000101', name: 'Known', passwordHash: 'x', phoneVerified: true, now: new Date(clock.now).toISOString() });
    });
    afterAll(() => closeAndDrop(db, drop));

    it('enqueues one sms.send job for a registered and for an unknown phone; only the runner sends, and only the usable code', async () => {
      const before = (await smsJobs()).length;
      const known = await sendCustomerCode(ctx(), { phone: '01711000101', purpose: 'login' });
      const unknown = await sendCustomerCode(ctx(), { phone: '01711000102', purpose: 'login' });
      expect(unknown).toEqual({ ...known, phone: '+8801711000102' });
      const jobs = (await smsJobs()).slice(before);
      expect(jobs).toHaveLength(2);
      expect(jobs.map((j) => [j.shop_id, j.state])).toEqual([
        [shop.id, 'queued'],
        [shop.id, 'queued'],
      ]);
      expect(JSON.parse(jobs[0]!.payload)).toMatchObject({ to: '+8801711000101', text: expect.stringContaining(shop.shop_name) });
      expect(JSON.parse(jobs[1]!.payload)).toMatchObject({ to: '+8801711000102', text: null });
      expect(sms.outbox()).toHaveLength(0);

      expect(await runJobs()).toBe(2);
      expect(sms.outbox().map((m) => m.to)).toEqual(['+8801711000101']);
      // Done jobs keep no code.
      expect((await smsJobs()).slice(before).map((j) => [j.state, j.payload])).toEqual([
        ['done', '{}'],
        ['done', '{}'],
      ]);
    });

    it('tells a registered phone asking to register that it has an account', async () => {
      clock.now += 61_000;
      await sendCustomerCode(ctx(), { phone: '01711000101', purpose: 'register' });
      await runJobs();
      expect(sms.outbox()[0]).toMatchObject({ to: '+8801711000101', text: english.alreadyRegisteredSms(shop.shop_name) });
    });

    it('drops a code whose SMS could not leave before the code expired', async () => {
      clock.now += 61_000;
      const sent = sms.outbox().length;
      await sendCustomerCode(ctx(), { phone: '01711000101', purpose: 'reset' });
      clock.now += 5 * 60_000 + 1;
      expect(await runJobs()).toBe(1);
      expect(sms.outbox()).toHaveLength(sent);
    });
  });
}
