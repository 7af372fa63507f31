// The console's list of what came in (issue 26 item 4; /seller/alerts): new orders, unread
// messages and refund requests to decide, together newest first, each with the page it opens.
// The counts beside the console's sections are get-seller-alerts.ts; this is what they count.
import { listAlertItems } from '../../db/seller-alerts.repository';
import type { Ctx } from '../context';
import { requireStaff } from '../actors';

/** How many of each kind the list shows (the sections' own pages list them all). */
export const SELLER_ALERTS_LIST_LIMIT = 20;

export type SellerAlertItem =
  | { kind: 'order'; id: number; code: string; total: number; at: string; href: string }
  | { kind: 'thread'; id: number; subject: string; name: string; unread: number; at: string; href: string }
  | { kind: 'refund'; id: number; code: string; amount: number; at: string; href: string };

export async function listSellerAlerts(ctx: Ctx): Promise<SellerAlertItem[]> {
  requireStaff(ctx);
  const { orders, threads, refunds } = await listAlertItems(ctx.db, ctx.shop.id, SELLER_ALERTS_LIST_LIMIT);
  const items: SellerAlertItem[] = [
    ...orders.map((o) => ({ kind: 'order' as const, id: o.id, code: o.code, total: Number(o.order_total), at: o.at, href: `/seller/orders/${o.id}` })),
    ...threads.map((t) => ({ kind: 'thread' as const, id: t.id, subject: t.subject, name: t.customer_name ?? '', unread: Number(t.unread), at: t.at, href: `/seller/threads/${t.id}` })),
    ...refunds.map((r) => ({ kind: 'refund' as const, id: r.id, code: r.code, amount: Number(r.amount), at: r.at, href: `/seller/refunds/${r.id}` })),
  ];
  // ISO times sort as text; the same moment keeps orders, then messages, then refunds.
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
