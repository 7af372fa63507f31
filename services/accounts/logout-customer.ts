// Logout ends the session on the server: its token (and a rotated-out one) stops working.
import { revokeSession } from '../../db/customer-session.repository';
import { customerSessionOf } from '../actors';
import type { Ctx } from '../context';

/** Ends the acting customer's session (nobody logged in: nothing to do). */
export async function logoutCustomer(ctx: Ctx): Promise<void> {
  const sessionId = customerSessionOf(ctx);
  if (sessionId === null) return;
  await revokeSession(ctx.db, ctx.shop.id, sessionId, new Date(ctx.clock.now()).toISOString());
}
