// /seller/customers (issue 14 item 5): the shop's customers, newest first, searchable by name or
// phone (a GET form), each with their orders by outcome and their balances summed from the ledger.
import { Link, useLoaderData } from 'react-router';
import { listSellerCustomers } from '../../../services/seller/list-seller-customers';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, PlainForm } from '../../components/ui/field';
import { Pager, pageHref } from '../../components/ui/pager';
import { pageCount } from '../../../core/pager';
import { requireStaffPage } from '../../lib/seller-session.server';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/customers';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  return { list: await listSellerCustomers(context, { q: params.get('q') ?? '', page: params.get('page') ?? '1' }) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.customers');
}

export default function SellerCustomers() {
  const { list } = useLoaderData<typeof loader>();
  const { t, taka, digits } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.customers')}</PageTitle>
      <Card as="div">
        <PlainForm method="get" role="search" className="flex flex-wrap items-end gap-2" aria-label={t('seller.customers.search')}>
          <Field type="search" name="q" label={t('seller.customers.nameOrPhone')} defaultValue={list.q} className="min-w-48 flex-1" />
          <Button type="submit">{t('seller.customers.searchButton')}</Button>
          {list.q ? (
            <ButtonLink to="/seller/customers" variant="link">
              {t('seller.orders.clear')}
            </ButtonLink>
          ) : null}
        </PlainForm>
      </Card>
      <p className="text-sm text-gray-700">{list.total === 0 ? t('seller.customers.none') : list.pager}</p>
      <ul className="space-y-2" aria-label={t('seller.nav.customers')}>
        {list.customers.map((c) => (
          <li key={c.customer_id}>
            <Link to={`/seller/customers/${c.customer_id}`} className="block rounded-lg border border-gray-200 bg-white p-3 hover:border-primary">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold text-gray-900">{c.name}</span>
                <span className="text-sm text-gray-700">{digits(c.phone)}</span>
                <span className="ml-auto text-sm font-semibold text-gray-900">{t('seller.customers.balance', { amount: taka(c.balances.total) })}</span>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{t('seller.customers.orders', { n: c.orders.total })}</span>
                <span>{t('seller.customers.delivered', { n: c.orders.delivered })}</span>
                <span>{t('seller.customers.cancelled', { n: c.orders.cancelled })}</span>
                <span>{t('seller.customers.returned', { n: c.orders.returned })}</span>
                <span>{t('seller.customers.open', { n: c.orders.open })}</span>
                <span>{t('seller.customers.balances', { recharge: taka(c.balances.recharge), refund: taka(c.balances.refund), cashback: taka(c.balances.cashback) })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pageCount={pageCount(list.total, list.per_page)} href={(p) => pageHref('/seller/customers', { q: list.q }, p)} />
    </div>
  );
}
