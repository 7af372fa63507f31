// What came in for the shop (the console's /seller/alerts, issue 26 item 4): the newest new
// (pending) orders, threads with customer messages the shop has not opened, and refund requests
// to decide — each list short, newest first, within one shop.
import type { Db } from './client';

export interface AlertOrderRow {
  id: number;
  code: string;
  order_total: number;
  at: string;
}
export interface AlertThreadRow {
  id: number;
  subject: string;
  customer_name: string | null;
  unread: number;
  at: string;
}
export interface AlertRefundRow {
  id: number;
  code: string;
  amount: number;
  at: string;
}

export async function listAlertItems(db: Db, shopId: number, limit: number): Promise<{ orders: AlertOrderRow[]; threads: AlertThreadRow[]; refunds: AlertRefundRow[] }> {
  const [orders, threads, refunds] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'code', 'order_total', 'placed_at as at'])
      .where('shop_id', '=', shopId)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('threads as t')
      .leftJoin('customers as c', (j) => j.onRef('c.id', '=', 't.customer_id').onRef('c.shop_id', '=', 't.shop_id'))
      .select(['t.id', 't.subject', 'c.name as customer_name', 't.shop_unread as unread', 't.last_message_at as at'])
      .where('t.shop_id', '=', shopId)
      .where('t.shop_unread', '>', 0)
      .orderBy('t.last_message_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('refund_requests')
      .select(['id', 'code', 'amount', 'created_at as at'])
      .where('shop_id', '=', shopId)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { orders, threads, refunds };
}
