// Couriers (issue 13 item 4; payment-protocols.md "Couriers"; docs/decisions/027): which
// courier an order's shipment went with, the link to that courier's own tracking page, and
// what a courier's status means for our order (core/order-state.ts).
// - The seller types the courier's name when shipping; `courierKey` reads Pathao, Steadfast
//   and RedX in their usual spellings, anything else is 'other' (no tracking link).
// - Pathao reports by webhook events (`order.picked`, `order.delivered`, …), Steadfast by its
//   `delivery_status` (`in_review`, `delivered`, `delivered_approval_pending`, …); both become
//   one of our shipment stages.
// - Only one stage moves the order: `delivered` moves a shipped order to delivered, as the
//   shop would (the courier acts for the shop). Nothing else moves it: a returned, cancelled or
//   partly delivered parcel is shown on the timeline and left to the shop, which marks the
//   order returned when the parcel is back; a stage never moves an order backwards.
import { canMoveOrder, type OrderStatus } from './order-state';

export const COURIERS = ['pathao', 'steadfast', 'redx', 'other'] as const;
export type CourierKey = (typeof COURIERS)[number];
/** The couriers whose status updates haat can receive (webhook or polling). */
export const TRACKED_COURIERS = ['pathao', 'steadfast'] as const;
export type TrackedCourier = (typeof TRACKED_COURIERS)[number];

export const courierNames: Readonly<Record<CourierKey, string>> = {
  pathao: 'Pathao',
  steadfast: 'Steadfast',
  redx: 'RedX',
  other: 'Other courier',
};

/** The courier a shipment's typed courier name means; null when none was recorded. */
export function courierKey(name: string | null | undefined): CourierKey | null {
  if (!(name ?? '').trim()) return null;
  const letters = name!.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.startsWith('pathao')) return 'pathao';
  if (letters.startsWith('steadfast') || letters.startsWith('packzy')) return 'steadfast';
  if (letters.startsWith('redx')) return 'redx';
  return 'other';
}

export function isTrackedCourier(value: unknown): value is TrackedCourier {
  return typeof value === 'string' && (TRACKED_COURIERS as readonly string[]).includes(value);
}

/** A phone as the courier sites take it: the 11-digit local form (01XXXXXXXXX), or null. */
export function localBdPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.startsWith('880') ? `0${digits.slice(3)}` : digits;
  return /^01\d{9}$/.test(local) ? local : null;
}

/**
 * The courier's own public tracking page for this shipment, or null (no code, or a courier
 * without one we know). Pathao's page also takes the recipient's phone.
 */
export function courierTrackingUrl(courier: string | null | undefined, trackingCode: string | null | undefined, phone?: string | null): string | null {
  const code = (trackingCode ?? '').trim();
  const key = courierKey(courier);
  if (!code || key === null || key === 'other') return null;
  const c = encodeURIComponent(code);
  if (key === 'pathao') {
    const local = localBdPhone(phone);
    return `https://merchant.pathao.com/tracking?consignment_id=${c}${local ? `&phone=${local}` : ''}`;
  }
  if (key === 'steadfast') return `https://steadfast.com.bd/t/${c}`;
  return `https://redx.com.bd/track-parcel/?trackingId=${c}`;
}

export const SHIPMENT_STAGES = ['booked', 'in_transit', 'on_hold', 'awaiting_approval', 'delivered', 'partly_delivered', 'failed', 'returned', 'cancelled'] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

export const shipmentStageLabels: Readonly<Record<ShipmentStage, string>> = {
  booked: 'Booked with the courier',
  in_transit: 'On the way',
  on_hold: 'On hold at the courier',
  awaiting_approval: 'Delivery reported, awaiting the courier’s approval',
  delivered: 'Delivered by the courier',
  partly_delivered: 'Partly delivered',
  failed: 'Delivery attempt failed',
  returned: 'Returned by the courier',
  cancelled: 'Cancelled by the courier',
};

export function isShipmentStage(value: unknown): value is ShipmentStage {
  return typeof value === 'string' && (SHIPMENT_STAGES as readonly string[]).includes(value);
}

const PATHAO_EVENTS: Readonly<Record<string, ShipmentStage>> = {
  'order.created': 'booked',
  'order.pickup-requested': 'booked',
  'order.assigned-for-pickup': 'booked',
  'order.picked': 'in_transit',
  'order.at-the-sorting-hub': 'in_transit',
  'order.in-transit': 'in_transit',
  'order.received-at-last-mile-hub': 'in_transit',
  'order.assigned-for-delivery': 'in_transit',
  'order.delivered': 'delivered',
  'order.partial-delivery': 'partly_delivered',
  'order.returned': 'returned',
  'order.paid-return': 'returned',
  'order.delivery-failed': 'failed',
  'order.pickup-failed': 'failed',
  'order.pickup-cancelled': 'cancelled',
  'order.on-hold': 'on_hold',
};

/** A Pathao webhook event's stage; null for events that say nothing about the parcel's way (order.updated, order.paid, store.*). */
export function pathaoStage(event: unknown): ShipmentStage | null {
  return typeof event === 'string' && Object.hasOwn(PATHAO_EVENTS, event) ? PATHAO_EVENTS[event]! : null;
}

const STEADFAST_STATUSES: Readonly<Record<string, ShipmentStage>> = {
  pending: 'booked',
  in_review: 'in_transit',
  hold: 'on_hold',
  delivered: 'delivered',
  partial_delivered: 'partly_delivered',
  cancelled: 'cancelled',
};

/** A Steadfast `delivery_status`'s stage; `*_approval_pending` forms await approval; null for `unknown` and anything unheard of. */
export function steadfastStage(status: unknown): ShipmentStage | null {
  if (typeof status !== 'string') return null;
  if (status.endsWith('_approval_pending')) return 'awaiting_approval';
  return Object.hasOwn(STEADFAST_STATUSES, status) ? STEADFAST_STATUSES[status]! : null;
}

/** Whether the courier is done with the parcel (polling stops). */
export function isFinalShipmentStage(stage: ShipmentStage): boolean {
  return stage === 'delivered' || stage === 'partly_delivered' || stage === 'returned' || stage === 'cancelled';
}

/** The order status a courier's stage moves an order in `from` to, or null when it stays put. */
export function courierOrderMove(from: OrderStatus, stage: ShipmentStage): OrderStatus | null {
  if (stage === 'delivered' && canMoveOrder(from, 'delivered', 'shop')) return 'delivered';
  return null;
}

/** How long a Steadfast sweep waits before its next round (minutes → ms). */
export const COURIER_POLL_INTERVAL_MS = 30 * 60 * 1000;
