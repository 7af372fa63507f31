// POST /api/front/get-color-variant-gallery-image — { variant_id, variant_title, product_id }
// → { success, gallery_image } (spec §7): the chosen colour's own gallery. variant_id is the
// colour value's id (product_variant[].values[].id); variant_title is optional.
import { createRoute, z } from '@hono/zod-openapi';
import { getColorVariantGallery } from '../../../services/catalog/get-color-variant-gallery';
import type { ApiApp } from '../../hono-env';
import { notFoundResponse } from './product-id-schema';
import { catalogIdField } from '../../../services/input';
import { requestBody, validBody, okResponse } from '../kit';
import { galleryImageWire } from './product-wire';

const Body = z.object({
  variant_id: catalogIdField('variant_id'),
  variant_title: z.string().max(200).optional(),
  product_id: catalogIdField('product_id'),
});
const route = createRoute({
  method: 'post',
  path: '/api/front/get-color-variant-gallery-image',
  request: { body: requestBody(Body) },
  responses: {
    ...okResponse(
      z.object({ success: z.literal(true), gallery_image: z.array(z.record(z.string(), z.unknown())) }),
      "The colour's gallery (the product's own when the colour has none)",
    ),
    ...notFoundResponse,
  },
});

export function registerGetColorVariantGalleryImage(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { variant_id, product_id } = validBody(c, Body);
    const gallery = await getColorVariantGallery(c.get('ctx'), product_id, variant_id);
    return c.json({ success: true as const, gallery_image: gallery.map(galleryImageWire) }, 200);
  });
}
