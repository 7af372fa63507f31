// The shapes of an order that pages and calls are shown (issue 11; storefront.md §3, after-cart.md):
// the customer's orders, one order with its lines, figures, timeline and settlement, and a
// tracked order. services/orders/order-views.ts makes them from stored orders; checkout shows
// its lines and pickup points in the same shapes before the order exists.
import type { Settlement } from '../../core/settlement';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../db/schema';

/** One line of an order as pages show it: at checkout the cart's line priced today, once placed its snapshot. */
export interface OrderLineView {
  uid: string;
  productId: number;
  variant: string;
  name: string;
  variantLabel: string;
  image: string | null;
  unitPrice: number;
  sellPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface PickupPointView {
  id: number;
  name: string;
  address: string;
  phone: string | null;
  hours: string | null;
  charge: number;
}

export interface OrderSummaryView {
  purchase_id: number;
  code: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  order_total: number;
  total_items: number;
  placed_at: string;
}

export interface OrderEventView {
  status: OrderStatus;
  at: string;
  actor: 'customer' | 'staff' | 'system';
  note: string | null;
}

/** One status a courier reported for the shipment: our stage and its label, the courier's own name for it, when. */
export interface ShipmentEventView {
  stage: string;
  label: string;
  status: string;
  at: string;
}

export interface OrderDetailView extends OrderSummaryView {
  /** `attachment`: the design the shopper uploaded for the line (its field's title and file name), served at /customer|seller/order-attachment/{uid}. */
  lines: Array<OrderLineView & { cashback: number; attachment: { title: string; name: string } | null }>;
  cart_total: number;
  coupon_code: string | null;
  coupon_discount: number;
  delivery_charge: number;
  recharge_paid: number;
  refund_paid: number;
  cashback_paid: number;
  payable: number;
  shipping_type: 0 | 1;
  address: { name: string; phone: string; district: string; area: string; address: string; note: string | null } | null;
  pickup: PickupPointView | null;
  courier: string | null;
  tracking_code: string | null;
  /** The courier's own tracking page (core/courier.ts), or null. */
  tracking_url: string | null;
  /** What the courier reported, in the order it happened (docs/decisions/027). */
  shipment: ShipmentEventView[];
  timeline: OrderEventView[];
  can_cancel: boolean;
  /** The order's one settlement (core/settlement.ts): paid by method, refunded by source and destination, still to collect on delivery. */
  settlement: Settlement;
}

export interface TrackedOrder {
  code: string;
  status: OrderStatus;
  courier: string | null;
  tracking_code: string | null;
  tracking_url: string | null;
  shipment: ShipmentEventView[];
  timeline: Array<{ status: OrderStatus; at: string }>;
}
