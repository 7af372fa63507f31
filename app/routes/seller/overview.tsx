// /seller/overview (issue 14 item 7): today's and this month's orders, sales, reseller earnings
// and balance credits (Bangladesh time), computed from the orders and the ledger on each visit,
// and the work waiting — refunds to decide, receive or pay, unanswered and unread threads — each
// a link to its list.
import { Link, useLoaderData } from 'react-router';
import { formatTaka } from '../../../core/money';
import { getSellerOverview, type PeriodFigures } from '../../../services/seller/get-seller-overview';
import { card, h1, h2 } from '../../components/seller/console-ui';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/overview';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context);
  return { overview: await getSellerOverview(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Overview — Seller console' }, { name: 'robots', content: 'noindex' }];
}

function Period({ title, figures, id }: { title: string; figures: PeriodFigures; id: string }) {
  const rows: Array<[string, string]> = [
    ['Orders', String(figures.orders)],
    ['Sales', formatTaka(figures.sales)],
    ['Reseller earnings', formatTaka(figures.reseller_earnings)],
    ['Refund balance credited', formatTaka(figures.refund_balance_credited)],
    ['Cashback credited', formatTaka(figures.cashback_credited)],
  ];
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={h2}>
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm" data-testid={id}>
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-md bg-gray-50 p-2">
            <dt className="text-gray-700">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function SellerOverview() {
  const { overview: o } = useLoaderData<typeof loader>();
  const waiting: Array<[string, number, string]> = [
    ['Refunds to decide', o.pending_refunds, '/seller/refunds?state=pending'],
    ['Returns to receive', o.refunds_to_receive, '/seller/refunds?state=to_receive'],
    ['Refunds to pay', o.refunds_to_pay, '/seller/refunds?state=to_pay'],
    ['Unanswered threads', o.unanswered_threads, '/seller/threads?status=open'],
    ['Threads with unread messages', o.unread_threads, '/seller/threads'],
  ];
  return (
    <div className="space-y-4">
      <h1 className={h1}>Overview</h1>
      <section className={card} aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className={h2}>
          Waiting for you
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 desk:grid-cols-5" data-testid="overview-waiting">
          {waiting.map(([label, n, href]) => (
            <li key={label}>
              <Link to={href} className={`flex min-h-11 items-center justify-between gap-2 rounded-md border p-2 text-sm hover:border-primary ${n > 0 ? 'border-amber-500 bg-amber-50' : 'border-gray-200'}`}>
                <span className="text-gray-900">{label}</span>
                <span className="text-lg font-bold text-gray-900">{n}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 desk:grid-cols-2">
        <Period title="Today" figures={o.today} id="overview-today" />
        <Period title="This month" figures={o.month} id="overview-month" />
      </div>
      <p className="text-xs text-gray-700">Bangladesh time. Sales and earnings leave out cancelled and returned orders.</p>
    </div>
  );
}
