// The customer side of every request, in one place:
// - who the customer is: `Authorization: Bearer` (the spec's API clients) or the
//   customerUserToken cookie, looked up in this shop only,
// - cross-site protection. A cookie is sent by the browser whoever made the page, so:
//   * an API call counts its cookie only when it carries `X-Requested-With: haat` (a header a
//     cross-site form cannot send, and a cross-origin script cannot send without a CORS
//     preflight we never grant) and, if it has an Origin, that Origin is this shop's; without
//     them the call is a guest's, so it cannot act for the customer;
//   * a form post to a page (React Router action) must come from this shop's own pages
//     (Origin, else Sec-Fetch-Site), or it is refused with 403. Shops are sibling subdomains
//     of one site, so "same-site" is not enough: another shop is same-site.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CSRF_HEADER, CSRF_HEADER_VALUE, CUSTOMER_TOKEN_COOKIE, isSameOriginRequest } from '../core/customer-auth';
import { accountMessages } from '../core/account-messages';
import type { Clock } from '../services/context';
import { authenticateCustomer } from '../services/accounts/operations/authenticate-customer';
import { readCookie } from '../services/cookies';
import { errorPageHtml } from './errors';
import type { AppEnv } from './hono-env';
import { answerHeaders } from './response-headers';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** A request's header by its lower-case name (Hono's `c.req.header`, or node:http's headers). */
export type HeaderOf = (name: string) => string | undefined;

const headerOfContext = (c: Context): HeaderOf => (name) => c.req.header(name);

/** Whether this request is a same-origin script call allowed to use the cookie on the API. */
export function isTrustedScriptCall(c: Context): boolean {
  return isTrustedScriptCallBy(headerOfContext(c));
}

function isTrustedScriptCallBy(header: HeaderOf): boolean {
  const host = header('host') ?? '';
  return header(CSRF_HEADER.toLowerCase()) === CSRF_HEADER_VALUE && isSameOriginRequest(host, header('origin') ?? null, null);
}

/**
 * The customer token this request may act with: the bearer token, else the cookie — on the API
 * only from a same-origin script call (the cross-site rule above). Null when there is none.
 */
export function presentedCustomerToken(c: Context, isApi: boolean): { token: string; via: 'bearer' | 'cookie' } | null {
  return presentedCustomerTokenBy(headerOfContext(c), isApi);
}

/** presentedCustomerToken for a request read through `header` (the bell's poll before Hono: server/api/notifications/bell-poll-listener.ts). */
export function presentedCustomerTokenBy(header: HeaderOf, isApi: boolean): { token: string; via: 'bearer' | 'cookie' } | null {
  const bearer = bearerToken(header('authorization'));
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = readCookie(header('cookie'), CUSTOMER_TOKEN_COOKIE);
  return cookie && (!isApi || isTrustedScriptCallBy(header)) ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function customerSession(clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isApi = c.req.path.startsWith('/api/');

    if (!isApi && !SAFE_METHODS.has(c.req.method)) {
      const host = c.req.header('host') ?? '';
      if (!isSameOriginRequest(host, c.req.header('origin') ?? null, c.req.header('sec-fetch-site') ?? null)) {
        return c.html(errorPageHtml(accountMessages.crossSiteRefused, 403), 403);
      }
    }

    const presented = presentedCustomerToken(c, isApi);
    const auth = presented ? await authenticateCustomer(c.get('db'), c.get('shop'), presented.token, clock.now()) : null;
    c.set('customerAuth', auth);
    c.set('authVia', auth ? presented!.via : null);
    await next();
    // A page or reply made for a logged-in customer (their name is in the off-canvas menu),
    // or one that sets the session cookie, must never sit in a shared cache.
    const setsSession = (c.res.headers.get('set-cookie') ?? '').includes(`${CUSTOMER_TOKEN_COOKIE}=`);
    if ((auth || setsSession) && !c.res.headers.has('Cache-Control')) answerHeaders(c).set('Cache-Control', 'private, no-store');
  };
}

/**
 * Customer page forms (React Router actions) are small, except the avatar upload (at most
 * 5 MB): anything larger is refused before it is read into memory, chunked bodies included.
 */
export const customerFormBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: 6 * 1024 * 1024,
  onError: (c) => c.html(errorPageHtml(accountMessages.avatarInvalid, 413), 413),
});
