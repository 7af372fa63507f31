// The shapes of the balance calls (issue 12 item 4) in the OpenAPI document.
import { z } from '@hono/zod-openapi';

const kind = z.enum(['recharge', 'refund', 'cashback']);
const type = z.enum(['recharge', 'order_payment', 'order_refund', 'cashback_earned', 'reversal']);

export const BalanceEntrySchema = z
  .object({
    id: z.number().int(),
    kind,
    type,
    label: z.string().openapi({ example: 'Order payment' }),
    amount: z.number().int().openapi({ description: 'Whole taka, signed: credits > 0, debits < 0', example: -500 }),
    amount_text: z.string().openapi({ example: '-৳500' }),
    order_id: z.number().int().nullable(),
    order_code: z.string().nullable(),
    payment_id: z.number().int().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('BalanceEntry');

export const MyBalanceSchema = z
  .object({
    recharge: z.number().int(),
    refund: z.number().int(),
    cashback: z.number().int(),
    total: z.number().int().openapi({ description: 'recharge + refund + cashback' }),
    entries: z.array(BalanceEntrySchema).openapi({ description: 'The ledger, newest first, one page' }),
    page: z.number().int(),
    page_size: z.number().int(),
    entries_total: z.number().int().openapi({ description: 'How many entries in all' }),
    pager: z.string(),
  })
  .openapi('MyBalance');
