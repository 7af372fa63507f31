// Seller console: the goods of an approved refund came back. In one transaction: the return
// moves pending → received by a conditional update that also stamps `restocked_at` (so a second
// or concurrent call changes nothing), each refunded line's quantity goes back into stock
// (product or combination, in product/variant order like every stock write), the timeline
// entry (db/stock.repository.ts giveBackLine: never a unit of a line twice), the customer's `customer_refund_request_return_status_updated` notification and the
// console's audit row.
import { refundMessages } from '../../../core/refund-messages';
import { giveBackLine, inLockOrder } from '../../../db/stock.repository';
import { insertRefundEvent, listRefundLines, markRefundReceived } from '../../../db/refund.repository';
import { runWrite } from '../../../db/run-write';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import { notifyRefundReturnStatus } from '../../notifications/operations/notify-customer';
import { auditRefundMove, findRefundOfShop, notifiedRefund } from './refund-staff';

/** `staffId` marks the goods of the shop's approved refund `refundId` received. */
export async function receiveRefundReturn(ctx: Ctx, staffId: number, refundId: number): Promise<void> {
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(db, async (trx) => {
    const refund = await findRefundOfShop(trx, shop.id, refundId);
    if (refund.status !== 'approved') throw new DomainError('conflict', refundMessages.notApproved);
    if (!(await markRefundReceived(trx, shop.id, refund.id, now))) throw new DomainError('conflict', refundMessages.alreadyReceived);
    // Each line's units back into stock — only those not given back already (a return of the whole order first gives none again).
    const lines = await listRefundLines(trx, shop.id, refund.id);
    for (const line of inLockOrder(lines.map((l) => ({ ...l, productId: l.product_id })))) {
      await giveBackLine(trx, shop.id, { id: line.order_line_id, productId: line.product_id, variant: line.variant, quantity: line.line_quantity }, line.quantity);
    }
    await insertRefundEvent(trx, { shopId: shop.id, refundId: refund.id, event: 'received', actorKind: 'staff', actorId: staffId, note: null, at: now });
    await notifyRefundReturnStatus(trx, await notifiedRefund(trx, refund), 'received', now);
    await auditRefundMove(trx, ctx, 'refund.receive', refund);
  });
}
