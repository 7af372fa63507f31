// /seller/threads (issue 14 item 4): support tickets and product inquiries — those with customer
// messages the shop has not opened first — with kind and status filters (a GET form) and a pager.
import { Link, useLoaderData } from 'react-router';
import { THREAD_LIST_KINDS, THREAD_LIST_STATUSES, threadKindLabels } from '../../../core/seller-console';
import { threadStatusLabels } from '../../../core/support-messages';
import { listSellerThreads } from '../../../services/support/list-seller-threads';
import { card, field, h1, primaryButton, when } from '../../components/seller/console-ui';
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
      <h1 className={h1}>Messages</h1>
      <form method="get" className={`${card} grid grid-cols-2 items-end gap-2 desk:flex`} aria-label="Filter messages">
        <label className="text-sm font-medium text-gray-900 desk:min-w-48">
          Kind
          <select name="kind" defaultValue={list.kind} className={field}>
            {THREAD_LIST_KINDS.map((k) => (
              <option key={k} value={k}>
                {threadKindLabels[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-900 desk:min-w-48">
          Status
          <select name="status" defaultValue={list.status} className={field}>
            {THREAD_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? 'All' : threadStatusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${primaryButton} col-span-2`}>
          Show
        </button>
      </form>
      <Notices error={error} />
      <p className="text-sm text-gray-700">{list.total === 0 ? 'No messages here.' : list.pager}</p>
      <ul className="space-y-2" aria-label="Threads">
        {list.threads.map((t) => (
          <li key={t.ticket_id}>
            <Link to={`/seller/threads/${t.ticket_id}`} className={`block rounded-lg border bg-white p-3 hover:border-primary ${t.unread > 0 ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className={`min-w-0 flex-1 truncate text-gray-900 ${t.unread > 0 ? 'font-bold' : 'font-medium'}`}>{t.subject}</span>
                {t.unread > 0 ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t.unread} new</span> : null}
                <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-900">{t.status_label}</span>
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
