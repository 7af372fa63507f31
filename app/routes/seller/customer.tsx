// /seller/customers/:id (issue 14 items 4-5): one customer — their orders (with counts by
// outcome), their three balances and the ledger behind them (20 entries a page), and a form to
// send them a notification (type `customer`, optional link), the page twin of
// /api/seller/notify-customer.
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { NOTIFY_MESSAGE_MAX, sellerConsoleMessages } from '../../../core/seller-console';
import { getSellerCustomer } from '../../../services/seller/get-seller-customer';
import { notifySellerCustomer } from '../../../services/seller/notify-seller-customer';
import { when } from '../../components/seller/format';
import { balanceKindText, entryTypeText, paymentText, statusText } from '../../components/seller/labels';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { DefinitionList } from '../../components/ui/definition-list';
import { Field, PlainForm, TextareaField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { Pager, pageHref } from '../../components/ui/pager';
import { pageCount } from '../../../core/pager';
import { notFoundSaying } from '../../lib/not-found';
import { text, type FormFailure, runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/customer';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const url = new URL(request.url);
  const customer = await getSellerCustomer(context, Number(params.id), url.searchParams.get('page') ?? '1').catch(notFoundSaying(sellerConsoleMessages.customerNotFound));
  return { detail: customer, notified: url.searchParams.get('notified') !== null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return consoleMeta(matches, 'seller.console');
  return consoleMeta(matches, 'seller.console').map((m) => ('title' in m ? { title: `${loaded.detail.customer.name} — ${m.title}` } : m));
}

type ActionResult = FormFailure & { message_text: string; link: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const id = Number(params.id);
  const form = await request.formData();
  const message = text(form, 'message');
  const link = text(form, 'link');
  return runAction(
    async () => {
      await notifySellerCustomer(context, { customerId: id, message, link });
      return redirect(`/seller/customers/${id}?notified=1`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, message_text: message, link }),
  );
}

export default function SellerCustomer() {
  const { detail, notified } = useLoaderData<typeof loader>();
  const { t, lang, taka, digits } = useI18n();
  const failed = useActionData<ActionResult>();
  const { customer, balances, order_counts: counts, ledger } = detail;
  return (
    <div className="space-y-4">
      <p>
        <Link to="/seller/customers" className="text-sm text-gray-900 underline">
          {t('seller.customers.back')}
        </Link>
      </p>
      <div>
        <PageTitle>{customer.name}</PageTitle>
        <p className="text-sm text-gray-700">
          {digits(customer.phone)}
          {customer.email ? ` · ${customer.email}` : ''} · {t('seller.customer.since', { at: when(customer.created_at, lang) })}
        </p>
      </div>
      <Notices notice={notified ? t('seller.msg.notified') : null} error={failed?.message} />
      <Card title={t('seller.customer.balances')} titleId="balances-heading">
        <DefinitionList
          look="tiles"
          className="grid-cols-2 desk:grid-cols-4"
          testId="customer-balances"
          rows={[
            { label: t('seller.customer.recharge'), value: taka(balances.recharge) },
            { label: t('seller.customer.refund'), value: taka(balances.refund) },
            { label: t('seller.customer.cashback'), value: taka(balances.cashback) },
            { label: t('seller.customer.total'), value: taka(balances.total) },
          ]}
        />
      </Card>
      <div className="grid gap-4 desk:grid-cols-2">
        <Card titleId="orders-heading" title={t('seller.customer.orders', { total: counts.total, delivered: counts.delivered, cancelled: counts.cancelled, returned: counts.returned, open: counts.open })}>
          {detail.orders.length === 0 ? <p className="text-sm text-gray-700">{t('seller.customer.noOrders')}</p> : null}
          <ul className="divide-y divide-gray-100 text-sm">
            {detail.orders.map((o) => (
              <li key={o.purchase_id}>
                <Link to={`/seller/orders/${o.purchase_id}`} className="flex min-h-11 flex-wrap items-center gap-x-3 py-2 hover:bg-gray-50">
                  <span className="font-mono font-semibold text-gray-900">{digits(o.code)}</span>
                  <span className="text-gray-700">
                    {statusText(t, o.status)} · {paymentText(t, o.payment_status)}
                  </span>
                  <span className="ml-auto font-semibold text-gray-900">{taka(o.order_total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('seller.customer.ledger')} titleId="ledger-heading">
          <p className="mb-1 text-sm text-gray-700">{ledger.total === 0 ? t('seller.customer.noEntries') : ledger.pager}</p>
          <ul className="divide-y divide-gray-100 text-sm" aria-label={t('seller.customer.entries')}>
            {ledger.entries.map((e) => (
              <li key={e.id} className="flex flex-wrap gap-x-3 py-2">
                <span className="text-gray-900">
                  {entryTypeText(t, e.type)} <span className="text-gray-700">({lang === 'bn' ? balanceKindText(t, e.kind) : e.kind})</span>
                </span>
                {e.order_code ? <span className="font-mono text-gray-700">{digits(e.order_code)}</span> : null}
                <span className={`ml-auto font-semibold ${e.amount > 0 ? 'text-green-800' : 'text-gray-900'}`}>{e.amount > 0 ? `+${taka(e.amount)}` : taka(e.amount)}</span>
                <span className="w-full text-xs text-gray-700">
                  {when(e.created_at, lang)}
                  {e.note ? ` · ${e.note}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={ledger.page} pageCount={pageCount(ledger.total, ledger.per_page)} href={(p) => pageHref(`/seller/customers/${customer.id}`, {}, p)} />
        </Card>
      </div>
      <Card title={t('seller.customer.notify')} titleId="notify-heading">
        <PlainForm method="post" failed={failed} className="space-y-2">
          <TextareaField name="message" label={t('seller.customer.message')} rows={3} maxLength={NOTIFY_MESSAGE_MAX} required defaultValue={failed?.message_text ?? ''} error={failed?.errors.message} />
          <Field type="text" name="link" label={t('seller.customer.link')} defaultValue={failed?.link ?? ''} error={failed?.errors.link} />
          <Button type="submit">{t('seller.customer.send')}</Button>
        </PlainForm>
      </Card>
    </div>
  );
}
