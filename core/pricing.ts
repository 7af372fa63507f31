// Prices per decisions.md "Money and prices" (spec §9): whole taka, every computed part truncated
// toward zero; unit + reseller increase − (reseller discount + admin discount), clamped to the
// reseller limits (0/missing = no limit) and never below 0; then old price, reseller earning,
// discount percent (integer 0–100), cashback, and the variant price range.
import { parseNumber, truncateWhole } from './numeric';

export interface ShopRate {
  s_rateType: string | null;
  s_increase: number;
  s_discount: number;
}

/** Admin product discount: discountType '%' is a percentage of the unit price, anything else flat. */
export interface AdminDiscount {
  discountType: string | null;
  discount: number;
}

/** Cashback: cash_type 'flat' is a fixed amount, anything else a percentage of the final price. */
export interface CashbackOffer {
  cash_type: string | null;
  cash: number;
}

/** The product fields pricing reads (spec field names). */
export interface PricedProduct {
  unitprice: number;
  resellerMinPrice: number;
  resellerMaxPrice: number;
  rate_type: string | null;
  p_rate_type: string | null;
  p_amount_type: string | null;
  p_increase_amount: number;
  p_discount_amount: number;
  product_discount: AdminDiscount | null;
  cashback_offer: CashbackOffer | null;
  hasVariant: boolean;
  minVariantPrice: number;
  maxVariantPrice: number;
  minLimitOfMinVariantResellPrice: number;
  maxLimitOfMinVariantResellPrice: number;
  minLimitOfMaxVariantResellPrice: number;
  maxLimitOfMaxVariantResellPrice: number;
}

/** One variant combination's price and limits (spec field names, typo included). */
export interface VariantCombination {
  variantPrice: number;
  resellerMinPrice: number;
  resellerMaxPrice: number;
}

/** The reseller rate in force: percent of the unit price, or flat amounts. */
export interface ResolvedRate {
  percent: boolean;
  increase: number;
  discount: number;
}

export interface PriceBreakdown {
  unit: number;
  increase: number;
  resellerDiscount: number;
  adminDiscount: number;
  sellPrice: number;
  oldPrice: number;
  /** resellerDiscount + adminDiscount */
  discount: number;
  discountPercent: number;
  resellerEarning: number;
  cashback: number;
}

interface PriceRange {
  minSellPrice: number;
  maxSellPrice: number;
  isRange: boolean;
}

export interface PricingPayload {
  sellPrice: number;
  oldPrice: number;
  discount: number;
  discountPercent: number;
  resellerEarning: number;
  cashback: number;
  minSellPrice?: number;
  maxSellPrice?: number;
}

interface ComputePriceArgs {
  unit: number;
  rate: ResolvedRate;
  adminDiscount: AdminDiscount | null;
  cashback: CashbackOffer | null;
  lo: number;
  hi: number;
}

/** pct(base, rate) = trunc(base * rate / 100); null/NaN inputs count as 0. */
export function pct(base: number, rate: number): number {
  return truncateWhole((parseNumber(base) * parseNumber(rate)) / 100);
}

/**
 * Step 1: the product's custom rate when p_rate_type is 'custom' and rate_type is not
 * 'shop_rate'; otherwise the shop rate. A missing shop rate means no markup and no discount.
 */
export function resolveRate(product: PricedProduct, shop: ShopRate | null | undefined): ResolvedRate {
  if (product.p_rate_type === 'custom' && product.rate_type !== 'shop_rate') {
    return {
      percent: product.p_amount_type === 'percentage',
      increase: parseNumber(product.p_increase_amount),
      discount: parseNumber(product.p_discount_amount),
    };
  }
  return {
    percent: shop?.s_rateType === 'percentage',
    increase: parseNumber(shop?.s_increase),
    discount: parseNumber(shop?.s_discount),
  };
}

/** Listing payloads carry the admin discount as a_discount / a_discountType. */
export function readListingAdminDiscount(row: {
  a_discount?: number | null;
  a_discountType?: string | null;
}): AdminDiscount | null {
  if (row.a_discount == null) return null;
  return { discountType: row.a_discountType ?? null, discount: row.a_discount };
}

/** Step 3: '%' means pct(unit, discount), anything else trunc(discount); none is 0. */
export function computeAdminDiscount(unit: number, adminDiscount: AdminDiscount | null | undefined): number {
  if (!adminDiscount) return 0;
  return adminDiscount.discountType === '%'
    ? pct(unit, adminDiscount.discount)
    : truncateWhole(adminDiscount.discount);
}

/**
 * Step 5: final = min(max(raw, lo), hi), a limit being applied only when it is above 0
 * (missing, 0, negative or NaN = no limit); final is never below 0. When both limits are set
 * and lo > hi (a misconfigured product) the spec's order of operations makes hi win.
 */
export function clampPrice(raw: number, lo: number, hi: number): number {
  const low = truncateWhole(lo);
  const high = truncateWhole(hi);
  let price = truncateWhole(raw);
  if (low > 0) price = Math.max(price, low);
  if (high > 0) price = Math.min(price, high);
  return Math.max(price, 0);
}

/**
 * Step 8: ceil(discount * 100 / oldPrice) when oldPrice > 0, else 0; clamped to 0–100.
 * A negative total discount (negative rates act as a surcharge) therefore shows 0 (no badge).
 */
export function computeDiscountPercent(discount: number, oldPrice: number): number {
  if (!(oldPrice > 0)) return 0;
  const percent = Math.ceil((discount * 100) / oldPrice);
  return Math.min(100, Math.max(0, percent));
}

/** Step 9: 'flat' is trunc(cash), otherwise pct(final, cash); never below 0. */
export function computeCashback(sellPrice: number, offer: CashbackOffer | null | undefined): number {
  if (!offer) return 0;
  const cash = offer.cash_type === 'flat' ? truncateWhole(offer.cash) : pct(sellPrice, offer.cash);
  return Math.max(0, cash);
}

/** Steps 2–9 for one unit price and one pair of limits. */
export function computePrice(args: ComputePriceArgs): PriceBreakdown {
  const unit = truncateWhole(args.unit);
  const { rate } = args;
  const increase = rate.percent ? pct(unit, rate.increase) : truncateWhole(rate.increase);
  const resellerDiscount = rate.percent ? pct(unit, rate.discount) : truncateWhole(rate.discount);
  const adminDiscount = computeAdminDiscount(unit, args.adminDiscount);
  const discount = resellerDiscount + adminDiscount;
  const sellPrice = clampPrice(unit + increase - discount, args.lo, args.hi);
  const oldPrice = sellPrice + discount;
  return {
    unit,
    increase,
    resellerDiscount,
    adminDiscount,
    sellPrice,
    oldPrice,
    discount,
    discountPercent: computeDiscountPercent(discount, oldPrice),
    resellerEarning: sellPrice - (unit - adminDiscount),
    cashback: computeCashback(sellPrice, args.cashback),
  };
}

/** A plain product: unit = unitprice, limits resellerMinPrice..resellerMaxPrice. */
export function priceProduct(product: PricedProduct, shop: ShopRate | null | undefined): PriceBreakdown {
  return computePrice({
    unit: product.unitprice,
    rate: resolveRate(product, shop),
    adminDiscount: product.product_discount,
    cashback: product.cashback_offer,
    lo: product.resellerMinPrice,
    hi: product.resellerMaxPrice,
  });
}

/** One variant combination: unit = variantPrice, limits resellerMinPrice..MaxPrice. */
export function priceVariant(
  product: PricedProduct,
  combo: VariantCombination,
  shop: ShopRate | null | undefined,
): PriceBreakdown {
  return computePrice({
    unit: combo.variantPrice,
    rate: resolveRate(product, shop),
    adminDiscount: product.product_discount,
    cashback: product.cashback_offer,
    lo: combo.resellerMinPrice,
    hi: combo.resellerMaxPrice,
  });
}

/**
 * Step 10, both ends as computed: low = minVariantPrice clamped to
 * minLimitOfMinVariantResellPrice..maxLimitOfMinVariantResellPrice, high = maxVariantPrice
 * clamped to minLimitOfMaxVariantResellPrice..maxLimitOfMaxVariantResellPrice.
 */
export function priceVariantEnds(
  product: PricedProduct,
  shop: ShopRate | null | undefined,
): { low: PriceBreakdown; high: PriceBreakdown } {
  const rate = resolveRate(product, shop);
  const common = { rate, adminDiscount: product.product_discount, cashback: product.cashback_offer };
  return {
    low: computePrice({
      ...common,
      unit: product.minVariantPrice,
      lo: product.minLimitOfMinVariantResellPrice,
      hi: product.maxLimitOfMinVariantResellPrice,
    }),
    high: computePrice({
      ...common,
      unit: product.maxVariantPrice,
      lo: product.minLimitOfMaxVariantResellPrice,
      hi: product.maxLimitOfMaxVariantResellPrice,
    }),
  };
}

/**
 * The variant range shown on a product: step 10 literally — the low end is the formula at
 * minVariantPrice with its limits, the high end at maxVariantPrice with its limits (never
 * swapped, so every client computes the same figures); isRange when they differ.
 */
export function priceRange(product: PricedProduct, shop: ShopRate | null | undefined): PriceRange {
  const { low, high } = priceVariantEnds(product, shop);
  return {
    minSellPrice: low.sellPrice,
    maxSellPrice: high.sellPrice,
    isRange: low.sellPrice !== high.sellPrice,
  };
}

/** The old price is struck through only when it differs from the final price (decisions.md step 6). */
export function shouldShowOldPrice(price: Pick<PriceBreakdown, 'sellPrice' | 'oldPrice'>): boolean {
  return price.oldPrice !== price.sellPrice;
}

/** The percent badge shows only when the discount percent is above 0. */
export function shouldShowDiscountBadge(price: Pick<PriceBreakdown, 'discountPercent'>): boolean {
  return price.discountPercent > 0;
}

function toPayload(price: PriceBreakdown): PricingPayload {
  return {
    sellPrice: price.sellPrice,
    oldPrice: price.oldPrice,
    discount: price.discount,
    discountPercent: price.discountPercent,
    resellerEarning: price.resellerEarning,
    cashback: price.cashback,
  };
}

/**
 * What a listing or product payload carries. Plain product: priceProduct. Product with
 * variants: the breakdown of the cheaper end of the range (the minVariantPrice end whenever
 * the limits are consistent) plus minSellPrice/maxSellPrice from priceRange.
 */
export function pricingPayload(product: PricedProduct, shop: ShopRate | null | undefined): PricingPayload {
  if (!product.hasVariant) return toPayload(priceProduct(product, shop));
  const { low, high } = priceVariantEnds(product, shop);
  return { ...toPayload(low), minSellPrice: low.sellPrice, maxSellPrice: high.sellPrice };
}
