// POST /api/front/customer-address-delete (issue 11 item 6): { id } → { success, message }.
// Deleting the default makes the newest remaining address the default. Guests get 401;
// another customer's or shop's id 404, like an id that does not exist.
import { createRoute, z } from '@hono/zod-openapi';
import { deleteAddress } from '../../../services/addresses/delete-address';
import type { ApiApp } from '../../hono-env';
import { shopField } from './address-schema';
import { addressIdField } from '../../../services/addresses/address-input';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = z.object({ shop: shopField, id: addressIdField.optional() });
const route = createRoute({
  method: 'post',
  path: '/api/front/customer-address-delete',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), message: z.string() }), 'Deleted'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such address in your address book', ...refusal },
  },
});

export function registerCustomerAddressDelete(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const { message } = await deleteAddress(c.get('ctx'), body.id);
    return c.json({ success: true as const, message }, 200);
  });
}
