// What every page needs of the cart at once (header count, View Cart on cards and Quick
// View): the number of lines (spec), the number of pieces (the header badge, decision 032), the
// total, and which product/variant pairs are in the cart.
import { summarizeCart, type CartSummary } from '../../core/cart';
import type { Ctx } from '../context';
import { getCart } from './get-cart';

interface CartBadge extends CartSummary {
  /** `${productId}:${variant}` for every line ('' variant for products without variants). */
  keys: string[];
}

export async function getCartBadge(ctx: Ctx): Promise<CartBadge> {
  const { lines } = await getCart(ctx);
  return { ...summarizeCart(lines), keys: lines.map((l) => `${l.productId}:${l.variant}`) };
}
