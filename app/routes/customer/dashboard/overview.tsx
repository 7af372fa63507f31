// /customer/dashboard: the overview, greeting the customer by name, with the latest orders.
import { formatBdMobile } from '../../../../core/bd-phone';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { formatTaka } from '../../../../core/money';
import { listLatestOrders } from '../../../../services/orders/list-latest-orders';
import { StatusBadge, formatOrderDate } from '../../../components/order/order-parts';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/overview';
import type { loader as layoutLoader } from './layout';
import { shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle('Dashboard', matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  return { latest: await listLatestOrders(context, 5) };
}

export default function DashboardOverview() {
  const { latest } = useLoaderData<typeof loader>();
  const data = useRouteLoaderData<typeof layoutLoader>('customer-dashboard');
  const customer = data?.customer;
  if (!customer) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Hello, {customer.name}</h1>
      <p className="text-gray-800">From your dashboard you can manage your account and change your password.</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">Mobile number</dt>
          <dd className="font-semibold text-gray-900">{formatBdMobile(customer.phone)}</dd>
        </div>
        <div className="rounded-lg border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">E-mail</dt>
          <dd className="font-semibold text-gray-900">{customer.email ?? 'Not set'}</dd>
        </div>
      </dl>
      <p>
        <Link to="/customer/dashboard/manage-account" className="font-semibold text-primary-text underline">
          Manage account
        </Link>
      </p>
      <section className="space-y-2" aria-labelledby="latest-orders-title">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="latest-orders-title" className="text-lg font-semibold text-gray-900">
            Latest orders
          </h2>
          {latest.length > 0 ? (
            <Link to="/customer/dashboard/purchase-history" className="text-sm font-semibold text-primary-text underline">
              All orders
            </Link>
          ) : null}
        </div>
        {latest.length === 0 ? (
          <p className="text-gray-800">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="latest-orders">
            {latest.map((o) => (
              <li key={o.purchase_id}>
                <Link to={`/customer/dashboard/purchase-details/${o.purchase_id}`} className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-gray-50">
                  <span className="font-mono font-bold tracking-wider text-gray-900">{o.code}</span>
                  <StatusBadge status={o.status} />
                  <span className="text-sm text-gray-800">{formatOrderDate(o.placed_at)}</span>
                  <span className="font-bold text-gray-900">{formatTaka(o.order_total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
