// The shapes checkout and order use cases exchange with pages and calls (issue 11). Field
// names of the JSON calls follow the spec (storefront.md §3 "Stored order context",
// after-cart.md); the use cases in services/checkout/ and services/orders/ produce them.
import type { Settlement } from '../../core/settlement';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../db/schema';

/** What the shopper chose at checkout (the stored order context; never trusted as figures). */
export interface CheckoutChoice {
  /** 0 home delivery (default), 1 pickup at `pickupPoint`. */
  shippingType: 0 | 1;
  /** An address id of the customer's address book (home delivery). */
  shippingAddress: number | null;
  /** A pickup point id of the shop (pickup). */
  pickupPoint: number | null;
  /** '' for none. */
  coupon_code: string;
}

export interface CheckoutLine {
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

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  /** False while the method cannot be used for this order (e.g. not yet offered); with a reason. */
  available: boolean;
  note: string | null;
}

export interface CheckoutSummary {
  cart_total: number;
  coupon_discount: number;
  /** The coupon message when a code was given: why it was refused, or that it applies. */
  coupon_message: string | null;
  coupon_applied: boolean;
  finalDeliveryCharge: number;
  order_total: number;
  total_cart_items: number;
  lines: CheckoutLine[];
  pickup_points: PickupPointView[];
  payment_options: PaymentOption[];
  balances: { recharge: number; refund: number; cashback: number };
  /** Why the order cannot be placed as chosen (no address, a line sold out …), or null. */
  blocking: string | null;
}

export interface PlaceOrderInput extends CheckoutChoice {
  selected_payment_option: PaymentMethod;
  recharge_paid: number;
  refund_paid: number;
  cashback_paid: number;
  /** What the shopper saw; used only to detect a change (409), never stored. */
  customer_cart_total: number;
  finalDeliveryCharge: number;
  coupon_discount: number;
}

export interface PlacedOrder {
  purchase_id: number;
  code: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  order_total: number;
  payable: number;
  /** Where to pay online now (bKash / Stripe, or a COD advance); null when nothing is paid online. */
  payment_url?: string | null;
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
  lines: Array<CheckoutLine & { cashback: number }>;
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
