// POST /api/front/customer-address-list (issue 11 item 6): the customer's address book,
// default first → { success, addresses }. Guests get 401.
import { createRoute, z } from '@hono/zod-openapi';
import { listAddresses } from '../../../services/addresses/list-addresses';
import type { ApiApp } from '../../hono-env';
import { AddressSchema, shopField } from './address-schema';
import { requestBody, okResponse, refusal } from '../kit';

const Body = z.object({ shop: shopField });
const route = createRoute({
  method: 'post',
  path: '/api/front/customer-address-list',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), addresses: z.array(AddressSchema) }), 'The address book, the default first, then the newest'),
    401: { description: 'Not logged in', ...refusal },
  },
});

export function registerCustomerAddressList(app: ApiApp) {
  app.openapi(route, async (c) => {
    const addresses = await listAddresses(c.get('ctx'));
    return c.json({ success: true as const, addresses }, 200);
  });
}
