// Booking a parcel with a courier (issue 26 item 3; docs/decisions/054): which orders may be
// booked, and what the courier is told.
// - Only an order the shop is still getting ready to ship is booked: confirmed or processing
//   (core/order-state.ts), delivered to an address (a pickup-point order has no parcel), not
//   already booked (it carries a tracking code, or a booking is recorded or under way), with a
//   phone the couriers take (11 digits, 01…).
// - Booking moves no status: the order is shipped by the shop's ship move, which takes the
//   booked courier and code.
// - The courier collects what the settlement says is still to collect (0 when paid online).
// - The recipient's address is the street address, area and district in one line; Pathao
//   places the parcel from it, so it must be 10–220 characters; Steadfast takes up to 250.
// - Pathao wants a weight: half a kilo per piece, from 0.5 to 10 kg.
import { localBdPhone, type TrackedCourier } from './courier';
import type { OrderStatus } from './order-state';

export const BOOKABLE_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing'];

export const BOOKING_REFUSALS = ['not_found', 'not_bookable', 'already_booked', 'being_booked', 'pickup_order', 'bad_phone', 'bad_address', 'no_account', 'courier_refused', 'courier_unreachable'] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/** English reasons (the API's `message`; the console has its own `seller.courier.refused.*`). */
export const bookingRefusalMessages: Readonly<Record<BookingRefusal, string>> = {
  not_found: 'No such order in this shop',
  not_bookable: 'Only confirmed or processing orders can be booked',
  already_booked: 'Already booked with a courier',
  being_booked: 'Someone is booking this order right now',
  pickup_order: 'A pickup-point order has no parcel to send',
  bad_phone: 'The delivery phone is not an 11-digit mobile number',
  bad_address: 'The delivery address is too short or too long for the courier',
  no_account: 'The shop has no account with this courier',
  courier_refused: 'The courier refused the parcel',
  courier_unreachable: 'The courier could not be reached; try again',
};

/** How long a claim with no answer holds the order (a crashed booking frees it after this). */
export const BOOKING_CLAIM_MS = 5 * 60 * 1000;

export interface BookableOrder {
  status: OrderStatus;
  trackingCode: string | null;
  /** 1: collected at a pickup point. */
  shippingType: 0 | 1;
  phone: string | null;
  address: string | null;
  area: string | null;
  district: string | null;
}

/** The recipient's address as one line: street address, area, district (blank parts left out). */
export function recipientAddress(order: Pick<BookableOrder, 'address' | 'area' | 'district'>): string {
  return [order.address, order.area, order.district]
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0)
    .join(', ');
}

/** Why this order may not be booked with `courier`, or null when it may. */
export function bookingRefusal(order: BookableOrder, courier: TrackedCourier): BookingRefusal | null {
  if (!BOOKABLE_STATUSES.includes(order.status)) return 'not_bookable';
  if ((order.trackingCode ?? '').trim()) return 'already_booked';
  if (order.shippingType === 1) return 'pickup_order';
  if (localBdPhone(order.phone) === null) return 'bad_phone';
  const address = recipientAddress(order);
  const max = courier === 'pathao' ? 220 : 250;
  if (address.length < 10 || address.length > max) return 'bad_address';
  return null;
}

/** Pathao's item weight for this many pieces, kg. */
export function parcelWeight(pieces: number): number {
  const n = Number.isFinite(pieces) ? Math.max(1, Math.trunc(pieces)) : 1;
  return Math.min(10, Math.max(0.5, n * 0.5));
}
