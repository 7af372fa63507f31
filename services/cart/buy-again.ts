// "Buy again" on a delivered (or returned, cancelled) order (issue 23 item 8): every line of the
// customer's own order goes back into the cart at today's price and stock — the same product,
// variant and quantity. A line that cannot be added (sold out, switched off, a design to upload
// again) is named with the reason; the others are added. Only the order's customer.
import { orderMessages } from '../../core/order-messages';
import { findCustomerOrder, listOrderLines } from '../../db/order.repository';
import { requireCustomerId } from '../actors';
import { type Ctx } from '../context';
import { DomainError } from '../domain-error';
import { addCartLine } from './operations/add-cart-line';

export interface BuyAgainResult {
  added: number;
  lines: number;
  /** "Name: why" for each line that could not be added. */
  refused: string[];
}

export async function buyAgain(ctx: Ctx, purchaseId: number): Promise<BuyAgainResult> {
  const customerId = requireCustomerId(ctx);
  const order = await findCustomerOrder(ctx.db, ctx.shop.id, customerId, purchaseId);
  if (!order) throw new DomainError('not_found', orderMessages.orderNotFound);
  const lines = await listOrderLines(ctx.db, ctx.shop.id, order.id);
  let added = 0;
  const refused: string[] = [];
  for (const line of lines) {
    try {
      await addCartLine(ctx, customerId, { productId: line.product_id, variant: line.variant, quantity: line.quantity, attachmentDbName: '' });
      added += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push(`${line.name}${line.variant_label ? ` (${line.variant_label})` : ''}: ${error.message}`);
    }
  }
  return { added, lines: lines.length, refused };
}
