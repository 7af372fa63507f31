// POST /api/seller/report (issue 26 item 5, a fixed name): `from`, `to` as Bangladesh dates
// (YYYY-MM-DD, inclusive; the last 7 days when left out, at most a year) → the range's orders,
// sales, reseller earnings, refund and cashback credits, COD still with couriers, and the same
// by day, by product and by district (services/seller/get-seller-report.ts). Staff only.
import { createRoute, z } from '@hono/zod-openapi';
import { getSellerReport, sellerReportInput } from '../../../services/seller/get-seller-report';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const money = z.number().int();
const Reply = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  start: z.string().openapi({ description: 'The first instant counted (ISO, UTC)' }),
  end: z.string().openapi({ description: 'The first instant not counted (ISO, UTC)' }),
  orders: z.number().int(),
  sales: money,
  reseller_earnings: money,
  refund_balance_credited: money,
  cashback_credited: money,
  cod_outstanding: money.openapi({ description: 'Cash on delivery of shipped or delivered orders not yet collected' }),
  by_day: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: money })),
  by_product: z.array(z.object({ product_id: z.number().int(), name: z.string(), units: z.number().int(), sales: money, reseller_earnings: money })),
  by_district: z.array(z.object({ district: z.string(), orders: z.number().int(), sales: money })),
});

const route = createRoute({
  method: 'post',
  path: '/api/seller/report',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(sellerReportInput) },
  responses: {
    ...okResponse(Reply, "The range's figures"),
    401: { description: 'Not staff of this shop', ...refusal },
    422: { description: 'A date that does not read, a backwards range or one over a year', ...refusal },
  },
});

export function registerSellerReport(app: ApiApp) {
  app.openapi(route, async (c) => {
    const report = await getSellerReport(c.get('ctx'), validBody(c, sellerReportInput));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true as const, ...report }, 200);
  });
}
