// The orders a new support ticket may be about: the customer's own in this shop, newest first
// (the new-ticket form's optional order choice).
import { listTicketOrderChoices } from '../../db/thread.repository';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';

/** How many recent orders the choice offers. */
const ORDER_CHOICES = 50;

export async function listTicketOrders(ctx: Ctx): Promise<Array<{ id: number; code: string; placed_at: string }>> {
  return listTicketOrderChoices(ctx.db, ctx.shop.id, requireCustomerId(ctx), ORDER_CHOICES);
}
