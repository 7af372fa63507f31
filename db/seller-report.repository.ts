// The console's report rows (issue 26 item 5): a shop's orders and their lines placed in a range
// of instants, with only the fields the report sums (core/seller-report.ts sums them).
import type { Db } from './client';
import type { ReportLine, ReportOrder } from '../core/seller-report';

export async function listReportOrders(db: Db, shopId: number, start: string, end: string): Promise<ReportOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['placed_at', 'status', 'order_total', 'ship_district', 'pickup_name', 'payment_method', 'payment_status'])
    .where('shop_id', '=', shopId)
    .where('placed_at', '>=', start)
    .where('placed_at', '<', end)
    .orderBy('id')
    .execute();
  // The district delivered to, else the pickup point's name (as the queue shows it).
  return rows.map(({ ship_district, pickup_name, ...r }) => ({ ...r, district: ship_district ?? pickup_name ?? '', order_total: Number(r.order_total) }));
}

export async function listReportLines(db: Db, shopId: number, start: string, end: string): Promise<ReportLine[]> {
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', (j) => j.onRef('o.id', '=', 'l.order_id').onRef('o.shop_id', '=', 'l.shop_id'))
    .select(['l.product_id', 'l.name', 'l.quantity', 'l.line_total', 'l.reseller_earning', 'o.status'])
    .where('l.shop_id', '=', shopId)
    .where('o.placed_at', '>=', start)
    .where('o.placed_at', '<', end)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), line_total: Number(r.line_total), reseller_earning: Number(r.reseller_earning) }));
}
