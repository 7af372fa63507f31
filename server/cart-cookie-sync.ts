// Restores the cart cookies (services/cart/cart-cookies.ts) from the server's cart whenever a
// page (or a client-side navigation's data) is loaded and they are missing or out of date
// (another device changed the cart, or the client edited them), and removes them for a guest.
// Only page GETs are looked at; the cart calls and cart page actions write the cookies
// themselves. The summary is read here, where it is used (one indexed query per logged-in
// page): pages never hand data back to server code through the context.
import type { MiddlewareHandler } from 'hono';
import { cartCookies, cartCookiesMatch, clearCartCookies, hasCartCookies } from '../services/cart/cart-cookies';
import { getCartBadge } from '../services/cart/get-cart-badge';
import type { AppEnv } from './hono-env';

export function cartCookieSync(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return;
    // Full page loads, and the data requests of client-side navigations (`….data`).
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html') && !c.req.path.endsWith('.data')) return;
    const cookieHeader = c.req.header('cookie');
    const ctx = c.var.ctx;
    let values: string[] = [];
    if (ctx.actor.kind === 'customer') {
      const summary = await getCartBadge(ctx);
      if (!cartCookiesMatch(cookieHeader, summary)) values = cartCookies(summary, ctx.request.secureCookies);
    } else if (hasCartCookies(cookieHeader)) {
      values = clearCartCookies(ctx.request.secureCookies);
    }
    if (values.length === 0) return;
    const res = new Response(c.res.body, c.res);
    for (const v of values) res.headers.append('Set-Cookie', v);
    c.res = res;
  };
}
