// The seller's customer and overview calls (issue 14 items 5 and 7; docs/decisions/025):
// - POST /api/seller/customers (`q`, `page`): customers with order counts and ledger balances;
// - POST /api/seller/customer-details (`customer_id`, `page` of the ledger);
// - POST /api/seller/overview: today's and this month's figures and the work waiting.
// Another shop's customer id answers 404 like an unknown one; no staff token of this shop, 401.
import { createRoute, z } from '@hono/zod-openapi';
import { getSellerCustomer } from '../../../services/seller/get-seller-customer';
import { getSellerOverview } from '../../../services/seller/get-seller-overview';
import { listSellerCustomers } from '../../../services/seller/list-seller-customers';
import type { ApiApp } from '../../hono-env';
import { requiredIdField } from '../../../services/input';
import { SellerCustomerDetailSchema, SellerCustomerListSchema, SellerCustomerQuerySchema, SellerOverviewSchema } from './seller-console-schemas';
import { requestBody, validBody, refusal, okResponse } from '../kit';

const DetailBody = z.object({ customer_id: requiredIdField('customer_id'), page: z.union([z.string(), z.number()]).optional().openapi({ description: 'Ledger page from 1 (20 to a page)' }) });
const EmptyBody = z.object({});
const common = {
  401: { description: 'Not staff of this shop', ...refusal },
  422: { description: 'Invalid input', ...refusal },
} as const;

const listRoute = createRoute({
  method: 'post',
  path: '/api/seller/customers',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(SellerCustomerQuerySchema) },
  responses: { ...okResponse(SellerCustomerListSchema, 'One page of customers, newest first'), ...common },
});

const detailRoute = createRoute({
  method: 'post',
  path: '/api/seller/customer-details',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(DetailBody) },
  responses: {
    ...okResponse(z.object({ success: z.literal(true), customer: SellerCustomerDetailSchema }), 'The customer, their orders and balance ledger'),
    ...common,
    404: { description: 'No such customer in this shop', ...refusal },
  },
});

const overviewRoute = createRoute({
  method: 'post',
  path: '/api/seller/overview',
  tags: ['seller'],
  security: [{ bearer: [] }],
  request: { body: requestBody(EmptyBody) },
  responses: { ...okResponse(z.object({ success: z.literal(true), overview: SellerOverviewSchema }), 'Today’s and this month’s figures (Bangladesh time) and the work waiting'), ...common },
});

export function registerSellerCustomers(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const body = validBody(c, SellerCustomerQuerySchema);
    return c.json({ success: true as const, ...(await listSellerCustomers(c.get('ctx'), body)) }, 200);
  });
  app.openapi(detailRoute, async (c) => {
    const body = validBody(c, DetailBody);
    return c.json({ success: true as const, customer: await getSellerCustomer(c.get('ctx'), body.customer_id, body.page) }, 200);
  });
  app.openapi(overviewRoute, async (c) => {
    validBody(c, EmptyBody);
    return c.json({ success: true as const, overview: await getSellerOverview(c.get('ctx')) }, 200);
  });
}
