// The one way an order moves (issue 21 item 1; docs/decisions/037). The customer's cancel, the
// seller's moves, the courier's delivery and the unpaid-order expiry all call moveOrder in their
// own transaction. It plans the move with core/order-lifecycle.ts (who may move it where, the
// COD advance, the table of effects), moves the status by a conditional update from the status
// it was read in (a concurrent move makes this one refuse), writes the timeline row with its
// actor, and carries out each effect of the table. Give-backs happen once however the order got
// to cancelled or returned: each has its own guard (`restored_at`, each line's restocked units,
// the coupon use row, each money return's key).
import { mayConfirmOrder } from '../../../core/order-confirmation';
import { planOrderMove, type MoveRefusal, type OrderEffect } from '../../../core/order-lifecycle';
import type { OrderActor, OrderStatus } from '../../../core/order-state';
import { announceJobs } from '../../../db/job.repository';
import { insertOrderEvent, listOrderLines, markOrderRestored, markReviewInvited, moveOrderStatus, releaseCouponUse } from '../../../db/order.repository';
import { listOrderPayments, moveOrderPaymentStatus, movePayment } from '../../../db/payment.repository';
import { afterCommit, type Trx } from '../../../db/run-write';
import type { EventActorKind, Order, Shop } from '../../../db/schema';
import { setOrderShipment } from '../../../db/seller-order.repository';
import { giveBackLine, inLockOrder } from '../../../db/stock.repository';
import { creditCashbackOnDelivery, reverseCashbackOnReturn } from '../../balances/operations/order-balances';
import { notifyOrderPaymentStatus, notifyOrderStatus, notifyReviewInvite } from '../../notifications/operations/notify-customer';
import { enqueueOrderSms } from '../../notifications/operations/order-sms';
import { giveBackOrderMoney } from './order-settlement';

export interface OrderMover {
  kind: EventActorKind;
  /** The customer's or staff member's id; null for the system. */
  id: number | null;
  /** Whom the lifecycle's rules see (core/order-state.ts); by default the kind's own (staff → shop). */
  as?: OrderActor;
}

export interface OrderMove {
  to: OrderStatus;
  by: OrderMover;
  /** The timeline note. */
  note?: string | null;
  /** For shipped: the courier and its tracking code. */
  shipment?: { courier: string; tracking: string };
}

export type MoveResult = { moved: true; order: Order } | { moved: false; reason: MoveRefusal | 'lost' | 'payment_unpaid' };

const actorOf = (kind: EventActorKind): OrderActor => (kind === 'staff' ? 'shop' : kind);

/** Whether the order's payments let it be confirmed (core/order-confirmation.ts: a COD advance paid, an online payment confirmed). */
async function confirmation(trx: Trx, order: Order) {
  return mayConfirmOrder({ paymentMethod: order.payment_method, paymentStatus: order.payment_status, advanceDue: order.advance_due, payments: await listOrderPayments(trx, order.shop_id, order.id) });
}

/** Moves `order` (as read in this transaction) to `move.to` and carries out what that does. */
export async function moveOrder(trx: Trx, shop: Pick<Shop, 'id' | 'shop_name'>, order: Order, move: OrderMove, nowMs: number): Promise<MoveResult> {
  const now = new Date(nowMs).toISOString();
  const verdict = move.to === 'confirmed' ? await confirmation(trx, order) : ({ ok: true } as const);
  const plan = planOrderMove({
    from: order.status,
    to: move.to,
    actor: move.by.as ?? actorOf(move.by.kind),
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    advanceUnpaid: !verdict.ok && verdict.reason === 'advance_unpaid',
  });
  if (!plan.ok) return { moved: false, reason: plan.reason };
  // Who may move it where comes first: only a move the actor may make is refused for an online payment not confirmed yet.
  if (!verdict.ok) return { moved: false, reason: verdict.reason };
  if (!(await moveOrderStatus(trx, shop.id, order.id, [order.status], move.to, now))) return { moved: false, reason: 'lost' };
  const moved: Order = { ...order, status: move.to, updated_at: now };
  const shipmentNote = move.shipment ? `${move.shipment.courier} · ${move.shipment.tracking}` : null;
  // What staff type on a move is theirs (staff only); the courier and tracking code, and the
  // system's own notes (a courier's report, an unpaid order's expiry), are the shopper's too.
  const byStaff = move.by.kind === 'staff';
  const note = [shipmentNote, byStaff ? null : move.note].filter((n): n is string => !!n).join(' · ') || null;
  await insertOrderEvent(trx, { shopId: shop.id, orderId: order.id, status: move.to, actorKind: move.by.kind, actorId: move.by.id, note, staffNote: (byStaff && move.note) || null, at: now });

  // Stock, coupon and money come back once, whoever cancelled or returned it.
  const restoring = plan.effects.includes('give_back_stock') ? await markOrderRestored(trx, shop.id, order.id, now) : false;
  for (const effect of plan.effects) await runEffect(trx, shop, moved, effect, move, restoring, nowMs);
  return { moved: true, order: moved };
}

async function runEffect(trx: Trx, shop: Pick<Shop, 'id' | 'shop_name'>, order: Order, effect: OrderEffect, move: OrderMove, restoring: boolean, nowMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  switch (effect) {
    case 'notify_status':
      await notifyOrderStatus(trx, order, order.status, now);
      return;
    case 'record_shipment':
      if (move.shipment) await setOrderShipment(trx, shop.id, order.id, move.shipment.courier, move.shipment.tracking);
      return;
    case 'sms_shipped':
      await enqueueOrderSms(trx, shop, order.customer_id, { kind: 'shipped', code: order.code, courier: move.shipment?.courier ?? '', tracking: move.shipment?.tracking ?? '' }, nowMs);
      afterCommit(trx, () => announceJobs());
      return;
    case 'sms_confirmed':
      await enqueueOrderSms(trx, shop, order.customer_id, { kind: 'confirmed', code: order.code }, nowMs);
      afterCommit(trx, () => announceJobs());
      return;
    case 'sms_delivered':
      await enqueueOrderSms(trx, shop, order.customer_id, { kind: 'delivered', code: order.code }, nowMs);
      afterCommit(trx, () => announceJobs());
      return;
    case 'invite_review':
      // Once per order, however often it comes back to delivered (a return undone): the guard is the order's own column.
      if (await markReviewInvited(trx, shop.id, order.id, now)) await notifyReviewInvite(trx, order, (await listOrderLines(trx, shop.id, order.id)).length, now);
      return;
    case 'credit_cashback':
      await creditCashbackOnDelivery(trx, order, now);
      return;
    case 'reverse_cashback':
      await reverseCashbackOnReturn(trx, order, now);
      return;
    case 'cancel_open_payments':
      for (const p of await listOrderPayments(trx, shop.id, order.id)) {
        if ((p.provider === 'bkash' || p.provider === 'stripe') && (p.state === 'created' || p.state === 'pending')) await movePayment(trx, p.id, ['created', 'pending'], 'cancelled', {}, now);
      }
      // No attempt is open any more: the order no longer waits for its payment (pending → failed, told like every payment change).
      if (order.payment_status === 'pending' && (await moveOrderPaymentStatus(trx, shop.id, order.id, ['pending'], 'failed', now))) await notifyOrderPaymentStatus(trx, order, 'failed', now);
      return;
    case 'give_back_stock':
      if (!restoring) return;
      for (const line of inLockOrder((await listOrderLines(trx, shop.id, order.id)).map((l) => ({ ...l, productId: l.product_id })))) {
        await giveBackLine(trx, shop.id, line);
      }
      return;
    case 'release_coupon':
      if (restoring) await releaseCouponUse(trx, shop.id, order.id, now);
      return;
    case 'give_back_money':
      if (restoring) await giveBackOrderMoney(trx, order, now);
      return;
  }
}
