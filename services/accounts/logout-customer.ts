// Logout ends the session on the server: its token (and a rotated-out one) stops working.
import { revokeSession } from '../../db/customer-session.repository';
import type { AccountContext } from './account-context';

/** Ends the session with this id (null: nobody was logged in, nothing to do). */
export async function logoutCustomer(ctx: AccountContext, sessionId: number | null): Promise<void> {
  if (sessionId === null) return;
  await revokeSession(ctx.db, ctx.shop.id, sessionId, new Date(ctx.accounts.now()).toISOString());
}
