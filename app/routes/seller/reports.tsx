// /seller/reports (issue 26 item 5): any range of Bangladesh days (a GET form; the last 7 by
// default) — orders, sales, reseller earnings, refund and cashback credits, COD still with
// couriers; a bar chart of the sales by day drawn as SVG on the server (no script needed); the
// same by product and by district; "Download CSV" of the range. Staff only.
import { useLoaderData } from 'react-router';
import { chartBars } from '../../../core/seller-report';
import { getSellerReport, type SellerReport } from '../../../services/seller/get-seller-report';
import { pageHref } from '../../components/ui/pager';
import { Button, ButtonAnchor } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, PlainForm } from '../../components/ui/field';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { requireStaffPage } from '../../lib/seller-session.server';
import { runAction } from '../../lib/action.server';
import type { Route } from './+types/reports';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const query = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return runAction(
    async () => ({ query, report: (await getSellerReport(context, query)) as SellerReport | null, errors: {} as Record<string, string> }),
    (r) => ({ query, report: null, errors: r.errors }),
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.reports');
}

const CHART_W = 640;
const CHART_H = 160;

export default function SellerReports() {
  const { query, report, errors } = useLoaderData<typeof loader>();
  const { t, taka, num } = useI18n();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <PageTitle className="flex-1">{t('seller.nav.reports')}</PageTitle>
        {report ? (
          <ButtonAnchor href={pageHref('/seller/report.csv', { from: report.from, to: report.to })} variant="secondary" size="sm" download>
            {t('seller.orders.downloadCsv')}
          </ButtonAnchor>
        ) : null}
      </div>
      <Card as="div">
        <PlainForm method="get" failed={errors.from || errors.to ? errors : undefined} className="flex flex-wrap items-end gap-2" aria-label={t('seller.report.range')}>
          <Field type="date" name="from" label={t('seller.orders.from')} defaultValue={report?.from ?? query.from} error={errors.from} />
          <Field type="date" name="to" label={t('seller.orders.to')} defaultValue={report?.to ?? query.to} error={errors.to} />
          <Button type="submit">{t('seller.report.show')}</Button>
        </PlainForm>
      </Card>
      {report ? (
        <>
          <dl className="grid grid-cols-2 gap-2 desk:grid-cols-3">
            {(
              [
                ['seller.report.orders', num(report.orders)],
                ['seller.report.sales', taka(report.sales)],
                ['seller.report.earnings', taka(report.reseller_earnings)],
                ['seller.report.refunds', taka(report.refund_balance_credited)],
                ['seller.report.cashback', taka(report.cashback_credited)],
                ['seller.report.codOutstanding', taka(report.cod_outstanding)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
                <dt className="text-sm text-gray-700">{t(label)}</dt>
                <dd className="text-lg font-semibold text-gray-900" data-testid={`report-${label.split('.').pop()}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <Card title={t('seller.report.salesByDay')}>
            <SalesChart days={report.by_day} />
          </Card>
          <div className="grid gap-4 desk:grid-cols-2">
            <Card title={t('seller.report.byProduct')}>
              <FigureTable
                head={[t('seller.report.product'), t('seller.report.units'), t('seller.report.sales')]}
                rows={report.by_product.slice(0, 20).map((p) => [p.name, num(p.units), taka(p.sales)])}
                empty={t('seller.report.none')}
              />
            </Card>
            <Card title={t('seller.report.byDistrict')}>
              <FigureTable
                head={[t('seller.report.district'), t('seller.report.orders'), t('seller.report.sales')]}
                rows={report.by_district.map((d) => [d.district, num(d.orders), taka(d.sales)])}
                empty={t('seller.report.none')}
              />
            </Card>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The sales by day as bars, with the figures again as a table for screen readers. */
function SalesChart({ days }: { days: SellerReport['by_day'] }) {
  const { t, taka, date } = useI18n();
  const bars = chartBars(
    days.map((d) => ({ day: d.day, value: d.sales })),
    CHART_W,
    CHART_H,
  );
  return (
    <figure>
      <svg viewBox={`0 0 ${CHART_W} ${CHART_H + 20}`} className="h-auto w-full" aria-hidden="true" data-testid="sales-chart">
        <line x1="0" y1={CHART_H} x2={CHART_W} y2={CHART_H} stroke="#9ca3af" strokeWidth="1" />
        {bars.map((b) => (
          <rect key={b.day} x={b.x} y={b.y} width={b.width} height={b.height} className="fill-primary">
            <title>{`${b.day}: ${taka(b.value)}`}</title>
          </rect>
        ))}
        {bars.length <= 31
          ? bars.map((b, i) =>
              i % Math.ceil(bars.length / 8) === 0 ? (
                <text key={`l${b.day}`} x={b.x} y={CHART_H + 15} fontSize="11" fill="#374151">
                  {date(`${b.day}T06:00:00.000Z`).replace(/,? \d{4}$/, '')}
                </text>
              ) : null,
            )
          : null}
      </svg>
      <figcaption className="sr-only">{t('seller.report.salesByDay')}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-gray-800">{t('seller.report.asTable')}</summary>
        <FigureTable head={[t('seller.report.day'), t('seller.report.orders'), t('seller.report.sales')]} rows={days.map((d) => [d.day, String(d.orders), taka(d.sales)])} empty={t('seller.report.none')} />
      </details>
    </figure>
  );
}

function FigureTable({ head, rows, empty }: { head: string[]; rows: string[][]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-gray-700">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`border-b border-gray-200 py-1 font-semibold text-gray-900 ${i === 0 ? 'text-left' : 'text-right'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) => (
                <td key={j} className={`border-b border-gray-100 py-1 ${j === 0 ? 'text-left text-gray-900' : 'text-right tabular-nums text-gray-900'}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
