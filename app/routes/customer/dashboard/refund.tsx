// /customer/dashboard/refund (storefront.md dashboard "Refund Request"; after-cart.md "Refund
// requests"): the customer's delivered orders still within the shop's return window, each
// linking to its request form (refund/{id}). Plain links: works without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { listRefundableOrders } from '../../../../services/refunds/list-refundable-orders';
import { useOrderTimes } from '../../../components/order/order-parts';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/refund';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('refund.orders.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  return { orders: await listRefundableOrders(context), returnDays: context.shop.return_days };
}

export default function RefundOrders() {
  const { orders, returnDays } = useLoaderData<typeof loader>();
  const { t, taka, digits } = useI18n();
  const times = useOrderTimes();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{t('refund.orders.title')}</h1>
        <Link to="/customer/dashboard/refund-requests" className="text-sm font-semibold text-primary-text underline">
          {t('refund.orders.mine')}
        </Link>
      </div>
      <p className="text-sm text-gray-800">
        {t('refund.orders.window', { n: returnDays })}
      </p>
      {orders.length === 0 ? (
        <p className="text-gray-800">{t('refund.orders.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('refund.orders.list')}>
          {orders.map((o) => (
            <li key={o.purchase_id}>
              <Link
                to={`/customer/dashboard/refund/${o.purchase_id}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3 hover:border-primary focus-visible:border-primary"
                data-testid="refundable-order"
              >
                <span className="font-mono text-base font-bold tracking-wider text-gray-900">
                  <span className="sr-only">{t('refund.orders.for')} </span>
                  {digits(o.code)}
                </span>
                <span className="text-right font-bold text-gray-900">{taka(o.order_total)}</span>
                <span className="text-sm text-gray-800">
                  {t('refund.orders.delivered')} <time dateTime={o.delivered_at}>{times.day(o.delivered_at)}</time>
                </span>
                <span className="text-right text-sm text-gray-800">
                  {t('refund.orders.until')} <time dateTime={o.refundable_until}>{times.day(o.refundable_until)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
