// /seller/overview (issue 14 item 7): today's and this month's orders, sales, reseller earnings
// and balance credits (Bangladesh time), computed from the orders and the ledger on each visit,
// and the work waiting — refunds to decide, receive or pay, unanswered and unread threads — each
// a link to its list.
import { Link, useLoaderData } from 'react-router';
import { formatTaka } from '../../../core/money';
import { getSellerOverview, type PeriodFigures } from '../../../services/seller/get-seller-overview';
import { Card, PageTitle } from '../../components/ui/card';
import { DefinitionList } from '../../components/ui/definition-list';
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
  return (
    <Card title={title} titleId={id}>
      <DefinitionList
        look="tiles"
        testId={id}
        rows={[
          { label: 'Orders', value: String(figures.orders) },
          { label: 'Sales', value: formatTaka(figures.sales) },
          { label: 'Reseller earnings', value: formatTaka(figures.reseller_earnings) },
          { label: 'Refund balance credited', value: formatTaka(figures.refund_balance_credited) },
          { label: 'Cashback credited', value: formatTaka(figures.cashback_credited) },
        ]}
      />
    </Card>
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
      <PageTitle>Overview</PageTitle>
      <Card title="Waiting for you" titleId="waiting-heading">
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
      </Card>
      <div className="grid gap-4 desk:grid-cols-2">
        <Period title="Today" figures={o.today} id="overview-today" />
        <Period title="This month" figures={o.month} id="overview-month" />
      </div>
      <p className="text-xs text-gray-700">Bangladesh time. Sales and earnings leave out cancelled and returned orders.</p>
    </div>
  );
}
