import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  clampPrice,
  computeAdminDiscount,
  computeCashback,
  computeDiscountPercent,
  computePrice,
  pct,
  priceProduct,
  priceRange,
  priceVariant,
  priceVariantEnds,
  pricingPayload,
  readListingAdminDiscount,
  resolveRate,
  shouldShowDiscountBadge,
  shouldShowOldPrice,
  type AdminDiscount,
  type CashbackOffer,
  type PriceBreakdown,
  type PricedProduct,
  type ResolvedRate,
  type ShopRate,
} from './pricing';

const SHOP: ShopRate = { s_rateType: 'percentage', s_increase: 10, s_discount: 5 };

function makeProduct(overrides: Partial<PricedProduct> = {}): PricedProduct {
  return {
    unitprice: 1000,
    resellerMinPrice: 0,
    resellerMaxPrice: 0,
    rate_type: null,
    p_rate_type: null,
    p_amount_type: null,
    p_increase_amount: 0,
    p_discount_amount: 0,
    product_discount: null,
    cashback_offer: null,
    hasVariant: false,
    minVariantPrice: 0,
    maxVariantPrice: 0,
    minLimitOfMinVariantResellPrice: 0,
    maxLimitOfMinVariantResellPrice: 0,
    minLimitOfMaxVariantResellPrice: 0,
    maxLimitOfMaxVariantResellPrice: 0,
    ...overrides,
  };
}

/**
 * An independent reading of decisions.md "Money and prices", written as literally as possible
 * (parseInt-style truncation with `|| 0` to drop -0, limits as ±Infinity when not applied).
 */
function referencePrice(
  unitIn: number,
  rate: ResolvedRate,
  admin: AdminDiscount | null,
  cash: CashbackOffer | null,
  loIn: number,
  hiIn: number,
) {
  const t = (x: number) => Math.trunc(x) || 0;
  const unit = t(unitIn);
  const p = (base: number, r: number) => t((base * r) / 100);
  const increase = rate.percent ? p(unit, rate.increase) : t(rate.increase);
  const resellerDiscount = rate.percent ? p(unit, rate.discount) : t(rate.discount);
  const adminDiscount = admin === null ? 0 : admin.discountType === '%' ? p(unit, admin.discount) : t(admin.discount);
  const raw = unit + increase - (resellerDiscount + adminDiscount);
  const lo = t(loIn) > 0 ? t(loIn) : -Infinity;
  const hi = t(hiIn) > 0 ? t(hiIn) : Infinity;
  const final = Math.max(0, Math.min(Math.max(raw, lo), hi));
  const oldPrice = final + resellerDiscount + adminDiscount;
  const earning = final - (unit - adminDiscount);
  let percent = oldPrice > 0 ? Math.ceil(((resellerDiscount + adminDiscount) * 100) / oldPrice) : 0;
  percent = Math.min(100, Math.max(0, percent)) || 0;
  const cashback = cash === null ? 0 : Math.max(0, cash.cash_type === 'flat' ? t(cash.cash) : p(final, cash.cash));
  return { final, oldPrice, earning, percent, cashback, resellerDiscount, adminDiscount, increase };
}

describe('decisions.md worked examples (shop rate percentage, increase 10, discount 5)', () => {
  // | unit | admin discount | limits lo..hi | final | old | earning | % off |
  const rows: Array<{
    unit: number;
    admin: AdminDiscount | null;
    lo: number;
    hi: number;
    final: number;
    old: number;
    earning: number;
    off: number;
  }> = [
    { unit: 1000, admin: null, lo: 0, hi: 0, final: 1050, old: 1100, earning: 50, off: 5 },
    { unit: 1000, admin: { discountType: '%', discount: 10 }, lo: 0, hi: 0, final: 950, old: 1100, earning: 50, off: 14 },
    { unit: 1000, admin: { discountType: 'flat', discount: 30 }, lo: 1000, hi: 1200, final: 1020, old: 1100, earning: 50, off: 8 },
    { unit: 999, admin: null, lo: 0, hi: 0, final: 1049, old: 1098, earning: 50, off: 5 },
    { unit: 1000, admin: null, lo: 0, hi: 1040, final: 1040, old: 1090, earning: 40, off: 5 },
    { unit: 1000, admin: { discountType: '%', discount: 20 }, lo: 900, hi: 0, final: 900, old: 1150, earning: 100, off: 22 },
  ];

  it.each(rows)('unit $unit, limits $lo..$hi → final $final, old $old, earning $earning, $off% off', (row) => {
    const product = makeProduct({
      unitprice: row.unit,
      product_discount: row.admin,
      resellerMinPrice: row.lo,
      resellerMaxPrice: row.hi,
    });
    const price = priceProduct(product, SHOP);
    expect(price.sellPrice).toBe(row.final);
    expect(price.oldPrice).toBe(row.old);
    expect(price.resellerEarning).toBe(row.earning);
    expect(price.discountPercent).toBe(row.off);
  });

  it('999 gives 999 + 99 - 49 (each part truncated as it is computed)', () => {
    const price = priceProduct(makeProduct({ unitprice: 999 }), SHOP);
    expect(price).toMatchObject({ unit: 999, increase: 99, resellerDiscount: 49, adminDiscount: 0, sellPrice: 1049 });
  });

  it('the same rows priced as variant combinations use the variant limits', () => {
    const product = makeProduct({ hasVariant: true, resellerMinPrice: 5000, resellerMaxPrice: 6000 });
    for (const row of rows) {
      const price = priceVariant(
        { ...product, product_discount: row.admin },
        { variantPrice: row.unit, resellerMinPrice: row.lo, resellerMaxPrice: row.hi },
        SHOP,
      );
      expect([price.sellPrice, price.oldPrice, price.resellerEarning, price.discountPercent]).toEqual([
        row.final,
        row.old,
        row.earning,
        row.off,
      ]);
    }
  });
});

describe('pct', () => {
  it('truncates toward zero like Math.trunc', () => {
    expect(pct(999, 10)).toBe(99);
    expect(pct(999, 5)).toBe(49);
    expect(pct(-999, 10)).toBe(-99);
    expect(pct(1, 50)).toBe(0);
  });
  it('treats null, undefined and NaN as 0 and never returns -0', () => {
    expect(pct(Number.NaN, 10)).toBe(0);
    expect(pct(null as unknown as number, 10)).toBe(0);
    expect(pct(100, undefined as unknown as number)).toBe(0);
    expect(Object.is(pct(-1, 10), 0)).toBe(true);
  });
});

describe('resolveRate', () => {
  const custom = { p_rate_type: 'custom', p_amount_type: 'percentage', p_increase_amount: 20, p_discount_amount: 3 };

  it('uses the custom rate when p_rate_type is custom and rate_type is not shop_rate', () => {
    expect(resolveRate(makeProduct(custom), SHOP)).toEqual({ percent: true, increase: 20, discount: 3 });
    expect(resolveRate(makeProduct({ ...custom, rate_type: 'custom_rate' }), SHOP)).toEqual({
      percent: true,
      increase: 20,
      discount: 3,
    });
  });
  it('a custom p_amount_type other than percentage is flat', () => {
    expect(resolveRate(makeProduct({ ...custom, p_amount_type: 'flat' }), SHOP).percent).toBe(false);
    expect(resolveRate(makeProduct({ ...custom, p_amount_type: null }), SHOP).percent).toBe(false);
  });
  it("uses the shop rate when rate_type is 'shop_rate' even with a custom p_rate_type", () => {
    expect(resolveRate(makeProduct({ ...custom, rate_type: 'shop_rate' }), SHOP)).toEqual({
      percent: true,
      increase: 10,
      discount: 5,
    });
  });
  it('uses the shop rate when p_rate_type is not custom', () => {
    expect(resolveRate(makeProduct({ ...custom, p_rate_type: 'default' }), { s_rateType: 'flat', s_increase: 40, s_discount: 15 })).toEqual({
      percent: false,
      increase: 40,
      discount: 15,
    });
  });
  it('a missing shop rate means no markup and no discount; NaN amounts count as 0', () => {
    expect(resolveRate(makeProduct(), null)).toEqual({ percent: false, increase: 0, discount: 0 });
    expect(resolveRate(makeProduct(), undefined)).toEqual({ percent: false, increase: 0, discount: 0 });
    expect(
      resolveRate(makeProduct({ ...custom, p_increase_amount: Number.NaN, p_discount_amount: null as unknown as number }), SHOP),
    ).toEqual({ percent: true, increase: 0, discount: 0 });
  });
});

describe('admin discount, limits, percent, cashback', () => {
  it("admin discount '%' is a percentage of the unit, anything else a truncated flat amount", () => {
    expect(computeAdminDiscount(999, { discountType: '%', discount: 10 })).toBe(99);
    expect(computeAdminDiscount(999, { discountType: 'flat', discount: 30.9 })).toBe(30);
    expect(computeAdminDiscount(999, { discountType: null, discount: 30 })).toBe(30);
    expect(computeAdminDiscount(999, null)).toBe(0);
    expect(computeAdminDiscount(999, undefined)).toBe(0);
  });

  it('listing payloads carry the admin discount as a_discount / a_discountType', () => {
    expect(readListingAdminDiscount({ a_discount: 10, a_discountType: '%' })).toEqual({ discountType: '%', discount: 10 });
    expect(readListingAdminDiscount({ a_discount: 10 })).toEqual({ discountType: null, discount: 10 });
    expect(readListingAdminDiscount({ a_discount: null, a_discountType: '%' })).toBeNull();
    expect(readListingAdminDiscount({})).toBeNull();
  });

  it('a limit that is missing, 0, negative or NaN is not applied', () => {
    expect(clampPrice(1050, 0, 0)).toBe(1050);
    expect(clampPrice(1050, -2000, -1)).toBe(1050);
    expect(clampPrice(1050, Number.NaN, null as unknown as number)).toBe(1050);
    expect(clampPrice(1050, 1100, 0)).toBe(1100);
    expect(clampPrice(1050, 0, 1000)).toBe(1000);
    expect(clampPrice(1050, 1000, 1200)).toBe(1050);
  });

  it('the final price is never below 0', () => {
    expect(clampPrice(-50, 0, 0)).toBe(0);
    expect(priceProduct(makeProduct({ unitprice: 100, product_discount: { discountType: 'flat', discount: 500 } }), SHOP).sellPrice).toBe(0);
  });

  it('when both limits are set and lo > hi, hi wins (min(max(raw, lo), hi))', () => {
    expect(clampPrice(1050, 1200, 1000)).toBe(1000);
    expect(clampPrice(500, 1200, 1000)).toBe(1000);
  });

  it('the discount percent rounds up and is 0 without an old price', () => {
    expect(computeDiscountPercent(50, 1100)).toBe(5);
    expect(computeDiscountPercent(0, 1100)).toBe(0);
    expect(computeDiscountPercent(50, 0)).toBe(0);
    expect(computeDiscountPercent(50, Number.NaN)).toBe(0);
    expect(computeDiscountPercent(100, 100)).toBe(100);
  });

  it('a negative total discount (negative rates) shows 0 percent, not a negative badge', () => {
    expect(computeDiscountPercent(-50, 1000)).toBe(0);
    expect(Object.is(computeDiscountPercent(-1, 1000), 0)).toBe(true);
    const price = computePrice({ unit: 1000, rate: { percent: true, increase: 0, discount: -10 }, adminDiscount: null, cashback: null, lo: 0, hi: 0 });
    expect(price).toMatchObject({ resellerDiscount: -100, sellPrice: 1100, oldPrice: 1000, discount: -100, discountPercent: 0 });
    // decisions.md step 6: struck through whenever it differs from the final price.
    expect(shouldShowOldPrice(price)).toBe(true);
    expect(shouldShowDiscountBadge(price)).toBe(false);
  });

  it('cashback: flat is a truncated amount, otherwise a percentage of the final price, never negative', () => {
    expect(computeCashback(1050, { cash_type: 'flat', cash: 20.7 })).toBe(20);
    expect(computeCashback(1050, { cash_type: 'percentage', cash: 3 })).toBe(31);
    expect(computeCashback(1050, { cash_type: null, cash: 3 })).toBe(31);
    expect(computeCashback(1050, null)).toBe(0);
    expect(computeCashback(1050, undefined)).toBe(0);
    expect(computeCashback(1050, { cash_type: 'flat', cash: -20 })).toBe(0);
  });

  it('cashback uses the clamped final price', () => {
    const product = makeProduct({ resellerMaxPrice: 1000, cashback_offer: { cash_type: 'percentage', cash: 10 } });
    expect(priceProduct(product, SHOP)).toMatchObject({ sellPrice: 1000, cashback: 100 });
  });

  it('the old price and the badge show only when there is a discount', () => {
    const discounted = priceProduct(makeProduct(), SHOP);
    expect(shouldShowOldPrice(discounted)).toBe(true);
    expect(shouldShowDiscountBadge(discounted)).toBe(true);
    const plain = priceProduct(makeProduct(), { s_rateType: 'flat', s_increase: 100, s_discount: 0 });
    expect(plain).toMatchObject({ sellPrice: 1100, oldPrice: 1100, discountPercent: 0 });
    expect(shouldShowOldPrice(plain)).toBe(false);
    expect(shouldShowDiscountBadge(plain)).toBe(false);
  });

  it('null, undefined and NaN inputs count as 0', () => {
    const price = priceProduct(
      makeProduct({
        unitprice: Number.NaN,
        resellerMinPrice: undefined as unknown as number,
        resellerMaxPrice: null as unknown as number,
      }),
      SHOP,
    );
    expect(price).toEqual({
      unit: 0,
      increase: 0,
      resellerDiscount: 0,
      adminDiscount: 0,
      sellPrice: 0,
      oldPrice: 0,
      discount: 0,
      discountPercent: 0,
      resellerEarning: 0,
      cashback: 0,
    });
  });

  it('a fractional unit price is truncated first', () => {
    expect(priceProduct(makeProduct({ unitprice: 999.99 }), SHOP)).toMatchObject({ unit: 999, sellPrice: 1049 });
  });
});

describe('variant range (step 10) and payload', () => {
  const variantProduct = makeProduct({
    hasVariant: true,
    unitprice: 0,
    minVariantPrice: 1000,
    maxVariantPrice: 2000,
    cashback_offer: { cash_type: 'flat', cash: 25 },
  });

  it('computes each end with its own unit and limits', () => {
    const product = {
      ...variantProduct,
      maxLimitOfMinVariantResellPrice: 1040,
      minLimitOfMaxVariantResellPrice: 2200,
    };
    const { low, high } = priceVariantEnds(product, SHOP);
    expect(low).toMatchObject({ unit: 1000, sellPrice: 1040, oldPrice: 1090 });
    expect(high).toMatchObject({ unit: 2000, sellPrice: 2200, oldPrice: 2300 });
    expect(priceRange(product, SHOP)).toEqual({ minSellPrice: 1040, maxSellPrice: 2200, isRange: true });
  });

  it('is not a range when both ends give the same price', () => {
    const product = { ...variantProduct, minLimitOfMinVariantResellPrice: 1500, maxLimitOfMaxVariantResellPrice: 1500 };
    expect(priceRange(product, SHOP)).toEqual({ minSellPrice: 1500, maxSellPrice: 1500, isRange: false });
  });

  it('reports the range ends literally (never swapped) even when truncation puts them out of order', () => {
    // Truncation makes percentage prices non-monotone: 1 → 1, but 2 → 2 - 1 - 1 = 0.
    const product = makeProduct({
      hasVariant: true,
      minVariantPrice: 1,
      maxVariantPrice: 2,
      product_discount: { discountType: '%', discount: 50 },
    });
    const shop: ShopRate = { s_rateType: 'percentage', s_increase: 0, s_discount: 50 };
    const { low, high } = priceVariantEnds(product, shop);
    expect([low.sellPrice, high.sellPrice]).toEqual([1, 0]);
    expect(priceRange(product, shop)).toEqual({ minSellPrice: 1, maxSellPrice: 0, isRange: true });
    // The payload carries the low (minVariantPrice) end's breakdown.
    expect(pricingPayload(product, shop)).toMatchObject({ sellPrice: 1, oldPrice: 1, minSellPrice: 1, maxSellPrice: 0 });
  });

  it('a plain product payload is priceProduct without a range', () => {
    const product = makeProduct({ cashback_offer: { cash_type: 'flat', cash: 25 } });
    expect(pricingPayload(product, SHOP)).toEqual({
      sellPrice: 1050,
      oldPrice: 1100,
      discount: 50,
      discountPercent: 5,
      resellerEarning: 50,
      cashback: 25,
    });
  });

  it('a variant product payload is the low end breakdown plus min/max sell prices', () => {
    expect(pricingPayload(variantProduct, SHOP)).toEqual({
      sellPrice: 1050,
      oldPrice: 1100,
      discount: 50,
      discountPercent: 5,
      resellerEarning: 50,
      cashback: 25,
      minSellPrice: 1050,
      maxSellPrice: 2100,
    });
  });
});

// ---------------------------------------------------------------- property-based tests

const amount = fc.integer({ min: -200, max: 200_000 });
const limit = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 300_000 }),
  fc.integer({ min: -1000, max: -1 }),
  fc.constant(Number.NaN),
);
const rateArb: fc.Arbitrary<ResolvedRate> = fc.oneof(
  fc.record({ percent: fc.constant(true), increase: fc.integer({ min: -50, max: 300 }), discount: fc.integer({ min: -50, max: 100 }) }),
  fc.record({ percent: fc.constant(false), increase: amount, discount: amount }),
);
const adminArb: fc.Arbitrary<AdminDiscount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ discountType: fc.constant('%'), discount: fc.integer({ min: -20, max: 100 }) }),
  fc.record({ discountType: fc.constantFrom('flat', 'fixed', null), discount: fc.oneof(amount, fc.double({ min: -100, max: 5000, noNaN: true })) }),
);
const cashArb: fc.Arbitrary<CashbackOffer | null> = fc.oneof(
  fc.constant(null),
  fc.record({ cash_type: fc.constantFrom('flat', 'percentage', null), cash: fc.integer({ min: -100, max: 5000 }) }),
);
const unitArb = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 100_000, noNaN: true }));
const shopArb: fc.Arbitrary<ShopRate> = fc.record({
  s_rateType: fc.constantFrom('percentage', 'flat', null),
  s_increase: fc.integer({ min: -50, max: 5000 }),
  s_discount: fc.integer({ min: -50, max: 5000 }),
});
const productArb: fc.Arbitrary<PricedProduct> = fc.record({
  unitprice: unitArb,
  resellerMinPrice: limit,
  resellerMaxPrice: limit,
  rate_type: fc.constantFrom('shop_rate', 'custom_rate', null),
  p_rate_type: fc.constantFrom('custom', 'default', null),
  p_amount_type: fc.constantFrom('percentage', 'flat', null),
  p_increase_amount: fc.integer({ min: -50, max: 5000 }),
  p_discount_amount: fc.integer({ min: -50, max: 5000 }),
  product_discount: adminArb,
  cashback_offer: cashArb,
  hasVariant: fc.boolean(),
  minVariantPrice: unitArb,
  maxVariantPrice: unitArb,
  minLimitOfMinVariantResellPrice: limit,
  maxLimitOfMinVariantResellPrice: limit,
  minLimitOfMaxVariantResellPrice: limit,
  maxLimitOfMaxVariantResellPrice: limit,
});

const applied = (x: number) => Number.isFinite(x) && Math.trunc(x) > 0;

function assertInvariants(price: PriceBreakdown, lo: number, hi: number): void {
  for (const value of Object.values(price)) {
    expect(Number.isInteger(value)).toBe(true);
    expect(Object.is(value, -0)).toBe(false);
  }
  expect(price.sellPrice).toBeGreaterThanOrEqual(0);
  if (applied(hi)) expect(price.sellPrice).toBeLessThanOrEqual(Math.trunc(hi));
  if (applied(lo) && (!applied(hi) || Math.trunc(lo) <= Math.trunc(hi))) {
    expect(price.sellPrice).toBeGreaterThanOrEqual(Math.trunc(lo));
  }
  if (applied(lo) && applied(hi) && Math.trunc(lo) > Math.trunc(hi)) expect(price.sellPrice).toBe(Math.trunc(hi));
  expect(price.discount).toBe(price.resellerDiscount + price.adminDiscount);
  expect(price.oldPrice).toBe(price.sellPrice + price.discount);
  expect(price.resellerEarning).toBe(price.sellPrice - (price.unit - price.adminDiscount));
  expect(price.discountPercent).toBeGreaterThanOrEqual(0);
  expect(price.discountPercent).toBeLessThanOrEqual(100);
  expect(price.cashback).toBeGreaterThanOrEqual(0);
}

describe('pricing properties', () => {
  it('computePrice: limits respected, never negative, identities hold, integers only, matches the reference', () => {
    fc.assert(
      fc.property(unitArb, rateArb, adminArb, cashArb, limit, limit, (unit, rate, admin, cash, lo, hi) => {
        const price = computePrice({ unit, rate, adminDiscount: admin, cashback: cash, lo, hi });
        assertInvariants(price, lo, hi);
        const ref = referencePrice(unit, rate, admin, cash, lo, hi);
        expect([price.sellPrice, price.oldPrice, price.resellerEarning, price.discountPercent, price.cashback]).toEqual([
          ref.final,
          ref.oldPrice,
          ref.earning,
          ref.percent,
          ref.cashback,
        ]);
        expect([price.increase, price.resellerDiscount, price.adminDiscount]).toEqual([ref.increase, ref.resellerDiscount, ref.adminDiscount]);
      }),
      { numRuns: 2000 },
    );
  });

  it('priceProduct and priceVariant use the resolved rate and the right limits', () => {
    fc.assert(
      fc.property(productArb, shopArb, limit, limit, unitArb, (product, shop, vlo, vhi, vunit) => {
        const plain = priceProduct(product, shop);
        assertInvariants(plain, product.resellerMinPrice, product.resellerMaxPrice);
        const rate = resolveRate(product, shop);
        const ref = referencePrice(product.unitprice, rate, product.product_discount, product.cashback_offer, product.resellerMinPrice, product.resellerMaxPrice);
        expect(plain.sellPrice).toBe(ref.final);

        const variant = priceVariant(product, { variantPrice: vunit, resellerMinPrice: vlo, resellerMaxPrice: vhi }, shop);
        assertInvariants(variant, vlo, vhi);
        expect(variant.sellPrice).toBe(referencePrice(vunit, rate, product.product_discount, product.cashback_offer, vlo, vhi).final);
      }),
      { numRuns: 1000 },
    );
  });

  it('priceRange: min ≤ max always, isRange exactly when the ends differ, payload consistent', () => {
    fc.assert(
      fc.property(productArb, shopArb, (product, shop) => {
        const { low, high } = priceVariantEnds(product, shop);
        assertInvariants(low, product.minLimitOfMinVariantResellPrice, product.maxLimitOfMinVariantResellPrice);
        assertInvariants(high, product.minLimitOfMaxVariantResellPrice, product.maxLimitOfMaxVariantResellPrice);
        const range = priceRange(product, shop);
        expect(range).toEqual({ minSellPrice: low.sellPrice, maxSellPrice: high.sellPrice, isRange: low.sellPrice !== high.sellPrice });
        const payload = pricingPayload(product, shop);
        if (product.hasVariant) {
          expect(payload.minSellPrice).toBe(range.minSellPrice);
          expect(payload.maxSellPrice).toBe(range.maxSellPrice);
          expect(payload.sellPrice).toBe(range.minSellPrice);
        } else {
          expect(payload.minSellPrice).toBeUndefined();
          expect(payload.sellPrice).toBe(priceProduct(product, shop).sellPrice);
        }
        expect(payload.oldPrice).toBe(payload.sellPrice + payload.discount);
      }),
      { numRuns: 1000 },
    );
  });

  /*
   * When is the low end ≤ the high end (before priceRange sorts them)? The clamp
   * max(min(max(raw, lo), hi), 0) is non-decreasing in raw, lo and hi (an unapplied lo is −∞,
   * an unapplied hi is +∞). So low ≤ high whenever
   *   (a) the unclamped prices are ordered: raw(minVariantPrice) ≤ raw(maxVariantPrice), and
   *   (b) the limit windows are ordered: lo_low ≤ lo_high and hi_low ≤ hi_high.
   * (a) holds for every minVariantPrice ≤ maxVariantPrice when the reseller rate and the admin
   * discount are flat (raw = unit + constant). With percentages, truncation can break it
   * (see the 1 → 1, 2 → 0 example above), so there only (a) itself is the condition.
   */
  const asLo = (x: number) => (applied(x) ? Math.trunc(x) : -Infinity);
  const asHi = (x: number) => (applied(x) ? Math.trunc(x) : Infinity);
  const ordered = (p: PricedProduct) =>
    asLo(p.minLimitOfMinVariantResellPrice) <= asLo(p.minLimitOfMaxVariantResellPrice) &&
    asHi(p.maxLimitOfMinVariantResellPrice) <= asHi(p.maxLimitOfMaxVariantResellPrice);

  it('low end ≤ high end when the unclamped prices and the limit windows are ordered', () => {
    fc.assert(
      fc.property(productArb, shopArb, (product, shop) => {
        const rate = resolveRate(product, shop);
        const unclamped = (unit: number) => {
          const parts = computePrice({ unit, rate, adminDiscount: product.product_discount, cashback: null, lo: 0, hi: 0 });
          return parts.unit + parts.increase - parts.discount;
        };
        fc.pre(unclamped(product.minVariantPrice) <= unclamped(product.maxVariantPrice));
        fc.pre(ordered(product));
        const { low, high } = priceVariantEnds(product, shop);
        expect(low.sellPrice).toBeLessThanOrEqual(high.sellPrice);
        expect(pricingPayload({ ...product, hasVariant: true }, shop).sellPrice).toBe(low.sellPrice);
      }),
      { numRuns: 1000 },
    );
  });

  it('with flat rates and flat admin discounts, minVariantPrice ≤ maxVariantPrice and ordered windows suffice', () => {
    const flatAdmin = fc.oneof(fc.constant(null), fc.record({ discountType: fc.constantFrom('flat', null), discount: amount }));
    fc.assert(
      fc.property(productArb, fc.integer({ min: -50, max: 5000 }), fc.integer({ min: -50, max: 5000 }), flatAdmin, (product, inc, disc, admin) => {
        const [a, b] = [Math.trunc(product.minVariantPrice), Math.trunc(product.maxVariantPrice)].sort((x, y) => x - y);
        const p = { ...product, p_rate_type: null, minVariantPrice: a, maxVariantPrice: b, product_discount: admin };
        fc.pre(ordered(p));
        const { low, high } = priceVariantEnds(p, { s_rateType: 'flat', s_increase: inc, s_discount: disc });
        expect(low.sellPrice).toBeLessThanOrEqual(high.sellPrice);
      }),
      { numRuns: 1000 },
    );
  });
});
