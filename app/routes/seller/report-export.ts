// GET /seller/report.csv?from=&to= — the report page's "Download CSV": the days, products and
// districts of the range (services/seller/get-seller-report.ts), headers in the page's language.
// Authenticated by the console's cookie as every /seller page is. Reads only; staff only.
import { getSellerReport, reportCsv } from '../../../services/seller/get-seller-report';
import { actionTranslator } from '../../lib/local-message.server';
import { notFoundSaying } from '../../lib/not-found';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/report-export';
import { DomainError } from '../../../services/domain-error';
import { data } from 'react-router';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const report = await getSellerReport(context, { from: params.get('from') ?? '', to: params.get('to') ?? '' }).catch((err: unknown) => {
    if (err instanceof DomainError && err.code === 'invalid') throw data({ message: err.message }, { status: 422 });
    return notFoundSaying(String(err))(err);
  });
  const { t } = actionTranslator(context);
  const csv = reportCsv(report, {
    day: t('seller.report.day'),
    orders: t('seller.report.orders'),
    sales: t('seller.report.sales'),
    product: t('seller.report.product'),
    units: t('seller.report.units'),
    earnings: t('seller.report.earnings'),
    district: t('seller.report.district'),
  });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="report-${context.shop.slug}-${report.from}-${report.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
