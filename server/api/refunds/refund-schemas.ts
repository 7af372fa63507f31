// The shapes of the refund calls (issue 13 item 1) in the OpenAPI document.
import { z } from '@hono/zod-openapi';

const status = z.enum(['pending', 'approved', 'rejected']);
const paymentStatus = z.enum(['unpaid', 'paid']);
const returnStatus = z.enum(['pending', 'received']);
const target = z.enum(['balance', 'original']);

export const RefundSummarySchema = z
  .object({
    refund_id: z.number().int(),
    code: z.string().openapi({ description: 'The refund code shown to the customer (and in notifications)', example: 'R7M2Q9XA' }),
    purchase_id: z.number().int(),
    order_code: z.string(),
    status,
    status_label: z.string(),
    payment_status: paymentStatus,
    payment_status_label: z.string(),
    return_status: returnStatus,
    return_status_label: z.string(),
    refund_to: target,
    refund_to_label: z.string(),
    amount: z.number().int().openapi({ description: 'Whole taka: the lines’ sell price × quantity less their share of the coupon discount' }),
    created_at: z.string(),
  })
  .openapi('RefundSummary');

export const RefundDetailSchema = RefundSummarySchema.extend({
  reason: z.string().openapi({ description: 'Plain text (never HTML)' }),
  note: z.string().nullable().openapi({ description: 'The shop’s note when it decided' }),
  lines: z.array(
    z.object({
      order_line_id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      variantLabel: z.string(),
      image: z.string().nullable(),
      sellPrice: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  photos: z.array(z.object({ name: z.string(), originalName: z.string(), contentType: z.string() })),
  timeline: z.array(z.object({ event: z.enum(['requested', 'approved', 'rejected', 'paid', 'received']), at: z.string(), actor: z.string(), note: z.string().nullable() })),
  updated_at: z.string(),
}).openapi('RefundDetail');

export const RefundableOrderSchema = z
  .object({
    purchase_id: z.number().int(),
    code: z.string(),
    order_total: z.number().int(),
    total_items: z.number().int(),
    placed_at: z.string(),
    delivered_at: z.string(),
    refundable_until: z.string(),
  })
  .openapi('RefundableOrder');

export const RefundFormSchema = z
  .object({
    purchase_id: z.number().int(),
    code: z.string(),
    payment_method: z.string(),
    coupon_discount: z.number().int(),
    refundable_until: z.string(),
    lines: z.array(
      z.object({
        order_line_id: z.number().int(),
        productId: z.number().int(),
        name: z.string(),
        variantLabel: z.string(),
        image: z.string().nullable(),
        sellPrice: z.number().int(),
        quantity: z.number().int(),
        refundable_quantity: z.number().int().openapi({ description: 'How many may be asked for now (0 while a pending request holds the line)' }),
        pending_request: z.boolean(),
        unit_refund: z.number().int().openapi({ description: 'What one piece pays back' }),
      }),
    ),
    refund_to_options: z.array(target),
    max_photos: z.number().int(),
  })
  .openapi('RefundForm');
