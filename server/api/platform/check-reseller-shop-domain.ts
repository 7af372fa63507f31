// POST /api/front/check-reseller-shop-domain — { shopSlug } → { success, theme_primary_color }.
// The spec makes this call on the admin host, so it answers on any host, known shop or not,
// and reveals only whether the shop exists and its public colour.
import { messages } from '../../../core/messages';
import { DomainError } from '../../../services/domain-error';
import { createRoute, z } from '@hono/zod-openapi';
import { FALLBACK_THEME_COLOR } from '../../../services/shops/operations/get-shop-layout';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, shopSlugField, ApiErrorBody } from '../kit';

const Body = z.object({ shopSlug: shopSlugField });
const route = createRoute({
  method: 'post',
  path: '/api/front/check-reseller-shop-domain',
  request: { body: requestBody(Body) },
  responses: {
    200: {
      description: 'The shop exists',
      content: { 'application/json': { schema: z.object({ success: z.literal(true), theme_primary_color: z.string() }) } },
    },
    404: {
      description: 'No such shop',
      content: { 'application/json': { schema: ApiErrorBody } },
    },
  },
});

export function registerCheckResellerShopDomain(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { shopSlug } = validBody(c, Body);
    const shop = await resolveShopBySlugOrHost(c.get('db'), shopSlug);
    if (!shop) throw new DomainError('not_found', messages.invalidDomain);
    return c.json({ success: true as const, theme_primary_color: shop.theme_primary_color || FALLBACK_THEME_COLOR }, 200);
  });
}
