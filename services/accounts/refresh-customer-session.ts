// The token refresh of spec §7: a live session is extended 7 days (never past 30 days from
// login) and, at most once a day, gets a new token; the old token keeps working for 60 s so
// requests already on their way do not fail. A dead, revoked or foreign token answers
// is_login false.
import { OLD_TOKEN_GRACE_MS, sessionExpiry, shouldRotateToken } from '../../core/customer-auth';
import { extendSession, rotateSessionToken } from '../../db/customer-session.repository';
import type { Ctx } from '../context';
import type { CustomerView } from '../context';
import type { CustomerAuth } from './operations/authenticate-customer';
import { newSessionToken, sha256Hex } from './operations/secret';

interface RefreshResult {
  is_login: boolean;
  is_refreshed: boolean;
  /** The new token when is_refreshed, else null. */
  token: string | null;
  user: CustomerView | null;
}

export async function refreshCustomerSession(ctx: Ctx, auth: CustomerAuth | null): Promise<RefreshResult> {
  if (!auth) return { is_login: false, is_refreshed: false, token: null, user: null };
  const { session } = auth;
  const nowMs = ctx.clock.now();
  const expiresAt = new Date(sessionExpiry(Date.parse(session.login_at), nowMs)).toISOString();
  if (!auth.previousToken && shouldRotateToken(Date.parse(session.rotated_at), nowMs)) {
    const token = newSessionToken();
    const rotated = await rotateSessionToken(ctx.db, ctx.shop.id, session.id, {
      expectedTokenHash: session.token_hash,
      newTokenHash: sha256Hex(token),
      previousValidUntil: new Date(nowMs + OLD_TOKEN_GRACE_MS).toISOString(),
      rotatedAt: new Date(nowMs).toISOString(),
      expiresAt,
    });
    if (rotated) return { is_login: true, is_refreshed: true, token, user: auth.customer };
  }
  await extendSession(ctx.db, ctx.shop.id, session.id, expiresAt);
  return { is_login: true, is_refreshed: false, token: null, user: auth.customer };
}
