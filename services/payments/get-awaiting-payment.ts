// The logged-in customer's order waiting for an online payment, for the cart and the dashboard
// (issue 23 item 2; services/payments/operations/awaiting-payment.ts); null for a guest or when none waits.
import { customerOf } from '../actors';
import type { Ctx } from '../context';
import { findAwaitingPayment, type AwaitingPayment } from './operations/awaiting-payment';

export async function getAwaitingPayment(ctx: Ctx): Promise<AwaitingPayment | null> {
  const customer = customerOf(ctx);
  return customer ? findAwaitingPayment(ctx, customer.id) : null;
}
