// What every page needs of the cart at once (header count, View Cart on cards and Quick
// View): the number of lines (spec), the number of pieces (the header badge, decision 032), the
// total, and which product/variant pairs are in the cart. The logged-in customer's own — as
// this request's use case left it when it knows (a placed order emptied it), else read.
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import type { CartBadge } from './cart-types';
import { loadCartBadge } from './operations/cart-view';
import { knownCartBadge } from './operations/known-cart-badge';

export async function getCartBadge(ctx: Ctx): Promise<CartBadge> {
  return knownCartBadge(ctx) ?? loadCartBadge(ctx.db, ctx.shop, requireCustomerId(ctx));
}
