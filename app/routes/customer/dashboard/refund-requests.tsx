// /customer/dashboard/refund-requests (storefront.md dashboard menu "Refund Request"): the
// customer's refund requests in this shop, newest first, with the request, payment and return
// states, 10 to a page (?page=N, the spec's list pager), each linking to its details; and a link
// to the orders that can still be refunded. Plain links: works without JavaScript.
import { ButtonLink } from '../../../components/ui/button';
import { Link, useLoaderData } from 'react-router';
import { pageCount, parsePageParam } from '../../../../core/pager';
import { Pager, pageHref } from '../../../components/ui/pager';
import { listRefundRequests } from '../../../../services/refunds/list-refund-requests';
import { useOrderTimes } from '../../../components/order/order-parts';
import { useI18n } from '../../../lib/i18n';
import { requireCustomer } from '../../../lib/customer-session.server';
import type { Route } from './+types/refund-requests';
import { metaTranslator, shopTitle } from '../../../lib/page-title';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle(metaTranslator(matches).t('refund.requests.title'), matches) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  return { list: await listRefundRequests(context, page) };
}

const badge = 'inline-flex items-center rounded-full border border-gray-300 px-2 py-0.5 text-xs font-semibold text-gray-900';

export default function RefundRequests() {
  const { list } = useLoaderData<typeof loader>();
  const pages = pageCount(list.total, list.page_size);
  const { t, taka, digits } = useI18n();
  const times = useOrderTimes();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{t('refund.requests.title')}</h1>
        <ButtonLink to="/customer/dashboard/refund" size="sm">
          {t('refund.request')}
        </ButtonLink>
      </div>
      {list.refunds.length === 0 ? (
        <p className="text-gray-800">{t('refund.requests.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('refund.requests.list')}>
          {list.refunds.map((r) => (
            <li key={r.refund_id}>
              <Link
                to={`/customer/dashboard/refund-details/${r.refund_id}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3 hover:border-primary focus-visible:border-primary"
                data-testid="refund-request"
                aria-label={t('refund.requests.link', { code: digits(r.code) })}
              >
                <span className="font-mono text-base font-bold tracking-wider text-gray-900">{digits(r.code)}</span>
                <span className="text-right font-bold text-gray-900">{taka(r.amount)}</span>
                <span className="flex flex-wrap items-center gap-1 text-sm text-gray-800">
                  <span className={badge}>{t(`refund.status.${r.status}`)}</span>
                  <span className={badge}>{t('refund.requests.payment', { status: t(`refund.payment.${r.payment_status}`) })}</span>
                  <span className={badge}>{t('refund.requests.return', { status: t(`refund.return.${r.return_status}`) })}</span>
                </span>
                <span className="text-right text-sm text-gray-800">
                  {t('refund.requests.order', { code: digits(r.order_code) })} · <time dateTime={r.created_at}>{times.day(r.created_at)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.page} pageCount={pages} text={list.pager} href={(n) => pageHref('/customer/dashboard/refund-requests', {}, n)} />
    </div>
  );
}
