// The delivery charge of an order (after-cart.md "Addresses and delivery"):
// - home delivery (shippingType 0): the shop's charge for the address's district when it
//   set one (per-district overrides, district names matched like core/bd-districts.ts
//   isDistrict, so "chittagong" in the settings is Chattogram), else the inside-Dhaka charge
//   for Dhaka district, else the outside-Dhaka charge. A missing or unknown district is
//   charged outside Dhaka (the higher, usual charge); checkout refuses such an address
//   before it gets here.
// - pickup (shippingType 1): the pickup point's own charge (0 when it has none).
// - free delivery: when the shop set a threshold (freeOver not null) and cart_total reaches
//   it, the charge is 0 — for pickup too. Decision: the threshold is a promise on the cart
//   ("free delivery over ৳2,000"); a shopper who qualifies never pays more for collecting
//   the parcel than for having it brought home.
// Every charge is whole taka, truncated, never below 0.
import { isDistrict, DHAKA_DISTRICT } from './bd-districts';
import { truncateWhole } from './numeric';

export type ShippingType = 0 | 1;
export const HOME_DELIVERY: ShippingType = 0;
export const PICKUP: ShippingType = 1;

export interface DeliverySettings {
  readonly insideDhaka: number;
  readonly outsideDhaka: number;
  /** District name → charge; overrides insideDhaka/outsideDhaka for that district. */
  readonly districts: Readonly<Record<string, number>>;
  /** cart_total at or above which delivery is free; null = never free. */
  readonly freeOver: number | null;
}

export interface DeliveryChargeInput {
  readonly shippingType: ShippingType;
  /** The delivery address's district (home delivery). */
  readonly district?: string | null;
  /** The chosen pickup point's charge (pickup). */
  readonly pickupPointCharge?: number | null;
  readonly cartTotal: number;
  readonly settings: DeliverySettings;
}

function whole(value: unknown): number {
  return Math.max(0, truncateWhole(value));
}

/** The charge for home delivery to a district before any free-delivery threshold. */
export function districtCharge(district: string | null | undefined, settings: DeliverySettings): number {
  const canonical = isDistrict(district);
  if (canonical !== null) {
    for (const [name, charge] of Object.entries(settings.districts)) {
      if (isDistrict(name) === canonical) return whole(charge);
    }
    if (canonical === DHAKA_DISTRICT) return whole(settings.insideDhaka);
  }
  return whole(settings.outsideDhaka);
}

/** Whether cart_total earns free delivery under the shop's threshold. */
export function qualifiesForFreeDelivery(cartTotal: number, freeOver: number | null): boolean {
  return freeOver !== null && truncateWhole(cartTotal) >= truncateWhole(freeOver);
}

/** The delivery charge the order pays. */
export function deliveryCharge(input: DeliveryChargeInput): number {
  if (qualifiesForFreeDelivery(input.cartTotal, input.settings.freeOver)) return 0;
  if (input.shippingType === PICKUP) return whole(input.pickupPointCharge);
  return districtCharge(input.district, input.settings);
}
