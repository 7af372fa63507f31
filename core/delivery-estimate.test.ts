import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery-estimate';
import { deliveryCharge, HOME_DELIVERY } from './delivery-charge';

const settings = { insideDhaka: 60, outsideDhaka: 120, districts: { Gazipur: 80, chittagong: 100 }, freeOver: 3000 };
const days = { insideDhaka: 1, outsideDhaka: 3 };

describe('deliveryEstimate', () => {
  it('charges what checkout charges for the district, with the shop’s days for inside or outside Dhaka', () => {
    expect(deliveryEstimate('Dhaka', settings, days)).toEqual({ district: 'Dhaka', charge: 60, days: 1, freeOver: 3000 });
    expect(deliveryEstimate('gazipur', settings, days)).toEqual({ district: 'Gazipur', charge: 80, days: 3, freeOver: 3000 });
    expect(deliveryEstimate('Chattogram', settings, days)).toEqual({ district: 'Chattogram', charge: 100, days: 3, freeOver: 3000 });
    expect(deliveryEstimate('Sylhet', settings, days)?.charge).toBe(120);
    for (const d of ['Dhaka', 'Gazipur', 'Chattogram', 'Sylhet']) {
      expect(deliveryEstimate(d, settings, days)?.charge).toBe(deliveryCharge({ shippingType: HOME_DELIVERY, district: d, cartTotal: 0, settings }));
    }
  });

  it('promises no time the shop did not give, and is null for a name that is no district', () => {
    expect(deliveryEstimate('Dhaka', { ...settings, freeOver: null }, { insideDhaka: null, outsideDhaka: 0 })).toEqual({ district: 'Dhaka', charge: 60, days: null, freeOver: null });
    expect(deliveryEstimate('Khulna', settings, { insideDhaka: 1, outsideDhaka: 2.5 })?.days).toBeNull();
    expect(deliveryEstimate('Atlantis', settings, days)).toBeNull();
    expect(deliveryEstimate(undefined, settings, days)).toBeNull();
  });
});
