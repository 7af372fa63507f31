// POST /api/front/refresh-customer-token — bearer token (or the cookie with X-Requested-With)
// and shop_slug → { is_login, is_refreshed, token, user } (spec §7). Extends the session 7
// days (never past 30 days from login) and rotates the token at most once a day. A bearer
// client gets the new token in `token`; a cookie client gets it only as the HttpOnly cookie
// (token: null), so page scripts never hold it.
import { createRoute, z } from '@hono/zod-openapi';
import { clearSessionCookie, sessionCookie } from '../../../services/accounts/customer-cookies';
import { refreshCustomerSession } from '../../../services/accounts/refresh-customer-session';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import type { ApiApp } from '../../hono-env';
import { okResponse, shopSlugField } from '../kit';

const Body = z.object({ shop_slug: shopSlugField.optional() });
const User = z.object({ id: z.number(), name: z.string(), phone: z.string(), email: z.string().nullable(), avatar: z.string().nullable() });
const route = createRoute({
  method: 'post',
  path: '/api/front/refresh-customer-token',
  responses: okResponse(
    z.object({ is_login: z.boolean(), is_refreshed: z.boolean(), token: z.string().nullable(), user: User.nullable() }),
    'The session state after the refresh',
  ),
});

/** The body is optional (a bearer client may send none); JSON or form, whichever came. */
async function readOptionalBody(req: Request): Promise<z.infer<typeof Body>> {
  const type = req.headers.get('content-type') ?? '';
  let raw: unknown = {};
  try {
    if (type.includes('json')) raw = await req.json();
    else if (type.includes('form')) raw = Object.fromEntries(await req.formData());
  } catch {
    raw = {};
  }
  const parsed = Body.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export function registerRefreshCustomerToken(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = await readOptionalBody(c.req.raw);
    let auth = c.get('customerAuth');
    // A token is good only for its own shop: naming another shop logs nobody in.
    if (auth && body.shop_slug) {
      const named = await resolveShopBySlugOrHost(c.get('db'), body.shop_slug);
      if (!named || named.id !== c.get('shop').id) auth = null;
    }
    const result = await refreshCustomerSession(c.get('ctx'), auth);
    const secure = c.get('ctx').request.secureCookies;
    if (c.get('authVia') === 'cookie') {
      if (result.is_refreshed && result.token) c.header('Set-Cookie', sessionCookie(result.token, secure));
      else if (!result.is_login) c.header('Set-Cookie', clearSessionCookie(secure));
      return c.json({ ...result, token: null }, 200);
    }
    return c.json(result, 200);
  });
}
