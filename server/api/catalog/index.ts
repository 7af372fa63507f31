// The catalog's calls (spec §7): search suggestions (the shop's and the keyword ones), Quick
// View, a colour's gallery and a variant's price condition. The suggestions and Quick View are
// read-only and the same for every shopper: answered from the shared answer cache
// (server/shared-answer.ts).
import type { ApiApp } from '../../hono-env';
import { registerGetColorVariantGalleryImage } from './get-color-variant-gallery-image';
import { registerGetProductVariantPriceCondition } from './get-product-variant-price-condition';
import { keywordSuggestionsCall, registerGetSearchSuggestions } from './get-search-suggestions';
import { registerResellerShopSearchSuggestions, shopSearchSuggestionsCall } from './reseller-shop-search-suggestions';
import { quickViewCall, registerQuickView } from './reseller-shop-single-product-details-for-quick-view';
import type { SharedCatalogCall } from './shared-call';

/** The catalog calls every shopper shares: read-only, answered from the shared answer cache (also before Hono: catalog-read-listener.ts). */
export const SHARED_CATALOG_CALL_LIST: ReadonlyArray<SharedCatalogCall<never>> = [quickViewCall, shopSearchSuggestionsCall, keywordSuggestionsCall] as never;
export const SHARED_CATALOG_CALLS = SHARED_CATALOG_CALL_LIST.map((c) => c.path);

export function registerCatalogApi(app: ApiApp): void {
  registerResellerShopSearchSuggestions(app);
  registerGetSearchSuggestions(app);
  registerQuickView(app);
  registerGetColorVariantGalleryImage(app);
  registerGetProductVariantPriceCondition(app);
}
