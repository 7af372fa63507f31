// Adding to the wishlist (spec §7 add-product-customer-wishlist): the logged-in customer's own.
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { addWishlistItem } from './operations/add-wishlist-item';

export async function addToWishlist(ctx: Ctx, input: { productId: number; variant: string }): Promise<{ message: string }> {
  const customerId = requireCustomerId(ctx);
  return addWishlistItem(ctx.db, ctx.shop, customerId, input, ctx.clock.now());
}
