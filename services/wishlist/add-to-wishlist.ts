// Adding to the wishlist (spec §7 add-product-customer-wishlist): a published product of this
// shop, with an optional variant (a known combination of it); adding twice keeps one entry.
import { isStoredId, isVariantKey } from '../../core/cart';
import { cartMessages, wishlistMessages } from '../../core/cart-messages';
import { findProductById, listVariantPrices } from '../../db/product.repository';
import { insertWishlistItem } from '../../db/wishlist.repository';
import { requireCustomerId, type Ctx } from '../context';
import { DomainError } from '../domain-error';

export async function addToWishlist(ctx: Ctx, input: { productId: number; variant: string }): Promise<{ message: string }> {
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  const product = isStoredId(input.productId) ? await findProductById(db, shop.id, input.productId) : undefined;
  if (!product || product.status !== 1) throw new DomainError('not_found', cartMessages.productNotFound);
  if (!isVariantKey(input.variant) || (input.variant !== '' && product.has_variant !== 1)) throw new DomainError('invalid', cartMessages.variantUnknown);
  if (input.variant !== '' && !(await listVariantPrices(db, shop.id, product.id)).some((c) => c.variant === input.variant)) {
    throw new DomainError('invalid', cartMessages.variantUnknown);
  }
  const added = await insertWishlistItem(db, shop.id, customerId, { productId: product.id, variant: input.variant, now: new Date(ctx.clock.now()).toISOString() });
  return { message: added ? wishlistMessages.added : wishlistMessages.already };
}
