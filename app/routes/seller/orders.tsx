// /seller — the order queue (issue 14 item 2): pending orders first, then newest; filters as a
// GET form (status, payment, placed from/to, search by order code or phone), a pager, each row
// linking to its order, and "Download CSV" with the same filters. Works without JavaScript.
import { Link, useLoaderData } from 'react-router';
import { formatTaka } from '../../../core/money';
import { pageCount } from '../../../core/pager';
import { Pager, pageHref } from '../../components/ui/pager';
import { ORDER_STATUSES, PAYMENT_STATUSES, orderStatusLabel, paymentStatusLabel } from '../../../core/order-state';
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

const input = 'mt-1 w-full rounded-md border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900';

export default function SellerOrders() {
  const { query, page, errors } = useLoaderData<typeof loader>();
  const pages = pageCount(page.total, page.per_page);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="flex-1 text-xl font-bold text-gray-900">Orders</h1>
        <a href={pageHref('/seller/orders-export.csv', query)} className="rounded-md border border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900" download>
          Download CSV
        </a>
      </div>
      <form method="get" className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 bg-white p-3 desk:grid-cols-6" aria-label="Filter orders">
        <label className="text-sm font-medium text-gray-900">
          Status
          <select name="status" defaultValue={query.status || 'all'} className={input}>
            <option value="all">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-900">
          Payment
          <select name="payment" defaultValue={query.payment || 'all'} className={input}>
            <option value="all">All</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {paymentStatusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-900">
          From
          <input type="date" name="from" defaultValue={query.from} className={input} aria-invalid={errors.from ? true : undefined} />
          {errors.from ? <span className="block text-xs text-red-800">{errors.from}</span> : null}
        </label>
        <label className="text-sm font-medium text-gray-900">
          To
          <input type="date" name="to" defaultValue={query.to} className={input} aria-invalid={errors.to ? true : undefined} />
          {errors.to ? <span className="block text-xs text-red-800">{errors.to}</span> : null}
        </label>
        <label className="col-span-2 text-sm font-medium text-gray-900 desk:col-span-1">
          Order code or phone
          <input type="search" name="q" defaultValue={query.q} className={input} />
        </label>
        <div className="col-span-2 flex items-end gap-2 desk:col-span-1">
          <button type="submit" className="flex-1 rounded-md bg-primary px-3 py-2 text-sm font-semibold text-on-primary">
            Filter
          </button>
          <Link to="/seller" className="rounded-md px-3 py-2 text-sm text-gray-900 underline">
            Clear
          </Link>
        </div>
      </form>
      {errors.status || errors.payment ? <p className="text-sm text-red-800">{errors.status ?? errors.payment}</p> : null}
      <p className="text-sm text-gray-700">{page.total === 0 ? 'No orders match.' : page.pager}</p>
      <ul className="space-y-2" aria-label="Order queue">
        {page.orders.map((o) => (
          <li key={o.purchase_id}>
            <Link to={`/seller/orders/${o.purchase_id}`} className={`block rounded-lg border bg-white p-3 hover:border-primary ${o.status === 'pending' ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-mono font-semibold text-gray-900">{o.code}</span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${o.status === 'pending' ? 'bg-amber-100 text-amber-900' : 'bg-gray-100 text-gray-900'}`}>{orderStatusLabel(o.status)}</span>
                <span className="text-xs text-gray-700">{paymentStatusLabel(o.payment_status)} · {o.payment_method}</span>
                <span className="ml-auto font-semibold text-gray-900">{formatTaka(o.order_total)}</span>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{o.customer_name}</span>
                <span>{o.customer_phone}</span>
                {o.district ? <span>{o.district}</span> : null}
                <span>{o.total_items} item(s)</span>
                <span>{new Date(o.placed_at).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' })}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page.page} pageCount={pages} href={(n) => pageHref('/seller', query, n)} />
    </div>
  );
}
