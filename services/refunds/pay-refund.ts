// Seller console: pay an approved refund, to the refund balance or to the original payment.
// - To the refund balance: in one transaction the payment moves unpaid → paid by a
//   conditional update (a second or concurrent call refuses), the refund balance is credited
//   through the ledger under the key `refund:{id}:paid` (exactly once even so).
// - To the original payment: core/refund-split.ts says which of the order's online payments
//   give back how much (the part paid in cash or from a balance goes to the refund balance).
//   Each part is refunded through its provider BEFORE our transaction, with the refund key
//   `RF-<provider reference>-<refund code>` (bKash `sku`, Stripe Idempotency-Key), so a retry —
//   a second click, a lost answer, a concurrent call — never refunds twice: the provider
//   answers the repeat with the first refund. Only a provider that says the refund completed
//   lets the refund be marked paid; otherwise the shop is told to try again and nothing here
//   changes. Then, in one transaction: the refund marked paid (conditional), each payment's
//   refunded amount raised (never past what it took), the rest credited to the refund balance.
// Both: the order's payment status → partially_refunded | refunded (with its notification),
// the timeline entry, `customer_refund_request_payment_status_updated`, the "refund paid" SMS and
// the console's audit row.
import { formatTaka } from '../../core/money';
import { canMovePayment } from '../../core/order-state';
import { refundMessages } from '../../core/refund-messages';
import { refundedPaymentStatus, splitRefundToOriginal } from '../../core/refund-split';
import { announceJobs } from '../../db/job.repository';
import { addRefundedAmount, listPaidOnlinePayments, moveOrderPaymentStatus } from '../../db/payment.repository';
import { findShopRefund, insertRefundEvent, markRefundPaid } from '../../db/refund.repository';
import { afterCommit, runWrite, type Trx } from '../../db/run-write';
import type { Order, Payment, RefundRequest } from '../../db/schema';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { creditRefundToBalance } from '../balances/order-balances';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyOrderPaymentStatus, notifyRefundPaymentStatus } from '../notifications/notify-customer';
import { enqueueOrderSms } from '../notifications/order-sms';
import { auditRefundMove, findRefundOfShop, notifiedRefund, requireStaffId } from './refund-staff';
import { loadRefundDetail, type RefundDetailView } from './refund-views';

interface ProviderPart {
  payment: Payment;
  amount: number;
  refundReference: string;
}

export async function payRefund(ctx: Ctx, refundId: number): Promise<RefundDetailView> {
  const staffId = requireStaffId(ctx);
  const { db, shop } = ctx;
  const refund = await findRefundOfShop(db, shop.id, refundId);
  assertPayable(refund);

  const parts: ProviderPart[] = [];
  let toBalance = refund.amount;
  if (refund.refund_to === 'original' && refund.amount > 0) {
    const payments = await listPaidOnlinePayments(db, shop.id, refund.order_id);
    const split = splitRefundToOriginal(
      refund.amount,
      payments.map((p) => ({ id: p.id, amount: p.amount, refunded: p.refunded_amount })),
    );
    toBalance = split.toBalance;
    for (const part of split.toPayments) {
      const payment = payments.find((p) => p.id === part.paymentId)!;
      parts.push({ payment, amount: part.amount, refundReference: await refundThroughProvider(ctx, payment, part.amount, refund) });
    }
  }

  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();
  await runWrite(db, async (trx) => {
    const current = await findRefundOfShop(trx, shop.id, refundId);
    assertPayable(current);
    if (!(await markRefundPaid(trx, shop.id, refund.id, now))) throw new DomainError('conflict', refundMessages.alreadyPaid);
    const order = await trx.selectFrom('orders').selectAll().where('shop_id', '=', shop.id).where('id', '=', refund.order_id).executeTakeFirstOrThrow();
    for (const part of parts) {
      if (!(await addRefundedAmount(trx, shop.id, part.payment.id, part.amount, part.refundReference, now))) {
        throw new DomainError('conflict', refundMessages.paymentChanged);
      }
    }
    if (toBalance > 0) {
      await creditRefundToBalance(trx, { order, amount: toBalance, paymentId: null, dedupeKey: `refund:${refund.id}:paid`, now, note: `Refund ${refund.code} of order ${order.code}` });
    }
    const where = [
      ...parts.map((p) => `${formatTaka(p.amount)} to ${p.payment.provider === 'bkash' ? 'bKash' : 'the card'}`),
      ...(toBalance > 0 ? [`${formatTaka(toBalance)} to the refund balance`] : []),
    ];
    await insertRefundEvent(trx, { shopId: shop.id, refundId: refund.id, event: 'paid', actorKind: 'staff', actorId: staffId, note: where.length > 0 ? where.join('; ') : null, at: now });
    await markOrderRefunded(trx, order, now);
    await notifyRefundPaymentStatus(trx, await notifiedRefund(trx, refund), 'paid', now);
    await enqueueOrderSms(trx, shop, refund.customer_id, { kind: 'refund_paid', code: refund.code, amount: refund.amount }, nowMs);
    await auditRefundMove(trx, ctx, 'refund.pay', current);
    afterCommit(trx, () => announceJobs());
  });
  return loadRefundDetail(db, (await findShopRefund(db, shop.id, refundId))!);
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

/** paid | partially_refunded → partially_refunded | refunded, by every refund of the order paid so far. */
async function markOrderRefunded(trx: Trx, order: Order, now: string): Promise<void> {
  if (!canMovePayment(order.payment_status, 'partially_refunded')) return;
  const row = await trx
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('shop_id', '=', order.shop_id)
    .where('order_id', '=', order.id)
    .where('payment_status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const to = refundedPaymentStatus(Number(row.total), order.order_total);
  if (to === order.payment_status && to === 'refunded') return;
  if (await moveOrderPaymentStatus(trx, order.shop_id, order.id, ['paid', 'partially_refunded'], to, now)) {
    await notifyOrderPaymentStatus(trx, order, to, now);
  }
}
