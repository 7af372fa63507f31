import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deliveryCharge, districtCharge, HOME_DELIVERY, PICKUP, qualifiesForFreeDelivery, type DeliverySettings } from './delivery-charge';
import { DISTRICTS } from './bd-districts';

const settings = (over: Partial<DeliverySettings> = {}): DeliverySettings => ({
  insideDhaka: 60,
  outsideDhaka: 120,
  districts: {},
  freeOver: null,
  ...over,
});

describe('deliveryCharge: home delivery', () => {
  it('charges inside Dhaka for Dhaka district only, outside Dhaka for every other district', () => {
    expect(HOME_DELIVERY).toBe(0);
    for (const district of DISTRICTS) {
      const want = district === 'Dhaka' ? 60 : 120;
      expect(deliveryCharge({ shippingType: 0, district, cartTotal: 500, settings: settings() })).toBe(want);
    }
    // Gazipur and Narayanganj are in Dhaka division, not Dhaka district.
    expect(deliveryCharge({ shippingType: 0, district: 'Gazipur', cartTotal: 500, settings: settings() })).toBe(120);
    expect(deliveryCharge({ shippingType: 0, district: 'dhaka', cartTotal: 500, settings: settings() })).toBe(60);
  });

  it('uses a per-district override, its name matched in any spelling', () => {
    const s = settings({ districts: { gazipur: 80, Chittagong: 100, Dhaka: 50 } });
    expect(deliveryCharge({ shippingType: 0, district: 'Gazipur', cartTotal: 0, settings: s })).toBe(80);
    expect(deliveryCharge({ shippingType: 0, district: 'Chattogram', cartTotal: 0, settings: s })).toBe(100);
    expect(deliveryCharge({ shippingType: 0, district: 'DHAKA', cartTotal: 0, settings: s })).toBe(50);
    expect(deliveryCharge({ shippingType: 0, district: 'Sylhet', cartTotal: 0, settings: s })).toBe(120);
    expect(districtCharge('Gazipur', settings({ districts: { Nowhere: 5, Gazipur: 0 } }))).toBe(0);
  });

  it('charges outside Dhaka when the district is missing or unknown', () => {
    for (const district of [undefined, null, '', 'Kolkata']) {
      expect(deliveryCharge({ shippingType: 0, district, cartTotal: 100, settings: settings({ districts: { Kolkata: 5 } }) })).toBe(120);
    }
  });

  it('keeps charges whole and never negative', () => {
    expect(districtCharge('Dhaka', settings({ insideDhaka: 59.9 }))).toBe(59);
    expect(districtCharge('Khulna', settings({ outsideDhaka: -10 }))).toBe(0);
    expect(districtCharge('Khulna', settings({ districts: { Khulna: Number.NaN } }))).toBe(0);
  });
});

describe('deliveryCharge: pickup', () => {
  it("charges the pickup point's own charge, 0 when it has none", () => {
    expect(PICKUP).toBe(1);
    expect(deliveryCharge({ shippingType: 1, pickupPointCharge: 30, district: 'Dhaka', cartTotal: 500, settings: settings() })).toBe(30);
    expect(deliveryCharge({ shippingType: 1, pickupPointCharge: 0, cartTotal: 500, settings: settings() })).toBe(0);
    expect(deliveryCharge({ shippingType: 1, cartTotal: 500, settings: settings() })).toBe(0);
    expect(deliveryCharge({ shippingType: 1, pickupPointCharge: null, cartTotal: 500, settings: settings() })).toBe(0);
    expect(deliveryCharge({ shippingType: 1, pickupPointCharge: -5, cartTotal: 500, settings: settings() })).toBe(0);
  });
});

describe('free delivery threshold', () => {
  it('makes delivery free when cart_total reaches it, home delivery and pickup alike', () => {
    const s = settings({ freeOver: 2000 });
    expect(deliveryCharge({ shippingType: 0, district: 'Dhaka', cartTotal: 1999, settings: s })).toBe(60);
    expect(deliveryCharge({ shippingType: 0, district: 'Dhaka', cartTotal: 2000, settings: s })).toBe(0);
    expect(deliveryCharge({ shippingType: 0, district: 'Rangpur', cartTotal: 5000, settings: s })).toBe(0);
    expect(deliveryCharge({ shippingType: 1, pickupPointCharge: 40, cartTotal: 1999, settings: s })).toBe(40);
    expect(deliveryCharge({ shippingType: 1, pickupPointCharge: 40, cartTotal: 2000, settings: s })).toBe(0);
  });

  it('never applies without a threshold; a threshold of 0 makes every delivery free', () => {
    expect(qualifiesForFreeDelivery(1_000_000, null)).toBe(false);
    expect(qualifiesForFreeDelivery(0, 0)).toBe(true);
    expect(qualifiesForFreeDelivery(999, 1000)).toBe(false);
  });

  it('never charges more than without the threshold, nor below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.option(fc.integer({ min: 0, max: 10_000 })),
        fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(...DISTRICTS), fc.constantFrom<0 | 1>(0, 1), fc.integer({ min: 0, max: 300 }),
        (inside, outside, freeOver, cartTotal, district, shippingType, pickupPointCharge) => {
          const base = settings({ insideDhaka: inside, outsideDhaka: outside });
          const without = deliveryCharge({ shippingType, district, pickupPointCharge, cartTotal, settings: base });
          const withThreshold = deliveryCharge({ shippingType, district, pickupPointCharge, cartTotal, settings: { ...base, freeOver } });
          expect(withThreshold).toBeGreaterThanOrEqual(0);
          expect(withThreshold).toBe(freeOver !== null && cartTotal >= freeOver ? 0 : without);
        },
      ),
    );
  });
});
