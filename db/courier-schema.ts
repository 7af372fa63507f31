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

declare module './schema' {
  interface Database {
    shop_couriers: ShopCourierTable;
    shipment_events: ShipmentEventTable;
  }
}

export type ShopCourier = Selectable<ShopCourierTable>;
export type ShipmentEvent = Selectable<ShipmentEventTable>;
