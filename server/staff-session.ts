// The staff side of a request (issue 14; docs/decisions/023), only on the seller console's
// paths (`/seller…` pages and `/api/seller/…` calls): the staff member from
// `Authorization: Bearer` or the `sellerToken` cookie, looked up in this shop's
// staff_sessions only. Elsewhere no staff token is read, so a staff token never acts as a
// customer (it names no customer session) and a customer token never opens the console (it
// names no staff session). The cookie counts on the API only with `X-Requested-With: haat`
// and this shop's Origin, as for customers (server/customer-session.ts); page forms are
// guarded by customerSession's same-origin rule, which runs for every page write.
import type { Context, MiddlewareHandler } from 'hono';
import { STAFF_TOKEN_COOKIE } from '../core/seller-rules';
import type { Clock } from '../services/context';
import { readCookie } from '../services/cookies';
import { authenticateStaff } from '../services/seller/operations/authenticate-staff';
import { isTrustedScriptCall } from './customer-session';
import type { AppEnv } from './hono-env';

/**
 * Whether the path belongs to the seller console (pages or calls). `/seller.data` is React
 * Router's data request for the `/seller` page (client-side navigation after the first load).
 */
export function isSellerPath(path: string): boolean {
  return path === '/seller' || path === '/seller.data' || path.startsWith('/seller/') || path.startsWith('/api/seller/');
}

/** The staff token the request presents (bearer first, else the cookie where it counts), or null. */
export function presentedStaffToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (match) return match[1]!;
  const cookie = readCookie(c.req.header('cookie'), STAFF_TOKEN_COOKIE);
  if (!cookie) return null;
  return !c.req.path.startsWith('/api/') || isTrustedScriptCall(c) ? cookie : null;
}

export function staffSession(clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSellerPath(c.req.path)) {
      c.set('staffAuth', null);
      return next();
    }
    const token = presentedStaffToken(c);
    c.set('staffAuth', token ? await authenticateStaff(c.get('db'), c.get('shop'), token, clock.now()) : null);
    await next();
    // Seller answers are never shared or stored by caches.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  };
}
