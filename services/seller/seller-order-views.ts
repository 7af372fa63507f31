// Orders as the seller console sees them: the customer's view (services/orders/order-views.ts)
// plus who the customer is, the payments, the moves the shop may make now, and the
// customer's earlier orders with their outcomes (the usual fake-order check).
import type { Settlement } from '../../core/settlement';
import { ORDER_STATUSES, canMoveOrder, type OrderStatus } from '../../core/order-state';
import type { Order, OrderEvent, OrderLine, Payment } from '../../db/schema';
import type { SellerOrderListRow } from '../../db/seller-order.repository';
import type { OrderDetailView } from '../orders/order-types';
import { orderDetailView } from '../orders/order-views';

export interface SellerOrderRow {
  purchase_id: number;
  code: string;
  status: OrderStatus;
  payment_status: Order['payment_status'];
  payment_method: Order['payment_method'];
  order_total: number;
  total_items: number;
  placed_at: string;
  customer_name: string;
  customer_phone: string;
  district: string | null;
}

export interface CustomerHistory {
  total: number;
  delivered: number;
  cancelled: number;
  returned: number;
  open: number;
  /** The customer's other orders, newest first (at most 10). */
  orders: Array<{ purchase_id: number; code: string; status: OrderStatus; payment_status: Order['payment_status']; order_total: number; placed_at: string }>;
}

export interface SellerOrderDetail extends Omit<OrderDetailView, 'can_cancel'> {
  customer: { id: number; name: string; phone: string };
  payments: Array<{ id: number; provider: Payment['provider']; purpose: Payment['purpose']; amount: number; state: Payment['state']; reference: string | null }>;
  /** The statuses the shop may move this order to now. */
  moves: OrderStatus[];
  /** Whether COD collected may be marked now. */
  can_mark_cod_collected: boolean;
  /**
   * Every entry with who made it: `actor_name` is the staff member's name (a staff entry), the
   * customer's (a customer's), null for the system. `note` is the shop's internal note — staff
   * only, never in a shopper's answer (docs/decisions/057).
   */
  timeline: Array<{ status: OrderStatus; at: string; actor: OrderEvent['actor_kind']; actor_id: number | null; actor_name: string | null; note: string | null }>;
  customer_history: CustomerHistory;
}

export function shopMoves(status: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(status, to, 'shop'));
}

export function canMarkCodCollected(order: Pick<Order, 'status' | 'payment_method' | 'payment_status'>): boolean {
  return order.status === 'delivered' && order.payment_method === 'cod' && order.payment_status === 'unpaid';
}

export function sellerOrderDetail(
  order: Order,
  lines: OrderLine[],
  events: OrderEvent[],
  payments: Payment[],
  customer: { id: number; name: string; phone: string },
  history: CustomerHistory,
  settlement: Settlement,
  staffNames: ReadonlyMap<number, string> = new Map(),
): SellerOrderDetail {
  const { can_cancel: _ignored, ...view } = orderDetailView(order, lines, events, settlement);
  return {
    ...view,
    customer,
    payments: payments.map((p) => ({ id: p.id, provider: p.provider, purpose: p.purpose, amount: p.amount, state: p.state, reference: p.reference })),
    moves: shopMoves(order.status),
    can_mark_cod_collected: canMarkCodCollected(order),
    timeline: events.map((e) => ({
      status: e.status,
      at: e.at,
      actor: e.actor_kind,
      actor_id: e.actor_id,
      actor_name: e.actor_kind === 'staff' && e.actor_id !== null ? (staffNames.get(e.actor_id) ?? null) : e.actor_kind === 'customer' ? customer.name || null : null,
      // Staff read both: the public note, then what staff typed.
      note: [e.note, e.staff_note].filter((n): n is string => !!n).join(' · ') || null,
    })),
    customer_history: history,
  };
}

/** A row of the queue: the delivery name and phone, else the account's; the district, else the pickup point. */
export function sellerOrderRow(o: SellerOrderListRow): SellerOrderRow {
  return {
    purchase_id: o.id,
    code: o.code,
    status: o.status,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    order_total: o.order_total,
    total_items: o.total_items,
    placed_at: o.placed_at,
    customer_name: o.ship_name ?? o.customer_name,
    customer_phone: o.ship_phone ?? o.customer_phone,
    district: o.ship_district ?? o.pickup_name,
  };
}
