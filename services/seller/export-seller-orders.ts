// The queue's filtered list as CSV (issue 14 item 2), written by csv-stringify (RFC 4180
// quoting) with every cell passed through core/seller-rules `inertCell` first: a cell a
// shopper controls (a name, an address, a note) that starts with = + - @ (or a tab / CR)
// gets a leading apostrophe, so a spreadsheet shows it as text and never runs it as a
// formula. At most SELLER_EXPORT_MAX_ROWS orders, in the queue's order. The header row is in
// the request's language (docs/decisions/047); the cells keep their stored values (status and
// payment codes, ASCII digits) so a spreadsheet or script reads them the same in both.
// Issue 26 item 5: the time is Bangladesh time (as the console shows it), and three columns are
// appended for a courier's bulk-booking sheet — the item lines, the piece count is already
// there, and the cash to collect (the settlement's `to_collect`, by the one rule in
// core/settlement.ts, from the order's COD payments; 0 for a prepaid, cancelled or returned order).
import { stringify } from 'csv-stringify/sync';
import { csvItemLines, dhakaCsvTime, inertCell, SELLER_EXPORT_MAX_ROWS } from '../../core/seller-rules';
import { settle } from '../../core/settlement';
import { listOrderExportExtras, listSellerOrders } from '../../db/seller-order.repository';
import type { Ctx } from '../context';
import { sellerOrderFilter, type SellerOrderQuery } from './operations/seller-order-query';
import { requireStaff } from '../actors';
import { langOf } from '../context';
import { translator } from '../../core/i18n/compile';
import type { MessageId } from '../../core/i18n/catalog';

/** The header row's message ids, in the columns' order (English: the header as it always was). */
const HEADER: MessageId[] = [
  'seller.csv.code',
  'seller.csv.placedAt',
  'seller.csv.status',
  'seller.csv.payment',
  'seller.csv.method',
  'seller.csv.customer',
  'seller.csv.phone',
  'seller.csv.district',
  'seller.csv.area',
  'seller.csv.address',
  'seller.csv.items',
  'seller.csv.total',
  'seller.csv.courier',
  'seller.csv.tracking',
  'seller.csv.lines',
  'seller.csv.codToCollect',
];

export async function exportSellerOrdersCsv(ctx: Ctx, query: SellerOrderQuery): Promise<string> {
  requireStaff(ctx);
  const filter = sellerOrderFilter(ctx, query);
  const { t } = translator(langOf(ctx));
  const rows = await listSellerOrders(ctx.db, ctx.shop.id, filter, 0, SELLER_EXPORT_MAX_ROWS);
  const extras = await listOrderExportExtras(ctx.db, ctx.shop.id, rows.map((o) => o.id));
  // The cash to collect depends only on the order's status, method and COD payments.
  const toCollect = (o: (typeof rows)[number]) =>
    settle({
      order: { status: o.status, paymentMethod: o.payment_method, rechargePaid: o.recharge_paid, refundPaid: o.refund_paid, cashbackPaid: o.cashback_paid },
      payments: extras.codPayments.get(o.id) ?? [],
      returns: [],
      lines: [],
    }).to_collect;
  const records = rows.map((o) =>
    [
      o.code,
      dhakaCsvTime(o.placed_at),
      o.status,
      o.payment_status,
      o.payment_method,
      o.ship_name ?? o.customer_name,
      o.ship_phone ?? o.customer_phone,
      o.ship_district ?? '',
      o.ship_area ?? '',
      o.shipping_type === 1 ? t('seller.csv.pickup', { name: o.pickup_name ?? '' }) : (o.ship_address ?? ''),
      o.total_items,
      o.order_total,
      o.courier ?? '',
      o.tracking_code ?? '',
      csvItemLines(extras.lines.get(o.id) ?? []),
      toCollect(o),
    ].map(inertCell),
  );
  // A BOM so spreadsheet programs read the UTF-8 (Bangla names) as UTF-8.
  return '\uFEFF' + stringify([HEADER.map((id) => t(id)), ...records], { record_delimiter: 'windows' });
}
