// Where the shopper of a just-placed order pays online, if anywhere: the order's open attempt
// (its own payment, or a COD advance) is started now that the placing transaction committed,
// or — for a repeated Place Order (the same Idempotency-Key) or a reload — the page already
// started is answered again. Null when nothing is paid online, or the provider could not be
// reached (the order stays unpaid; retry and cash on delivery are offered on its page).
import { listOrderPayments } from '../../../db/payment.repository';
import { findShopOrder } from '../../../db/seller-order.repository';
import type { Ctx } from '../../context';
import { startPayment } from './start-payment';
import { PAYMENT_WINDOW_MS } from './create-payment-attempt';

export async function orderPaymentUrl(ctx: Ctx, order: { purchase_id: number; code: string }): Promise<string | null> {
  const payments = await listOrderPayments(ctx.db, ctx.shop.id, order.purchase_id);
  const attempt = payments.filter((p) => (p.provider === 'bkash' || p.provider === 'stripe') && (p.state === 'created' || p.state === 'pending')).at(-1);
  if (!attempt) return null;
  const placed = await findShopOrder(ctx.db, ctx.shop.id, order.purchase_id);
  const expiresAt = placed ? Date.parse(placed.placed_at) + PAYMENT_WINDOW_MS : undefined;
  const started = await startPayment(ctx, attempt.id, attempt.purpose === 'advance' ? `Delivery charge advance, order ${order.code}` : `Order ${order.code}`, expiresAt);
  return started.paymentUrl;
}
