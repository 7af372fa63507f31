// The page learns of cart changes made by script calls (cards, product page, Quick View):
// the add-to-cart reply's total_items is shown at once, and the root data (header count,
// View Cart keys) is then reloaded from the server by <CartSync />.
export const CART_CHANGED_EVENT = 'haat:cart-changed';

export interface CartChangedDetail {
  totalItems: number;
}

export function announceCartChange(totalItems: unknown): void {
  const n = typeof totalItems === 'number' && Number.isSafeInteger(totalItems) && totalItems >= 0 ? totalItems : null;
  if (n === null) return;
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail: { totalItems: n } }));
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
