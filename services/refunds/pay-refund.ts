// Seller console: pay an approved refund. To the refund balance: in one transaction the payment
// moves unpaid → paid by a conditional update (a second or concurrent call refuses), the
// refund balance is credited through the ledger under the key `refund:{id}:paid` (exactly
// once even so), the timeline entry, the customer's
// `customer_refund_request_payment_status_updated` notification and the "refund paid" SMS job.
// To the original payment: not yet — the provider refund flows take whole orders today
// (services/payments/refund-payment.ts); the shop pays it to the refund balance instead.
import { refundMessages } from '../../core/refund-messages';
import { announceJobs } from '../../db/job.repository';
import { findShopRefund, insertRefundEvent, markRefundPaid } from '../../db/refund.repository';
import { afterCommit, runWrite } from '../../db/run-write';
import { creditRefundToBalance } from '../balances/order-balances';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyRefundPaymentStatus } from '../notifications/notify-customer';
import { enqueueOrderSms } from '../notifications/order-sms';
import { findRefundOfShop, notifiedRefund, requireStaffId } from './refund-staff';
import { loadRefundDetail, type RefundDetailView } from './refund-views';

export async function payRefund(ctx: Ctx, refundId: number): Promise<RefundDetailView> {
  const staffId = requireStaffId(ctx);
  const { db, shop } = ctx;
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();
  await runWrite(db, async (trx) => {
    const refund = await findRefundOfShop(trx, shop.id, refundId);
    if (refund.status !== 'approved') throw new DomainError('conflict', refundMessages.notApproved);
    if (refund.payment_status === 'paid') throw new DomainError('conflict', refundMessages.alreadyPaid);
    if (refund.refund_to === 'original') throw new DomainError('unavailable', refundMessages.originalNotYet);
    if (!(await markRefundPaid(trx, shop.id, refund.id, now))) throw new DomainError('conflict', refundMessages.alreadyPaid);
    if (refund.amount > 0) {
      const order = await trx.selectFrom('orders').select(['id', 'shop_id', 'customer_id', 'code']).where('shop_id', '=', shop.id).where('id', '=', refund.order_id).executeTakeFirstOrThrow();
      await creditRefundToBalance(trx, { order, amount: refund.amount, paymentId: null, dedupeKey: `refund:${refund.id}:paid`, now, note: `Refund ${refund.code} of order ${order.code}` });
    }
    await insertRefundEvent(trx, { shopId: shop.id, refundId: refund.id, event: 'paid', actorKind: 'staff', actorId: staffId, note: null, at: now });
    await notifyRefundPaymentStatus(trx, await notifiedRefund(trx, refund), 'paid', now);
    await enqueueOrderSms(trx, shop, refund.customer_id, { kind: 'refund_paid', code: refund.code, amount: refund.amount }, nowMs);
    afterCommit(trx, () => announceJobs());
  });
  return loadRefundDetail(db, (await findShopRefund(db, shop.id, refundId))!);
}
