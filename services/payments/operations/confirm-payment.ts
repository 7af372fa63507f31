// Asks the provider what became of a payment attempt and records it (record-payment-outcome.ts).
// `returned` is what the browser's return said (bKash's callback `status`; a Stripe cancel):
// only a bKash `success` lets the client execute; anything else only reads the provider's state.
// Only an attempt still open is asked with a return: a callback replayed for a payment that is
// already paid, failed or cancelled executes nothing (the state is read again instead, so a
// payment we gave up on that the provider completed is still found and refunded).
import type { Payment } from '../../../db/schema';
import type { ConfirmPaymentInput } from '../../adapters/payments/payment-provider';
import type { Ctx } from '../../context';
import { recordPaymentOutcome } from './record-payment-outcome';

export async function confirmPayment(ctx: Ctx, payment: Payment, source: string, returned?: ConfirmPaymentInput['returned']): Promise<Payment> {
  const provider = payment.provider === 'bkash' || payment.provider === 'stripe' ? ctx.deps.payments[payment.provider] : null;
  if (!provider || payment.reference === null) return payment;
  if (payment.state === 'paid' || payment.state === 'refunded') return payment;
  const open = payment.state === 'pending';
  const confirmed = await provider.confirmPayment({ reference: payment.reference, expectedAmount: payment.amount, returned: open ? returned : undefined });
  return recordPaymentOutcome(ctx, payment.id, confirmed, source);
}
