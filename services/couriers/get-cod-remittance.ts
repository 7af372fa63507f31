// The COD remittance view (issue 26 item 3; docs/decisions/054): per courier, the shop's
// delivered cash-on-delivery orders — the cash each should bring back (its COD amount), whether
// the shop marked it received ("Mark COD collected": the COD payment paid), and the totals:
// what should come back, what was received, what is still outstanding. Grouped by the courier
// the order was shipped with (core/courier.ts courierKey; none recorded: its own group).
import { courierKey, courierNames, courierTrackingUrl, type CourierKey } from '../../core/courier';
import { listDeliveredCodOrders } from '../../db/courier-booking.repository';
import { requireStaff } from '../actors';
import type { Ctx } from '../context';

/** The newest delivered COD orders shown (older ones are settled long ago in practice). */
export const REMITTANCE_LIMIT = 500;

export interface RemittanceOrder {
  purchase_id: number;
  code: string;
  customer: string;
  tracking_code: string | null;
  tracking_url: string | null;
  delivered_at: string;
  amount: number;
  received: boolean;
}

export interface CourierRemittance {
  /** null: no courier recorded on the orders. */
  courier: CourierKey | null;
  name: string | null;
  expected: number;
  received: number;
  outstanding: number;
  orders: RemittanceOrder[];
}

export async function getCodRemittance(ctx: Ctx): Promise<CourierRemittance[]> {
  requireStaff(ctx);
  const rows = await listDeliveredCodOrders(ctx.db, ctx.shop.id, REMITTANCE_LIMIT);
  const groups = new Map<CourierKey | null, CourierRemittance>();
  for (const row of rows) {
    const key = courierKey(row.courier);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { courier: key, name: key === null ? null : courierNames[key], expected: 0, received: 0, outstanding: 0, orders: [] }));
    const received = row.state === 'paid' || row.state === 'refunded';
    const amount = Number(row.amount);
    group.expected += amount;
    if (received) group.received += amount;
    else group.outstanding += amount;
    group.orders.push({ purchase_id: row.id, code: row.code, customer: row.ship_name ?? '', tracking_code: row.tracking_code, tracking_url: courierTrackingUrl(row.courier, row.tracking_code), delivered_at: row.updated_at, amount, received });
  }
  // The most owed first.
  return [...groups.values()].sort((a, b) => b.outstanding - a.outstanding || b.expected - a.expected);
}
