// The console's report (issue 26 item 5): any range of Bangladesh days (the last 7 by default,
// at most a year) — orders, sales and reseller earnings of the orders not cancelled or returned,
// the refund and cashback balances credited, the cash on delivery still with couriers — by day,
// by product and by district (core/seller-report.ts sums them). Staff of this shop only. The
// JSON twin: POST /api/seller/report (`from`, `to`); the page: /seller/reports; its CSV:
// /seller/report.csv.
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { inertCell } from '../../core/seller-rules';
import { reportRange, sumReport, type ReportFigures, type ReportRange } from '../../core/seller-report';
import { periodFigures } from '../../db/seller-overview.repository';
import { listReportLines, listReportOrders } from '../../db/seller-report.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput } from '../input';
import { requireStaff } from '../actors';

export const sellerReportInput = z.object({
  from: z.string().max(10).optional().default('').meta({ description: 'First day, YYYY-MM-DD (Bangladesh time); empty: 6 days before `to`' }),
  to: z.string().max(10).optional().default('').meta({ description: 'Last day, YYYY-MM-DD (Bangladesh time); empty: today' }),
});

export type SellerReport = Omit<ReportRange, 'days'> & ReportFigures & { refund_balance_credited: number; cashback_credited: number };

const REFUSAL = { not_a_date: 'Enter a date as YYYY-MM-DD', backwards: 'The first day is after the last', too_long: 'Choose at most a year' } as const;

export async function getSellerReport(ctx: Ctx, input: unknown): Promise<SellerReport> {
  requireStaff(ctx);
  const { from, to } = parseInput(sellerReportInput, input);
  const range = reportRange(from, to, ctx.clock.now());
  if ('reason' in range) throw new DomainError('invalid', REFUSAL[range.reason], { [range.field]: REFUSAL[range.reason] });
  const { db, shop } = ctx;
  const [orders, lines, ledger] = await Promise.all([
    listReportOrders(db, shop.id, range.start, range.end),
    listReportLines(db, shop.id, range.start, range.end),
    periodFigures(db, shop.id, range.start, range.end),
  ]);
  const { days: _days, ...bounds } = range;
  return { ...bounds, ...sumReport(range, orders, lines), refund_balance_credited: ledger.refund_balance_credited, cashback_credited: ledger.cashback_credited };
}

/** The CSV's words, in the caller's language. */
export interface ReportCsvWords {
  day: string;
  orders: string;
  sales: string;
  product: string;
  units: string;
  earnings: string;
  district: string;
}

/** The report as CSV: the days, then the products, then the districts, each block with its header row. */
export function reportCsv(report: SellerReport, w: ReportCsvWords): string {
  const rows: unknown[][] = [
    [w.day, w.orders, w.sales],
    ...report.by_day.map((d) => [d.day, d.orders, d.sales]),
    [],
    [w.product, w.units, w.sales, w.earnings],
    ...report.by_product.map((p) => [inertCell(p.name), p.units, p.sales, p.reseller_earnings]),
    [],
    [w.district, w.orders, w.sales],
    ...report.by_district.map((d) => [inertCell(d.district), d.orders, d.sales]),
  ];
  return stringify(rows, { record_delimiter: '\r\n' });
}
