// What every page needs of the cart at once (header count, View Cart on cards and Quick
// View): the number of lines (spec), the number of pieces (the header badge, decision 032), the
// total, and which product/variant pairs are in the cart. The logged-in customer's own.
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { CartBadge } from './cart-types';
import { loadCartBadge } from './operations/cart-view';

export async function getCartBadge(ctx: Ctx): Promise<CartBadge> {
  return loadCartBadge(ctx.db, ctx.shop, requireCustomerId(ctx));
}
