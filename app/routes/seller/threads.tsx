// /seller/threads (issue 14 item 4): support tickets and product inquiries — those with customer
// messages the shop has not opened first — with kind and status filters (a GET form) and a pager.
import { Link, useLoaderData } from 'react-router';
import { THREAD_LIST_KINDS, THREAD_LIST_STATUSES, threadKindLabels } from '../../../core/seller-console';
import { threadStatusLabels } from '../../../core/support-messages';
import { listSellerThreads } from '../../../services/support/list-seller-threads';
import { when } from '../../components/seller/format';
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

export function meta() {
  return [{ title: 'Messages — Seller console' }, { name: 'robots', content: 'noindex' }];
}

export default function SellerThreads() {
  const { list, error } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <PageTitle>Messages</PageTitle>
      <Card as="div">
        <PlainForm method="get" className="grid grid-cols-2 items-end gap-2 desk:flex" aria-label="Filter messages">
          <SelectField name="kind" label="Kind" defaultValue={list.kind} className="desk:min-w-48">
            {THREAD_LIST_KINDS.map((k) => (
              <option key={k} value={k}>
                {threadKindLabels[k]}
              </option>
            ))}
          </SelectField>
          <SelectField name="status" label="Status" defaultValue={list.status} className="desk:min-w-48">
            {THREAD_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? 'All' : threadStatusLabels[s]}
              </option>
            ))}
          </SelectField>
          <Button type="submit" className="col-span-2">
            Show
          </Button>
        </PlainForm>
      </Card>
      <Notices error={error} />
      <p className="text-sm text-gray-700">{list.total === 0 ? 'No messages here.' : list.pager}</p>
      <ul className="space-y-2" aria-label="Threads">
        {list.threads.map((t) => (
          <li key={t.ticket_id}>
            <Link to={`/seller/threads/${t.ticket_id}`} className={`block rounded-lg border bg-white p-3 hover:border-primary ${t.unread > 0 ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className={`min-w-0 flex-1 truncate text-gray-900 ${t.unread > 0 ? 'font-bold' : 'font-medium'}`}>{t.subject}</span>
                {t.unread > 0 ? <Badge tone="warning">{t.unread} new</Badge> : null}
                <Badge>{t.status_label}</Badge>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{t.kind === 'ticket' ? 'Support ticket' : 'Product inquiry'}</span>
                {t.order_code ? <span>Order {t.order_code}</span> : null}
                {t.product_name ? <span>{t.product_name}</span> : null}
                <span>{t.customer_name}</span>
                <span>{when(t.last_message_at)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pageCount={pageCount(list.total, list.per_page)} href={(p) => pageHref('/seller/threads', { kind: list.kind, status: list.status }, p)} />
    </div>
  );
}
