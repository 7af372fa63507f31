// What the metrics read from the database on a scrape (server/metrics.ts): the job queue by
// kind (due now, the oldest one's wait, failed for good), orders by status, payment attempts
// by provider and state. Small GROUP BYs over indexed or small tables.
import type { Db } from './client';

export interface OpsCounts {
  jobsDue: Array<{ kind: string; n: number; oldestAgeSeconds: number }>;
  jobsFailed: Array<{ kind: string; n: number }>;
  orders: Array<{ status: string; n: number }>;
  payments: Array<{ provider: string; state: string; n: number }>;
}

export async function readOpsCounts(db: Db, now: string): Promise<OpsCounts> {
  const nowMs = Date.parse(now);
  const [due, failed, orders, payments] = await Promise.all([
    db
      .selectFrom('jobs')
      .select((eb) => ['kind', eb.fn.countAll<number>().as('n'), eb.fn.min('run_at').as('oldest')])
      .where('state', '=', 'queued')
      .where('run_at', '<=', now)
      .groupBy('kind')
      .execute(),
    db.selectFrom('jobs').select((eb) => ['kind', eb.fn.countAll<number>().as('n')]).where('state', '=', 'failed').groupBy('kind').execute(),
    db.selectFrom('orders').select((eb) => ['status', eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
    db.selectFrom('payments').select((eb) => ['provider', 'state', eb.fn.countAll<number>().as('n')]).groupBy(['provider', 'state']).execute(),
  ]);
  return {
    jobsDue: due.map((r) => ({ kind: r.kind, n: Number(r.n), oldestAgeSeconds: Math.max(0, (nowMs - Date.parse(String(r.oldest))) / 1000) })),
    jobsFailed: failed.map((r) => ({ kind: r.kind, n: Number(r.n) })),
    orders: orders.map((r) => ({ status: String(r.status), n: Number(r.n) })),
    payments: payments.map((r) => ({ provider: String(r.provider), state: String(r.state), n: Number(r.n) })),
  };
}
