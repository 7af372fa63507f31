// Logout ends the session on the server: its token (and a rotated-out one) stops working.
import { revokeSession } from '../db/customer-session.repository';
import type { AccountContext } from './account-context';
import type { CustomerAuth } from './authenticate-customer';

export async function logoutCustomer(ctx: AccountContext, auth: CustomerAuth | null): Promise<void> {
  if (!auth) return;
  await revokeSession(ctx.db, ctx.shop.id, auth.session.id, new Date(ctx.accounts.now()).toISOString());
}
