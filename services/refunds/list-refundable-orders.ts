// The dashboard's Refund Request page (`refund`): the customer's delivered orders still within
// the shop's return window (shops.return_days since the delivered timeline entry) that have
// something left to refund. Newest first; at most the latest 50 delivered orders are looked at.
import { withinReturnWindow, returnWindowEnd } from '../../core/refund-state';
import { listDeliveredOrders, refundedQuantities } from '../../db/refund.repository';
import { listOrderLines } from '../../db/order.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';

export interface RefundableOrderView {
  purchase_id: number;
  code: string;
  order_total: number;
  total_items: number;
  placed_at: string;
  delivered_at: string;
  /** ISO time after which no refund can be asked. */
  refundable_until: string;
}

const LOOKED_AT = 50;

export async function listRefundableOrders(ctx: Ctx): Promise<RefundableOrderView[]> {
  const customerId = requireCustomerId(ctx);
  const now = ctx.clock.now();
  const delivered = await listDeliveredOrders(ctx.db, ctx.shop.id, customerId, LOOKED_AT);
  const out: RefundableOrderView[] = [];
  for (const order of delivered) {
    if (!withinReturnWindow(order.delivered_at, ctx.shop.return_days, now)) continue;
    const [lines, refunded] = await Promise.all([listOrderLines(ctx.db, ctx.shop.id, order.id), refundedQuantities(ctx.db, ctx.shop.id, order.id)]);
    if (!lines.some((l) => l.quantity > (refunded.get(l.id) ?? 0))) continue;
    out.push({
      purchase_id: order.id,
      code: order.code,
      order_total: order.order_total,
      total_items: order.total_items,
      placed_at: order.placed_at,
      delivered_at: order.delivered_at!,
      refundable_until: new Date(returnWindowEnd(order.delivered_at, ctx.shop.return_days)!).toISOString(),
    });
  }
  return out;
}
