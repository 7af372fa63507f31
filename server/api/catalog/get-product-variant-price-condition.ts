// POST /api/front/get-product-variant-price-condition — { product_id } → { success,
// variantLimit (spec §3 "Variant price limits"), pricing (with minSellPrice/maxSellPrice) }.
import { createRoute, z } from '@hono/zod-openapi';
import { getVariantPriceCondition } from '../../../services/catalog/get-variant-price-condition';
import type { ApiApp } from '../../hono-env';
import { notFoundResponse } from './product-id-schema';
import { catalogIdField } from '../../../services/input';
import { requestBody, validBody, okResponse } from '../kit';

const Body = z.object({ product_id: catalogIdField('product_id') });
const limit = z.number();
const route = createRoute({
  method: 'post',
  path: '/api/front/get-product-variant-price-condition',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(
      z.object({
        success: z.literal(true),
        variantLimit: z.object({
          minVariantPrice: limit,
          maxVariantPrice: limit,
          minLimitOfMinVariantResellPrice: limit,
          maxLimitOfMinVariantResellPrice: limit,
          minLimitOfMaxVariantResellPrice: limit,
          maxLimitOfMaxVariantResellPrice: limit,
        }),
        pricing: z.record(z.string(), z.number()),
      }),
      'The variant price limits and the price range they give',
    ),
    ...notFoundResponse,
  },
});

export function registerGetProductVariantPriceCondition(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { product_id } = validBody(c, Body);
    return c.json(await getVariantPriceCondition(c.get('ctx'), product_id), 200);
  });
}
