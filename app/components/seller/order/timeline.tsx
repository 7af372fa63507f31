// The seller order page's timeline (issue 22 item 3): every move, when and by whom, with the
// shipment's courier and tracking code under it. Each entry names the person: the staff
// member's or customer's name beside their role (docs/decisions/057).
import { useI18n } from '../../../lib/i18n';
import { actorText, statusText } from '../labels';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Card } from '../../ui/card';
import { when } from '../format';
import { ShipmentLine } from './shipment';

export function TimelineCard({ order }: { order: SellerOrderDetail }) {
  const { t, lang } = useI18n();
  return (
    <Card title={t('seller.order.timeline')} titleId="timeline-title">
      <ol className="space-y-1 text-sm text-gray-900">
        {order.timeline.map((e, i) => (
          <li key={i}>
            <span className="font-medium">{statusText(t, e.status)}</span> · {when(e.at, lang)} · {e.actor_name ? `${e.actor_name} (${actorText(t, e.actor)})` : actorText(t, e.actor)}
            {e.note ? ` — ${e.note}` : ''}
          </li>
        ))}
      </ol>
      <ShipmentLine order={order} />
    </Card>
  );
}
