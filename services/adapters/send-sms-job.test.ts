// The sms.send job on SQLite and PostgreSQL: it sends through ctx.deps.sms, is retried with
// back-off while the gateway refuses, sends nothing for a placeholder, and refuses a payload
// without a recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { runWrite } from '../../db/run-write';
import { testDatabases } from '../../db/test-databases';
import { closeAndDrop, insertTestShop } from '../../db/test-shop';
import { jobHandlers } from '../job-handler';
import { runDueJobs } from '../run-job';
import { enqueueSms, sendSmsJob, SEND_SMS_JOB } from './send-sms-job';
import type { SmsProvider } from './sms-provider';

for (const t of testDatabases()) {
  describe(`sms.send job (${t.kind})`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let shopId: number;
    const clock = { now: Date.UTC(2026, 0, 10, 12) };
    let refuse = 0;
    const sent: Array<{ to: string; text: string }> = [];
    const gateway: SmsProvider = {
      name: 'http',
      async send(to, text) {
        if (refuse > 0) {
          refuse--;
          throw new Error('SMS gateway answered 503');
        }
        sent.push({ to, text });
      },
    };
    const run = () =>
      runDueJobs({ db, handlers: jobHandlers([sendSmsJob]), deps: { sms: gateway, uploadsDir: '/tmp', attachmentsDir: '/tmp' }, clock: { now: () => clock.now }, workerId: 'sms', leaseMs: 60_000, log: () => {} });

    beforeAll(async () => {
      ({ db, drop } = await t.create());
      shopId = await insertTestShop(db, 'sms');
    });
    afterAll(() => closeAndDrop(db, drop));

    it('sends, and retries after the back-off while the gateway refuses', async () => {
      refuse = 2;
      const id = await runWrite(db, (trx) => enqueueSms(trx, shopId, { to: '+8801711000200', text: 'hello' }, clock.now));
      expect(await run()).toBe(1);
      expect(sent).toEqual([]);
      clock.now += 10_000;
      expect(await run()).toBe(1);
      clock.now += 20_000;
      expect(await run()).toBe(1);
      expect(sent).toEqual([{ to: '+8801711000200', text: 'hello' }]);
      expect(await db.selectFrom('jobs').select(['state', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ state: 'done', attempts: 3 });
    });

    it('sends nothing for a placeholder, and fails a payload without a recipient', async () => {
      sent.length = 0;
      await runWrite(db, (trx) => enqueueSms(trx, shopId, { to: '+8801711000201', text: null }, clock.now));
      const bad = await runWrite(db, (trx) =>
        trx.insertInto('jobs').values({ shop_id: shopId, kind: SEND_SMS_JOB, payload: '{"text":"x"}', max_attempts: 5, run_at: new Date(clock.now).toISOString(), created_at: '', updated_at: '' }).returning('id').executeTakeFirstOrThrow(),
      );
      expect(await run()).toBe(2);
      expect(sent).toEqual([]);
      expect(await db.selectFrom('jobs').select(['state']).where('id', '=', bad.id).executeTakeFirstOrThrow()).toEqual({ state: 'failed' });
    });
  });
}
