// A customer asks for a refund of some of a delivered order's lines (after-cart.md "Refund
// requests"): the lines and quantities, a reason, optional photos (attachments the customer
// uploaded with the order-attachment rules: customer-attachment-upload-on-order), and where the
// money goes (the refund balance or the original payment). In ONE write transaction:
// the order is checked again (theirs, delivered, within return_days), the amount is fixed by
// core/refund-amount.ts from what is left of each line, the request is written with a fresh
// code, its lines claim their order lines (one open request per line: a concurrent request for
// the same line makes this one refuse and roll back), the quantities are counted again after the
// claim (never more refunded than bought, even against a request decided meanwhile), then the
// photos and the `requested` timeline entry.
import { randomBytes } from 'node:crypto';
import { isStoredAttachmentName } from '../../core/attachment-content';
import { ORDER_CODE_BYTES, orderCodeFrom } from '../../core/order-code';
import { refundRequestAmounts, type RequestedLine } from '../../core/refund-amount';
import { refundMessages } from '../../core/refund-messages';
import { isRefundTarget } from '../../core/refund-state';
import { findOrderAttachment } from '../../db/order-attachment.repository';
import { claimRefundLines, findCustomerRefund, insertRefundEvent, insertRefundIfCodeFree, insertRefundPhotos, refundedQuantities } from '../../db/refund.repository';
import { runWrite } from '../../db/run-write';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { canRefundToOriginal, loadRefundableOrder, MAX_REFUND_PHOTOS } from './operations/refundable-order';
import type { RefundDetailView } from './refund-views';
import { loadRefundDetail } from './operations/refund-detail';

export interface RefundRequestInput {
  purchaseId: number;
  lines: RequestedLine[];
  reason: string;
  refundTo: string;
  /** Stored names of the customer's own uploaded attachments. */
  photos: string[];
}

export const MAX_REASON_LENGTH = 1000;

export async function requestRefund(ctx: Ctx, input: RefundRequestInput): Promise<RefundDetailView> {
  const customerId = requireCustomerId(ctx);
  const { db, shop } = ctx;
  const reason = input.reason.trim();
  if (reason === '') throw new DomainError('invalid', refundMessages.reasonRequired, { reason: refundMessages.reasonRequired });
  if (reason.length > MAX_REASON_LENGTH) throw new DomainError('invalid', refundMessages.reasonTooLong, { reason: refundMessages.reasonTooLong });
  const refundTo = input.refundTo;
  if (!isRefundTarget(refundTo)) throw new DomainError('invalid', refundMessages.refundToInvalid, { refund_to: refundMessages.refundToInvalid });
  const photoNames = [...new Set(input.photos.map((p) => p.trim()).filter((p) => p !== ''))];
  if (photoNames.length > MAX_REFUND_PHOTOS) throw new DomainError('invalid', refundMessages.tooManyPhotos(MAX_REFUND_PHOTOS), { photos: refundMessages.tooManyPhotos(MAX_REFUND_PHOTOS) });
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();

  const refundId = await runWrite(db, async (trx) => {
    const r = await loadRefundableOrder(trx, shop, customerId, input.purchaseId, nowMs);
    const priced = refundRequestAmounts(r.refundable, input.lines, r.basis);
    if (!priced.ok) {
      if (priced.reason === 'empty') throw new DomainError('invalid', refundMessages.empty, { lines: refundMessages.empty });
      const field = `lines.${priced.lineId}`;
      const message =
        priced.reason === 'too_many' ? refundMessages.tooMany(priced.left ?? 0) : priced.reason === 'bad_quantity' ? refundMessages.badQuantity : refundMessages.unknownLine;
      throw new DomainError(priced.reason === 'too_many' ? 'conflict' : 'invalid', message, { [field]: message });
    }
    if (refundTo === 'original' && !(await canRefundToOriginal(trx, shop.id, r.order.id))) {
      throw new DomainError('invalid', refundMessages.originalNotOnline, { refund_to: refundMessages.originalNotOnline });
    }
    const held = priced.lines.find((l) => r.open.has(l.lineId));
    if (held) throw new DomainError('conflict', refundMessages.lineOpen, { [`lines.${held.lineId}`]: refundMessages.lineOpen });

    const attachmentIds: number[] = [];
    for (const name of photoNames) {
      const found = isStoredAttachmentName(name) ? await findOrderAttachment(trx, shop.id, customerId, name) : undefined;
      if (!found) throw new DomainError('invalid', refundMessages.photoNotFound, { photos: refundMessages.photoNotFound });
      attachmentIds.push(found.id);
    }

    let id: number | null = null;
    while (id === null) {
      id = await insertRefundIfCodeFree(trx, {
        shop_id: shop.id,
        customer_id: customerId,
        order_id: r.order.id,
        code: orderCodeFrom(randomBytes(ORDER_CODE_BYTES)),
        refund_to: refundTo,
        amount: priced.amount,
        reason,
        note: null,
        restocked_at: null,
        created_at: now,
        updated_at: now,
      });
    }
    const claimed = await claimRefundLines(
      trx,
      shop.id,
      id,
      priced.lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity, amount: l.amount })),
    );
    if (!claimed) throw new DomainError('conflict', refundMessages.lineOpen, { lines: refundMessages.lineOpen });
    // Counted again after the claim: a request decided between our read and our claim is seen now.
    const refunded = await refundedQuantities(trx, shop.id, r.order.id);
    for (const line of r.lines) {
      if ((refunded.get(line.id) ?? 0) > line.quantity) {
        throw new DomainError('conflict', refundMessages.tooMany(0), { [`lines.${line.id}`]: refundMessages.tooMany(0) });
      }
    }
    await insertRefundPhotos(trx, shop.id, id, attachmentIds);
    await insertRefundEvent(trx, { shopId: shop.id, refundId: id, event: 'requested', actorKind: 'customer', actorId: customerId, note: null, at: now });
    return id;
  });
  const stored = await findCustomerRefund(db, shop.id, customerId, refundId);
  return loadRefundDetail(db, stored!);
}
