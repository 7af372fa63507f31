// The cart page's cart (spec §3 "Cart line", §4): the logged-in customer's own, every line
// priced today, its texts in the page's language (services/cart/operations/cart-view.ts).
import { langOf, type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { CartView } from './cart-types';
import { loadCart } from './operations/cart-view';

export async function getCart(ctx: Ctx): Promise<CartView> {
  return loadCart(ctx.db, ctx.shop, requireCustomerId(ctx), langOf(ctx));
}
