// The seller order page's shipment (issue 22 item 3): the form that marks the order shipped
// (courier and tracking code, each with its error tied to it) and, once shipped, the courier
// and the tracking code.
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Button } from '../../ui/button';
import { Field, PlainForm } from '../../ui/field';
import { useI18n } from '../../../lib/i18n';

export interface ShipResult {
  errors: Record<string, string>;
  courier: string;
  tracking_code: string;
}

export function ShipForm({ result }: { result?: ShipResult }) {
  const failed = result && (result.errors.courier || result.errors.tracking_code) ? result : undefined;
  const { t } = useI18n();
  return (
    <PlainForm method="post" failed={failed} className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={t('seller.order.shipForm')}>
      <input type="hidden" name="status" value="shipped" />
      <Field name="courier" label={t('seller.order.courier')} required maxLength={80} defaultValue={result?.courier} error={result?.errors.courier} />
      <Field name="tracking_code" label={t('seller.order.trackingCode')} required maxLength={80} defaultValue={result?.tracking_code} error={result?.errors.tracking_code} />
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
      {t('seller.order.shipment', { courier: order.courier, tracking: order.tracking_code ?? '' })}
    </p>
  );
}
