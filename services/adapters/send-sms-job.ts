// The `sms.send` job (docs/decisions/013-durable-jobs.md): an SMS is enqueued in the same
// transaction as the change it tells about (a one-time code is stored and its SMS enqueued
// together) and sent by the job runner through ctx.deps.sms, retried with back-off when the
// gateway fails. A message with `text: null` is a placeholder that sends nothing: the code
// request for a phone that must not get an SMS enqueues one, so both answers do the same
// database work (phone enumeration). A message past `notAfter` (an expired one-time code) is
// dropped instead of sent. The payload is cleared once the job is done.
import { z } from 'zod';
import { enqueueJob, enqueueJobDeferred } from '../../db/job.repository';
import type { Trx } from '../../db/run-write';
import type { JobHandler } from '../job-handler';

export const SEND_SMS_JOB = 'sms.send';

const payloadSchema = z.object({
  to: z.string().min(1),
  text: z.string().min(1).nullable(),
  notAfter: z.iso.datetime().optional(),
});

type SmsJobPayload = z.infer<typeof payloadSchema>;

/** Enqueues one SMS (or, with `text: null`, a placeholder) in the caller's transaction. */
export function enqueueSms(trx: Trx, shopId: number, message: SmsJobPayload, nowMs: number): Promise<number> {
  return enqueueJob(trx, smsJob(shopId, message, nowMs));
}

function smsJob(shopId: number, message: SmsJobPayload, nowMs: number) {
  const now = new Date(nowMs).toISOString();
  return { shopId, kind: SEND_SMS_JOB, payload: message, runAt: now, now };
}

/** enqueueSms when nobody needs the job's id: on PostgreSQL it goes with the transaction's next statement (db/deferred-writes.ts). */
export function enqueueSmsDeferred(trx: Trx, shopId: number, message: SmsJobPayload, nowMs: number): Promise<void> {
  return enqueueJobDeferred(trx, smsJob(shopId, message, nowMs));
}

export const sendSmsJob: JobHandler<SmsJobPayload> = {
  kind: SEND_SMS_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx, message) {
    if (message.text === null) return;
    if (message.notAfter && ctx.clock.now() > Date.parse(message.notAfter)) return;
    await ctx.deps.sms.send(message.to, message.text);
  },
};
