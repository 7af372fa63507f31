// Books parcels with Steadfast or Pathao for the shop's orders (issue 26 item 3;
// docs/decisions/054), order by order, answering per order booked or refused and why.
// - Every id must name an order of this shop: one that does not is a 404 and nothing is booked.
// - An order is claimed first (courier_bookings, a conditional write in its own transaction,
//   after core/courier-booking.ts says it may be booked): of two staff booking it at once, one
//   calls the courier and the other is told someone is booking it. The courier is called outside
//   any transaction; its answer is recorded in a second one: the booking, the order's courier
//   and tracking code (set only while it has none), a timeline note and the audit row. A refusal
//   or an unreachable courier gives the claim back, so the order can be booked again.
// - Booking moves no status and no money: the shop ships the order with its ship move, which
//   takes the booked courier and code. The courier collects the settlement's `to_collect`.
import { z } from 'zod';
import { bookingRefusal, bookingRefusalMessages, BOOKING_CLAIM_MS, parcelWeight, recipientAddress, type BookingRefusal } from '../../core/courier-booking';
import { courierNames, courierTrackingUrl, localBdPhone, type TrackedCourier } from '../../core/courier';
import { claimCourierBooking, completeCourierBooking, findCourierBooking, releaseCourierBooking, setBookedShipment } from '../../db/courier-booking.repository';
import { insertOrderEvent } from '../../db/order.repository';
import { runWrite } from '../../db/run-write';
import type { Order } from '../../db/schema';
import { findShopOrder } from '../../db/seller-order.repository';
import { pathaoCreateOrder, pathaoIssueToken } from '../adapters/couriers/pathao-client';
import { CourierCallError, steadfastCreateOrder } from '../adapters/couriers/steadfast-client';
import { requireStaff } from '../actors';
import { recordAudit } from '../audit';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { readSettlement } from '../orders/operations/order-settlement';
import type { BookedOrder, BookingSummary, RefusedOrder } from './courier-booking-types';
import { readBookingAccount, type BookingAccount } from './operations/courier-account';
import { purchaseIdsField, requireShopOrders } from './operations/shop-orders';

export const bookCourierInput = z.object({
  purchase_ids: purchaseIdsField,
  courier: z.enum(['steadfast', 'pathao'], { error: 'Choose Steadfast or Pathao' }),
});
export type BookCourierInput = z.input<typeof bookCourierInput>;

type Claim = { kind: 'claimed'; bookingId: number; order: Order; codAmount: number } | { kind: 'refused'; reason: BookingRefusal };

interface ParcelAnswer {
  consignmentId: string;
  trackingCode: string;
}

export async function bookCourier(ctx: Ctx, input: unknown): Promise<BookingSummary> {
  const staff = requireStaff(ctx);
  const { purchase_ids: ids, courier } = parseInput(bookCourierInput, input);
  const account = await readBookingAccount(ctx.db, ctx.shop.id, courier, ctx.deps);
  if (!account) throw new DomainError('invalid', bookingRefusalMessages.no_account, { courier: bookingRefusalMessages.no_account });
  const orders = await requireShopOrders(ctx.db, ctx.shop.id, ids);

  let pathaoToken: Promise<string> | null = null;
  const ask = async (order: Order, codAmount: number): Promise<ParcelAnswer> => {
    const parcel = { name: (order.ship_name ?? '').trim().slice(0, 100) || 'Customer', phone: localBdPhone(order.ship_phone)!, address: recipientAddress({ address: order.ship_address, area: order.ship_area, district: order.ship_district }) };
    if (account.courier === 'steadfast') {
      const c = await steadfastCreateOrder(account.steadfast, { invoice: order.code, recipientName: parcel.name, recipientPhone: parcel.phone, recipientAddress: parcel.address, codAmount, note: (order.ship_note ?? '').slice(0, 200) });
      return { consignmentId: c.consignmentId, trackingCode: c.trackingCode };
    }
    pathaoToken ??= pathaoIssueToken(account.pathao);
    const token = await pathaoToken;
    const p = await pathaoCreateOrder(account.pathao, token, {
      merchantOrderId: order.code,
      recipientName: parcel.name,
      recipientPhone: parcel.phone,
      recipientAddress: parcel.address,
      itemQuantity: Math.max(1, order.total_items),
      itemWeight: parcelWeight(order.total_items),
      amountToCollect: codAmount,
      specialInstruction: (order.ship_note ?? '').slice(0, 200),
    });
    return { consignmentId: p.consignmentId, trackingCode: p.consignmentId };
  };

  const results: BookingSummary['results'] = [];
  for (const listed of orders) {
    const result = await bookOne(ctx, staff.staffId, account, listed.id, ask);
    results.push(result.outcome === 'booked' ? result : { ...result, code: result.code || listed.code });
  }
  return { courier, booked: results.filter((r) => r.outcome === 'booked').length, refused: results.filter((r) => r.outcome === 'refused').length, results };
}

function refused(orderId: number, code: string, reason: BookingRefusal, detail: string | null = null): RefusedOrder {
  return { purchase_id: orderId, code, outcome: 'refused', reason, message: bookingRefusalMessages[reason], detail };
}

function courierDetail(error: CourierCallError): string {
  const fields = Object.entries(error.fields);
  return fields.length ? fields.map(([field, message]) => `${field}: ${message}`).join('; ') : error.message;
}

async function bookOne(ctx: Ctx, staffId: number, account: BookingAccount, orderId: number, ask: (order: Order, codAmount: number) => Promise<ParcelAnswer>): Promise<BookedOrder | RefusedOrder> {
  const { db, shop } = ctx;
  const courier: TrackedCourier = account.courier;
  const nowMs = ctx.clock.now();
  const claim = await runWrite(db, async (trx): Promise<Claim> => {
    const order = await findShopOrder(trx, shop.id, orderId);
    if (!order) return { kind: 'refused', reason: 'not_found' };
    const rule = bookingRefusal({ status: order.status, trackingCode: order.tracking_code, shippingType: order.shipping_type, phone: order.ship_phone, address: order.ship_address, area: order.ship_area, district: order.ship_district }, courier);
    if (rule) return { kind: 'refused', reason: rule };
    const existing = await findCourierBooking(trx, shop.id, order.id);
    if (existing?.state === 'booked') return { kind: 'refused', reason: 'already_booked' };
    const bookingId = await claimCourierBooking(trx, { shopId: shop.id, orderId: order.id, courier, staffId, now: new Date(nowMs).toISOString(), staleBefore: new Date(nowMs - BOOKING_CLAIM_MS).toISOString() });
    if (bookingId === null) return { kind: 'refused', reason: 'being_booked' };
    return { kind: 'claimed', bookingId, order, codAmount: (await readSettlement(trx, order)).to_collect };
  });
  if (claim.kind === 'refused') {
    const order = claim.reason === 'not_found' ? undefined : await findShopOrder(db, shop.id, orderId);
    return refused(orderId, order?.code ?? '', claim.reason);
  }
  const { order, bookingId, codAmount } = claim;

  let parcel: ParcelAnswer;
  try {
    parcel = await ask(order, codAmount);
  } catch (error) {
    await runWrite(db, (trx) => releaseCourierBooking(trx, shop.id, bookingId));
    const call = error instanceof CourierCallError ? error : new CourierCallError(String(error), 0);
    (ctx.deps.log ?? (() => undefined))(`[couriers] shop ${shop.id} order ${order.id}: booking with ${courier} failed: ${call.message}`);
    const unreachable = call.status === 0 || call.status >= 500;
    return refused(order.id, order.code, unreachable ? 'courier_unreachable' : 'courier_refused', courierDetail(call));
  }

  const name = courierNames[courier];
  const stored = await runWrite(db, async (trx) => {
    const now = new Date(ctx.clock.now()).toISOString();
    if (!(await completeCourierBooking(trx, shop.id, bookingId, { ...parcel, codAmount, now }))) return false;
    await setBookedShipment(trx, shop.id, order.id, name, parcel.trackingCode);
    const current = (await findShopOrder(trx, shop.id, order.id)) ?? order;
    await insertOrderEvent(trx, { shopId: shop.id, orderId: order.id, status: current.status, actorKind: 'staff', actorId: staffId, note: `Booked with ${name} · ${parcel.trackingCode}`, at: now });
    await recordAudit(trx, ctx, {
      action: 'order.courier_book',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, courier: order.courier, tracking_code: order.tracking_code },
      after: { code: order.code, courier: name, tracking_code: parcel.trackingCode, consignment_id: parcel.consignmentId, cod_amount: codAmount },
    });
    return true;
  });
  if (!stored) return refused(order.id, order.code, 'being_booked');
  return {
    purchase_id: order.id,
    code: order.code,
    outcome: 'booked',
    courier,
    consignment_id: parcel.consignmentId,
    tracking_code: parcel.trackingCode,
    cod_amount: codAmount,
    tracking_url: courierTrackingUrl(name, parcel.trackingCode),
  };
}
