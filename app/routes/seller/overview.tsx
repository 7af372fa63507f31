// /seller/overview (issue 14 item 7): today's and this month's orders, sales, reseller earnings
// and balance credits (Bangladesh time), computed from the orders and the ledger on each visit,
// and the work waiting — refunds to decide, receive or pay, unanswered and unread threads — each
// a link to its list.
import { Link, useLoaderData } from 'react-router';
import { getSellerOverview, type PeriodFigures } from '../../../services/seller/get-seller-overview';
import { Card, PageTitle } from '../../components/ui/card';
import { DefinitionList } from '../../components/ui/definition-list';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/overview';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context);
  return { overview: await getSellerOverview(context) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.overview');
}

function Period({ title, figures, id }: { title: string; figures: PeriodFigures; id: string }) {
  const { t, taka, num } = useI18n();
  return (
    <Card title={title} titleId={id}>
      <DefinitionList
        look="tiles"
        testId={id}
        rows={[
          { label: t('seller.overview.orders'), value: num(figures.orders) },
          { label: t('seller.overview.sales'), value: taka(figures.sales) },
          { label: t('seller.overview.earnings'), value: taka(figures.reseller_earnings) },
          { label: t('seller.overview.refundCredited'), value: taka(figures.refund_balance_credited) },
          { label: t('seller.overview.cashbackCredited'), value: taka(figures.cashback_credited) },
        ]}
      />
    </Card>
  );
}

export default function SellerOverview() {
  const { overview: o } = useLoaderData<typeof loader>();
  const { t, num } = useI18n();
  const waiting: Array<[string, number, string]> = [
    [t('seller.overview.refundsToDecide'), o.pending_refunds, '/seller/refunds?state=pending'],
    [t('seller.overview.returnsToReceive'), o.refunds_to_receive, '/seller/refunds?state=to_receive'],
    [t('seller.overview.refundsToPay'), o.refunds_to_pay, '/seller/refunds?state=to_pay'],
    [t('seller.overview.unanswered'), o.unanswered_threads, '/seller/threads?status=open'],
    [t('seller.overview.unread'), o.unread_threads, '/seller/threads'],
  ];
  return (
    <div className="space-y-4">
      <PageTitle>{t('seller.nav.overview')}</PageTitle>
      <Card title={t('seller.overview.waiting')} titleId="waiting-heading">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 desk:grid-cols-5" data-testid="overview-waiting">
          {waiting.map(([label, n, href]) => (
            <li key={label}>
              <Link to={href} className={`flex min-h-11 items-center justify-between gap-2 rounded-md border p-2 text-sm hover:border-primary ${n > 0 ? 'border-amber-500 bg-amber-50' : 'border-gray-200'}`}>
                <span className="text-gray-900">{label}</span>
                <span className="text-lg font-bold text-gray-900">{num(n)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <div className="grid gap-4 desk:grid-cols-2">
        <Period title={t('seller.overview.today')} figures={o.today} id="overview-today" />
        <Period title={t('seller.overview.month')} figures={o.month} id="overview-month" />
      </div>
      <p className="text-xs text-gray-700">{t('seller.overview.note')}</p>
    </div>
  );
}
