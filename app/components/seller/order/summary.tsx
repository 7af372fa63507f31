// The seller order page's summary (issue 22 item 3: the page split by section): the order's
// code, state and payment line; the customer with the delivery address or pickup point; the
// customer's earlier orders and how they ended (the fake-order check).
import { formatBdMobile } from '../../../../core/bd-phone';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { methodText, paymentText, statusText } from '../labels';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { when } from '../format';

export function OrderHeader({ order }: { order: SellerOrderDetail }) {
  const { t, lang, digits } = useI18n();
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <h1 className="font-mono text-xl font-bold text-gray-900">{digits(order.code)}</h1>
      <Badge size="md" data-testid="order-status">
        {statusText(t, order.status)}
      </Badge>
      <span className="text-sm text-gray-700">
        {paymentText(t, order.payment_status)} · {lang === 'bn' ? methodText(t, order.payment_method) : order.payment_method} · {t('seller.order.placed', { at: when(order.placed_at, lang) })}
      </span>
    </div>
  );
}

export function Address({ order }: { order: SellerOrderDetail }) {
  const { t, digits } = useI18n();
  if (order.address) {
    const a = order.address;
    return (
      <address className="not-italic text-sm text-gray-900">
        {a.name} · {digits(formatBdMobile(a.phone))}
        <br />
        {a.address}, {a.area}, {a.district}
        {a.note ? (
          <>
            <br />
            {t('seller.order.note', { note: a.note })}
          </>
        ) : null}
      </address>
    );
  }
  if (order.pickup) {
    return (
      <p className="text-sm text-gray-900">
        {t('seller.csv.pickup', { name: `${order.pickup.name}, ${order.pickup.address}` })}
        {order.pickup.phone ? ` · ${digits(formatBdMobile(order.pickup.phone))}` : ''}
      </p>
    );
  }
  return <p className="text-sm text-gray-700">{t('seller.order.noAddress')}</p>;
}

export function CustomerCard({ order }: { order: SellerOrderDetail }) {
  const { t, digits } = useI18n();
  return (
    <Card title={t('seller.order.customer')} titleId="customer-title">
      <p className="text-sm text-gray-900">
        {order.customer.name || '—'} · {digits(formatBdMobile(order.customer.phone))}
      </p>
      <h3 className="mt-2 text-sm font-semibold text-gray-900">{order.address ? t('seller.order.deliveryAddress') : t('seller.order.pickup')}</h3>
      <Address order={order} />
    </Card>
  );
}

export function CustomerHistoryCard({ history }: { history: SellerOrderDetail['customer_history'] }) {
  const { t, lang, taka, digits, date } = useI18n();
  return (
    <Card title={t('seller.order.previous')} titleId="history-title">
      <p className={`text-sm ${history.cancelled + history.returned > history.delivered ? 'font-semibold text-red-900' : 'text-gray-900'}`}>
        {t('seller.order.history', { total: history.total, delivered: history.delivered, cancelled: history.cancelled, returned: history.returned, open: history.open })}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {history.orders.map((o) => (
          <li key={o.purchase_id}>
            <Link to={`/seller/orders/${o.purchase_id}`} className="font-mono underline">
              {digits(o.code)}
            </Link>{' '}
            · {statusText(t, o.status)} · {taka(o.order_total)} · {lang === 'bn' ? date(o.placed_at) : when(o.placed_at).slice(0, 10)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
