// Schemas of the seller console's calls (issue 14; docs/decisions/023), for the OpenAPI document.
import { z } from '@hono/zod-openapi';
import { OrderDetailSchema } from '../checkout/checkout-schemas';

const status = z.enum(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']);
const paymentStatus = z.enum(['unpaid', 'pending', 'paid', 'failed', 'partially_refunded', 'refunded']);

export const StaffSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(['owner', 'staff']) }).openapi('Staff');

/** The queue's filters, as a JSON body, a form or the query string (the CSV export). */
export const SellerOrderQuerySchema = z.object({
  status: z.string().optional().openapi({ description: "An order status, or 'all'" }),
  payment: z.string().optional().openapi({ description: "A payment status, or 'all'" }),
  from: z.string().optional().openapi({ description: 'First day placed, YYYY-MM-DD (Bangladesh time)' }),
  to: z.string().optional().openapi({ description: 'Last day placed, YYYY-MM-DD (Bangladesh time)' }),
  q: z.string().optional().openapi({ description: "An order code or a phone number, or part of one, of the customer's or delivery name, or of a product's name" }),
  sort: z.string().optional().openapi({ description: "queue (new orders first, the default), newest, oldest, total-high or total-low" }),
  page: z.union([z.string(), z.number()]).optional(),
});

export const SellerOrderRowSchema = z
  .object({
    purchase_id: z.number().int(),
    code: z.string(),
    status,
    payment_status: paymentStatus,
    payment_method: z.enum(['cod', 'bkash', 'stripe', 'balance']),
    order_total: z.number().int(),
    total_items: z.number().int(),
    placed_at: z.string(),
    customer_name: z.string(),
    customer_phone: z.string(),
    district: z.string().nullable(),
  })
  .openapi('SellerOrderRow');

export const SellerOrderDetailSchema = OrderDetailSchema.omit({ can_cancel: true, timeline: true })
  .extend({
    customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
    payments: z.array(z.object({ id: z.number().int(), provider: z.string(), purpose: z.string(), amount: z.number().int(), state: z.string(), reference: z.string().nullable() })),
    moves: z.array(status),
    can_mark_cod_collected: z.boolean(),
    timeline: z.array(z.object({ status, at: z.string(), actor: z.enum(['customer', 'staff', 'system']), actor_id: z.number().int().nullable(), actor_name: z.string().nullable(), note: z.string().nullable() })),
    customer_history: z.object({
      total: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
      returned: z.number().int(),
      open: z.number().int(),
      orders: z.array(z.object({ purchase_id: z.number().int(), code: z.string(), status, payment_status: paymentStatus, order_total: z.number().int(), placed_at: z.string() })),
    }),
  })
  .openapi('SellerOrderDetail');
