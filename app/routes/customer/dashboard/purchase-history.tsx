// /customer/dashboard/purchase-history (spec §2 dashboard menu): the customer's orders in this
// shop, newest first, 10 to a page (the spec's list pager: "Showing {start} to {end} of
// {total}"), each with its code, status, total and date, linking to its details. Each page is
// its own URL (?page=N), so it works without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { pageCount, parsePageParam } from '../../../../core/pager';
import { Pager, pageHref } from '../../../components/ui/pager';
import { listPurchaseHistory } from '../../../../services/orders/list-purchase-history';
import { StatusBadge, shopperPaymentName, useOrderTimes } from '../../../components/order/order-parts';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/purchase-history';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('order.history.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  return { history: await listPurchaseHistory(context, page) };
}


export default function PurchaseHistory() {
  const { history } = useLoaderData<typeof loader>();
  const pages = pageCount(history.total, history.page_size);
  const { t, taka, digits } = useI18n();
  const times = useOrderTimes();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('order.history.title')}</h1>
      {history.orders.length === 0 ? (
        <p className="text-gray-800">
          {t('order.history.none')}{' '}
          <Link to="/all-products" className="font-semibold text-primary-text underline">
            {t('order.history.startShopping')}
          </Link>
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t('order.history.list')}>
          {history.orders.map((o) => (
            <li key={o.purchase_id}>
              <Link
                to={`/customer/dashboard/purchase-details/${o.purchase_id}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3 hover:border-primary focus-visible:border-primary"
                data-testid="history-order"
              >
                {/* The link's name is its visible text, "Order" said first (issue 23 item 11: no label that hides it). */}
                <span className="font-mono text-base font-bold tracking-wider text-gray-900">
                  <span className="sr-only">{t('order.history.order')} </span>
                  {digits(o.code)}
                </span>
                <span className="text-right font-bold text-gray-900">{taka(o.order_total)}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
                  <StatusBadge status={o.status} /> {shopperPaymentName(t, o)} · {t('order.items', { n: o.total_items })}
                </span>
                <time dateTime={o.placed_at} className="text-right text-sm text-gray-800">
                  {times.day(o.placed_at)}
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
