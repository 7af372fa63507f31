// What the cart, wishlist and attachment use cases need: the database, the shop and the
// logged-in customer of that shop (server/ and app/ build it from the request), and a clock.
import type { Db } from '../../db/client';
import type { Shop } from '../../db/schema';

export interface CustomerShopContext {
  db: Db;
  shop: Shop;
  customerId: number;
  now?: () => number;
}

export function nowOf(ctx: CustomerShopContext): number {
  return ctx.now ? ctx.now() : Date.now();
}
