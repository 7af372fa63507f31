// Seller console: pay an approved refund, to the refund balance or to the original payment,
// from the order's one settlement (core/settlement.ts; docs/decisions/037):
// - refused while the order's cash on delivery is not collected (no money out that the shop
//   never received), once the order was cancelled or returned (its give-back paid everything
//   back), and for more than the order's sources still hold;
// - the parts: to the original payment, online payments first (each at most what it still
//   holds), balances back to the balance they came from, collected cash to the refund balance;
//   to the refund balance, all of it there;
// - each online part is refunded through its provider BEFORE our transaction, with the refund
//   key `RF-<provider reference>-<refund code>` (bKash `sku`, Stripe Idempotency-Key), so a
//   retry — a second click, a lost answer, a concurrent call — never refunds twice: the
//   provider answers the repeat with the first refund. Only a provider that says the refund
//   completed lets the refund be marked paid; otherwise the shop is told to try again.
// Then, in one transaction: the refund marked paid (conditional), the parts recorded as money
// returns (each once by its key) and credited, the order's payment status following
// (partially_refunded | refunded, notified), the timeline entry,
// `customer_refund_request_payment_status_updated`, the "refund paid" SMS and the audit row.
import { formatTaka } from '../../../core/money';
import { refundMessages } from '../../../core/refund-messages';
import { allocateReturn, refundPayability, sourcesLeft, type ReturnPart, type SettlementFacts } from '../../../core/settlement';
import { announceJobs } from '../../../db/job.repository';
import { findPayment } from '../../../db/payment.repository';
import { insertRefundEvent, markRefundPaid } from '../../../db/refund.repository';
import { getShopOrder } from '../../../db/seller-order.repository';
import { afterCommit, runWrite } from '../../../db/run-write';
import type { Payment, RefundRequest } from '../../../db/schema';
import { loadSettlementFacts } from '../../../db/settlement.repository';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import { notifyRefundPaymentStatus } from '../../notifications/operations/notify-customer';
import { enqueueOrderSms } from '../../notifications/operations/order-sms';
import { followPaymentStatus, recordReturnParts } from '../../orders/operations/order-settlement';
import { auditRefundMove, findRefundOfShop, notifiedRefund } from './refund-staff';

const sameParts = (a: readonly ReturnPart[], b: readonly ReturnPart[]) => JSON.stringify(a) === JSON.stringify(b);

/** The parts this refund is paid in, from the order's settlement as it is now; refuses what may not be paid. */
function planRefund(refund: RefundRequest, facts: SettlementFacts): ReturnPart[] {
  const payable = refundPayability(facts);
  if (!payable.ok) throw new DomainError('conflict', payable.reason === 'cash_not_collected' ? refundMessages.cashNotCollected : refundMessages.orderClosed);
  const allocation = allocateReturn(refund.amount, sourcesLeft(facts), refund.refund_to === 'original' ? 'original' : 'refund_balance');
  if (!allocation.ok) throw new DomainError('conflict', refundMessages.moreThanReceived(allocation.available));
  return allocation.parts;
}

/** `staffId` pays the shop's approved refund `refundId`. */
export async function payRefund(ctx: Ctx, staffId: number, refundId: number): Promise<void> {
  const { db, shop } = ctx;
  const refund = await findRefundOfShop(db, shop.id, refundId);
  assertPayable(refund);
  const parts = planRefund(refund, await loadSettlementFacts(db, await getShopOrder(db, shop.id, refund.order_id)));

  // Online parts back through their providers first (idempotent by the refund key).
  const completed = new Map<number, string>();
  for (const part of parts) {
    if ((part.source !== 'bkash' && part.source !== 'stripe') || part.destination !== 'original' || part.paymentId === null) continue;
    const payment = await findPayment(db, shop.id, part.paymentId);
    if (!payment) throw new DomainError('conflict', refundMessages.paymentChanged);
    completed.set(part.paymentId, await refundThroughProvider(ctx, payment, part.amount, refund));
  }

  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();
  await runWrite(db, async (trx) => {
    const current = await findRefundOfShop(trx, shop.id, refundId);
    assertPayable(current);
    const order = await getShopOrder(trx, shop.id, refund.order_id);
    // Planned again in the transaction: a give-back or another refund in between changes the parts.
    if (!sameParts(planRefund(current, await loadSettlementFacts(trx, order)), parts)) throw new DomainError('conflict', refundMessages.paymentChanged);
    if (!(await markRefundPaid(trx, shop.id, refund.id, now))) throw new DomainError('conflict', refundMessages.alreadyPaid);
    await recordReturnParts(trx, parts, { order, kind: 'refund', refundId: refund.id, keyPrefix: `refund:${refund.id}`, note: `Refund ${refund.code} of order ${order.code}`, now, completed });
    const where = parts.map((p) =>
      p.destination === 'refund_balance'
        ? `${formatTaka(p.amount)} to the refund balance`
        : p.source === 'bkash' || p.source === 'stripe'
          ? `${formatTaka(p.amount)} to ${p.source === 'bkash' ? 'bKash' : 'the card'}`
          : `${formatTaka(p.amount)} to the ${p.source} balance`,
    );
    await insertRefundEvent(trx, { shopId: shop.id, refundId: refund.id, event: 'paid', actorKind: 'staff', actorId: staffId, note: where.length > 0 ? where.join('; ') : null, at: now });
    await followPaymentStatus(trx, order, now);
    await notifyRefundPaymentStatus(trx, await notifiedRefund(trx, refund), 'paid', now);
    await enqueueOrderSms(trx, shop, refund.customer_id, { kind: 'refund_paid', code: refund.code, amount: refund.amount }, nowMs);
    await auditRefundMove(trx, ctx, 'refund.pay', current);
    afterCommit(trx, () => announceJobs());
  });
}

function assertPayable(refund: RefundRequest): void {
  if (refund.status !== 'approved') throw new DomainError('conflict', refundMessages.notApproved);
  if (refund.payment_status === 'paid') throw new DomainError('conflict', refundMessages.alreadyPaid);
}

/** One part back through the payment's provider; its refund reference once the provider says it completed. */
async function refundThroughProvider(ctx: Ctx, payment: Payment, amount: number, refund: RefundRequest): Promise<string> {
  const provider = payment.provider === 'bkash' || payment.provider === 'stripe' ? ctx.deps.payments[payment.provider] : null;
  if (!provider || payment.reference === null || payment.provider_trx_id === null) throw new DomainError('unavailable', refundMessages.providerUnavailable);
  try {
    const result = await provider.refund({
      reference: payment.reference,
      providerTrxId: payment.provider_trx_id,
      amount,
      reason: `Refund ${refund.code}`,
      refundKey: `RF-${payment.reference}-${refund.code}`,
    });
    if (result.state !== 'refunded') throw new DomainError('unavailable', refundMessages.providerPending);
    return result.refundReference ?? `RF-${payment.reference}-${refund.code}`;
  } catch (e) {
    if (e instanceof DomainError) throw e;
    if (e instanceof PaymentProviderError) throw new DomainError('unavailable', refundMessages.providerUnavailable);
    throw e;
  }
}
