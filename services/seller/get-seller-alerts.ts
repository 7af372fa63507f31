// The console's alerts (issue 26 item 4): what waits for the shop now — new (pending) orders,
// threads with customer messages not opened yet, refund requests to decide — and the newest
// order's id, so an open console can say "a new order came in" (and a browser notification
// may). Three indexed counts; the weak ETag names them, so a poll that changed nothing is a 304
// without a body (the API: POST|GET /api/seller/alerts, polled by app/components/seller/alerts.tsx).
import { countNewOrders, countRefundWork, countThreadWork } from '../../db/seller-overview.repository';
import type { Ctx } from '../context';
import { requireStaff } from '../actors';

export interface SellerAlerts {
  new_orders: number;
  unread_threads: number;
  pending_refunds: number;
  /** The id of the shop's newest order (0 when none): a larger one than last time is a new order. */
  latest_order_id: number;
}

/** The weak ETag of a set of alerts (the same counts: the same tag). */
export function alertsEtag(a: SellerAlerts): string {
  return `W/"alerts-${a.new_orders}-${a.unread_threads}-${a.pending_refunds}-${a.latest_order_id}"`;
}

export async function getSellerAlerts(ctx: Ctx): Promise<SellerAlerts & { etag: string }> {
  requireStaff(ctx);
  const { db, shop } = ctx;
  const [orders, threads, refunds] = await Promise.all([countNewOrders(db, shop.id), countThreadWork(db, shop.id), countRefundWork(db, shop.id)]);
  const alerts = { new_orders: orders.pending, unread_threads: threads.unread, pending_refunds: refunds.pending, latest_order_id: orders.latestId };
  return { ...alerts, etag: alertsEtag(alerts) };
}
