// The SMS a shopper expects after the order is placed (after-cart.md "Notifications"): shipped
// (with the courier and tracking code), delivered, refund paid. Enqueued as `sms.send` jobs in
// the caller's transaction (services/adapters/send-sms-job.ts), so an SMS is sent exactly when
// the change committed, by the job runner, with retries. "Order placed" is sent by placeOrder.
// The caller announces jobs after its commit (`afterCommit(trx, () => announceJobs())`) so the
// runner sends it at once rather than at its next poll.
import { notificationMessages } from '../../../core/notification-messages';
import { findCustomerPhone } from '../../../db/customer.repository';
import type { Trx } from '../../../db/run-write';
import type { Shop } from '../../../db/schema';
import { enqueueSms } from '../../adapters/send-sms-job';

export type OrderSms =
  | { kind: 'shipped'; code: string; courier: string | null; tracking: string | null }
  | { kind: 'delivered'; code: string }
  | { kind: 'refund_paid'; code: string; amount: number };

function smsText(shopName: string, sms: OrderSms): string {
  switch (sms.kind) {
    case 'shipped':
      return notificationMessages.shippedSms(shopName, sms.code, sms.courier, sms.tracking);
    case 'delivered':
      return notificationMessages.deliveredSms(shopName, sms.code);
    case 'refund_paid':
      return notificationMessages.refundPaidSms(shopName, sms.code, sms.amount);
  }
}

/** Enqueues the SMS to the customer's phone; the job id, or null when the customer has no phone. */
export async function enqueueOrderSms(trx: Trx, shop: Pick<Shop, 'id' | 'shop_name'>, customerId: number, sms: OrderSms, nowMs: number): Promise<number | null> {
  const phone = await findCustomerPhone(trx, shop.id, customerId);
  if (!phone) return null;
  return enqueueSms(trx, shop.id, { to: phone, text: smsText(shop.shop_name, sms) }, nowMs);
}
