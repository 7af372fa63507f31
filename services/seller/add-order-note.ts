// An internal note on an order (issue 26 item 6; docs/decisions/057): a timeline entry at the
// order's current status, by the staff member, with the note in its staff-only field (migration
// 028) — shown to staff on the order page and in the console's API, never to the shopper
// (services/orders/order-views.ts leaves such an entry out of every shopper answer). Kept in the
// audit log as `order.note`.
import { isStoredId } from '../../core/cart';
import { sellerMessages } from '../../core/seller-messages';
import { ORDER_NOTE_MAX, sellerPointsMessages } from '../../core/seller-points-messages';
import { insertOrderEvent } from '../../db/order.repository';
import { runWrite } from '../../db/run-write';
import { findShopOrder } from '../../db/seller-order.repository';
import { requireStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { readSellerOrder } from './operations/read-seller-order';
import type { SellerOrderDetail } from './seller-order-views';

export async function addOrderNote(ctx: Ctx, input: { purchase_id: unknown; note?: unknown }): Promise<SellerOrderDetail> {
  const staff = requireStaff(ctx);
  const id = Number(input.purchase_id);
  if (!isStoredId(id)) throw new DomainError('not_found', sellerMessages.orderNotFound);
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (!note) throw new DomainError('invalid', sellerPointsMessages.noteRequired, { note: sellerPointsMessages.noteRequired });
  if (note.length > ORDER_NOTE_MAX) throw new DomainError('invalid', sellerPointsMessages.noteTooLong, { note: sellerPointsMessages.noteTooLong });
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, async (trx) => {
    const order = await findShopOrder(trx, ctx.shop.id, id);
    if (!order) throw new DomainError('not_found', sellerMessages.orderNotFound);
    await insertOrderEvent(trx, { shopId: ctx.shop.id, orderId: order.id, status: order.status, actorKind: 'staff', actorId: staff.staffId, note: null, staffNote: note, at: now });
    await recordAudit(trx, ctx, { action: 'order.note', entity: 'order', entityId: order.id, before: null, after: { code: order.code, note } });
  });
  return (await readSellerOrder(ctx.db, ctx.shop.id, id))!;
}
