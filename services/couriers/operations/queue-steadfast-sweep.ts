// The Steadfast sweep's chain (services/couriers/steadfast-sweep.ts): at most one sweep of a shop
// is kept queued; the next is queued by the one that runs, and the first when the shop's
// Steadfast account is set (the catalog import).
import { hasQueuedShopJob } from '../../../db/courier.repository';
import { enqueueJob } from '../../../db/job.repository';
import type { Trx } from '../../../db/run-write';

export const STEADFAST_SWEEP_JOB = 'courier-steadfast-sweep';

/** Queues the shop's next sweep unless one is already waiting (in the caller's transaction). */
export async function queueSteadfastSweep(trx: Trx, shopId: number, runAtMs: number, nowMs: number): Promise<boolean> {
  if (await hasQueuedShopJob(trx, shopId, STEADFAST_SWEEP_JOB)) return false;
  await enqueueJob(trx, { shopId, kind: STEADFAST_SWEEP_JOB, payload: {}, runAt: new Date(runAtMs).toISOString(), now: new Date(nowMs).toISOString() });
  return true;
}
