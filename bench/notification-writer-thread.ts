// The bell benchmark's writer (bench/notification-poll-served.ts) in a thread of its own: a new
// notification for a random customer each time the polls answered (a shared counter the load
// generator bumps) pass another `writeEvery`. In the load generator's own event loop, each
// synchronous SQLite write (0.7 ms on average, up to 11.5 ms measured) held back the polls due
// meanwhile, and their wait was counted as the server's latency.
import { workerData } from 'node:worker_threads';
import { createDb } from '../db/client';
import { runWrite } from '../db/run-write';
import { notifyCustomerMessage } from '../services/notifications/operations/notify-customer';

/** What the load generator hands the thread. */
export interface NotificationWriterData {
  module: string;
  url: string;
  shopId: number;
  customerIds: number[];
  writeEvery: number;
  /** Int32Array over it: [0] polls answered (the load generator adds), [1] 1 = stop, [2] notifications written (this thread adds). */
  shared: SharedArrayBuffer;
}

export const POLLS = 0;
export const STOP = 1;
export const WRITTEN = 2;

async function run(data: NotificationWriterData): Promise<void> {
  const counters = new Int32Array(data.shared);
  const db = createDb(data.url);
  try {
    while (Atomics.load(counters, STOP) === 0) {
      const due = Math.floor(Atomics.load(counters, POLLS) / data.writeEvery);
      if (Atomics.load(counters, WRITTEN) < due) {
        const customerId = data.customerIds[Math.floor(Math.random() * data.customerIds.length)]!;
        await runWrite(db, (trx) => notifyCustomerMessage(trx, { shopId: data.shopId, customerId, text: 'Your order is now shipped', url: '/customer/dashboard' }, new Date().toISOString()));
        Atomics.add(counters, WRITTEN, 1);
      } else await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await db.destroy();
  }
}

if (workerData && (workerData as NotificationWriterData).shared) await run(workerData as NotificationWriterData);
