// The delivery charge and time to a district, told on the product page before anything is in
// the cart (issue 28 item 2; docs/decisions/066). The charge is checkout's own rule
// (districtCharge in core/delivery-charge.ts: the shop's per-district override, else inside or
// outside Dhaka), so the page and the order never disagree; the free-delivery threshold is
// told beside it, since it depends on the cart. The time is the shop's days inside Dhaka for
// Dhaka district, else its days outside Dhaka; null when the shop has not said.
import { DHAKA_DISTRICT, isDistrict } from './bd-districts';
import { districtCharge, type DeliverySettings } from './delivery-charge';

export interface DeliveryDays {
  readonly insideDhaka: number | null;
  readonly outsideDhaka: number | null;
}

export interface DeliveryEstimate {
  /** The district in its official spelling. */
  district: string;
  charge: number;
  /** Days from the order to the door, or null. */
  days: number | null;
  /** The cart total from which delivery is free, or null. */
  freeOver: number | null;
}

function wholeDays(days: number | null): number | null {
  return days !== null && Number.isInteger(days) && days > 0 ? days : null;
}

/** The estimate for a district as given (any spelling), or null when it is not one of the 64. */
export function deliveryEstimate(district: unknown, settings: DeliverySettings, days: DeliveryDays): DeliveryEstimate | null {
  const canonical = isDistrict(district);
  if (canonical === null) return null;
  return {
    district: canonical,
    charge: districtCharge(canonical, settings),
    days: wholeDays(canonical === DHAKA_DISTRICT ? days.insideDhaka : days.outsideDhaka),
    freeOver: settings.freeOver,
  };
}
