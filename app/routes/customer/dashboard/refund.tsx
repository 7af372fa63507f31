// /customer/dashboard/refund (storefront.md dashboard "Refund Request"; after-cart.md "Refund
// requests"): the customer's delivered orders still within the shop's return window, each
// linking to its request form (refund/{id}). Plain links: works without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { formatTaka } from '../../../../core/money';
import { listRefundableOrders } from '../../../../services/refunds/list-refundable-orders';
import { formatOrderDate } from '../../../components/order/order-parts';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/refund';
import { shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle('Request a Refund', matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  return { orders: await listRefundableOrders(context), returnDays: context.shop.return_days };
}

export default function RefundOrders() {
  const { orders, returnDays } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">Request a Refund</h1>
        <Link to="/customer/dashboard/refund-requests" className="text-sm font-semibold text-primary-text underline">
          My refund requests
        </Link>
      </div>
      <p className="text-sm text-gray-800">
        Orders delivered in the last {returnDays} {returnDays === 1 ? 'day' : 'days'} can be refunded.
      </p>
      {orders.length === 0 ? (
        <p className="text-gray-800">No order can be refunded right now.</p>
      ) : (
        <ul className="space-y-2" aria-label="Orders that can be refunded">
          {orders.map((o) => (
            <li key={o.purchase_id}>
              <Link
                to={`/customer/dashboard/refund/${o.purchase_id}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3 hover:border-primary focus-visible:border-primary"
                data-testid="refundable-order"
              >
                <span className="font-mono text-base font-bold tracking-wider text-gray-900">
                  <span className="sr-only">Request a refund for order </span>
                  {o.code}
                </span>
                <span className="text-right font-bold text-gray-900">{formatTaka(o.order_total)}</span>
                <span className="text-sm text-gray-800">
                  Delivered <time dateTime={o.delivered_at}>{formatOrderDate(o.delivered_at)}</time>
                </span>
                <span className="text-right text-sm text-gray-800">
                  until <time dateTime={o.refundable_until}>{formatOrderDate(o.refundable_until)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
