// The variant price limits of a product (spec §3 "Variant price limits", §7
// get-product-variant-price-condition): the six limit fields verbatim, plus the `pricing`
// object whose minSellPrice/maxSellPrice are the range ends those limits produce
// (decisions.md "Money and prices" step 10).
import { messages } from '../../core/messages';
import type { PricingPayload } from '../../core/pricing';
import { findPublishedProduct } from '../../db/product-detail.repository';
import { DomainError } from '../domain-error';
import { productPricing } from './operations/product-pricing';
import type { Ctx } from '../context';

interface VariantLimit {
  minVariantPrice: number;
  maxVariantPrice: number;
  minLimitOfMinVariantResellPrice: number;
  maxLimitOfMinVariantResellPrice: number;
  minLimitOfMaxVariantResellPrice: number;
  maxLimitOfMaxVariantResellPrice: number;
}

export async function getVariantPriceCondition(
  ctx: Ctx,
  productId: number,
): Promise<{ success: true; variantLimit: VariantLimit; pricing: PricingPayload }> {
  const { db, shop } = ctx;
  const p = await findPublishedProduct(db, shop.id, productId);
  if (!p) throw new DomainError('not_found', messages.pageNotFound);
  return {
    success: true,
    variantLimit: {
      minVariantPrice: p.min_variant_price,
      maxVariantPrice: p.max_variant_price,
      minLimitOfMinVariantResellPrice: p.min_limit_of_min_variant_resell_price,
      maxLimitOfMinVariantResellPrice: p.max_limit_of_min_variant_resell_price,
      minLimitOfMaxVariantResellPrice: p.min_limit_of_max_variant_resell_price,
      maxLimitOfMaxVariantResellPrice: p.max_limit_of_max_variant_resell_price,
    },
    pricing: productPricing(p, shop),
  };
}
