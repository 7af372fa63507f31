// The bell's poll that changed nothing — nearly every one: each logged-in tab polls every 10 s
// and most polls send back the ETag of an answer that still holds. Such a poll is answered 304
// here, before the middleware a full answer needs (staff session, request context, page form
// bodies, cart cookies, the route's schema): the shop from the row read a moment ago, the
// customer from their token (bearer, or the cookie under the same cross-site rule as
// everywhere: server/customer-session.ts), and the validator's one statement. Anything else —
// no If-None-Match, nobody logged in, a changed bell, an unknown host — goes on to the full
// route (server/api/notifications/get-loged-user-notification.ts), which answers it as before.
// Decision 034; the request log, security headers and request id still apply (registered first).
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../../db/client';
import { authenticateCustomer } from '../../../services/accounts/operations/authenticate-customer';
import type { Clock } from '../../../services/context';
import { bellEtagOf } from '../../../services/notifications/list-notifications';
import { READ_ONLY_SHOP_MAX_AGE_MS, resolveShopByHost } from '../../../services/shops/operations/resolve-shop';
import { presentedCustomerToken } from '../../customer-session';
import type { AppEnv } from '../../hono-env';

export const NOTIFICATION_POLL_PATH = '/api/get-loged-user-notification';

/**
 * Set on a node request by the poll's listener before Hono (./bell-poll-listener.ts, decision
 * 079) when it found the bell changed: this middleware would find the same, so it hands on.
 */
export const BELL_CHANGED = Symbol('haat.bellChanged');

/** Whether the listener before Hono already found this request's bell changed. */
function changedBeforeHono(env: unknown): boolean {
  const incoming = (env as { incoming?: Record<symbol, unknown> } | undefined)?.incoming;
  return incoming?.[BELL_CHANGED] === true;
}

/** Whether an If-None-Match header names this ETag (a list, or one value). */
export function ifNoneMatchNames(header: string, etag: string): boolean {
  return header.split(',').some((t) => t.trim() === etag);
}

export function bellNotModified(db: Db, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header('if-none-match');
    if (!sent || changedBeforeHono(c.env)) return next();
    const presented = presentedCustomerToken(c, true);
    if (!presented) return next();
    const shop = await resolveShopByHost(db, c.req.header('host') ?? '', { maxAgeMs: READ_ONLY_SHOP_MAX_AGE_MS });
    if (!shop) return next();
    const auth = await authenticateCustomer(db, shop, presented.token, clock.now());
    if (!auth) return next();
    const etag = await bellEtagOf(db, shop.id, auth.customer.id);
    if (!ifNoneMatchNames(sent, etag)) return next();
    c.set('shop', shop);
    c.set('customerAuth', auth);
    return c.body(null, 304, { ETag: etag, 'Cache-Control': 'private, no-store' });
  };
}
