// The seller order page's courier card (issue 26 item 3; docs/decisions/054): "Book with
// Steadfast / Pathao" for an order that may be booked (plain POSTs to the page's action, which
// calls bookCourier like POST /api/seller/courier-book), the booked courier and tracking code as
// a link to the courier's own tracking page, and "Print label" (the PDF of /seller/labels.pdf).
import { courierKey, courierNames, courierTrackingUrl, type TrackedCourier } from '../../../../core/courier';
import { BOOKABLE_STATUSES } from '../../../../core/courier-booking';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { useI18n } from '../../../lib/i18n';
import { Button, ButtonAnchor } from '../../ui/button';
import { Card } from '../../ui/card';

/** The tracking code as a link to the courier's page (plain text for a courier without one). */
export function TrackingLink({ courier, code }: { courier: string | null; code: string | null }) {
  const { t } = useI18n();
  const url = courierTrackingUrl(courier, code);
  if (!code) return null;
  if (!url) return <span className="font-mono">{code}</span>;
  const key = courierKey(courier);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="font-mono text-gray-900 underline" title={t('seller.courier.track', { courier: key ? courierNames[key] : courier ?? '' })}>
      {code}
    </a>
  );
}

export function CourierCard({ order, couriers }: { order: SellerOrderDetail; couriers: readonly TrackedCourier[] }) {
  const { t } = useI18n();
  const bookable = BOOKABLE_STATUSES.includes(order.status) && !order.tracking_code && order.shipping_type !== 1;
  return (
    <Card title={t('seller.courier.title')} titleId="courier-title">
      {order.tracking_code ? (
        <p className="text-sm text-gray-900" data-testid="booked-courier">
          {order.courier}: <TrackingLink courier={order.courier} code={order.tracking_code} />
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {bookable
          ? couriers.map((courier) => (
              <form key={courier} method="post">
                <input type="hidden" name="courier" value={courier} />
                <Button type="submit" name="intent" value="book">
                  {t('seller.courier.bookWith', { courier: courierNames[courier] })}
                </Button>
              </form>
            ))
          : null}
        <ButtonAnchor href={`/seller/labels.pdf?ids=${order.purchase_id}`} variant="secondary" target="_blank">
          {t('seller.courier.printLabel')}
        </ButtonAnchor>
      </div>
      {bookable && couriers.length === 0 ? <p className="mt-2 text-sm text-gray-700">{t('seller.courier.noAccount')}</p> : null}
      {order.tracking_code && order.moves.includes('shipped') ? <p className="mt-2 text-sm text-gray-700">{t('seller.courier.shipHint')}</p> : null}
    </Card>
  );
}
