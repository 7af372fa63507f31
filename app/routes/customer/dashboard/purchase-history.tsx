// /customer/dashboard/purchase-history (spec §2 dashboard menu): the customer's orders in this
// shop, newest first, 10 to a page (the spec's list pager: "Showing {start} to {end} of
// {total}"), each with its code, status, total and date, linking to its details. Each page is
// its own URL (?page=N), so it works without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { formatTaka } from '../../../../core/money';
import { pageCount, parsePageParam } from '../../../../core/pager';
import { Pager, pageHref } from '../../../components/ui/pager';
import { shopperPaymentLabel } from '../../../../core/order-state';
import { listPurchaseHistory } from '../../../../services/orders/list-purchase-history';
import { StatusBadge, formatOrderDate } from '../../../components/order/order-parts';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/purchase-history';
import { shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle('Purchase History', matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  return { history: await listPurchaseHistory(context, page) };
}


export default function PurchaseHistory() {
  const { history } = useLoaderData<typeof loader>();
  const pages = pageCount(history.total, history.page_size);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Purchase History</h1>
      {history.orders.length === 0 ? (
        <p className="text-gray-800">
          You have not ordered anything yet.{' '}
          <Link to="/all-products" className="font-semibold text-primary-text underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Orders">
          {history.orders.map((o) => (
            <li key={o.purchase_id}>
              <Link
                to={`/customer/dashboard/purchase-details/${o.purchase_id}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3 hover:border-primary focus-visible:border-primary"
                data-testid="history-order"
              >
                {/* The link's name is its visible text, "Order" said first (issue 23 item 11: no label that hides it). */}
                <span className="font-mono text-base font-bold tracking-wider text-gray-900">
                  <span className="sr-only">Order </span>
                  {o.code}
                </span>
                <span className="text-right font-bold text-gray-900">{formatTaka(o.order_total)}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
                  <StatusBadge status={o.status} /> {shopperPaymentLabel(o)} · {o.total_items} {o.total_items === 1 ? 'item' : 'items'}
                </span>
                <time dateTime={o.placed_at} className="text-right text-sm text-gray-800">
                  {formatOrderDate(o.placed_at)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={history.page} pageCount={pages} text={history.pager} href={(n) => pageHref('/customer/dashboard/purchase-history', {}, n)} />
    </div>
  );
}
