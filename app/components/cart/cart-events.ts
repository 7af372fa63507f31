// The page learns of cart changes made by script calls (cards, product page, Quick View):
// the header badge counts pieces (docs/decisions/032), which the add-to-cart reply's
// total_items (the spec's number of lines) does not say — but the same reply wrote the
// server's `cart_pieces` cookie, so that figure is shown at once; then the root data and the
// customer part (View Cart keys) are reloaded from the server (<CartSync />, customer-part.ts).
import { CART_PIECES_COOKIE, countCookie } from '../../../core/cart';

export const CART_CHANGED_EVENT = 'haat:cart-changed';

export interface CartChangedDetail {
  /** The cart's pieces as the server's reply just wrote them; null when no cookie says it. */
  pieces: number | null;
}

/** Tells the page that a script call changed the cart (call it after the server answered). */
export function announceCartChange(): void {
  const pieces = countCookie(document.cookie, CART_PIECES_COOKIE);
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail: { pieces } }));
}

/** Whether the root data's cart holds this product (and, when given, this variant). */
export function isInCart(keys: readonly string[] | undefined, productId: number, variant?: string): boolean {
  if (!keys) return false;
  return variant === undefined ? keys.some((k) => k.startsWith(`${productId}:`)) : keys.includes(`${productId}:${variant}`);
}

/** The variant keys of one product in the root data's cart. */
export function cartVariantsOf(keys: readonly string[] | undefined, productId: number): string[] {
  const prefix = `${productId}:`;
  return (keys ?? []).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}
