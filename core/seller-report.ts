// The console's reports (issue 26 item 5): a range of Bangladesh days (UTC+6, inclusive), the
// orders and lines placed in it summed by day, product and district, and a bar chart of the
// sales by day drawn as SVG on the server (no script). Pure rules; the figures come from
// services/seller/get-seller-report.ts.
export const REPORT_MAX_DAYS = 366;
const BD_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders that count for sales and earnings: not cancelled or returned. */
const COUNTED_OUT = new Set(['cancelled', 'returned']);

export interface ReportRange {
  from: string;
  to: string;
  /** ISO instants: [start, end). */
  start: string;
  end: string;
  days: string[];
}

export type RangeRefusal = { field: 'from' | 'to'; reason: 'not_a_date' | 'backwards' | 'too_long' };

/** A YYYY-MM-DD day → the UTC ms its Bangladesh day starts at; null when not a real date. */
function dayStartMs(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(ms);
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return ms - BD_OFFSET_MS;
}

/** The Bangladesh day (YYYY-MM-DD) of an instant. */
export function dhakaDay(iso: string | number): string {
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  return new Date(ms + BD_OFFSET_MS).toISOString().slice(0, 10);
}

/** The range asked, or the last 7 days up to today (Dhaka) when a bound is left empty. */
export function reportRange(from: string, to: string, nowMs: number): ReportRange | RangeRefusal {
  const today = dhakaDay(nowMs);
  const toDay = to.trim() || today;
  const endStart = dayStartMs(toDay);
  if (endStart === null) return { field: 'to', reason: 'not_a_date' };
  const fromDay = from.trim() || dhakaDay(endStart + BD_OFFSET_MS - 6 * DAY_MS);
  const start = dayStartMs(fromDay);
  if (start === null) return { field: 'from', reason: 'not_a_date' };
  if (start > endStart) return { field: 'from', reason: 'backwards' };
  const count = Math.round((endStart - start) / DAY_MS) + 1;
  if (count > REPORT_MAX_DAYS) return { field: 'from', reason: 'too_long' };
  const days = Array.from({ length: count }, (_, i) => dhakaDay(start + BD_OFFSET_MS + i * DAY_MS));
  return { from: fromDay, to: toDay, start: new Date(start).toISOString(), end: new Date(endStart + DAY_MS).toISOString(), days };
}

export interface ReportOrder {
  placed_at: string;
  status: string;
  order_total: number;
  district: string;
  payment_method: string;
  payment_status: string;
}

export interface ReportLine {
  product_id: number;
  name: string;
  quantity: number;
  line_total: number;
  reseller_earning: number;
  status: string;
}

export interface DayFigures {
  day: string;
  orders: number;
  sales: number;
}

export interface ProductFigures {
  product_id: number;
  name: string;
  units: number;
  sales: number;
  reseller_earnings: number;
}

export interface DistrictFigures {
  district: string;
  orders: number;
  sales: number;
}

export interface ReportFigures {
  orders: number;
  sales: number;
  reseller_earnings: number;
  /** Cash on delivery of shipped or delivered orders not yet collected. */
  cod_outstanding: number;
  by_day: DayFigures[];
  by_product: ProductFigures[];
  by_district: DistrictFigures[];
}

/** The range's orders and lines summed: every day of the range (0 when none), products and districts by sales. */
export function sumReport(range: ReportRange, orders: readonly ReportOrder[], lines: readonly ReportLine[]): ReportFigures {
  const days = new Map(range.days.map((d) => [d, { day: d, orders: 0, sales: 0 }]));
  const districts = new Map<string, DistrictFigures>();
  let sales = 0;
  let cod = 0;
  for (const o of orders) {
    const counted = !COUNTED_OUT.has(o.status);
    const day = days.get(dhakaDay(o.placed_at));
    if (day) {
      day.orders += 1;
      if (counted) day.sales += o.order_total;
    }
    const d = districts.get(o.district) ?? { district: o.district, orders: 0, sales: 0 };
    d.orders += 1;
    if (counted) d.sales += o.order_total;
    districts.set(o.district, d);
    if (counted) sales += o.order_total;
    if (o.payment_method === 'cod' && o.payment_status === 'unpaid' && (o.status === 'shipped' || o.status === 'delivered')) cod += o.order_total;
  }
  const products = new Map<number, ProductFigures>();
  let earnings = 0;
  for (const l of lines) {
    if (COUNTED_OUT.has(l.status)) continue;
    const p = products.get(l.product_id) ?? { product_id: l.product_id, name: l.name, units: 0, sales: 0, reseller_earnings: 0 };
    p.units += l.quantity;
    p.sales += l.line_total;
    p.reseller_earnings += l.reseller_earning * l.quantity;
    earnings += l.reseller_earning * l.quantity;
    products.set(l.product_id, p);
  }
  const bySales = <T extends { sales: number }>(a: T, b: T) => b.sales - a.sales;
  return {
    orders: orders.length,
    sales,
    reseller_earnings: earnings,
    cod_outstanding: cod,
    by_day: [...days.values()],
    by_product: [...products.values()].sort(bySales),
    by_district: [...districts.values()].sort(bySales),
  };
}

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  day: string;
  value: number;
}

/** The bars of a chart of `values` by day in a `width` × `height` box (the tallest bar fills it; all 0: no height). */
export function chartBars(points: ReadonlyArray<{ day: string; value: number }>, width: number, height: number): ChartBar[] {
  if (points.length === 0) return [];
  const max = Math.max(...points.map((p) => p.value), 0);
  const slot = width / points.length;
  const barWidth = Math.max(1, slot * 0.7);
  return points.map((p, i) => {
    const h = max > 0 ? Math.round((Math.max(0, p.value) / max) * height * 10) / 10 : 0;
    return { x: Math.round((i * slot + (slot - barWidth) / 2) * 10) / 10, y: Math.round((height - h) * 10) / 10, width: Math.round(barWidth * 10) / 10, height: h, day: p.day, value: p.value };
  });
}
