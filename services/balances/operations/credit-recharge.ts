// A recharge is credited when its provider confirms the payment (after-cart.md "Balances"):
// the payments flow calls this inside the transaction that records the confirmation. Only a
// `purpose = 'recharge'` payment of exactly this amount is credited, and only once however
// often it is confirmed (the dedupe key `payment:<id>:recharge`).
import { rechargeMessages } from '../../../core/balance-rules';
import { creditBalance } from '../../../db/balance.repository';
import { findPaymentById } from '../../../db/payment.repository';
import type { Trx } from '../../../db/run-write';
import { DomainError } from '../../domain-error';

/** Credits the recharge balance for a confirmed recharge payment; false when it was credited before. */
export async function creditRecharge(trx: Trx, paymentId: number, amount: number, now: string = new Date().toISOString()): Promise<boolean> {
  const payment = await findPaymentById(trx, paymentId);
  if (!payment || payment.purpose !== 'recharge' || payment.order_id !== null) throw new DomainError('invalid', rechargeMessages.notRecharge);
  if (payment.amount !== amount) throw new DomainError('conflict', rechargeMessages.amountMismatch);
  return creditBalance(trx, {
    shopId: payment.shop_id,
    customerId: payment.customer_id,
    kind: 'recharge',
    type: 'recharge',
    amount,
    paymentId,
    note: payment.provider === 'stripe' ? 'Recharge by card' : payment.provider === 'bkash' ? 'Recharge by bKash' : 'Recharge',
    dedupeKey: `payment:${paymentId}:recharge`,
    now,
  });
}
