// The seller's calls on one order (issue 14 item 2):
// - POST /api/seller/order-details (`purchase_id`): lines, totals, customer, address,
//   payments, timeline, the moves allowed now, the customer's earlier orders;
// - POST /api/seller/order-status (a fixed name) and its alias /api/seller/order-move
//   (`purchase_id`, `status`, `courier`, `tracking_code`, `note`): a move of the state machine;
//   409 when the order's status does not allow it (or another staff member moved it first);
// - POST /api/seller/order-cod-collected (`purchase_id`): a delivered COD order is paid;
// - POST /api/seller/order-note (`purchase_id`, `note`): an internal note, staff only (decision 057).
// Another shop's order id is 404; no staff token of this shop, 401.
import { createRoute, z } from '@hono/zod-openapi';
import { sellerMessages } from '../../../core/seller-messages';
import { getSellerOrder } from '../../../services/seller/get-seller-order';
import { markCodCollected } from '../../../services/seller/mark-cod-collected';
import { moveSellerOrder } from '../../../services/seller/move-seller-order';
import { addOrderNote } from '../../../services/seller/add-order-note';
import { sellerPointsMessages } from '../../../core/seller-points-messages';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { SellerOrderDetailSchema } from './seller-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const IdBody = z.object({ purchase_id: requiredIdField('purchase_id') });
const MoveBody = z.object({
  purchase_id: requiredIdField('purchase_id'),
  status: z.enum(['confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']),
  courier: z.string().max(200).optional(),
  tracking_code: z.string().max(200).optional(),
  note: z.string().max(2000).optional(),
});

const NoteBody = z.object({ purchase_id: requiredIdField('purchase_id'), note: z.string().max(4000).optional() });

const Reply = z.object({ success: z.literal(true), message: z.string(), order: SellerOrderDetailSchema });
const common = {
  401: { description: 'Not staff of this shop', ...refusal },
  404: { description: 'No such order in this shop', ...refusal },
  422: { description: 'Invalid input', ...refusal },
} as const;

const detailsRoute = createRoute({
  method: 'post',
  path: '/api/seller/order-details',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(IdBody) },
  responses: { ...okResponse(Reply, 'The order'), ...common },
});

const moveRoute = (path: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['seller'],
    security: [{ bearer: [] }],
    request: { body: requestBody(MoveBody) },
    responses: { ...okResponse(Reply, 'Moved'), ...common, 409: { description: 'The state machine refuses this move now', ...refusal } },
  });

const codRoute = createRoute({
  method: 'post',
  path: '/api/seller/order-cod-collected',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(IdBody) },
  responses: { ...okResponse(Reply, 'Marked paid'), ...common, 409: { description: 'Not a delivered, unpaid cash-on-delivery order', ...refusal } },
});

const noteRoute = createRoute({
  method: 'post',
  path: '/api/seller/order-note',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(NoteBody) },
  responses: { ...okResponse(Reply, 'Noted on the timeline, for staff only'), ...common },
});

export function registerSellerOrderCalls(app: ApiApp) {
  app.openapi(noteRoute, async (c) => {
    const body = validBody(c, NoteBody);
    const order = await addOrderNote(c.get('ctx'), body);
    return c.json({ success: true as const, message: sellerPointsMessages.noteAdded, order }, 200);
  });
  app.openapi(detailsRoute, async (c) => {
    const body = validBody(c, IdBody);
    const order = await getSellerOrder(c.get('ctx'), body.purchase_id);
    return c.json({ success: true as const, message: '', order }, 200);
  });
  for (const path of ['/api/seller/order-status', '/api/seller/order-move']) {
    app.openapi(moveRoute(path), async (c) => {
      const body = validBody(c, MoveBody);
      const order = await moveSellerOrder(c.get('ctx'), {
        purchaseId: body.purchase_id,
        status: body.status,
        courier: body.courier,
        trackingCode: body.tracking_code,
        note: body.note,
      });
      return c.json({ success: true as const, message: sellerMessages.moved(order.status), order }, 200);
    });
  }
  app.openapi(codRoute, async (c) => {
    const body = validBody(c, IdBody);
    const order = await markCodCollected(c.get('ctx'), body.purchase_id);
    return c.json({ success: true as const, message: sellerMessages.codCollected, order }, 200);
  });
}
