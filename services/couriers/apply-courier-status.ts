// One status a courier reported for an order's shipment (docs/decisions/027), in the caller's
// transaction: recorded once on the shipment's timeline (a repeated webhook or poll answer is
// a no-op, by its event key), and — only when core/courier.ts says so — the order moved as the
// shop would move it: a shipped order the courier delivered becomes delivered, with the same
// follow-ups as the seller's move (services/seller/move-seller-order.ts): the timeline row
// (actor: system), the customer's notification, the cashback earned and the "delivered" SMS.
// A status arriving late (in transit after delivered) is recorded by the courier's own time and
// moves nothing: no order moves backwards or skips a step.
import { courierOrderMove, type ShipmentStage } from '../../core/courier';
import { announceJobs } from '../../db/job.repository';
import { insertShipmentEvent } from '../../db/courier.repository';
import { insertOrderEvent, moveOrderStatus } from '../../db/order.repository';
import { afterCommit, type Trx } from '../../db/run-write';
import { findShopOrder } from '../../db/seller-order.repository';
import type { Shop } from '../../db/schema';
import { creditCashbackOnDelivery } from '../balances/order-balances';
import { notifyOrderStatus } from '../notifications/notify-customer';
import { enqueueOrderSms } from '../notifications/order-sms';
import { courierNames, type TrackedCourier } from '../../core/courier';

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
  // Conditional on the status it was read in: a seller moving it at the same moment wins or loses cleanly.
  if (!(await moveOrderStatus(trx, shop.id, order.id, [order.status], to, now))) return { recorded, moved: null };
  await insertOrderEvent(trx, { shopId: shop.id, orderId: order.id, status: to, actorKind: 'system', actorId: null, note: `${courierNames[report.courier]}: ${report.status}`, at: now });
  await notifyOrderStatus(trx, order, to, now);
  await creditCashbackOnDelivery(trx, order, now);
  await enqueueOrderSms(trx, shop, order.customer_id, { kind: 'delivered', code: order.code }, nowMs);
  afterCommit(trx, () => announceJobs());
  return { recorded, moved: to };
}
