// The shop decides a pending refund request (the seller console's decide-seller-refund.ts):
// pending → approved | rejected with the shop's note, by a conditional update (a second or
// concurrent decision refuses), the request's lines released (another request may now be
// asked for what is left of them), the timeline entry, and the customer told in the same
// transaction (a `customer` notification leading to the refund: the spec's refund types are
// for the payment and return states), and the console's audit row.
import { refundMessages } from '../../../core/refund-messages';
import { decideRefund as moveDecision, insertRefundEvent, releaseRefundLines } from '../../../db/refund.repository';
import { runWrite } from '../../../db/run-write';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import { notifyCustomerMessage, refundUrl, textsFor } from '../../notifications/operations/notify-customer';
import { auditRefundMove, findRefundOfShop, notifiedRefund, readNote } from './refund-staff';

/** `staffId` decides the shop's refund request `refundId`. */
export async function decideRefundRequest(ctx: Ctx, staffId: number, refundId: number, to: 'approved' | 'rejected', noteInput?: string | null): Promise<void> {
  const note = readNote(noteInput);
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(db, async (trx) => {
    const refund = await findRefundOfShop(trx, shop.id, refundId);
    if (!(await moveDecision(trx, shop.id, refund.id, to, note, now))) throw new DomainError('conflict', refundMessages.notPending);
    await releaseRefundLines(trx, shop.id, refund.id);
    await insertRefundEvent(trx, { shopId: shop.id, refundId: refund.id, event: to, actorKind: 'staff', actorId: staffId, note, at: now });
    const who = await notifiedRefund(trx, refund);
    await notifyCustomerMessage(
      trx,
      { shopId: shop.id, customerId: refund.customer_id, text: (await textsFor(trx, shop.id, refund.customer_id)).refundDecided(refund.code, to), url: refundUrl(refund.id), number: refund.code, image: who.image },
      now,
    );
    await auditRefundMove(trx, ctx, 'refund.decide', refund);
  });
}
