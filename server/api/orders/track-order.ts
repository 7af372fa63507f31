// POST /api/front/track-order (issue 11 item 6; guests allowed): `order_code` and `phone` (the
// order's phone number) → the status timeline and courier tracking, nothing else. A wrong pair
// of any kind answers the same 404; rate-limited per client address (429).
import { createRoute, z } from '@hono/zod-openapi';
import { trackOrder, trackOrderInput } from '../../../services/orders/track-order';
import type { ApiApp } from '../../hono-env';
import { TrackedOrderSchema } from '../checkout/checkout-schemas';
import { requestBody, validBody, okResponse, refusal } from '../kit';

const Body = trackOrderInput;

const route = createRoute({
  method: 'post',
  path: '/api/front/track-order',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), order: TrackedOrderSchema }), 'The order’s status timeline and tracking'),
    404: { description: 'No order matches this code and phone number', ...refusal },
    422: { description: 'Invalid input', ...refusal },
    429: { description: 'Too many tries from this address', ...refusal },
  },
});

export function registerTrackOrder(app: ApiApp) {
  app.openapi(route, async (c) => {
    const body = validBody(c, Body);
    return c.json({ success: true as const, order: await trackOrder(c.get('ctx'), { orderCode: body.order_code, phone: body.phone }) }, 200);
  });
}
