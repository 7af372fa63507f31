// Quick View (spec §3 "Quick view response", §7): the shop's published product with its
// gallery, variants and reviews — the same detail as the product page. The API answers it
// under the spec's names (server/api/catalog/product-wire.ts `quickViewWire`).
import { getProductDetail } from './operations/product-detail';
import type { ProductDetail } from './catalog-types';
import type { Ctx } from '../context';

export async function getQuickView(ctx: Ctx, productId: number): Promise<ProductDetail> {
  return getProductDetail(ctx, productId);
}
