// The catalog's calls (spec §7): search suggestions (the shop's and the keyword ones), Quick
// View, a colour's gallery and a variant's price condition. The suggestions and Quick View are
// read-only and the same for every shopper: answered from the shared answer cache
// (server/shared-answer.ts).
import type { ApiApp } from '../../hono-env';
import { registerGetColorVariantGalleryImage } from './get-color-variant-gallery-image';
import { registerGetProductVariantPriceCondition } from './get-product-variant-price-condition';
import { SEARCH_SUGGESTIONS_PATH, registerGetSearchSuggestions } from './get-search-suggestions';
import { SHOP_SEARCH_SUGGESTIONS_PATH, registerResellerShopSearchSuggestions } from './reseller-shop-search-suggestions';
import { QUICK_VIEW_PATH, registerQuickView } from './reseller-shop-single-product-details-for-quick-view';

/** The catalog calls every shopper shares: read-only, answered from the shared answer cache. */
export const SHARED_CATALOG_CALLS = [QUICK_VIEW_PATH, SHOP_SEARCH_SUGGESTIONS_PATH, SEARCH_SUGGESTIONS_PATH];

export function registerCatalogApi(app: ApiApp): void {
  registerResellerShopSearchSuggestions(app);
  registerGetSearchSuggestions(app);
  registerQuickView(app);
  registerGetColorVariantGalleryImage(app);
  registerGetProductVariantPriceCondition(app);
}
