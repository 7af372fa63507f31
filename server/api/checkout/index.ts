// The checkout's calls (issue 11 item 6): the summary of the customer's choices, and place
// order, which empties the cart: its answer carries the cart cookies (server/cart-cookie-sync.ts).
import type { ApiApp } from '../../hono-env';
import { PLACE_ORDER_PATH, registerCustomerPlaceOrder } from './customer-place-order';
import { registerGetCheckoutSummary } from './get-checkout-summary';

/** The checkout calls that change the cart (placing empties it). */
export const CHECKOUT_CART_CALLS = [PLACE_ORDER_PATH];

export function registerCheckoutApi(app: ApiApp): void {
  registerGetCheckoutSummary(app);
  registerCustomerPlaceOrder(app);
}
