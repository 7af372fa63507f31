// /seller/threads (issue 14 item 4): support tickets and product inquiries — those with customer
// messages the shop has not opened first — with kind and status filters (a GET form) and a pager.
import { Link, useLoaderData } from 'react-router';
import { THREAD_LIST_KINDS, THREAD_LIST_STATUSES } from '../../../core/seller-console';
import { listSellerThreads } from '../../../services/support/list-seller-threads';
import { when } from '../../components/seller/format';
import { threadKindText, threadStatusText } from '../../components/seller/labels';
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
import type { Route } from './+types/threads';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const query = { kind: params.get('kind') ?? '', status: params.get('status') ?? '', page: params.get('page') ?? '1' };
  // A filter that does not read: the first page unfiltered, with the refusal.
  return runAction(
    async () => ({ list: await listSellerThreads(context, query), error: null as string | null }),
    async (r) => ({ list: await listSellerThreads(context, {}), error: Object.values(r.errors)[0] ?? r.message }),
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.messages');
}

export default function SellerThreads() {
  const { list, error } = useLoaderData<typeof loader>();
  const { t, lang, digits } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.messages')}</PageTitle>
      <Card as="div">
        <PlainForm method="get" className="grid grid-cols-2 items-end gap-2 desk:flex" aria-label={t('seller.threads.filter')}>
          <SelectField name="kind" label={t('seller.threads.kindLabel')} defaultValue={list.kind} className="desk:min-w-48">
            {THREAD_LIST_KINDS.map((k) => (
              <option key={k} value={k}>
                {threadKindText(t, k)}
              </option>
            ))}
          </SelectField>
          <SelectField name="status" label={t('seller.orders.status')} defaultValue={list.status} className="desk:min-w-48">
            {THREAD_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {threadStatusText(t, s)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" className="col-span-2">
            {t('seller.show')}
          </Button>
        </PlainForm>
      </Card>
      <Notices error={error} />
      <p className="text-sm text-gray-700">{list.total === 0 ? t('seller.threads.none') : list.pager}</p>
      <ul className="space-y-2" aria-label={t('seller.threads.list')}>
        {list.threads.map((th) => (
          <li key={th.ticket_id}>
            <Link to={`/seller/threads/${th.ticket_id}`} className={`block rounded-lg border bg-white p-3 hover:border-primary ${th.unread > 0 ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className={`min-w-0 flex-1 truncate text-gray-900 ${th.unread > 0 ? 'font-bold' : 'font-medium'}`}>{th.subject}</span>
                {th.unread > 0 ? <Badge tone="warning">{t('seller.threads.new', { n: th.unread })}</Badge> : null}
                <Badge>{threadStatusText(t, th.status)}</Badge>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{th.kind === 'ticket' ? t('seller.threads.ticket') : t('seller.threads.inquiry')}</span>
                {th.order_code ? <span>{t('seller.order.title', { code: digits(th.order_code) })}</span> : null}
                {th.product_name ? <span>{th.product_name}</span> : null}
                <span>{th.customer_name}</span>
                <span>{when(th.last_message_at, lang)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pageCount={pageCount(list.total, list.per_page)} href={(p) => pageHref('/seller/threads', { kind: list.kind, status: list.status }, p)} />
    </div>
  );
}
