// Emptying the customer's cart in this shop from the cart page (spec §4 "Cart behaviour").
import { cartMessages } from '../../core/cart-messages';
import { deleteCart } from '../../db/cart.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';

export async function clearCart(ctx: Ctx): Promise<{ message: string }> {
  await deleteCart(ctx.db, ctx.shop.id, requireCustomerId(ctx));
  return { message: cartMessages.cleared };
}
