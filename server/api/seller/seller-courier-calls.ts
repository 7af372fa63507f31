// The seller's courier calls (issue 26 item 3, fixed names; docs/decisions/054):
// - POST /api/seller/courier-book (`purchase_ids`, `courier`: steadfast | pathao): books a
//   parcel per order through the courier's API; answers per order booked (consignment id,
//   tracking code, cash to collect) or refused and why. A foreign id is 404 and nothing is
//   booked; a courier the shop has no account with is 422.
// - POST /api/seller/labels (`purchase_ids`): the orders' shipping labels as one
//   `application/pdf`, a 4 × 6 in page each. A foreign id is 404 and nothing is printed.
// Staff of this shop only (bearer token or console session); anyone else 401.
import { createRoute, z } from '@hono/zod-openapi';
import { BOOKING_REFUSALS } from '../../../core/courier-booking';
import { bookCourier, bookCourierInput } from '../../../services/couriers/book-courier';
import { printLabels, printLabelsInput } from '../../../services/couriers/print-labels';
import type { ApiApp } from '../../hono-env';
import { okResponse, refusal, requestBody, validBody } from '../kit';

const Booked = z.object({
  purchase_id: z.number(),
  code: z.string(),
  outcome: z.literal('booked'),
  courier: z.enum(['steadfast', 'pathao']),
  consignment_id: z.string(),
  tracking_code: z.string(),
  cod_amount: z.number().meta({ description: 'The cash the courier collects, ৳ (0: paid already)' }),
  tracking_url: z.string().nullable(),
});
const Refused = z.object({
  purchase_id: z.number(),
  code: z.string(),
  outcome: z.literal('refused'),
  reason: z.enum(BOOKING_REFUSALS),
  message: z.string(),
  detail: z.string().nullable().meta({ description: "The courier's own reasons, when it refused the parcel" }),
});
const BookReply = z.object({
  success: z.literal(true),
  message: z.string(),
  courier: z.enum(['steadfast', 'pathao']),
  booked: z.number(),
  refused: z.number(),
  results: z.array(z.union([Booked, Refused])),
});

const common = {
  401: { description: 'Not staff of this shop', ...refusal },
  404: { description: 'An id names no order of this shop (nothing done)', ...refusal },
  422: { description: 'Invalid input (no ids, more than 100, not ids; an unknown courier or one without an account)', ...refusal },
} as const;

const bookRoute = createRoute({
  method: 'post',
  path: '/api/seller/courier-book',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(bookCourierInput) },
  responses: { ...okResponse(BookReply, 'What was booked, and what was refused and why'), ...common },
});

const labelsRoute = createRoute({
  method: 'post',
  path: '/api/seller/labels',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(printLabelsInput) },
  responses: {
    200: { description: 'One 4 × 6 in label per order: shop, courier and tracking code, the order code as Code 128 and QR, the cash to collect, the recipient', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...common,
  },
});

export function registerSellerCourierCalls(app: ApiApp) {
  app.openapi(bookRoute, async (c) => {
    const summary = await bookCourier(c.get('ctx'), validBody(c, bookCourierInput));
    return c.json({ success: true as const, message: `Booked ${summary.booked}, refused ${summary.refused}`, ...summary }, 200);
  });
  app.openapi(labelsRoute, async (c) => {
    const pdf = await printLabels(c.get('ctx'), validBody(c, printLabelsInput));
    return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
