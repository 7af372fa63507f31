// What the shop-side refund moves share (seller console): the refund must be this shop's
// (another shop's id is not found like an unknown one), the shop's note, the notification's
// thumbnail (the refund's first line's image) and the audit row. Who may act is the use
// cases' (services/actors.ts requireStaff).
import { isStoredId } from '../../../core/cart';
import { refundMessages } from '../../../core/refund-messages';
import type { Db } from '../../../db/client';
import { findFirstRefundLineImage, findShopRefund } from '../../../db/refund.repository';
import type { Trx } from '../../../db/run-write';
import type { RefundRequest } from '../../../db/schema';
import { recordAudit } from '../../audit';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import type { NotifiedRefund } from '../../notifications/operations/notify-customer';

export async function findRefundOfShop(db: Db, shopId: number, refundId: number): Promise<RefundRequest> {
  const refund = isStoredId(refundId) ? await findShopRefund(db, shopId, refundId) : undefined;
  if (!refund) throw new DomainError('not_found', refundMessages.notFound);
  return refund;
}

export async function notifiedRefund(db: Db, refund: RefundRequest): Promise<NotifiedRefund> {
  const image = await findFirstRefundLineImage(db, refund.shop_id, refund.id);
  return { id: refund.id, shopId: refund.shop_id, customerId: refund.customer_id, code: refund.code, image };
}

export const MAX_NOTE_LENGTH = 1000;

/** The shop's note: trimmed, null when empty, refused when too long. */
export function readNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  if (text.length > MAX_NOTE_LENGTH) throw new DomainError('invalid', refundMessages.noteTooLong, { note: refundMessages.noteTooLong });
  return text === '' ? null : text;
}

type RefundStates = Pick<RefundRequest, 'status' | 'payment_status' | 'return_status' | 'refund_to' | 'amount' | 'note'>;
const refundStates = (r: RefundStates) => ({ status: r.status, payment_status: r.payment_status, return_status: r.return_status, refund_to: r.refund_to, amount: r.amount, note: r.note });

/** The audit row of a shop-side refund move (issue 14 item 9), in the move's own transaction: the states read again after the move. */
export async function auditRefundMove(trx: Trx, ctx: Ctx, action: 'refund.decide' | 'refund.receive' | 'refund.pay', before: RefundRequest): Promise<void> {
  const after = (await findShopRefund(trx, before.shop_id, before.id))!;
  await recordAudit(trx, ctx, { action, entity: 'refund', entityId: before.id, before: refundStates(before), after: refundStates(after) });
}
