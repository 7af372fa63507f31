// POST /api/front/get-reseller-shop-mega-categories — { shopSlug } → { success, mega, brands_settngs }.
// Brands appear in the mega menu only when the shop's brands setting is 1. `name` is the
// spec's (English) name; `name_bn` beside it is the Bangla one when the seller gave one (null:
// none), for clients that show Bangla (docs/decisions/058).
import { messages } from '../../../core/messages';
import { createRoute, z } from '@hono/zod-openapi';
import { DomainError } from '../../../services/domain-error';
import { getMegaCategories } from '../../../services/shops/operations/get-shop-layout';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, okResponse, shopSlugField } from '../kit';

const Body = z.object({ shopSlug: shopSlugField });
const Brand = z.object({ id: z.number(), name: z.string(), name_bn: z.string().nullable(), slug: z.string(), logo: z.string().nullable() });
const Response = z.object({
  success: z.literal(true),
  mega: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      name_bn: z.string().nullable(),
      slug: z.string(),
      image: z.string().nullable(),
      subcategory: z.array(
        z.object({
          name: z.string(),
          name_bn: z.string().nullable(),
          slug: z.string(),
          items: z.array(z.object({ id: z.number(), name: z.string(), name_bn: z.string().nullable(), slug: z.string() })),
        }),
      ),
      brands: z.array(z.object({ brand_info: Brand })),
      offerInfo: z.object({ url: z.string().nullable(), img: z.string().nullable(), name: z.string().nullable() }).nullable(),
    }),
  ),
  brands_settngs: z.number(),
});
const route = createRoute({
  method: 'post',
  path: '/api/front/get-reseller-shop-mega-categories',
  request: { body: requestBody(Body) },
  responses: okResponse(Response, 'The category mega menu'),
});

export function registerGetResellerShopMegaCategories(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { shopSlug } = validBody(c, Body);
    const shop = await resolveShopBySlugOrHost(c.get('db'), shopSlug);
    if (!shop || shop.id !== c.get('shop').id) throw new DomainError('not_found', messages.invalidDomain);
    const mega = await getMegaCategories(c.get('ctx'));
    const showBrands = shop.brands_setting === 1;
    return c.json(
      { success: true as const, mega: showBrands ? mega : mega.map((m) => ({ ...m, brands: [] })), brands_settngs: shop.brands_setting },
      200,
    );
  });
}
