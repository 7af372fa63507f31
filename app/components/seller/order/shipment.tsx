// The seller order page's shipment (issue 22 item 3): the form that marks the order shipped
// (courier and tracking code, each with its error tied to it) and, once shipped, the courier
// and the tracking code.
import { withNodes } from '../../../lib/i18n-nodes';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Button } from '../../ui/button';
import { TrackingLink } from './courier';
import { Field, PlainForm } from '../../ui/field';
import { useI18n } from '../../../lib/i18n';

export interface ShipResult {
  errors: Record<string, string>;
  courier: string;
  tracking_code: string;
}

/** Booked with a courier already (docs/decisions/054): its courier and code are the form's defaults. */
export function ShipForm({ result, booked }: { result?: ShipResult; booked?: { courier: string | null; tracking_code: string | null } }) {
  const failed = result && (result.errors.courier || result.errors.tracking_code) ? result : undefined;
  const { t } = useI18n();
  return (
    <PlainForm method="post" failed={failed} className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={t('seller.order.shipForm')}>
      <input type="hidden" name="status" value="shipped" />
      <Field name="courier" label={t('seller.order.courier')} required maxLength={80} defaultValue={result?.courier ?? booked?.courier ?? undefined} error={result?.errors.courier} />
      <Field name="tracking_code" label={t('seller.order.trackingCode')} required maxLength={80} defaultValue={result?.tracking_code ?? booked?.tracking_code ?? undefined} error={result?.errors.tracking_code} />
      <Button type="submit" name="intent" value="move">
        {t('seller.order.mark', { status: t('seller.status.shipped') })}
      </Button>
    </PlainForm>
  );
}

export function ShipmentLine({ order }: { order: SellerOrderDetail }) {
  const { t } = useI18n();
  if (!order.courier) return null;
  return (
    <p className="mt-2 text-sm text-gray-900">
      {withNodes(t('seller.order.shipment', { courier: order.courier, tracking: '{tracking}' }), { tracking: <TrackingLink courier={order.courier} code={order.tracking_code} /> })}
    </p>
  );
}
