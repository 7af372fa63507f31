// POST /api/front/customer-otp-based-logout — bearer token (or the cookie with
// X-Requested-With) → { success } (spec §7). Revokes the session on the server, so its
// token (and a rotated-out one) stops working at once, and clears the cookie.
import { createRoute, z } from '@hono/zod-openapi';
import { clearSessionCookie } from '../../../services/accounts/customer-cookies';
import { logoutCustomer } from '../../../services/accounts/logout-customer';
import type { ApiApp } from '../../hono-env';
import { isTrustedScriptCall } from '../../customer-session';
import { okResponse } from '../kit';

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-otp-based-logout',
  responses: okResponse(z.object({ success: z.literal(true) }), 'The session has ended'),
});

export function registerCustomerOtpBasedLogout(app: ApiApp) {
  app.openapi(route, async (c) => {
    await logoutCustomer(c.get('ctx'));
    // Only this shop's own pages (or a bearer client) may clear the cookie: a cross-site post
    // cannot log the customer out.
    if (c.get('authVia') !== null || isTrustedScriptCall(c)) c.header('Set-Cookie', clearSessionCookie(c.get('ctx').request.secureCookies));
    return c.json({ success: true as const }, 200);
  });
}
