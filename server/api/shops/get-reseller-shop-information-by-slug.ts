// POST /api/front/get-reseller-shop-information-by-slug — { shopSlug } → { success, shopInfo, social_links }.
import { messages } from '../../../core/messages';
import { createRoute, z } from '@hono/zod-openapi';
import { DomainError } from '../../../services/domain-error';
import { listSocialLinkViews, toShopInfo } from '../../../services/shops/operations/get-shop-layout';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, okResponse, shopSlugField } from '../kit';

const Body = z.object({ shopSlug: shopSlugField });
const Response = z.object({
  success: z.literal(true),
  shopInfo: z.object({
    shop_name: z.string(),
    logo: z.string().nullable(),
    slug: z.string(),
    contact_number: z.string().nullable(),
    theme_primary_color: z.string(),
  }),
  social_links: z.array(z.object({ name: z.string(), url: z.string(), bgColor: z.string().nullable() })),
});
const route = createRoute({
  method: 'post',
  path: '/api/front/get-reseller-shop-information-by-slug',
  request: { body: requestBody(Body) },
  responses: okResponse(Response, 'The shop header and footer information'),
});

export function registerGetResellerShopInformationBySlug(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { shopSlug } = validBody(c, Body);
    const shop = await resolveShopBySlugOrHost(c.get('db'), shopSlug);
    if (!shop || shop.id !== c.get('shop').id) throw new DomainError('not_found', messages.invalidDomain);
    const social_links = await listSocialLinkViews(c.get('ctx'));
    return c.json({ success: true as const, shopInfo: toShopInfo(shop), social_links }, 200);
  });
}
