// Add to cart (spec §4 "Cart behaviour", §7): the logged-in customer's own cart
// (services/cart/operations/add-cart-line.ts checks the product, the variant, the quantity, the
// attachment and the limits).
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { addCartLine, type AddToCartInput, type AddToCartResult } from './operations/add-cart-line';

export async function addToCart(ctx: Ctx, input: AddToCartInput): Promise<AddToCartResult> {
  const customerId = requireCustomerId(ctx);
  return addCartLine(ctx, customerId, input);
}
