// Schemas of the seller console's refunds, threads, customers and overview calls (issue 14
// items 3, 4, 5, 7; docs/decisions/025), for the OpenAPI document.
import { z } from '@hono/zod-openapi';
import { RefundDetailSchema, RefundSummarySchema } from '../refunds/refund-schemas';
import { ThreadDetailSchema } from '../support/support-schemas';

const pageField = z.union([z.string(), z.number()]).optional().openapi({ description: 'Page number from 1 (20 to a page)' });
const int = () => z.number().int();
const pager = { total: int(), page: int(), per_page: int(), pager: z.string() };
const personSchema = z.object({ id: int(), name: z.string(), phone: z.string() });

export const SellerRefundQuerySchema = z.object({
  state: z.string().optional().openapi({ description: "all (default), pending, approved, rejected, to_receive (approved, goods not back yet) or to_pay (approved, unpaid)" }),
  page: pageField,
});

export const SellerRefundRowSchema = RefundSummarySchema.extend({ customer_id: int(), customer_name: z.string(), customer_phone: z.string() }).openapi('SellerRefundRow');

export const SellerRefundListSchema = z.object({
  success: z.literal(true),
  refunds: z.array(SellerRefundRowSchema),
  state: z.string(),
  states: z.array(z.string()),
  ...pager,
});

export const SellerRefundDetailSchema = RefundDetailSchema.extend({
  customer: personSchema,
  order: z.object({ status: z.string(), payment_method: z.string(), payment_status: z.string() }).openapi({ description: 'The order’s own states (a COD order may not be marked collected yet)' }),
  photo_links: z.array(z.object({ name: z.string(), url: z.string().openapi({ description: 'GET with the staff session: /seller/refund-photo/{refund_id}/{n}' }) })),
  can_decide: z.boolean(),
  can_receive: z.boolean(),
  can_pay: z.boolean(),
}).openapi('SellerRefundDetail');

export const SellerThreadQuerySchema = z.object({
  kind: z.string().optional().openapi({ description: 'all (default), ticket or inquiry' }),
  status: z.string().optional().openapi({ description: 'all (default), open, answered or closed' }),
  page: pageField,
});

export const SellerThreadRowSchema = z
  .object({
    ticket_id: int(),
    kind: z.enum(['ticket', 'inquiry']),
    subject: z.string().openapi({ description: 'Plain text (never HTML)' }),
    status: z.enum(['open', 'answered', 'closed']),
    status_label: z.string(),
    unread: int().openapi({ description: 'Customer messages the shop has not opened' }),
    order_id: int().nullable(),
    order_code: z.string().nullable(),
    product_name: z.string().nullable(),
    customer_id: int(),
    customer_name: z.string(),
    customer_phone: z.string(),
    last_message_at: z.string(),
  })
  .openapi('SellerThreadRow');

export const SellerThreadListSchema = z.object({ success: z.literal(true), threads: z.array(SellerThreadRowSchema), kind: z.string(), status: z.string(), ...pager });

export const SellerThreadDetailSchema = ThreadDetailSchema.extend({ customer: personSchema }).openapi('SellerThreadDetail');

const orderCounts = z.object({ total: int(), delivered: int(), cancelled: int(), returned: int(), open: int() });
const balances = z.object({ recharge: int(), refund: int(), cashback: int(), total: int() }).openapi({ description: 'Sums of the balance ledger' });

export const SellerCustomerQuerySchema = z.object({ q: z.string().max(200).optional().openapi({ description: 'Part of a name, or 4+ digits of a phone number' }), page: pageField });

export const SellerCustomerRowSchema = z
  .object({ customer_id: int(), name: z.string(), phone: z.string(), created_at: z.string(), orders: orderCounts, balances })
  .openapi('SellerCustomerRow');

export const SellerCustomerListSchema = z.object({ success: z.literal(true), customers: z.array(SellerCustomerRowSchema), q: z.string(), ...pager });

export const SellerCustomerDetailSchema = z
  .object({
    customer: z.object({ id: int(), name: z.string(), phone: z.string(), email: z.string().nullable(), created_at: z.string() }),
    order_counts: orderCounts,
    orders: z.array(z.object({ purchase_id: int(), code: z.string(), status: z.string(), payment_status: z.string(), order_total: int(), placed_at: z.string() })),
    balances,
    ledger: z.object({
      entries: z.array(
        z.object({
          id: int(),
          kind: z.enum(['recharge', 'refund', 'cashback']),
          type: z.string(),
          label: z.string(),
          amount: int(),
          amount_text: z.string(),
          order_id: int().nullable(),
          order_code: z.string().nullable(),
          payment_id: int().nullable(),
          note: z.string().nullable(),
          created_at: z.string(),
        }),
      ),
      ...pager,
    }),
  })
  .openapi('SellerCustomerDetail');

const period = z.object({ orders: int(), sales: int(), reseller_earnings: int(), refund_balance_credited: int(), cashback_credited: int() });

export const SellerOverviewSchema = z
  .object({
    today: period,
    month: period,
    pending_refunds: int(),
    refunds_to_receive: int(),
    refunds_to_pay: int(),
    unanswered_threads: int(),
    unread_threads: int(),
    day_start: z.string(),
    month_start: z.string(),
  })
  .openapi('SellerOverview');
