// The orders a booking or a label run names (docs/decisions/054): a list of 1–100 ids, read as
// the API and the console send them, and every one of them the shop's — or a 404 naming those
// that are not, before anything is booked or printed.
import { z } from 'zod';
import { findShopOrdersByIds } from '../../../db/courier-booking.repository';
import type { Db } from '../../../db/client';
import type { Order } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { requiredIdField } from '../../input';

/** At most this many orders in one request (a busy day's batch). */
export const MAX_ORDER_BATCH = 100;

export const purchaseIdsField = z
  .array(requiredIdField('purchase_ids'), { error: 'purchase_ids must be a list of order ids' })
  .min(1, { error: 'Choose at least one order' })
  .max(MAX_ORDER_BATCH, { error: `At most ${MAX_ORDER_BATCH} orders at once` })
  .transform((ids) => [...new Set(ids)]);

/** The shop's orders named by `ids` (in the order asked), or a 404 naming the ids that are not the shop's. */
export async function requireShopOrders(db: Db, shopId: number, ids: readonly number[]): Promise<Order[]> {
  const orders = await findShopOrdersByIds(db, shopId, ids);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    const message = `No such order in this shop: ${missing.join(', ')}`;
    throw new DomainError('not_found', message, { purchase_ids: message });
  }
  return ids.map((id) => byId.get(id)!);
}
