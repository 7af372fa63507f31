// The cart badge a use case of this request already knows, so the badge after it needs no read
// (getCartBadge; server/cart-cookie-sync.ts reads it after the cart calls).
import { summarizeCart } from '../../../core/cart';
import type { Ctx } from '../../context';
import type { CartBadge } from '../cart-types';

const known = new WeakMap<Ctx, CartBadge>();

/** The badge this request's use case left, if it knows it. */
export function knownCartBadge(ctx: Ctx): CartBadge | undefined {
  return known.get(ctx);
}

/**
 * The request's cart is now empty: a placed order took every line of it (placeOrder refuses an
 * order with a line it cannot take) and deleted them in its transaction, so the badge after
 * it needs no read (one round trip fewer per order; docs/decisions/073).
 */
export function cartEmptiedBy(ctx: Ctx): void {
  known.set(ctx, { ...summarizeCart([]), keys: [] });
}
