// Restores the cart cookies (services/cart-cookies.ts) from the server's cart whenever a page
// (or a client-side navigation's data) is loaded and they are missing or out of date (another
// device changed the cart, or the client edited them), and removes them for a guest. Only page
// GETs are looked at; the cart calls and cart page actions write the cookies themselves.
import type { MiddlewareHandler } from 'hono';
import { CART_COUNT_COOKIE, CART_TOTAL_COOKIE } from '../core/cart';
import { cartCookies, cartCookiesMatch, clearCartCookies } from '../services/cart/cart-cookies';
import { readCookie } from '../services/accounts/customer-cookies';
import { getCart } from '../services/cart/get-cart';
import type { AppEnv } from './hono-env';

export function cartCookieSync(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('cartRead', {});
    await next();
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return;
    // Full page loads, and the data requests of client-side navigations (`….data`).
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html') && !c.req.path.endsWith('.data')) return;
    const cookieHeader = c.req.header('cookie');
    const auth = c.var.customerAuth;
    let values: string[] = [];
    if (auth) {
      // A page GET changes nothing, so the root loader's summary (when it ran) is current.
      const summary = c.var.cartRead.summary ?? (await getCart({ db: c.var.db, shop: c.var.shop, customerId: auth.customer.id })).summary;
      if (!cartCookiesMatch(cookieHeader, summary)) values = cartCookies(summary, c.var.accounts.secureCookies);
    } else if (readCookie(cookieHeader, CART_COUNT_COOKIE) !== null || readCookie(cookieHeader, CART_TOTAL_COOKIE) !== null) {
      values = clearCartCookies(c.var.accounts.secureCookies);
    }
    if (values.length === 0) return;
    const res = new Response(c.res.body, c.res);
    for (const v of values) res.headers.append('Set-Cookie', v);
    c.res = res;
  };
}
