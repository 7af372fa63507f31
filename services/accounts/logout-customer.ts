// Logout ends the session on the server: its token (and a rotated-out one) stops working.
import { revokeSession } from '../../db/customer-session.repository';
import type { Ctx } from '../context';

/** Ends the acting customer's session (nobody logged in: nothing to do). */
export async function logoutCustomer(ctx: Ctx): Promise<void> {
  if (ctx.actor.kind !== 'customer') return;
  await revokeSession(ctx.db, ctx.shop.id, ctx.actor.sessionId, new Date(ctx.clock.now()).toISOString());
}
