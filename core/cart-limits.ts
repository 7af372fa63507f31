// Cart add limits per decisions.md "Cart limits": adding n to a line holding q is refused when
// q + n exceeds max_item_in_order (when above 0) or the available stock (for unlimited stock,
// max_item_in_order stands in; unlimited without one has no stock limit). When both are exceeded
// the max_item_in_order message wins (it comes first in the spec). n must be a whole number ≥ 1.
import { messages } from './messages';
import { truncateWhole } from './numeric';
import { stockFigure } from './quantity';

interface CartAddInput {
  /** Quantity already on the cart line (q); 0 for a new line. */
  inCart: number;
  /** Quantity being added (n). */
  adding: number;
  maxItemInOrder?: number | null;
  /** The product's (or variant combination's) stock quantity. */
  available: number;
  unlimited: boolean;
}

type CartLimit = 'max_item_in_order' | 'stock' | 'quantity';

type CartAddResult = { ok: true } | { ok: false; limit: CartLimit; message: string };

/** Decides whether n more units may go on the line; nothing changes on refusal. */
export function checkCartAdd(input: CartAddInput): CartAddResult {
  const { adding } = input;
  if (!Number.isSafeInteger(adding) || adding < 1) {
    return { ok: false, limit: 'quantity', message: messages.invalidCartQuantity };
  }
  const total = Math.max(0, truncateWhole(input.inCart)) + adding;
  const max = truncateWhole(input.maxItemInOrder);
  if (max > 0 && total > max) {
    return { ok: false, limit: 'max_item_in_order', message: messages.cartLimitMaxItem(adding, max) };
  }
  const available = stockFigure({ quantity: input.available, unlimited: input.unlimited, maxItemInOrder: max });
  if (total > available) {
    return { ok: false, limit: 'stock', message: messages.cartLimitStock(adding, available) };
  }
  return { ok: true };
}
