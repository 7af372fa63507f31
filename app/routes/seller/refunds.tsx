// /seller/refunds (issue 14 item 3): the shop's refund requests — pending first, then newest —
// with a state filter (a GET form), a pager, each row linking to its request. Without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { REFUND_LIST_STATES } from '../../../core/seller-console';
import { listSellerRefunds } from '../../../services/refunds/list-seller-refunds';
import { when } from '../../components/seller/format';
import { refundListStateText, refundPaymentText, refundReturnText, refundStatusText, refundTargetText } from '../../components/seller/labels';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { PlainForm, SelectField } from '../../components/ui/field';
import { Notices } from '../../components/ui/notice';
import { Pager, pageHref } from '../../components/ui/pager';
import { pageCount } from '../../../core/pager';
import { runAction } from '../../lib/action.server';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/refunds';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const state = params.get('state') ?? '';
  // A filter that does not read: the first page unfiltered, with the refusal.
  return runAction(
    async () => ({ list: await listSellerRefunds(context, { state, page: params.get('page') ?? '1' }), error: null as string | null }),
    async (r) => ({ list: await listSellerRefunds(context, {}), error: r.errors.state ?? r.message }),
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.refunds');
}

export default function SellerRefunds() {
  const { list, error } = useLoaderData<typeof loader>();
  const { t, lang, taka, digits } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.refunds')}</PageTitle>
      <Card as="div">
        <PlainForm method="get" className="flex flex-wrap items-end gap-2" aria-label={t('seller.refunds.filter')}>
          <SelectField name="state" label={t('seller.refunds.stateLabel')} defaultValue={list.state} className="min-w-40 flex-1">
            {REFUND_LIST_STATES.map((s) => (
              <option key={s} value={s}>
                {refundListStateText(t, s)}
              </option>
            ))}
          </SelectField>
          <Button type="submit">{t('seller.show')}</Button>
        </PlainForm>
      </Card>
      <Notices error={error} />
      <p className="text-sm text-gray-700">{list.total === 0 ? t('seller.refunds.none') : list.pager}</p>
      <ul className="space-y-2" aria-label={t('seller.refunds.list')}>
        {list.refunds.map((r) => (
          <li key={r.refund_id}>
            <Link to={`/seller/refunds/${r.refund_id}`} className={`block rounded-lg border bg-white p-3 hover:border-primary ${r.status === 'pending' ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-mono font-semibold text-gray-900">{digits(r.code)}</span>
                <Badge tone={r.status === 'pending' ? 'warning' : 'neutral'}>{refundStatusText(t, r.status)}</Badge>
                <span className="text-xs text-gray-700">
                  {t('seller.refunds.states', { payment: refundPaymentText(t, r.payment_status), returned: refundReturnText(t, r.return_status), to: lang === 'bn' ? refundTargetText(t, r.refund_to) : r.refund_to_label.toLowerCase() })}
                </span>
                <span className="ml-auto font-semibold text-gray-900">{taka(r.amount)}</span>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{t('seller.order.title', { code: digits(r.order_code) })}</span>
                <span>{r.customer_name}</span>
                <span>{digits(r.customer_phone)}</span>
                <span>{when(r.created_at, lang)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pageCount={pageCount(list.total, list.per_page)} href={(p) => pageHref('/seller/refunds', { state: list.state }, p)} />
    </div>
  );
}
