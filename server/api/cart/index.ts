// The cart's calls (spec §7): add to cart, and a line's order attachment (upload and the
// owner's download). Add to cart changes the cart: its answer carries the cart cookies
// (server/cart-cookie-sync.ts).
import type { ApiApp } from '../../hono-env';
import { ADD_TO_CART_PATH, registerCustomerAddProductToCart } from './customer-add-product-to-cart';
import { registerOrderAttachments } from './customer-attachment-upload-on-order';

/** The cart calls that change the cart. */
export const CART_CHANGING_CALLS = [ADD_TO_CART_PATH];

export function registerCartApi(app: ApiApp): void {
  registerCustomerAddProductToCart(app);
  registerOrderAttachments(app);
}
