// The order and payment state machines (after-cart.md "Order and payment states").
// Order: pending (placed) → confirmed → processing (packed) → shipped → delivered, each
// forward step by the shop only, one step at a time; cancelled from pending or confirmed by
// the customer, from pending, confirmed or processing by the shop, and from pending by the
// system (an unpaid online-payment order after 30 minutes — the caller checks the payment);
// returned from shipped or delivered by the shop. Anything else is refused, staying put too.
// Payment: unpaid → pending (an online payment started) → paid | failed; unpaid → paid (cash
// on delivery when delivered, or balances covering it all); failed → pending (another
// attempt) and failed → paid (the provider confirms the money after all); paid →
// partially_refunded | refunded; partially_refunded → partially_refunded (another partial
// refund) | refunded. Anything else is refused.
import { paidAtDoorLabel, orderStatusLabels, paymentStatusLabels } from './checkout-messages';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Who moves an order: the courier's own reports may only mark a shipped order delivered. */
export type OrderActor = 'customer' | 'shop' | 'system' | 'courier';

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The forward path, in order: what a status timeline shows as steps. */
export const ORDER_PATH: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

const CANCELLABLE_BY: Readonly<Record<OrderActor, readonly OrderStatus[]>> = {
  customer: ['pending', 'confirmed'],
  shop: ['pending', 'confirmed', 'processing'],
  system: ['pending'],
  courier: [],
};

// A give-back of money received before the payment completed (balances used, a COD advance)
// moves an unpaid, pending or failed order to partially_refunded or refunded (core/settlement.ts).
const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: ['pending', 'paid', 'partially_refunded', 'refunded'],
  pending: ['paid', 'failed', 'partially_refunded', 'refunded'],
  failed: ['pending', 'paid', 'partially_refunded', 'refunded'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  if (to === 'cancelled') return CANCELLABLE_BY[actor].includes(from);
  if (actor === 'courier') return from === 'shipped' && to === 'delivered';
  if (actor !== 'shop') return false;
  if (to === 'returned') return from === 'shipped' || from === 'delivered';
  const step = ORDER_PATH.indexOf(from);
  return step >= 0 && ORDER_PATH[step + 1] === to;
}

/** Whether the customer may still cancel an order in this status (the Cancel button). */
export function customerCanCancel(status: OrderStatus): boolean {
  return canMoveOrder(status, 'cancelled', 'customer');
}

/** Whether no move at all leaves this status (cancelled, returned). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return !ORDER_STATUSES.some((to) => (['customer', 'shop', 'system', 'courier'] as const).some((actor) => canMoveOrder(status, to, actor)));
}

/** Whether a payment may move from `from` to `to`. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

export function orderStatusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return paymentStatusLabels[status];
}

/**
 * The payment status as the shopper reads it (issue 23 item 7). A delivered cash-on-delivery
 * order was paid to the rider at the door; the shop's books keep it `unpaid` until the courier
 * remits the cash and the shop marks it collected (decision 023), which is the shop's business,
 * not the shopper's: their page says they paid. Every other state reads as the server has it.
 */
export function shopperPaymentLabel(order: { status: OrderStatus; payment_status: PaymentStatus; payment_method: string }): string {
  if (order.payment_method === 'cod' && order.status === 'delivered' && order.payment_status === 'unpaid') return paidAtDoorLabel;
  return paymentStatusLabels[order.payment_status];
}
