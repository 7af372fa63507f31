// The one step that writes the cart badge cookies (services/cart/cart-cookies.ts; issue 22
// item 2, docs/decisions/040-one-edge.md): after every customer request that ends in a page
// — a page, the data of a client-side navigation (`….data`), a page action's answer or its
// redirect — and after the API calls that change the cart (`cartCalls`: add to cart, place
// order), it reads the server's cart and writes the cookies when the request's do not say
// the same (another device changed the cart, the client edited them, the call changed it).
// A guest's page answer removes them. No use case, page action or API call writes them itself.
// The API's other calls are left alone: their clients (bearer tokens) keep no cart cookies,
// and the session calls answer with exactly the session cookie.
import type { Context, MiddlewareHandler } from 'hono';
import { cartCookies, cartCookiesMatch, clearCartCookies, hasCartCookies } from '../services/cart/cart-cookies';
import { getCartBadge } from '../services/cart/get-cart-badge';
import type { AppEnv } from './hono-env';
import { answerHeaders } from './response-headers';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether this answer carries the badge: a page's (or its action's), or a cart call that succeeded. */
function answersWithBadge(c: Context<AppEnv>, cartCalls: ReadonlySet<string>): boolean {
  if (c.req.path.startsWith('/api/')) return cartCalls.has(c.req.path) && c.get('ctx').actor.kind === 'customer' && c.res.status < 400;
  if (WRITE_METHODS.has(c.req.method)) return true;
  if (c.req.method !== 'GET') return false;
  // Full page loads, and the data requests of client-side navigations (`….data`).
  return (c.res.headers.get('content-type') ?? '').startsWith('text/html') || c.req.path.endsWith('.data');
}

export function cartCookieSync(options: { cartCalls: ReadonlySet<string> }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!answersWithBadge(c, options.cartCalls)) return;
    const cookieHeader = c.req.header('cookie');
    const ctx = c.get('ctx');
    let values: string[] = [];
    if (ctx.actor.kind === 'customer') {
      // The call's own read of the cart when it made one (add to cart: inside its transaction), else now.
      const summary = c.get('cartBadge') ?? (await getCartBadge(ctx));
      if (!cartCookiesMatch(cookieHeader, summary)) values = cartCookies(summary, ctx.request.secureCookies);
    } else if (hasCartCookies(cookieHeader)) {
      values = clearCartCookies(ctx.request.secureCookies);
    }
    if (values.length === 0) return;
    const headers = answerHeaders(c);
    for (const v of values) headers.append('Set-Cookie', v);
  };
}
