// /seller/customers/:id (issue 14 items 4-5): one customer — their orders (with counts by
// outcome), their three balances and the ledger behind them (20 entries a page), and a form to
// send them a notification (type `customer`, optional link), the page twin of
// /api/seller/notify-customer.
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { formatTaka } from '../../../core/money';
import { NOTIFY_MESSAGE_MAX, sellerConsoleMessages } from '../../../core/seller-console';
import { orderStatusLabel, paymentStatusLabel } from '../../../core/order-state';
import { getSellerCustomer } from '../../../services/seller/get-seller-customer';
import { notifySellerCustomer } from '../../../services/seller/notify-seller-customer';
import { when } from '../../components/seller/format';
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
  return { detail: customer, notice: url.searchParams.get('notified') ? sellerConsoleMessages.notified : null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded ? `${loaded.detail.customer.name} — Seller console` : 'Seller console' }, { name: 'robots', content: 'noindex' }];
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
  const { detail, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<ActionResult>();
  const { customer, balances, order_counts: counts, ledger } = detail;
  return (
    <div className="space-y-4">
      <p>
        <Link to="/seller/customers" className="text-sm text-gray-900 underline">
          ← Customers
        </Link>
      </p>
      <div>
        <PageTitle>{customer.name}</PageTitle>
        <p className="text-sm text-gray-700">
          {customer.phone}
          {customer.email ? ` · ${customer.email}` : ''} · customer since {when(customer.created_at)}
        </p>
      </div>
      <Notices notice={notice} error={failed?.message} />
      <Card title="Balances" titleId="balances-heading">
        <DefinitionList
          look="tiles"
          className="grid-cols-2 desk:grid-cols-4"
          testId="customer-balances"
          rows={[
            { label: 'Recharge', value: formatTaka(balances.recharge) },
            { label: 'Refund', value: formatTaka(balances.refund) },
            { label: 'Cashback', value: formatTaka(balances.cashback) },
            { label: 'Total', value: formatTaka(balances.total) },
          ]}
        />
      </Card>
      <div className="grid gap-4 desk:grid-cols-2">
        <Card titleId="orders-heading" title={`Orders (${counts.total}: ${counts.delivered} delivered, ${counts.cancelled} cancelled, ${counts.returned} returned, ${counts.open} open)`}>
          {detail.orders.length === 0 ? <p className="text-sm text-gray-700">No orders yet.</p> : null}
          <ul className="divide-y divide-gray-100 text-sm">
            {detail.orders.map((o) => (
              <li key={o.purchase_id}>
                <Link to={`/seller/orders/${o.purchase_id}`} className="flex min-h-11 flex-wrap items-center gap-x-3 py-2 hover:bg-gray-50">
                  <span className="font-mono font-semibold text-gray-900">{o.code}</span>
                  <span className="text-gray-700">
                    {orderStatusLabel(o.status)} · {paymentStatusLabel(o.payment_status)}
                  </span>
                  <span className="ml-auto font-semibold text-gray-900">{formatTaka(o.order_total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Balance ledger" titleId="ledger-heading">
          <p className="mb-1 text-sm text-gray-700">{ledger.total === 0 ? 'No entries yet.' : ledger.pager}</p>
          <ul className="divide-y divide-gray-100 text-sm" aria-label="Ledger entries">
            {ledger.entries.map((e) => (
              <li key={e.id} className="flex flex-wrap gap-x-3 py-2">
                <span className="text-gray-900">
                  {e.label} <span className="text-gray-700">({e.kind})</span>
                </span>
                {e.order_code ? <span className="font-mono text-gray-700">{e.order_code}</span> : null}
                <span className={`ml-auto font-semibold ${e.amount > 0 ? 'text-green-800' : 'text-gray-900'}`}>{e.amount_text}</span>
                <span className="w-full text-xs text-gray-700">
                  {when(e.created_at)}
                  {e.note ? ` · ${e.note}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={ledger.page} pageCount={pageCount(ledger.total, ledger.per_page)} href={(p) => pageHref(`/seller/customers/${customer.id}`, {}, p)} />
        </Card>
      </div>
      <Card title="Send a notification" titleId="notify-heading">
        <PlainForm method="post" failed={failed} className="space-y-2">
          <TextareaField name="message" label="Message" rows={3} maxLength={NOTIFY_MESSAGE_MAX} required defaultValue={failed?.message_text ?? ''} error={failed?.errors.message} />
          <Field type="text" name="link" label="Link (optional, a page of this shop, e.g. /customer/dashboard/purchase-details/12)" defaultValue={failed?.link ?? ''} error={failed?.errors.link} />
          <Button type="submit">Send</Button>
        </PlainForm>
      </Card>
    </div>
  );
}
