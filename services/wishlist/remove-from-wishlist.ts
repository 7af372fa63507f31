// Removing one entry from the customer's own wishlist in this shop; anyone else's id is not found.
import { isStoredId } from '../../core/cart';
import { wishlistMessages } from '../../core/cart-messages';
import { messages } from '../../core/messages';
import { deleteWishlistItem } from '../../db/wishlist.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';

export async function removeFromWishlist(ctx: Ctx, id: number): Promise<{ message: string }> {
  if (!isStoredId(id) || !(await deleteWishlistItem(ctx.db, ctx.shop.id, requireCustomerId(ctx), id))) {
    throw new DomainError('not_found', messages.pageNotFound);
  }
  return { message: wishlistMessages.removed };
}
