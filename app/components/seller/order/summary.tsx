// The seller order page's summary (issue 22 item 3: the page split by section): the order's
// code, state and payment line; the customer with the delivery address or pickup point; the
// customer's earlier orders and how they ended (the fake-order check).
import { formatBdMobile } from '../../../../core/bd-phone';
import { Link } from 'react-router';
import { formatTaka } from '../../../../core/money';
import { orderStatusLabel, paymentStatusLabel } from '../../../../core/order-state';
import type { SellerOrderDetail } from '../../../../services/seller/seller-order-views';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { when } from '../format';

export function OrderHeader({ order }: { order: SellerOrderDetail }) {
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <h1 className="font-mono text-xl font-bold text-gray-900">{order.code}</h1>
      <Badge size="md" data-testid="order-status">
        {orderStatusLabel(order.status)}
      </Badge>
      <span className="text-sm text-gray-700">
        {paymentStatusLabel(order.payment_status)} · {order.payment_method} · placed {when(order.placed_at)}
      </span>
    </div>
  );
}

export function Address({ order }: { order: SellerOrderDetail }) {
  if (order.address) {
    const a = order.address;
    return (
      <address className="not-italic text-sm text-gray-900">
        {a.name} · {formatBdMobile(a.phone)}
        <br />
        {a.address}, {a.area}, {a.district}
        {a.note ? (
          <>
            <br />
            Note: {a.note}
          </>
        ) : null}
      </address>
    );
  }
  if (order.pickup) {
    return (
      <p className="text-sm text-gray-900">
        Pickup: {order.pickup.name}, {order.pickup.address}
        {order.pickup.phone ? ` · ${formatBdMobile(order.pickup.phone)}` : ''}
      </p>
    );
  }
  return <p className="text-sm text-gray-700">No address</p>;
}

export function CustomerCard({ order }: { order: SellerOrderDetail }) {
  return (
    <Card title="Customer" titleId="customer-title">
      <p className="text-sm text-gray-900">
        {order.customer.name || '—'} · {formatBdMobile(order.customer.phone)}
      </p>
      <h3 className="mt-2 text-sm font-semibold text-gray-900">{order.address ? 'Delivery address' : 'Pickup'}</h3>
      <Address order={order} />
    </Card>
  );
}

export function CustomerHistoryCard({ history }: { history: SellerOrderDetail['customer_history'] }) {
  return (
    <Card title="Previous orders" titleId="history-title">
      <p className={`text-sm ${history.cancelled + history.returned > history.delivered ? 'font-semibold text-red-900' : 'text-gray-900'}`}>
        {history.total} other order(s): {history.delivered} delivered, {history.cancelled} cancelled, {history.returned} returned, {history.open} open
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {history.orders.map((o) => (
          <li key={o.purchase_id}>
            <Link to={`/seller/orders/${o.purchase_id}`} className="font-mono underline">
              {o.code}
            </Link>{' '}
            · {orderStatusLabel(o.status)} · {formatTaka(o.order_total)} · {when(o.placed_at).slice(0, 10)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
