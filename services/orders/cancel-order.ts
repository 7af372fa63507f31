// A customer cancels their order (after-cart.md "Order and payment states"): allowed from
// pending or confirmed (core/order-state). In one transaction, through the one lifecycle
// (services/orders/operations/move-order.ts): the status moves by a conditional update from the state it
// was read in (a concurrent move — the shop confirming or packing, another cancel — makes this
// one refuse or find it already cancelled), the timeline entry, the notification, and stock,
// the coupon use, the balances and any online payment given back exactly once.
import { z } from 'zod';
import { isStoredId } from '../../core/cart';
import { customerCanCancel } from '../../core/order-state';
import { orderMessages } from '../../core/order-messages';
import { findCustomerOrder, listOrderEvents, listOrderLines } from '../../db/order.repository';
import { runWrite } from '../../db/run-write';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import type { OrderDetailView } from './order-types';
import { orderDetailView } from './order-views';
import { moveOrder } from './operations/move-order';
import { readSettlement } from './operations/order-settlement';
import { requiredIdField } from '../input';

/** Which order to cancel, as the API sends it (the order page takes it from its URL). */
export const cancelOrderInput = z.object({ purchase_id: requiredIdField('purchase_id') });

export async function cancelOrder(ctx: Ctx, purchaseId: number): Promise<OrderDetailView> {
  const customerId = requireCustomerId(ctx);
  const { db, shop } = ctx;
  const notFound = () => new DomainError('not_found', orderMessages.orderNotFound);
  if (!isStoredId(purchaseId)) throw notFound();
  const nowMs = ctx.clock.now();
  return runWrite(db, async (trx) => {
    const order = await findCustomerOrder(trx, shop.id, customerId, purchaseId);
    if (!order) throw notFound();
    if (order.status !== 'cancelled') {
      if (!customerCanCancel(order.status)) throw new DomainError('conflict', orderMessages.cannotCancel);
      const result = await moveOrder(trx, shop, order, { to: 'cancelled', by: { kind: 'customer', id: customerId } }, nowMs);
      if (!result.moved) {
        // Moved under us (PostgreSQL): read it again and answer from what it is now.
        const current = await findCustomerOrder(trx, shop.id, customerId, purchaseId);
        if (current?.status !== 'cancelled') throw new DomainError('conflict', orderMessages.cannotCancel);
      }
    }
    const fresh = (await findCustomerOrder(trx, shop.id, customerId, purchaseId))!;
    const [lines, events, settlement] = await Promise.all([listOrderLines(trx, shop.id, order.id), listOrderEvents(trx, shop.id, order.id), readSettlement(trx, fresh)]);
    return orderDetailView(fresh, lines, events, settlement);
  });
}
