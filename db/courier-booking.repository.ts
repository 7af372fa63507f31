// Orders booked with a courier (migration 024, docs/decisions/054) and the cash couriers owe
// the shop. Every query is scoped to the shop.
import { sql } from 'kysely';
import type { Db } from './client';
import type { CourierBooking } from './courier-schema';
import type { Trx } from './run-write';
import './courier-schema';

export interface BookingClaim {
  shopId: number;
  orderId: number;
  courier: 'pathao' | 'steadfast';
  staffId: number | null;
  now: string;
  /** A claim older than this that never got an answer may be taken over. */
  staleBefore: string;
}

/**
 * Claims the order for one booking: a new row, or a stale unanswered claim taken over — a
 * conditional write, so of two staff booking the order at once one gets the claim (its id) and
 * the other nothing (null). A booked order is never claimed again.
 */
export async function claimCourierBooking(trx: Trx, claim: BookingClaim): Promise<number | null> {
  const row = await trx
    .insertInto('courier_bookings')
    .values({ shop_id: claim.shopId, order_id: claim.orderId, courier: claim.courier, state: 'booking', staff_id: claim.staffId, claimed_at: claim.now })
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'order_id'])
        .doUpdateSet({ courier: claim.courier, staff_id: claim.staffId, claimed_at: claim.now })
        .where('courier_bookings.state', '=', 'booking')
        .where('courier_bookings.claimed_at', '<', claim.staleBefore),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Gives a claim back (the courier refused): the order may be booked again. */
export async function releaseCourierBooking(trx: Trx, shopId: number, bookingId: number): Promise<void> {
  await trx.deleteFrom('courier_bookings').where('shop_id', '=', shopId).where('id', '=', bookingId).where('state', '=', 'booking').execute();
}

export interface BookedParcel {
  consignmentId: string;
  trackingCode: string;
  codAmount: number;
  now: string;
}

/** The claim becomes the booking the courier answered; false when the claim is no longer this one's. */
export async function completeCourierBooking(trx: Trx, shopId: number, bookingId: number, parcel: BookedParcel): Promise<boolean> {
  const result = await trx
    .updateTable('courier_bookings')
    .set({ state: 'booked', consignment_id: parcel.consignmentId.slice(0, 60), tracking_code: parcel.trackingCode.slice(0, 60), cod_amount: parcel.codAmount, booked_at: parcel.now })
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .where('state', '=', 'booking')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order's courier and tracking code, set only while it has none (the ship move keeps them). */
export async function setBookedShipment(trx: Trx, shopId: number, orderId: number, courier: string, trackingCode: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ courier, tracking_code: trackingCode })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .where('tracking_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findCourierBooking(db: Db, shopId: number, orderId: number): Promise<CourierBooking | undefined> {
  return db.selectFrom('courier_bookings').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).executeTakeFirst();
}

export interface CodRemittanceRow {
  id: number;
  code: string;
  courier: string | null;
  tracking_code: string | null;
  ship_name: string | null;
  updated_at: string;
  /** The cash on delivery the order asks (its COD payment), ৳. */
  amount: number;
  /** The COD payment's state: 'paid' once the shop marked the cash collected. */
  state: string;
}

/** The shop's delivered cash-on-delivery orders with their COD amount and whether it was received, newest first. */
export async function listDeliveredCodOrders(db: Db, shopId: number, limit: number): Promise<CodRemittanceRow[]> {
  return db
    .selectFrom('orders')
    .innerJoin('payments', (join) => join.onRef('payments.order_id', '=', 'orders.id').on('payments.shop_id', '=', shopId).on('payments.provider', '=', 'cod'))
    .select(['orders.id', 'orders.code', 'orders.courier', 'orders.tracking_code', 'orders.ship_name', 'orders.updated_at', 'payments.state'])
    .select(sql<number>`payments.amount`.as('amount'))
    .where('orders.shop_id', '=', shopId)
    .where('orders.status', '=', 'delivered')
    .where('orders.payment_method', '=', 'cod')
    .orderBy('orders.updated_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
}

/** The shop's orders among these ids (any other id is not the shop's), in id order. */
export async function findShopOrdersByIds(db: Db, shopId: number, ids: readonly number[]): Promise<import('./schema').Order[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', 'in', [...ids]).orderBy('id').execute();
}
