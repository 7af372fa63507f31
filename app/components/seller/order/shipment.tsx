// The seller order page's shipment (issue 22 item 3): the form that marks the order shipped
// (courier and tracking code, each with its error tied to it) and, once shipped, the courier
// and the tracking code.
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Button } from '../../ui/button';
import { TrackingLink } from './courier';
import { Field, PlainForm } from '../../ui/field';

export interface ShipResult {
  errors: Record<string, string>;
  courier: string;
  tracking_code: string;
}

/** Booked with a courier already (docs/decisions/054): its courier and code are the form's defaults. */
export function ShipForm({ result, booked }: { result?: ShipResult; booked?: { courier: string | null; tracking_code: string | null } }) {
  const failed = result && (result.errors.courier || result.errors.tracking_code) ? result : undefined;
  return (
    <PlainForm method="post" failed={failed} className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Ship the order">
      <input type="hidden" name="status" value="shipped" />
      <Field name="courier" label="Courier" required maxLength={80} defaultValue={result?.courier ?? booked?.courier ?? undefined} error={result?.errors.courier} />
      <Field name="tracking_code" label="Tracking code" required maxLength={80} defaultValue={result?.tracking_code ?? booked?.tracking_code ?? undefined} error={result?.errors.tracking_code} />
      <Button type="submit" name="intent" value="move">
        Mark Shipped
      </Button>
    </PlainForm>
  );
}

export function ShipmentLine({ order }: { order: SellerOrderDetail }) {
  if (!order.courier) return null;
  return (
    <p className="mt-2 text-sm text-gray-900">
      Courier: {order.courier} · Tracking: <TrackingLink courier={order.courier} code={order.tracking_code} />
    </p>
  );
}
