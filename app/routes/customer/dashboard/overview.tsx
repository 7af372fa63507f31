// /customer/dashboard: the overview, greeting the customer by name, with the latest orders.
import { formatBdMobile } from '../../../../core/bd-phone';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { listLatestOrders } from '../../../../services/orders/list-latest-orders';
import { showRecentlyViewed } from '../../../../services/recently-viewed/show-recently-viewed';
import { RecentlyViewedSection } from '../../../components/recently-viewed/recently-viewed-cards';
import { StatusBadge, useOrderTimes } from '../../../components/order/order-parts';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/overview';
import type { loader as layoutLoader } from './layout';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('dashboard.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  // The account's recently viewed products, in the page itself: seen without JavaScript too (decision 068).
  const [latest, recent] = await Promise.all([listLatestOrders(context, 5), showRecentlyViewed(context, { views: [], exclude_pro_id: null })]);
  return { latest, recentlyViewed: recent.products };
}

export default function DashboardOverview() {
  const { latest, recentlyViewed } = useLoaderData<typeof loader>();
  const data = useRouteLoaderData<typeof layoutLoader>('customer-dashboard');
  const customer = data?.customer;
  const { t, taka, digits } = useI18n();
  const times = useOrderTimes();
  if (!customer) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('dashboard.hello', { name: customer.name })}</h1>
      <p className="text-gray-800">{t('dashboard.intro')}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">{t('dashboard.mobile')}</dt>
          <dd className="font-semibold text-gray-900">{digits(formatBdMobile(customer.phone))}</dd>
        </div>
        <div className="rounded-lg border border-gray-200 p-4">
          <dt className="text-sm text-gray-700">{t('dashboard.email')}</dt>
          <dd className="font-semibold text-gray-900">{customer.email ?? t('dashboard.notSet')}</dd>
        </div>
      </dl>
      <p>
        <Link to="/customer/dashboard/manage-account" className="font-semibold text-primary-text underline">
          {t('dashboard.manageAccount')}
        </Link>
      </p>
      <section className="space-y-2" aria-labelledby="latest-orders-title">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="latest-orders-title" className="text-lg font-semibold text-gray-900">
            {t('dashboard.latestOrders')}
          </h2>
          {latest.length > 0 ? (
            <Link to="/customer/dashboard/purchase-history" className="text-sm font-semibold text-primary-text underline">
              {t('dashboard.allOrders')}
            </Link>
          ) : null}
        </div>
        {latest.length === 0 ? (
          <p className="text-gray-800">{t('dashboard.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" data-testid="latest-orders">
            {latest.map((o) => (
              <li key={o.purchase_id}>
                <Link to={`/customer/dashboard/purchase-details/${o.purchase_id}`} className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-gray-50">
                  <span className="font-mono font-bold tracking-wider text-gray-900">{digits(o.code)}</span>
                  <StatusBadge status={o.status} />
                  <span className="text-sm text-gray-800">{times.day(o.placed_at)}</span>
                  <span className="font-bold text-gray-900">{taka(o.order_total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {recentlyViewed.length > 0 ? <RecentlyViewedSection cards={recentlyViewed} /> : null}
    </div>
  );
}
