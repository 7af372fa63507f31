// Tables of migration 018 (courier tracking, docs/decisions/027), added to the Database
// interface of db/schema.ts by declaration merging.
import type { Generated, Selectable } from 'kysely';

export interface ShopCourierTable {
  id: Generated<number>;
  shop_id: number;
  /** 'pathao' | 'steadfast' (core/courier.ts TRACKED_COURIERS). */
  courier: string;
  /** Steadfast: the `Api-Key` and `Secret-Key` headers. */
  api_key: string | null;
  secret_key: string | null;
  /** Pathao: the secret its webhook sends in `X-PATHAO-Signature`; and the store its events must name (null: any). */
  webhook_secret: string | null;
  store_id: string | null;
  /** Pathao's merchant API login for booking (migration 024): `issue-token`'s four fields. */
  client_id: string | null;
  client_secret: string | null;
  username: string | null;
  password: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShipmentEventTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  courier: string;
  /** The courier's own status name (a Pathao event, a Steadfast delivery_status). */
  status: string;
  /** core/courier.ts ShipmentStage. */
  stage: string;
  source: 'webhook' | 'poll';
  event_key: string;
  /** When the courier says it happened (ISO). */
  at: string;
  received_at: string;
}

/** An order's booking with a courier (migration 024, docs/decisions/054): one per order. */
export interface CourierBookingTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  courier: 'pathao' | 'steadfast';
  /** 'booking': claimed, the courier is being asked; 'booked': the courier took it. */
  state: 'booking' | 'booked';
  consignment_id: string | null;
  tracking_code: string | null;
  /** The cash the courier was asked to collect, ৳. */
  cod_amount: Generated<number>;
  staff_id: number | null;
  claimed_at: string;
  booked_at: string | null;
}

declare module './schema' {
  interface Database {
    shop_couriers: ShopCourierTable;
    shipment_events: ShipmentEventTable;
    courier_bookings: CourierBookingTable;
  }
}

export type CourierBooking = Selectable<CourierBookingTable>;

export type ShopCourier = Selectable<ShopCourierTable>;
export type ShipmentEvent = Selectable<ShipmentEventTable>;
