// Couriers (migration 018, docs/decisions/027): a shop's courier accounts and the courier's
// events on an order's shipment. Every query is scoped to the shop.
import type { Db } from './client';
import type { ShipmentEvent, ShopCourier } from './courier-schema';
import type { Trx } from './run-write';
import type { Order } from './schema';
import './courier-schema';

export interface CourierAccountInput {
  courier: 'pathao' | 'steadfast';
  apiKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  storeId: string | null;
  /** Pathao's merchant API login for booking (null: tracking only). */
  pathaoLogin?: { clientId: string; clientSecret: string; username: string; password: string } | null;
}

export async function findShopCourier(db: Db, shopId: number, courier: 'pathao' | 'steadfast'): Promise<ShopCourier | undefined> {
  return db.selectFrom('shop_couriers').selectAll().where('shop_id', '=', shopId).where('courier', '=', courier).executeTakeFirst();
}

/** Sets the shop's account with a courier (one per courier). */
export async function upsertShopCourier(trx: Trx, shopId: number, account: CourierAccountInput, now: string): Promise<void> {
  const login = account.pathaoLogin ?? null;
  const values = {
    api_key: account.apiKey,
    secret_key: account.secretKey,
    webhook_secret: account.webhookSecret,
    store_id: account.storeId,
    client_id: login?.clientId ?? null,
    client_secret: login?.clientSecret ?? null,
    username: login?.username ?? null,
    password: login?.password ?? null,
    updated_at: now,
  };
  await trx
    .insertInto('shop_couriers')
    .values({ shop_id: shopId, courier: account.courier, ...values, created_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'courier']).doUpdateSet(values))
    .execute();
}

export async function deleteShopCourier(trx: Trx, shopId: number, courier: 'pathao' | 'steadfast'): Promise<void> {
  await trx.deleteFrom('shop_couriers').where('shop_id', '=', shopId).where('courier', '=', courier).execute();
}

/** The shop's orders whose shipment has this tracking code (a consignment id), newest first. */
export async function findOrdersByTracking(db: Db, shopId: number, trackingCode: string): Promise<Order[]> {
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('tracking_code', '=', trackingCode).orderBy('id', 'desc').limit(5).execute();
}

/** Shipped orders with a tracking code, oldest first, after `afterId` (a sweep's page). */
export async function listShippedOrders(db: Db, shopId: number, afterId: number, limit: number): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('status', '=', 'shipped')
    .where('id', '>', afterId)
    .where('tracking_code', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface NewShipmentEvent {
  shopId: number;
  orderId: number;
  courier: string;
  status: string;
  stage: string;
  source: 'webhook' | 'poll';
  eventKey: string;
  at: string;
  receivedAt: string;
}

/** Records a courier event once: false when one with this key was already recorded for the order. */
export async function insertShipmentEvent(trx: Trx, event: NewShipmentEvent): Promise<boolean> {
  const row = await trx
    .insertInto('shipment_events')
    .values({
      shop_id: event.shopId,
      order_id: event.orderId,
      courier: event.courier,
      status: event.status.slice(0, 60),
      stage: event.stage,
      source: event.source,
      event_key: event.eventKey.slice(0, 160),
      at: event.at,
      received_at: event.receivedAt,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'order_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The courier's events on an order, in the order they happened (by the courier's time). */
export async function listShipmentEvents(db: Db, shopId: number, orderId: number): Promise<ShipmentEvent[]> {
  return db.selectFrom('shipment_events').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();
}

/** The last event a poll recorded for the order (the status it last saw). */
export async function lastPolledEvent(db: Db, shopId: number, orderId: number): Promise<ShipmentEvent | undefined> {
  return db
    .selectFrom('shipment_events')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .where('source', '=', 'poll')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether a job of this kind is waiting for the shop (a sweep chain already exists). */
export async function hasQueuedShopJob(db: Db, shopId: number, kind: string): Promise<boolean> {
  const row = await db.selectFrom('jobs').select('id').where('shop_id', '=', shopId).where('kind', '=', kind).where('state', '=', 'queued').limit(1).executeTakeFirst();
  return row !== undefined;
}
