// The shapes checkout and order use cases exchange with pages and calls (issue 11). Field
// names of the JSON calls follow the spec (storefront.md §3 "Stored order context",
// after-cart.md); the use cases in services/checkout/ and services/orders/ produce them.
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../db/schema';
import type { OrderLineView, PickupPointView } from '../orders/order-types';
import type { PaymentOption } from '../payments/payment-types';

/** A line of the checkout: the cart's line priced today (the order's line once placed). */
export type CheckoutLine = OrderLineView;

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
