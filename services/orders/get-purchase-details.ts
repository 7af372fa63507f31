// Purchase Details (issue 11 item 5): one of the customer's own orders with its line
// snapshots, figures, address or pickup point, payment, status timeline and whether it can
// still be cancelled. Another customer's or shop's id is not found, exactly like an unknown one.
import { z } from 'zod';
import { isStoredId } from '../../core/cart';
import { orderMessages } from '../../core/order-messages';
import { listShipmentEvents } from '../../db/courier.repository';
import { findCustomerOrder, listOrderEvents, listOrderLines } from '../../db/order.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import type { OrderDetailView } from './order-types';
import { orderDetailView } from './order-views';
import { readSettlement } from './operations/order-settlement';
import { requiredIdField } from '../input';

/** Which order, as the API sends it (the pages take it from their URL). */
export const purchaseDetailsInput = z.object({ purchase_id: requiredIdField('purchase_id') });

export async function getPurchaseDetails(ctx: Ctx, purchaseId: number): Promise<OrderDetailView> {
  const customerId = requireCustomerId(ctx);
  const order = isStoredId(purchaseId) ? await findCustomerOrder(ctx.db, ctx.shop.id, customerId, purchaseId) : undefined;
  if (!order) throw new DomainError('not_found', orderMessages.orderNotFound);
  const [lines, events, shipment] = await Promise.all([
    listOrderLines(ctx.db, ctx.shop.id, order.id),
    listOrderEvents(ctx.db, ctx.shop.id, order.id),
    listShipmentEvents(ctx.db, ctx.shop.id, order.id),
  ]);
  return orderDetailView(order, lines, events, await readSettlement(ctx.db, order), shipment);
}
