// A new online payment attempt for an order, inside the caller's transaction (placing the
// order, a retry): a `payments` row in state `created` with its own invoice — the order code
// plus the attempt number ("K7M2Q9XA-2"; "K7M2Q9XA-A1" for a COD advance), unique per shop, as
// bKash requires a new merchantInvoiceNumber per attempt — marked `sandbox` when the provider
// is one. The first attempt also enqueues the order's expiry: unpaid 30 minutes after it was
// placed, it is cancelled (expire-order-payment.ts).
import { enqueueJob } from '../../../db/job.repository';
import { countOrderAttempts, insertPaymentAttempt } from '../../../db/payment.repository';
import type { Trx } from '../../../db/run-write';
import type { Order } from '../../../db/schema';
import type { Ctx } from '../../context';

export const EXPIRE_ORDER_PAYMENT_JOB = 'payment.expire';
/** An online-payment order still unpaid this long after it was placed is cancelled. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

export async function createPaymentAttempt(
  ctx: Ctx,
  trx: Trx,
  order: Pick<Order, 'id' | 'code' | 'customer_id'>,
  provider: 'bkash' | 'stripe',
  purpose: 'order' | 'advance',
  amount: number,
  now: string,
): Promise<number> {
  const n = (await countOrderAttempts(trx, ctx.shop.id, order.id, purpose)) + 1;
  return insertPaymentAttempt(trx, {
    shop_id: ctx.shop.id,
    order_id: order.id,
    customer_id: order.customer_id,
    provider,
    purpose,
    reference: null,
    amount,
    state: 'created',
    sandbox: ctx.deps.payments[provider]?.isSandbox ? 1 : 0,
    raw: null,
    invoice: `${order.code}-${purpose === 'advance' ? 'A' : ''}${n}`,
    created_at: now,
    updated_at: now,
  });
}

/** The order's expiry job, at placed + 30 minutes (in the placing transaction). */
export async function enqueueOrderExpiry(trx: Trx, shopId: number, orderId: number, placedAtMs: number, now: string): Promise<void> {
  await enqueueJob(trx, { shopId, kind: EXPIRE_ORDER_PAYMENT_JOB, payload: { orderId }, runAt: new Date(placedAtMs + PAYMENT_WINDOW_MS).toISOString(), now });
}
