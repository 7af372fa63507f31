// Stored orders as the pages and calls see them (services/orders/order-types.ts).
import { courierTrackingUrl, isShipmentStage, shipmentStageLabels } from '../../core/courier';
import { customerCanCancel } from '../../core/order-state';
import type { Settlement } from '../../core/settlement';
import type { ShipmentEvent } from '../../db/courier-schema';
import type { Order, OrderEvent, OrderLine } from '../../db/schema';
import type { OrderDetailView, OrderSummaryView, ShipmentEventView } from './order-types';

export function orderSummaryView(order: Order): OrderSummaryView {
  return {
    purchase_id: order.id,
    code: order.code,
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    order_total: order.order_total,
    total_items: order.total_items,
    placed_at: order.placed_at,
  };
}

/** The courier's side of the shipment as pages show it. */
export function shipmentViews(events: readonly ShipmentEvent[]): ShipmentEventView[] {
  return events.filter((e) => isShipmentStage(e.stage)).map((e) => ({ stage: e.stage, label: shipmentStageLabels[e.stage as keyof typeof shipmentStageLabels], status: e.status, at: e.at }));
}

/** The link to the courier's own tracking page (Pathao's takes the delivery phone). */
export function orderTrackingUrl(order: Pick<Order, 'courier' | 'tracking_code' | 'ship_phone'>): string | null {
  return courierTrackingUrl(order.courier, order.tracking_code, order.ship_phone);
}

/** The order as its pages and calls show it, with its one settlement (core/settlement.ts): paid, refunded, still to collect. */
export function orderDetailView(order: Order, lines: OrderLine[], events: OrderEvent[], settlement: Settlement, shipment: readonly ShipmentEvent[] = []): OrderDetailView {
  return {
    ...orderSummaryView(order),
    lines: lines.map((l) => ({
      uid: String(l.id),
      productId: l.product_id,
      variant: l.variant,
      name: l.name,
      variantLabel: l.variant_label,
      image: l.image,
      unitPrice: l.unit_price,
      sellPrice: l.sell_price,
      quantity: l.quantity,
      lineTotal: l.line_total,
      cashback: l.cashback,
      attachment: l.attachment_id !== null ? { title: l.attachment_title?.trim() || 'Attachment', name: l.attachment_name ?? '' } : null,
    })),
    cart_total: order.cart_total,
    coupon_code: order.coupon_code,
    coupon_discount: order.coupon_discount,
    delivery_charge: order.delivery_charge,
    recharge_paid: order.recharge_paid,
    refund_paid: order.refund_paid,
    cashback_paid: order.cashback_paid,
    payable: order.payable,
    shipping_type: order.shipping_type,
    address:
      order.shipping_type === 0 && order.ship_name !== null
        ? {
            name: order.ship_name,
            phone: order.ship_phone ?? '',
            district: order.ship_district ?? '',
            area: order.ship_area ?? '',
            address: order.ship_address ?? '',
            note: order.ship_note,
          }
        : null,
    pickup:
      order.shipping_type === 1 && order.pickup_name !== null
        ? { id: order.pickup_point_id ?? 0, name: order.pickup_name, address: order.pickup_address ?? '', phone: order.pickup_phone, hours: order.pickup_hours, charge: order.delivery_charge }
        : null,
    courier: order.courier,
    tracking_code: order.tracking_code,
    tracking_url: orderTrackingUrl(order),
    shipment: shipmentViews(shipment),
    // What staff typed (an internal note, a move's note) is staff only (docs/decisions/057): an
    // entry that is nothing but such a note is left out; the public note stays (a booking's
    // tracking code, "Cash on delivery marked collected", a courier's report).
    timeline: events.filter((e) => !(e.note === null && e.staff_note)).map((e) => ({ status: e.status, at: e.at, actor: e.actor_kind, note: e.note })),
    can_cancel: customerCanCancel(order.status),
    settlement,
  };
}
