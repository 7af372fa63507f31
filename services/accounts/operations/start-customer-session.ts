// Every login (password, code, registration) ends here: a fresh random token — never one the
// client brought (no fixation) — stored as its hash, valid 7 days.
import { sessionExpiry } from '../../../core/customer-auth';
import type { Customer } from '../../../db/schema';
import { deleteDeadSessions, insertSession } from '../../../db/customer-session.repository';
import type { Ctx } from '../../context';
import type { CustomerView } from '../../context';
import { toCustomerView } from '../customer-views';
import { newSessionToken, sha256Hex } from './secret';

export interface StartedSession {
  token: string;
  sessionId: number;
  customer: CustomerView;
}

export async function startCustomerSession(ctx: Ctx, customer: Customer): Promise<StartedSession> {
  const now = ctx.clock.now();
  const token = newSessionToken();
  const sessionId = await insertSession(ctx.db, ctx.shop.id, customer.id, {
    tokenHash: sha256Hex(token),
    loginAt: new Date(now).toISOString(),
    expiresAt: new Date(sessionExpiry(now, now)).toISOString(),
  });
  // Now and then, drop this shop's sessions that can no longer be used.
  if (Math.random() < 0.01) await deleteDeadSessions(ctx.db, ctx.shop.id, new Date(now).toISOString());
  return { token, sessionId, customer: toCustomerView(customer) };
}
