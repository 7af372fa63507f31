// Track an order (issue 11 item 5: /track-order, guests too): the order code and the order's
// phone number — the delivery address's, or the account's — give the status timeline and the
// courier's tracking, nothing else. Rate-limited per client address (shared counters), and a
// wrong pair of any kind answers one not-found message.
import { z } from 'zod';
import { normalizeOrderCode, isOrderCodeShaped } from '../../core/order-code';
import { orderMessages } from '../../core/order-messages';
import { normalizePhone, type RateRule } from '../../core/customer-auth';
import { listShipmentEvents } from '../../db/courier.repository';
import { findCustomerPhone } from '../../db/customer.repository';
import { findOrderByCode, listOrderEvents } from '../../db/order.repository';
import { orderTrackingUrl, shipmentViews } from './order-views';
import { addressSubject, enforceRateLimits } from '../accounts/operations/enforce-rate-limits';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import type { TrackedOrder } from './order-types';

export const TRACK_ORDER_RULE: RateRule = { name: 'track-order-addr', limit: 20, windowSeconds: 900 };

/** The tracking form's fields as the API sends them; the code and phone are checked here (one not-found answer for any wrong pair). */
export const trackOrderInput = z.object({
  order_code: z.string({ error: 'Enter the order code' }).max(40),
  phone: z.string({ error: 'Enter the phone number' }).max(30),
});

export async function trackOrder(ctx: Ctx, input: { orderCode: string; phone: string }): Promise<TrackedOrder> {
  const { db, shop } = ctx;
  await enforceRateLimits(db, [{ rule: TRACK_ORDER_RULE, subject: addressSubject(ctx.request.clientAddress) }], ctx.clock.now());
  const notFound = new DomainError('not_found', orderMessages.trackNotFound);
  const code = normalizeOrderCode(input.orderCode);
  const phone = normalizePhone(input.phone, shop.default_country_code);
  if (!isOrderCodeShaped(code) || phone === null) throw notFound;
  const order = await findOrderByCode(db, shop.id, code);
  if (!order) throw notFound;
  const shipPhone = order.ship_phone ? normalizePhone(order.ship_phone, shop.default_country_code) : null;
  let matches = shipPhone === phone;
  if (!matches) {
    const accountPhone = await findCustomerPhone(db, shop.id, order.customer_id);
    matches = accountPhone !== null && normalizePhone(accountPhone, shop.default_country_code) === phone;
  }
  if (!matches) throw notFound;
  const [events, shipment] = await Promise.all([listOrderEvents(db, shop.id, order.id), listShipmentEvents(db, shop.id, order.id)]);
  return {
    code: order.code,
    status: order.status,
    courier: order.courier,
    tracking_code: order.tracking_code,
    tracking_url: orderTrackingUrl(order),
    shipment: shipmentViews(shipment),
    timeline: events.map((e) => ({ status: e.status, at: e.at })),
  };
}
