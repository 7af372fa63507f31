// POST /api/seller/logout: ends the presented staff session (bearer, or the cookie with
// X-Requested-With from this shop's pages) and clears the cookie.
import { createRoute, z } from '@hono/zod-openapi';
import { sellerMessages } from '../../../core/seller-messages';
import { logoutStaff } from '../../../services/seller/logout-staff';
import { clearStaffSessionCookie } from '../../../services/seller/staff-cookies';
import type { ApiApp } from '../../hono-env';
import { presentedStaffToken } from '../../staff-session';
import { okResponse } from '../kit';

const route = createRoute({
  method: 'post',
  path: '/api/seller/logout',
  tags: ['seller'],
  responses: okResponse(z.object({ success: z.literal(true), message: z.string() }), 'The staff session has ended'),
});

export function registerSellerLogout(app: ApiApp) {
  app.openapi(route, async (c) => {
    const token = presentedStaffToken(c);
    await logoutStaff(c.get('ctx'), token);
    if (token) c.header('Set-Cookie', clearStaffSessionCookie(c.get('ctx').request.secureCookies));
    return c.json({ success: true as const, message: sellerMessages.loggedOut }, 200);
  });
}
