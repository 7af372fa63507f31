// The one order lifecycle (issue 21 item 1; docs/decisions/037): whether a move may happen
// and what it does, as one table. Every move of an order — the customer's cancel, the shop's
// moves, the courier's delivery, the unpaid-order expiry — is planned here and carried out by
// services/orders/operations/move-order.ts, which runs each effect exactly once (the status moves by a
// conditional update, and each give-back has its own once-guard).
import { canMoveOrder, type OrderActor, type OrderStatus } from './order-state';

export const ORDER_EFFECTS = [
  /** The customer's `customer_order_status_updated` notification. */
  'notify_status',
  /** The courier and tracking code written on the order. */
  'record_shipment',
  /** The "shipped" SMS with the tracking code. */
  'sms_shipped',
  /** The "confirmed" SMS (the one the "placed" SMS promises: issue 23 item 3). */
  'sms_confirmed',
  /** The "delivered" SMS. */
  'sms_delivered',
  /** The bell entry inviting the shopper to review what they received, once per order (decision 067). */
  'invite_review',
  /** Σ line cashback × quantity credited to the cashback balance. */
  'credit_cashback',
  /** That cashback taken back (never below zero). */
  'reverse_cashback',
  /** Online payment attempts still open are cancelled (a late payment is then given back). */
  'cancel_open_payments',
  /** Every unit not given back yet goes back into stock. */
  'give_back_stock',
  /** The coupon use is released. */
  'release_coupon',
  /** Every taka the order's sources still hold goes back where it came from (core/settlement.ts). */
  'give_back_money',
] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];

/** What arriving in each status does, in the order it is done. */
export const TRANSITION_EFFECTS: Readonly<Record<OrderStatus, readonly OrderEffect[]>> = {
  pending: [],
  confirmed: ['notify_status', 'sms_confirmed'],
  processing: ['notify_status'],
  shipped: ['record_shipment', 'notify_status', 'sms_shipped'],
  delivered: ['notify_status', 'credit_cashback', 'sms_delivered', 'invite_review'],
  cancelled: ['notify_status', 'cancel_open_payments', 'give_back_stock', 'release_coupon', 'give_back_money'],
  returned: ['notify_status', 'give_back_stock', 'release_coupon', 'give_back_money', 'reverse_cashback'],
};

export interface MoveFacts {
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  paymentMethod: 'cod' | 'bkash' | 'stripe' | 'balance';
  /** The order's payment status. */
  paymentStatus: string;
  /** A COD advance was asked (an advance attempt exists) and none of its attempts is paid. */
  advanceUnpaid: boolean;
}

export type MoveRefusal = 'not_allowed' | 'advance_unpaid' | 'paid';
export type MovePlan = { ok: true; effects: readonly OrderEffect[] } | { ok: false; reason: MoveRefusal };

export function planOrderMove(m: MoveFacts): MovePlan {
  if (!canMoveOrder(m.from, m.to, m.actor)) return { ok: false, reason: 'not_allowed' };
  // A cash-on-delivery order whose shop asks an advance is confirmed only once it is paid.
  if (m.to === 'confirmed' && m.paymentMethod === 'cod' && m.advanceUnpaid) return { ok: false, reason: 'advance_unpaid' };
  // The system cancels only an order still waiting for its money.
  if (m.actor === 'system' && m.to === 'cancelled' && m.paymentStatus === 'paid') return { ok: false, reason: 'paid' };
  return { ok: true, effects: TRANSITION_EFFECTS[m.to] };
}

/** Whether arriving in `to` gives back what the order took (stock, coupon, money). */
export function givesBack(to: OrderStatus): boolean {
  return TRANSITION_EFFECTS[to].includes('give_back_money');
}
