// POST /api/front/customer-address-save (issue 11 item 6): adds an address, or changes the one
// named by `id` → { success, message, address }. The rules (lengths, a Bangladeshi mobile
// stored as +880…, one of the 64 districts) and their messages are the service's, the same
// the Address page shows; each refused input is named in `errors`. `is_default` makes it the
// default (the first address always is). Guests get 401; another customer's id 404.
import { createRoute, z } from '@hono/zod-openapi';
import { saveAddress, saveAddressInput } from '../../../services/addresses/save-address';
import type { ApiApp } from '../../hono-env';
import { AddressSchema, shopField } from './address-schema';
import { requestBody, validBody, okResponse, refusal } from '../kit';

// The use case's own input, and the shop the spec's clients send.
const Body = z.object({ shop: shopField, ...saveAddressInput.shape });

const route = createRoute({
  method: 'post',
  path: '/api/front/customer-address-save',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), message: z.string(), address: AddressSchema }), 'Saved; the address with its id'),
    401: { description: 'Not logged in', ...refusal },
    404: { description: 'No such address in your address book', ...refusal },
    409: { description: 'The address book is full (limit_reached)', ...refusal },
    422: { description: 'A field is invalid; `errors` names each one', ...refusal },
  },
});

export function registerCustomerAddressSave(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    const { message, address } = await saveAddress(c.get('ctx'), body);
    return c.json({ success: true as const, message, address }, 200);
  });
}
