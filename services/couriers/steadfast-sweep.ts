// Steadfast status polling (payment-protocols.md "Couriers": `GET /status_by_trackingcode/{code}`
// with `Api-Key` and `Secret-Key`; docs/decisions/027), as a durable job per shop
// (docs/decisions/013): `courier-steadfast-sweep` asks Steadfast about each of the shop's
// shipped orders whose courier is Steadfast, records a status it has not seen last time
// (services/couriers/operations/apply-courier-status.ts: delivered moves the order), and queues the next
// sweep COURIER_POLL_INTERVAL_MS later — as long as the shop keeps its Steadfast account.
// The first sweep is queued when the account is set (the import); at most one is kept queued.
// One order's failed call (time-out, 5xx, unknown code) does not stop the others; a refused
// key (401/403) ends this round early. Failures are logged, never thrown, so a retry of the job
// never forks a second chain; the next round tries again.
import { z } from 'zod';
import { COURIER_POLL_INTERVAL_MS, courierKey, steadfastStage } from '../../core/courier';
import { findShopCourier, lastPolledEvent, listShippedOrders } from '../../db/courier.repository';
import { runWrite } from '../../db/run-write';
import { CourierCallError, STEADFAST_BASE_URL, steadfastStatusByTrackingCode } from '../adapters/couriers/steadfast-client';
import type { Ctx } from '../context';
import type { JobHandler } from '../job-handler';
import { defaultOpsLog } from '../ops-log';
import { applyCourierStatus } from './operations/apply-courier-status';
import { queueSteadfastSweep, STEADFAST_SWEEP_JOB } from './operations/queue-steadfast-sweep';

const PAGE = 100;
/** At most this many orders asked about in one round (the next round carries on). */
const MAX_PER_ROUND = 500;

export interface SweepOutcome {
  asked: number;
  recorded: number;
  delivered: number;
  failed: number;
}

export async function sweepSteadfast(ctx: Ctx, log: (line: string) => void = ctx.deps.log ?? defaultOpsLog): Promise<SweepOutcome | null> {
  const { db, shop } = ctx;
  const account = await findShopCourier(db, shop.id, 'steadfast');
  if (!account?.api_key || !account.secret_key) return null;
  const client = { baseUrl: ctx.deps.couriers?.steadfastBaseUrl ?? STEADFAST_BASE_URL, apiKey: account.api_key, secretKey: account.secret_key };
  const outcome: SweepOutcome = { asked: 0, recorded: 0, delivered: 0, failed: 0 };
  let afterId = 0;
  sweep: while (outcome.asked < MAX_PER_ROUND) {
    const page = await listShippedOrders(db, shop.id, afterId, PAGE);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.id;
    for (const order of page) {
      if (courierKey(order.courier) !== 'steadfast' || !order.tracking_code) continue;
      if (outcome.asked >= MAX_PER_ROUND) break sweep;
      outcome.asked++;
      let status: string;
      try {
        status = await steadfastStatusByTrackingCode(client, order.tracking_code);
      } catch (error) {
        outcome.failed++;
        log(`[couriers] shop ${shop.id} order ${order.id}: ${error instanceof Error ? error.message : String(error)}`);
        if (error instanceof CourierCallError && (error.status === 401 || error.status === 403)) break sweep;
        continue;
      }
      const stage = steadfastStage(status);
      if (stage === null) continue;
      const last = await lastPolledEvent(db, shop.id, order.id);
      if (last?.status === status) continue;
      const nowMs = ctx.clock.now();
      const applied = await runWrite(db, (trx) =>
        applyCourierStatus(
          trx,
          shop,
          order.id,
          { courier: 'steadfast', status, stage, source: 'poll', eventKey: `poll:${last?.id ?? 0}:${status}`, at: new Date(nowMs).toISOString() },
          nowMs,
        ),
      );
      if (applied.recorded) outcome.recorded++;
      if (applied.moved) outcome.delivered++;
    }
  }
  return outcome;
}

export const steadfastSweepJob: JobHandler<Record<string, never>> = {
  kind: STEADFAST_SWEEP_JOB,
  parse: (payload) => z.object({}).strict().parse(payload) as Record<string, never>,
  async run(ctx) {
    const outcome = await sweepSteadfast(ctx);
    if (outcome === null) return; // The shop no longer has a Steadfast account: the chain ends.
    const nowMs = ctx.clock.now();
    await runWrite(ctx.db, (trx) => queueSteadfastSweep(trx, ctx.shop.id, nowMs + COURIER_POLL_INTERVAL_MS, nowMs));
  },
};

export const courierJobs: ReadonlyArray<JobHandler<any>> = [steadfastSweepJob];
