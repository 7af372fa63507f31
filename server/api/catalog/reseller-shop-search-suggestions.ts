// POST /api/front/reseller-shop-search-suggestions — { searchKey, shop } → { success, shopRate,
// tags (each with title), products, match_products } (spec §7; services/search-suggestions.ts).
// Every product carries `pricing` from core/pricing. An empty key gives empty lists.
import { messages } from '../../../core/messages';
import { createRoute, z } from '@hono/zod-openapi';
import { DomainError } from '../../../services/domain-error';
import { resolveShopBySlugOrHost } from '../../../services/shops/operations/resolve-shop';
import { getShopSearchSuggestions } from '../../../services/catalog/get-shop-search-suggestions';
import type { ApiApp } from '../../hono-env';
import { jsonAnswer } from '../../shared-answer';
import { registerSharedCall, type SharedCatalogCall } from './shared-call';
import { ProductCardSchema, searchKeyField } from './search-suggestion-schema';
import { productCardWire } from './product-wire';
import type { ShopSearchSuggestions } from '../../../services/catalog/get-shop-search-suggestions';

import { requestBody, okResponse } from '../kit';

const suggestionsWire = (s: ShopSearchSuggestions) => ({
  success: true as const,
  shopRate: { s_rateType: s.shopRate.rateType, s_increase: s.shopRate.increase, s_discount: s.shopRate.discount, reseller_id: s.shopRate.resellerId },
  tags: s.tags,
  products: s.products.map(productCardWire),
  match_products: s.matchProducts.map(productCardWire),
});

const Body = z.object({ searchKey: searchKeyField, shop: z.string().trim().max(253).optional() });
const Response = z.object({
  success: z.literal(true),
  shopRate: z.object({ s_rateType: z.string(), s_increase: z.number(), s_discount: z.number(), reseller_id: z.number().nullable() }),
  tags: z.array(z.object({ title: z.string(), type: z.enum(['category', 'sub-category', 'brand']), url: z.string() })),
  products: z.array(ProductCardSchema),
  match_products: z.array(ProductCardSchema),
});
export const SHOP_SEARCH_SUGGESTIONS_PATH = '/api/front/reseller-shop-search-suggestions';

const route = createRoute({
  method: 'post',
  path: SHOP_SEARCH_SUGGESTIONS_PATH,
  request: { body: requestBody(Body) },
  responses: okResponse(Response, 'Search suggestions for the shop'),
});

export const shopSearchSuggestionsCall: SharedCatalogCall<z.infer<typeof Body>> = {
  path: SHOP_SEARCH_SUGGESTIONS_PATH,
  body: Body,
  async answer(ctx, { searchKey, shop }) {
    // The shop named in the body must be the one the host names: no call answers for another
    // shop. The storefront sends the shop's own slug, which needs no lookup (slugs are unique).
    if (shop && shop.trim().toLowerCase() !== ctx.shop.slug) {
      const named = await resolveShopBySlugOrHost(ctx.db, shop);
      if (!named || named.id !== ctx.shop.id) throw new DomainError('not_found', messages.invalidDomain);
    }
    // The same for every shopper of the shop: built once per key and catalog version.
    return { parts: `suggestions|${searchKey}`, build: async () => jsonAnswer(suggestionsWire(await getShopSearchSuggestions(ctx, searchKey))) };
  },
};

export function registerResellerShopSearchSuggestions(app: ApiApp) {
  registerSharedCall(app, route, shopSearchSuggestionsCall);
}
