// The shop moves one order (after-cart.md "Order and payment states"; core/order-state.ts with
// actor 'shop'): pending → confirmed → processing → shipped (courier and tracking code
// required; a COD order with an advance only once the advance is paid) → delivered, cancelled
// up to processing, returned from shipped or delivered. In one transaction, through the one
// lifecycle (services/orders/operations/move-order.ts and its table of effects in
// core/order-lifecycle.ts): a conditional update from the status it was read in (two staff
// moving one order at once: one wins, the other gets 409), the courier and tracking code, a
// timeline row with the staff member as actor, the customer's notification and every effect of
// the move, plus the console's audit row. Used by one order's move and by the bulk actions.
import { isStoredId } from '../../../core/cart';
import { isOrderStatus, orderStatusLabel, type OrderStatus } from '../../../core/order-state';
import { sellerMessages } from '../../../core/seller-messages';
import { cleanShipmentField } from '../../../core/seller-rules';
import { runWrite } from '../../../db/run-write';
import { findShopOrder } from '../../../db/seller-order.repository';
import { moveOrder } from '../../orders/operations/move-order';
import type { Ctx } from '../../context';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../../audit';

export interface SellerMove {
  purchaseId: number;
  status: unknown;
  courier?: unknown;
  trackingCode?: unknown;
  note?: unknown;
}

/** Moves the shop's order as the staff member; a refusal is a DomainError (404, 422 or 409). */
export async function moveShopOrder(ctx: Ctx, staffId: number, move: SellerMove): Promise<void> {
  const { db, shop } = ctx;
  const notFound = () => new DomainError('not_found', sellerMessages.orderNotFound);
  if (!isStoredId(move.purchaseId)) throw notFound();
  if (!isOrderStatus(move.status)) throw new DomainError('invalid', 'Unknown order status', { status: 'Unknown order status' });
  const to: OrderStatus = move.status;
  const courier = cleanShipmentField(move.courier);
  const tracking = cleanShipmentField(move.trackingCode);
  if (to === 'shipped') {
    const errors: Record<string, string> = {};
    if (!courier) errors.courier = sellerMessages.shippingNeedsCourier;
    if (!tracking) errors.tracking_code = sellerMessages.shippingNeedsTracking;
    const first = Object.values(errors)[0];
    if (first) throw new DomainError('invalid', first, errors);
  }
  const note = typeof move.note === 'string' && move.note.trim() ? move.note.trim().slice(0, 500) : null;
  const nowMs = ctx.clock.now();

  await runWrite(db, async (trx) => {
    const order = await findShopOrder(trx, shop.id, move.purchaseId);
    if (!order) throw notFound();
    const result = await moveOrder(
      trx,
      shop,
      order,
      { to, by: { kind: 'staff', id: staffId }, note, shipment: to === 'shipped' ? { courier, tracking } : undefined },
      nowMs,
    );
    if (!result.moved) {
      if (result.reason === 'advance_unpaid') throw new DomainError('conflict', sellerMessages.advanceUnpaid);
      if (result.reason === 'payment_unpaid') throw new DomainError('conflict', sellerMessages.paymentUnpaid);
      if (result.reason === 'lost') throw new DomainError('conflict', sellerMessages.moveLost);
      throw new DomainError('conflict', sellerMessages.moveRefused(orderStatusLabel(order.status), orderStatusLabel(to)));
    }
    await recordAudit(trx, ctx, {
      action: to === 'cancelled' ? 'order.cancel' : 'order.move',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, status: order.status, courier: order.courier, tracking_code: order.tracking_code },
      after: { code: order.code, status: to, courier: to === 'shipped' ? courier : order.courier, tracking_code: to === 'shipped' ? tracking : order.tracking_code, note },
    });
  });
}
