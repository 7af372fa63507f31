// The wishlist's call (spec §7): add a product.
import type { ApiApp } from '../../hono-env';
import { registerAddProductCustomerWishlist } from './add-product-customer-wishlist';

export function registerWishlistApi(app: ApiApp): void {
  registerAddProductCustomerWishlist(app);
}
