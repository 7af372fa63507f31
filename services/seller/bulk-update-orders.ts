// Bulk work on the queue (issue 26 item 2): the staff member picks orders (or "all that match"
// the queue's filters) and one action — confirm, move to processing, cancel, or mark the cash
// on delivery collected. Each order is done on its own, in its own transaction and through the
// same move as its own page (operations/move-shop-order.ts, operations/collect-cod-cash.ts), so
// one refusal never undoes another order's move and two staff working at once move an order
// once; the answer says, order by order, what was done and what was refused and why.
// The JSON twin: POST /api/seller/orders-bulk (`purchase_ids`, `action`).
import { z } from 'zod';
import { BULK_ACTIONS, SELLER_BULK_LIMIT, type BulkAction } from '../../core/seller-rules';
import { sellerMessages } from '../../core/seller-messages';
import { listSellerOrderIds, listShopOrderCodes } from '../../db/seller-order.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput, requiredIdField } from '../input';
import { requireStaff } from '../actors';
import { collectCodCash } from './operations/collect-cod-cash';
import { moveShopOrder } from './operations/move-shop-order';
import { sellerOrderFilter, type SellerOrderQuery } from './operations/seller-order-query';


/** A list as JSON sends it, or one id / "1,2,3" as a form may. */
const asList = (v: unknown) => (Array.isArray(v) || v === undefined || v === null ? v : typeof v === 'string' ? v.split(',').filter((p) => p.trim() !== '') : [v]);

export const bulkOrdersInput = z.object({
  purchase_ids: z.preprocess(
    asList,
    z.array(requiredIdField('purchase_ids'), { error: 'Choose at least one order' })
      .min(1, { error: 'Choose at least one order' })
    .max(SELLER_BULK_LIMIT, { error: `Choose at most ${SELLER_BULK_LIMIT} orders at once` }),
  ),
  action: z.enum(BULK_ACTIONS, { error: 'Choose what to do with the orders' }),
});
export type BulkOrdersInput = z.output<typeof bulkOrdersInput>;

export interface BulkOutcome {
  purchase_id: number;
  /** The order's code, or null when the shop has no such order. */
  code: string | null;
  ok: boolean;
  /** Why it was refused (the same words as the order's own page), or null when done. */
  reason: string | null;
}

export interface BulkResult {
  action: BulkAction;
  done: number;
  refused: number;
  outcomes: BulkOutcome[];
}

const TARGET: Record<Exclude<BulkAction, 'cod-collected'>, 'confirmed' | 'processing' | 'cancelled'> = {
  confirm: 'confirmed',
  processing: 'processing',
  cancel: 'cancelled',
};

export async function bulkUpdateOrders(ctx: Ctx, input: unknown): Promise<BulkResult> {
  const staff = requireStaff(ctx);
  const { purchase_ids, action } = parseInput(bulkOrdersInput, input);
  const ids = [...new Set(purchase_ids)];
  const codes = await listShopOrderCodes(ctx.db, ctx.shop.id, ids);
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    const code = codes.get(id) ?? null;
    try {
      if (code === null) throw new DomainError('not_found', sellerMessages.orderNotFound);
      if (action === 'cod-collected') await collectCodCash(ctx, staff.staffId, id);
      else await moveShopOrder(ctx, staff.staffId, { purchaseId: id, status: TARGET[action] });
      outcomes.push({ purchase_id: id, code, ok: true, reason: null });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      outcomes.push({ purchase_id: id, code, ok: false, reason: err.message });
    }
  }
  const done = outcomes.filter((o) => o.ok).length;
  return { action, done, refused: outcomes.length - done, outcomes };
}

/** The ids of the orders that match the queue's filters ("all that match"), at most the bulk limit. */
export async function matchingOrderIds(ctx: Ctx, query: SellerOrderQuery): Promise<number[]> {
  requireStaff(ctx);
  return listSellerOrderIds(ctx.db, ctx.shop.id, sellerOrderFilter(ctx, query), SELLER_BULK_LIMIT);
}
