// Shared pieces of the checkout and order calls (issue 11 item 6): the reply shapes for the
// OpenAPI document and the refusal responses. Their input is the use cases' own
// (services/checkout/checkout-input.ts, services/input.ts).
import { z } from '@hono/zod-openapi';

const status = z.enum(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']);
const paymentStatus = z.enum(['unpaid', 'pending', 'paid', 'failed', 'partially_refunded', 'refunded']);
const method = z.enum(['cod', 'bkash', 'stripe', 'balance']);

export const CheckoutLineSchema = z.object({
  uid: z.string(),
  productId: z.number().int(),
  variant: z.string(),
  name: z.string(),
  variantLabel: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number().int(),
  sellPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
});

export const PickupPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  charge: z.number().int(),
});

export const OrderSummarySchema = z
  .object({
    purchase_id: z.number().int(),
    code: z.string(),
    status,
    payment_status: paymentStatus,
    payment_method: method,
    order_total: z.number().int(),
    total_items: z.number().int(),
    placed_at: z.string(),
  })
  .openapi('OrderSummary');

/** One status the courier reported (docs/decisions/027). */
const ShipmentEventSchema = z
  .object({ stage: z.string(), label: z.string(), status: z.string().openapi({ description: "The courier's own name for it" }), at: z.string() })
  .openapi('ShipmentEvent');

const byMethod = {
  bkash: z.number().int(),
  stripe: z.number().int(),
  cod: z.number().int(),
  recharge: z.number().int(),
  refund: z.number().int(),
  cashback: z.number().int(),
  total: z.number().int(),
};

/** The order's one settlement (core/settlement.ts; docs/decisions/037). */
export const SettlementSchema = z
  .object({
    paid: z.object(byMethod).openapi({ description: 'Received for the order, by payment method and balance (cash on delivery only once collected)' }),
    refunded: z
      .object({
        ...byMethod,
        to_original: z.number().int(),
        to_refund_balance: z.number().int(),
        pending: z.number().int().openapi({ description: 'Given back through a provider that has not confirmed the refund yet' }),
      })
      .openapi({ description: 'Given back, by the method or balance the money came from, and where it went' }),
    to_collect: z.number().int().openapi({ description: 'Cash still to collect on delivery (0 for a prepaid, cancelled or returned order)' }),
    not_kept: z.number().int().openapi({ description: 'Money a provider took that the order did not keep, given back in full' }),
    units: z.object({ bought: z.number().int(), given_back: z.number().int() }),
  })
  .openapi('Settlement');

export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(CheckoutLineSchema.extend({ cashback: z.number().int() })),
  cart_total: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number().int(),
  delivery_charge: z.number().int(),
  recharge_paid: z.number().int(),
  refund_paid: z.number().int(),
  cashback_paid: z.number().int(),
  payable: z.number().int(),
  shipping_type: z.union([z.literal(0), z.literal(1)]),
  address: z.object({ name: z.string(), phone: z.string(), district: z.string(), area: z.string(), address: z.string(), note: z.string().nullable() }).nullable(),
  pickup: PickupPointSchema.nullable(),
  courier: z.string().nullable(),
  tracking_code: z.string().nullable(),
  tracking_url: z.string().nullable().openapi({ description: "The courier's own tracking page (Pathao, Steadfast, RedX), or null" }),
  shipment: z.array(ShipmentEventSchema),
  timeline: z.array(z.object({ status, at: z.string(), actor: z.enum(['customer', 'staff', 'system']), note: z.string().nullable() })),
  can_cancel: z.boolean(),
  settlement: SettlementSchema,
}).openapi('OrderDetail');

export const TrackedOrderSchema = z
  .object({
    code: z.string(),
    status,
    courier: z.string().nullable(),
    tracking_code: z.string().nullable(),
    tracking_url: z.string().nullable(),
    shipment: z.array(ShipmentEventSchema),
    timeline: z.array(z.object({ status, at: z.string() })),
  })
  .openapi('TrackedOrder');

export const PlacedOrderSchema = z
  .object({ purchase_id: z.number().int(), code: z.string(), status, payment_status: paymentStatus, order_total: z.number().int(), payable: z.number().int(), payment_url: z.string().nullable().optional() })
  .openapi('PlacedOrder');

export const FiguresSchema = z.object({
  cart_total: z.number().int(),
  finalDeliveryCharge: z.number().int(),
  coupon_discount: z.number().int(),
  order_total: z.number().int(),
});

export const CheckoutSummarySchema = z
  .object({
    cart_total: z.number().int(),
    coupon_discount: z.number().int(),
    coupon_message: z.string().nullable(),
    coupon_applied: z.boolean(),
    finalDeliveryCharge: z.number().int(),
    order_total: z.number().int(),
    total_cart_items: z.number().int(),
    lines: z.array(CheckoutLineSchema),
    pickup_points: z.array(PickupPointSchema),
    payment_options: z.array(z.object({ method, label: z.string(), available: z.boolean(), note: z.string().nullable() })),
    balances: z.object({ recharge: z.number().int(), refund: z.number().int(), cashback: z.number().int() }),
    blocking: z.string().nullable(),
  })
  .openapi('CheckoutSummary');
