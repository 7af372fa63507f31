// Seller console: the goods of an approved refund came back. In one transaction: the return
// moves pending → received by a conditional update that also stamps `restocked_at` (so a second
// or concurrent call changes nothing), each refunded line's quantity goes back into stock
// (product or combination, in product/variant order like every stock write), the timeline
// entry, the customer's `customer_refund_request_return_status_updated` notification and the
// console's audit row.
import { refundMessages } from '../../core/refund-messages';
import { giveBackProductStock, giveBackVariantStock, moveVariantProductAggregate } from '../../db/order.repository';
import { findShopRefund, insertRefundEvent, listRefundLines, markRefundReceived } from '../../db/refund.repository';
import { runWrite } from '../../db/run-write';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { notifyRefundReturnStatus } from '../notifications/notify-customer';
import { auditRefundMove, findRefundOfShop, notifiedRefund, requireStaffId } from './refund-staff';
import { loadRefundDetail, type RefundDetailView } from './refund-views';

export async function receiveRefundReturn(ctx: Ctx, refundId: number): Promise<RefundDetailView> {
  const staffId = requireStaffId(ctx);
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(db, async (trx) => {
    const refund = await findRefundOfShop(trx, shop.id, refundId);
    if (refund.status !== 'approved') throw new DomainError('conflict', refundMessages.notApproved);
    if (!(await markRefundReceived(trx, shop.id, refund.id, now))) throw new DomainError('conflict', refundMessages.alreadyReceived);
    const lines = await listRefundLines(trx, shop.id, refund.id);
    const sorted = [...lines].sort((a, b) => a.product_id - b.product_id || (a.variant < b.variant ? -1 : a.variant > b.variant ? 1 : 0));
    for (const line of sorted) {
      if (line.variant === '') await giveBackProductStock(trx, shop.id, line.product_id, line.quantity);
      else {
        await giveBackVariantStock(trx, shop.id, line.product_id, line.variant, line.quantity);
        await moveVariantProductAggregate(trx, shop.id, line.product_id, line.quantity);
      }
    }
    await insertRefundEvent(trx, { shopId: shop.id, refundId: refund.id, event: 'received', actorKind: 'staff', actorId: staffId, note: null, at: now });
    await notifyRefundReturnStatus(trx, await notifiedRefund(trx, refund), 'received', now);
    await auditRefundMove(trx, ctx, 'refund.receive', refund);
  });
  return loadRefundDetail(db, (await findShopRefund(db, shop.id, refundId))!);
}
