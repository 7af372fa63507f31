// POST /api/front/get-reseller-shop-slug — { shop } → { success, shop }: the slug of the
// shop the given host or slug names (a custom domain answers with its shop's slug).
import { messages } from '../../../core/messages';
import { createRoute, z } from '@hono/zod-openapi';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import { DomainError } from '../../../services/domain-error';
import type { ApiApp } from '../../hono-env';
import { requestBody, validBody, okResponse, shopSlugField } from '../kit';

const Body = z.object({ shop: shopSlugField });
const route = createRoute({
  method: 'post',
  path: '/api/front/get-reseller-shop-slug',
  request: { body: requestBody(Body) },
  responses: okResponse(z.object({ success: z.literal(true), shop: z.string() }), 'The shop slug'),
});

export function registerGetResellerShopSlug(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { shop } = validBody(c, Body);
    const found = await resolveShopBySlugOrHost(c.get('db'), shop);
    if (!found || found.id !== c.get('shop').id) throw new DomainError('not_found', messages.invalidDomain);
    return c.json({ success: true as const, shop: found.slug }, 200);
  });
}
