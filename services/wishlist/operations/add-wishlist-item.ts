// Adding to a customer's wishlist (spec §7 add-product-customer-wishlist): a published product
// of this shop, with an optional variant (a known combination of it); adding twice keeps one
// entry. The wishlist's own call and the purchase intent (services/cart/) add through it.
import { isStoredId, isVariantKey } from '../../../core/cart';
import { cartMessages, wishlistMessages } from '../../../core/cart-messages';
import { findProductById, listVariantPrices } from '../../../db/product.repository';
import { insertWishlistItem } from '../../../db/wishlist.repository';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import { DomainError } from '../../domain-error';

export async function addWishlistItem(db: Db, shop: Shop, customerId: number, input: { productId: number; variant: string }, nowMs: number): Promise<{ message: string }> {
  const product = isStoredId(input.productId) ? await findProductById(db, shop.id, input.productId) : undefined;
  if (!product || product.status !== 1) throw new DomainError('not_found', cartMessages.productNotFound);
  if (!isVariantKey(input.variant) || (input.variant !== '' && product.has_variant !== 1)) throw new DomainError('invalid', cartMessages.variantUnknown);
  if (input.variant !== '' && !(await listVariantPrices(db, shop.id, product.id)).some((c) => c.variant === input.variant)) {
    throw new DomainError('invalid', cartMessages.variantUnknown);
  }
  const added = await insertWishlistItem(db, shop.id, customerId, { productId: product.id, variant: input.variant, now: new Date(nowMs).toISOString() });
  return { message: added ? wishlistMessages.added : wishlistMessages.already };
}
