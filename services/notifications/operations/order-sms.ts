// The SMS a shopper expects after the order is placed (after-cart.md "Notifications"): placed
// and paid (an online order, once its payment is confirmed), confirmed, shipped
// (with the courier and tracking code), delivered, refund paid. Enqueued as `sms.send` jobs in
// the caller's transaction (services/adapters/send-sms-job.ts), so an SMS is sent exactly when
// the change committed, by the job runner, with retries. "Order placed" of an order paid on delivery or by balances is sent by placeOrder.
// The caller announces jobs after its commit (`afterCommit(trx, () => announceJobs())`) so the
// runner sends it at once rather than at its next poll.
import { customerTexts, type CustomerTexts } from '../../../core/customer-texts';
import { findRecipient } from '../../../db/customer.repository';
import type { Trx } from '../../../db/run-write';
import type { Shop } from '../../../db/schema';
import { enqueueSms } from '../../adapters/send-sms-job';

export type OrderSms =
  | { kind: 'shipped'; code: string; courier: string | null; tracking: string | null }
  | { kind: 'placed'; code: string; paid: number }
  | { kind: 'placed_cod'; code: string; total: number }
  | { kind: 'confirmed'; code: string }
  | { kind: 'delivered'; code: string }
  | { kind: 'refund_paid'; code: string; amount: number };

function smsText(m: CustomerTexts, shopName: string, sms: OrderSms): string {
  switch (sms.kind) {
    case 'shipped':
      return m.shippedSms(shopName, sms.code, sms.courier, sms.tracking);
    case 'placed':
      return m.placedPaidSms(shopName, sms.code, sms.paid);
    case 'placed_cod':
      return m.placedSms(shopName, sms.code, sms.total);
    case 'confirmed':
      return m.confirmedSms(shopName, sms.code);
    case 'delivered':
      return m.deliveredSms(shopName, sms.code);
    case 'refund_paid':
      return m.refundPaidSms(shopName, sms.code, sms.amount);
  }
}

/**
 * Enqueues the SMS to the customer's phone, in their language (their account's, else the
 * shop's default; docs/decisions/053); the job id, or null when the customer has no phone.
 */
export async function enqueueOrderSms(trx: Trx, shop: Pick<Shop, 'id' | 'shop_name'>, customerId: number, sms: OrderSms, nowMs: number): Promise<number | null> {
  const { phone, language } = await findRecipient(trx, shop.id, customerId);
  if (!phone) return null;
  return enqueueSms(trx, shop.id, { to: phone, text: smsText(customerTexts(language), shop.shop_name, sms) }, nowMs);
}
