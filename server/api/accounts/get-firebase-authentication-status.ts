// POST /api/front/get-firebase-authentication-status — no payload → the shop's phone-
// verification flags for reseller, supplier, customer and courier (default and other) and
// its default_country_code (spec §6, §7).
import { createRoute, z } from '@hono/zod-openapi';
import { getAuthSettings } from '../../../services/accounts/operations/get-auth-settings';
import type { ApiApp } from '../../hono-env';
import { okResponse } from '../kit';

const flag = z.number().int();
const route = createRoute({
  method: 'post',
  path: '/api/front/get-firebase-authentication-status',
  responses: okResponse(
    z.object({
      success: z.literal(true),
      auth_default_firebase_reseller: flag,
      auth_default_firebase_supplier: flag,
      auth_default_firebase_customer: flag,
      auth_default_firebase_courier: flag,
      auth_other_firebase_reseller: flag,
      auth_other_firebase_supplier: flag,
      auth_other_firebase_customer: flag,
      auth_other_firebase_courier: flag,
      default_country_code: z.string(),
    }),
    "The shop's authentication settings",
  ),
});

export function registerGetFirebaseAuthenticationStatus(app: ApiApp) {
  app.openapi(route, (c) => c.json({ success: true as const, ...getAuthSettings(c.get('ctx').shop) }, 200));
}
