// POST /api/front/reseller-shop-single-product-details-for-quick-view — { pro_id } →
// { success, product (with gallery_image), gallery_image, reviewSettings, avg_rating,
// reviewtotalItems } (spec §3 "Quick view response", §7). Another shop's product is not found.
import { createRoute, z } from '@hono/zod-openapi';
import { getQuickView } from '../../../services/catalog/get-quick-view';
import type { ApiApp } from '../../hono-env';
import { jsonAnswer } from '../../shared-answer';
import { registerSharedCall, type SharedCatalogCall } from './shared-call';
import { notFoundResponse } from './product-id-schema';
import { catalogIdField } from '../../../services/input';
import { requestBody, okResponse } from '../kit';
import { quickViewWire } from './product-wire';

const Body = z.object({ pro_id: catalogIdField('pro_id') });
export const QUICK_VIEW_PATH = '/api/front/reseller-shop-single-product-details-for-quick-view';

const route = createRoute({
  method: 'post',
  path: QUICK_VIEW_PATH,
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(
      z.object({
        success: z.literal(true),
        product: z.record(z.string(), z.unknown()),
        gallery_image: z.array(z.record(z.string(), z.unknown())),
        reviewSettings: z.object({ enable_review: z.number() }),
        avg_rating: z.number(),
        reviewtotalItems: z.number(),
      }),
      'The product with its gallery, review settings, average rating and review count',
    ),
    ...notFoundResponse,
  },
});

/** The same for every shopper of the shop: built once per catalog version. */
export const quickViewCall: SharedCatalogCall<z.infer<typeof Body>> = {
  path: QUICK_VIEW_PATH,
  body: Body,
  answer: async (ctx, { pro_id }) => ({ parts: `quick-view|${pro_id}`, build: async () => jsonAnswer(quickViewWire(await getQuickView(ctx, pro_id))) }),
};

export function registerQuickView(app: ApiApp) {
  registerSharedCall(app, route, quickViewCall);
}
