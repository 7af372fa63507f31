// The per-order limit shown beside the stock text (issue 16 item 3): where max_item_in_order is
// set (> 0) and below what could otherwise be bought — the stock, or any amount for unlimited
// stock — the product page, Quick View and the cart say "at most {max} per order", so the "+"
// stopping there and the cart's refusal make sense. Nothing is said when the item cannot be
// bought at all (switched off or sold out) or when the stock is the tighter limit.
import { isPurchasable } from './availability';
import { cartMessages } from './cart-messages';
import { truncateWhole } from './numeric';

interface PerOrderLimitInput {
  status?: number | null;
  quantity: number;
  unlimited: boolean;
  maxItemInOrder?: number | null;
}

/** The limit to show, or null. */
export function perOrderLimit(input: PerOrderLimitInput): number | null {
  const max = truncateWhole(input.maxItemInOrder);
  if (max <= 0 || !isPurchasable(input)) return null;
  if (!input.unlimited && max >= truncateWhole(input.quantity)) return null;
  return max;
}

/** "at most {max} per order", or null. */
export function perOrderLimitText(input: PerOrderLimitInput): string | null {
  const max = perOrderLimit(input);
  return max === null ? null : cartMessages.perOrderLimit(max);
}
