// One status a courier reported for an order's shipment (docs/decisions/027), in the caller's
// transaction: recorded once on the shipment's timeline (a repeated webhook or poll answer is
// a no-op, by its event key), and — only when core/courier.ts says so — the order moved through
// the one lifecycle (services/orders/operations/move-order.ts, actor: system): a shipped order the courier
// delivered becomes delivered, with every effect of that move (notification, cashback, SMS).
// A status arriving late (in transit after delivered) is recorded by the courier's own time and
// moves nothing: no order moves backwards or skips a step.
import { courierOrderMove, type ShipmentStage } from '../../../core/courier';
import { insertShipmentEvent } from '../../../db/courier.repository';
import type { Trx } from '../../../db/run-write';
import { moveOrder } from '../../orders/operations/move-order';
import { findShopOrder } from '../../../db/seller-order.repository';
import type { Shop } from '../../../db/schema';
import { courierNames, type TrackedCourier } from '../../../core/courier';

export interface CourierStatus {
  courier: TrackedCourier;
  /** The courier's own name for it. */
  status: string;
  stage: ShipmentStage;
  source: 'webhook' | 'poll';
  /** Same key, same event: recorded once. */
  eventKey: string;
  /** When the courier says it happened (ISO). */
  at: string;
}

export interface AppliedStatus {
  recorded: boolean;
  moved: 'delivered' | null;
}

export async function applyCourierStatus(trx: Trx, shop: Pick<Shop, 'id' | 'shop_name'>, orderId: number, report: CourierStatus, nowMs: number): Promise<AppliedStatus> {
  const now = new Date(nowMs).toISOString();
  const recorded = await insertShipmentEvent(trx, {
    shopId: shop.id,
    orderId,
    courier: report.courier,
    status: report.status,
    stage: report.stage,
    source: report.source,
    eventKey: report.eventKey,
    at: report.at,
    receivedAt: now,
  });
  if (!recorded) return { recorded, moved: null };
  const order = await findShopOrder(trx, shop.id, orderId);
  if (!order) return { recorded, moved: null };
  const to = courierOrderMove(order.status, report.stage);
  if (to !== 'delivered') return { recorded, moved: null };
  // Through the one lifecycle, conditional on the status it was read in: a seller moving it at the same moment wins or loses cleanly.
  const result = await moveOrder(trx, shop, order, { to, by: { kind: 'system', id: null, as: 'courier' }, note: `${courierNames[report.courier]}: ${report.status}` }, nowMs);
  if (!result.moved) return { recorded, moved: null };
  return { recorded, moved: to };
}
