import { describe, expect, it } from 'vitest';
import { chartBars, dhakaDay, REPORT_MAX_DAYS, reportRange, sumReport, type ReportRange } from './seller-report';

const NOW = Date.parse('2026-12-01T20:00:00.000Z'); // 2 December, 02:00 in Dhaka

describe('report range', () => {
  it('reads Dhaka days inclusively, as UTC instants', () => {
    expect(reportRange('2026-11-01', '2026-11-03', NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      start: '2026-10-31T18:00:00.000Z',
      end: '2026-11-03T18:00:00.000Z',
      days: ['2026-11-01', '2026-11-02', '2026-11-03'],
    });
  });

  it('defaults to the last 7 days up to today in Dhaka', () => {
    const r = reportRange('', '', NOW) as ReportRange;
    expect(r.to).toBe('2026-12-02');
    expect(r.from).toBe('2026-11-26');
    expect(r.days).toHaveLength(7);
    expect((reportRange('', '2026-01-10', NOW) as ReportRange).from).toBe('2026-01-04');
  });

  it('refuses dates that are not real, a backwards range and one over a year', () => {
    expect(reportRange('2026-02-30', '', NOW)).toEqual({ field: 'from', reason: 'not_a_date' });
    expect(reportRange('', 'yesterday', NOW)).toEqual({ field: 'to', reason: 'not_a_date' });
    expect(reportRange('2026-11-05', '2026-11-01', NOW)).toEqual({ field: 'from', reason: 'backwards' });
    expect(reportRange('2024-01-01', '2026-01-01', NOW)).toEqual({ field: 'from', reason: 'too_long' });
    expect((reportRange('2025-01-01', '2025-12-31', NOW) as ReportRange).days).toHaveLength(365);
    expect(REPORT_MAX_DAYS).toBe(366);
  });

  it('names the Dhaka day of an instant', () => {
    expect(dhakaDay('2026-11-30T17:59:59.000Z')).toBe('2026-11-30');
    expect(dhakaDay('2026-11-30T18:00:00.000Z')).toBe('2026-12-01');
    expect(dhakaDay(NOW)).toBe('2026-12-02');
  });
});

describe('report figures', () => {
  const range = reportRange('2026-11-01', '2026-11-02', NOW) as ReportRange;
  const order = (placed_at: string, extra: Partial<Parameters<typeof sumReport>[1][number]> = {}) => ({ placed_at, status: 'pending', order_total: 100, district: 'Dhaka', payment_method: 'cod', payment_status: 'unpaid', ...extra });

  it('sums orders by Dhaka day, leaves cancelled and returned out of the sales, and counts COD still with couriers', () => {
    const f = sumReport(
      range,
      [
        order('2026-10-31T18:30:00.000Z'),
        order('2026-11-01T19:00:00.000Z', { status: 'delivered', order_total: 250, district: 'Khulna' }),
        order('2026-11-01T20:00:00.000Z', { status: 'cancelled', order_total: 999 }),
        order('2026-11-01T21:00:00.000Z', { status: 'shipped', order_total: 50, payment_method: 'bkash', payment_status: 'paid' }),
      ],
      [
        { product_id: 1, name: 'Tee', quantity: 2, line_total: 200, reseller_earning: 10, status: 'pending' },
        { product_id: 2, name: 'Cap', quantity: 1, line_total: 300, reseller_earning: 20, status: 'delivered' },
        { product_id: 1, name: 'Tee', quantity: 1, line_total: 100, reseller_earning: 10, status: 'returned' },
      ],
    );
    expect(f.by_day).toEqual([
      { day: '2026-11-01', orders: 1, sales: 100 },
      { day: '2026-11-02', orders: 3, sales: 300 },
    ]);
    expect(f).toMatchObject({ orders: 4, sales: 400, reseller_earnings: 40, cod_outstanding: 250 });
    expect(f.by_product).toEqual([
      { product_id: 2, name: 'Cap', units: 1, sales: 300, reseller_earnings: 20 },
      { product_id: 1, name: 'Tee', units: 2, sales: 200, reseller_earnings: 20 },
    ]);
    expect(f.by_district).toEqual([
      { district: 'Khulna', orders: 1, sales: 250 },
      { district: 'Dhaka', orders: 3, sales: 150 },
    ]);
  });

  it('an order outside the range days still counts in totals but on no day; no orders is all zero', () => {
    expect(sumReport(range, [order('2026-12-25T00:00:00.000Z')], []).by_day.every((d) => d.orders === 0)).toBe(true);
    expect(sumReport(range, [], [])).toMatchObject({ orders: 0, sales: 0, reseller_earnings: 0, cod_outstanding: 0, by_product: [], by_district: [] });
  });
});

describe('chart bars', () => {
  it('scales the tallest bar to the box and spaces the bars evenly', () => {
    const bars = chartBars(
      [
        { day: 'a', value: 50 },
        { day: 'b', value: 100 },
        { day: 'c', value: 0 },
        { day: 'd', value: -5 },
      ],
      400,
      100,
    );
    expect(bars.map((b) => b.height)).toEqual([50, 100, 0, 0]);
    expect(bars.map((b) => b.y)).toEqual([50, 0, 100, 100]);
    expect(bars[0]).toMatchObject({ x: 15, width: 70, day: 'a', value: 50 });
    expect(bars[1]!.x).toBe(115);
  });

  it('draws nothing for no points and flat bars for all zero; a thin bar at least 1 wide', () => {
    expect(chartBars([], 100, 100)).toEqual([]);
    expect(chartBars([{ day: 'a', value: 0 }], 100, 50)).toEqual([{ x: 15, y: 50, width: 70, height: 0, day: 'a', value: 0 }]);
    expect(chartBars(Array.from({ length: 500 }, (_, i) => ({ day: String(i), value: 1 })), 100, 10)[0]!.width).toBe(1);
  });
});
