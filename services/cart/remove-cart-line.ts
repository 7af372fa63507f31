// Removing one line from the cart page by its uid (spec §4 "Cart behaviour"). Only the
// customer's own lines in this shop are ever touched: another customer's uid is not found.
import { cartMessages } from '../../core/cart-messages';
import { deleteCartLineByUid } from '../../db/cart.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import { readCartLineUid } from './operations/cart-line-uid';

export async function removeCartLine(ctx: Ctx, uid: unknown): Promise<{ message: string }> {
  const removed = await deleteCartLineByUid(ctx.db, ctx.shop.id, requireCustomerId(ctx), readCartLineUid(uid));
  if (!removed) throw new DomainError('not_found', cartMessages.lineNotFound);
  return { message: cartMessages.lineRemoved };
}
