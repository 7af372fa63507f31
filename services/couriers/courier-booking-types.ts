// What a booking round answers (docs/decisions/054): per order, booked with its consignment, or
// refused and why (core/courier-booking.ts BookingRefusal; `detail` carries the courier's own words).
import type { BookingRefusal } from '../../core/courier-booking';
import type { TrackedCourier } from '../../core/courier';

export interface BookedOrder {
  purchase_id: number;
  code: string;
  outcome: 'booked';
  courier: TrackedCourier;
  consignment_id: string;
  tracking_code: string;
  /** The cash the courier collects, ৳ (0: paid already). */
  cod_amount: number;
  tracking_url: string | null;
}

export interface RefusedOrder {
  purchase_id: number;
  code: string;
  outcome: 'refused';
  reason: BookingRefusal;
  message: string;
  /** The courier's reasons, when it refused the parcel. */
  detail: string | null;
}

export interface BookingSummary {
  courier: TrackedCourier;
  booked: number;
  refused: number;
  results: Array<BookedOrder | RefusedOrder>;
}
