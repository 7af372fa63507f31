// The bridge from stored rows to core/pricing: maps a product row (snake_case columns) and
// a shop to the spec-named inputs, so every payload and page prices a product the same way.
import {
  pricingPayload,
  priceVariant,
  type PricedProduct,
  type PricingPayload,
  type ShopRate,
  type VariantCombination,
} from '../../../core/pricing';
import type { Product, ProductVariantPrice, Shop } from '../../../db/schema';

export function shopRateOf(shop: Pick<Shop, 's_rate_type' | 's_increase' | 's_discount'>): ShopRate {
  return { s_rateType: shop.s_rate_type, s_increase: shop.s_increase, s_discount: shop.s_discount };
}

/** The product's columns its price is computed from. */
export type PricingRow = Pick<
  Product,
  | 'unitprice'
  | 'reseller_min_price'
  | 'reseller_max_price'
  | 'rate_type'
  | 'p_rate_type'
  | 'p_amount_type'
  | 'p_increase_amount'
  | 'p_discount_amount'
  | 'discount_type'
  | 'discount'
  | 'cash_type'
  | 'cash'
  | 'has_variant'
  | 'min_variant_price'
  | 'max_variant_price'
  | 'min_limit_of_min_variant_resell_price'
  | 'max_limit_of_min_variant_resell_price'
  | 'min_limit_of_max_variant_resell_price'
  | 'max_limit_of_max_variant_resell_price'
>;

export function toPricedProduct(row: PricingRow): PricedProduct {
  return {
    unitprice: row.unitprice,
    resellerMinPrice: row.reseller_min_price,
    resellerMaxPrice: row.reseller_max_price,
    rate_type: row.rate_type,
    p_rate_type: row.p_rate_type,
    p_amount_type: row.p_amount_type,
    p_increase_amount: row.p_increase_amount,
    p_discount_amount: row.p_discount_amount,
    product_discount: row.discount_type === null && !row.discount ? null : { discountType: row.discount_type, discount: row.discount },
    cashback_offer: row.cash_type === null && !row.cash ? null : { cash_type: row.cash_type, cash: row.cash },
    hasVariant: row.has_variant === 1,
    minVariantPrice: row.min_variant_price,
    maxVariantPrice: row.max_variant_price,
    minLimitOfMinVariantResellPrice: row.min_limit_of_min_variant_resell_price,
    maxLimitOfMinVariantResellPrice: row.max_limit_of_min_variant_resell_price,
    minLimitOfMaxVariantResellPrice: row.min_limit_of_max_variant_resell_price,
    maxLimitOfMaxVariantResellPrice: row.max_limit_of_max_variant_resell_price,
  };
}

function toVariantCombination(row: Pick<ProductVariantPrice, 'variant_price' | 'variant_reseller_min_price' | 'variant_reseller_max_price'>): VariantCombination {
  return {
    variantPrice: row.variant_price,
    resellerMinPrice: row.variant_reseller_min_price,
    resellerMaxPrice: row.variant_reseller_max_price,
  };
}

/** The `pricing` object every product payload carries (issue 4 item 5). */
export function productPricing(row: PricingRow, shop: Pick<Shop, 's_rate_type' | 's_increase' | 's_discount'>): PricingPayload {
  return pricingPayload(toPricedProduct(row), shopRateOf(shop));
}

/** The price of one variant combination of a product. */
export function variantPricing(
  row: PricingRow,
  combination: Pick<ProductVariantPrice, 'variant_price' | 'variant_reseller_min_price' | 'variant_reseller_max_price'>,
  shop: Pick<Shop, 's_rate_type' | 's_increase' | 's_discount'>,
) {
  return priceVariant(toPricedProduct(row), toVariantCombination(combination), shopRateOf(shop));
}
