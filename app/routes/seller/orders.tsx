// /seller — the order queue (issue 14 item 2): pending orders first, then newest; filters as a
// GET form (status, payment, placed from/to, search by order code or phone), a pager, each row
// linking to its order, and "Download CSV" with the same filters. Works without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { pageCount } from '../../../core/pager';
import { Pager, pageHref } from '../../components/ui/pager';
import { when } from '../../components/seller/format';
import { Badge } from '../../components/ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, PlainForm, SelectField } from '../../components/ui/field';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../core/order-state';
import { methodText, paymentText, statusText } from '../../components/seller/labels';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { listOrdersForSeller, type SellerOrderPage } from '../../../services/seller/list-seller-orders';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/orders';
import { runAction } from '../../lib/action.server';

const FILTERS = ['status', 'payment', 'from', 'to', 'q'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  return runAction(
    async () => ({ query, page: await listOrdersForSeller(context, { ...query, page: params.get('page') ?? '1' }), errors: {} as Record<string, string> }),
    // A filter that does not read: no orders, the refusal beside its field.
    (r) => ({ query, page: { orders: [], total: 0, page: 1, per_page: 20, pager: '' } satisfies SellerOrderPage, errors: r.errors }),
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.orders');
}


export default function SellerOrders() {
  const { query, page, errors } = useLoaderData<typeof loader>();
  const pages = pageCount(page.total, page.per_page);
  const { t, lang, taka, digits } = useI18n();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <PageTitle className="flex-1">{t('seller.nav.orders')}</PageTitle>
        <ButtonAnchor href={pageHref('/seller/orders-export.csv', query)} variant="secondary" size="sm" download>
          {t('seller.orders.downloadCsv')}
        </ButtonAnchor>
      </div>
      <Card as="div">
        <PlainForm method="get" failed={errors.from || errors.to || errors.status || errors.payment ? errors : undefined} className="grid grid-cols-2 gap-2 desk:grid-cols-6" aria-label={t('seller.orders.filter')}>
          <SelectField name="status" label={t('seller.orders.status')} defaultValue={query.status || 'all'} error={errors.status}>
            <option value="all">{t('seller.orders.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(t, s)}
              </option>
            ))}
          </SelectField>
          <SelectField name="payment" label={t('seller.orders.payment')} defaultValue={query.payment || 'all'} error={errors.payment}>
            <option value="all">{t('seller.orders.all')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {paymentText(t, s)}
              </option>
            ))}
          </SelectField>
          <Field type="date" name="from" label={t('seller.orders.from')} defaultValue={query.from} error={errors.from} />
          <Field type="date" name="to" label={t('seller.orders.to')} defaultValue={query.to} error={errors.to} />
          <Field type="search" name="q" label={t('seller.orders.search')} defaultValue={query.q} className="col-span-2 desk:col-span-1" />
          <div className="col-span-2 flex items-end gap-2 desk:col-span-1">
            <Button type="submit" className="flex-1">
              {t('seller.orders.filterButton')}
            </Button>
            <ButtonLink to="/seller" variant="link">
              {t('seller.orders.clear')}
            </ButtonLink>
          </div>
        </PlainForm>
      </Card>
      <p className="text-sm text-gray-700">{page.total === 0 ? t('seller.orders.none') : page.pager}</p>
      <ul className="space-y-2" aria-label={t('seller.orders.queue')}>
        {page.orders.map((o) => (
          <li key={o.purchase_id}>
            <Link to={`/seller/orders/${o.purchase_id}`} className={`block rounded-lg border bg-white p-3 hover:border-primary ${o.status === 'pending' ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-mono font-semibold text-gray-900">{digits(o.code)}</span>
                <Badge tone={o.status === 'pending' ? 'warning' : 'neutral'}>{statusText(t, o.status)}</Badge>
                <span className="text-xs text-gray-700">{paymentText(t, o.payment_status)} · {lang === 'bn' ? methodText(t, o.payment_method) : o.payment_method}</span>
                <span className="ml-auto font-semibold text-gray-900">{taka(o.order_total)}</span>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{o.customer_name}</span>
                <span>{digits(o.customer_phone)}</span>
                {o.district ? <span>{o.district}</span> : null}
                <span>{t('seller.orders.items', { n: o.total_items })}</span>
                <span>{when(o.placed_at, lang)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page.page} pageCount={pages} href={(n) => pageHref('/seller', query, n)} />
    </div>
  );
}
