// POST /api/seller/login (issue 14, a fixed name): `phone`, `password` → `token` and the staff
// member; also sets the `sellerToken` cookie (HttpOnly) for the console's own pages. Wrong
// phone or password: 401, one message; too many tries: 429.
import { createRoute, z } from '@hono/zod-openapi';
import { sellerMessages } from '../../../core/seller-messages';
import { loginStaff } from '../../../services/seller/login-staff';
import { staffSessionCookie } from '../../../services/seller/staff-cookies';
import type { ApiApp } from '../../hono-env';
import { StaffSchema } from './seller-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const Body = z.object({ phone: z.string().max(40), password: z.string().max(400) });

const route = createRoute({
  method: 'post',
  path: '/api/seller/login',
  tags: ['seller'],
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), message: z.string(), token: z.string(), staff: StaffSchema }), 'Logged in; use the token as a bearer'),
    401: { description: 'Wrong phone or password', ...refusal },
    422: { description: 'Invalid input', ...refusal },
    429: { description: 'Too many attempts', ...refusal },
  },
});

export function registerSellerLogin(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const { token, staff } = await loginStaff(c.get('ctx'), body);
    c.header('Set-Cookie', staffSessionCookie(token, c.get('ctx').request.secureCookies));
    return c.json({ success: true as const, message: sellerMessages.loggedIn, token, staff }, 200);
  });
}
