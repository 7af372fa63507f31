// /seller — the order queue (issue 14 item 2, issue 26 item 2): pending orders first, then
// newest, or the sort chosen; tabs by status with their counts; filters as a GET form (status,
// payment, placed from/to, search by part of a code, a phone, a name or a product), a pager,
// each row linking to its order, and "Download CSV" with the same filters. Bulk work: tick
// orders (or "all that match"), choose an action — confirm, processing, cancel, COD collected,
// print slips or invoices — and get one summary of what was done and what was refused, order
// by order. Works without JavaScript (the ticks are plain checkboxes of one POST form).
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { pageCount } from '../../../core/pager';
import { Pager, pageHref } from '../../components/ui/pager';
import { when } from '../../components/seller/format';
import { Badge } from '../../components/ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { Card, PageTitle } from '../../components/ui/card';
import { Field, PlainForm, SelectField } from '../../components/ui/field';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../core/order-state';
import { methodText, paymentText, statusText } from '../../components/seller/labels';
import { consoleMeta } from '../../components/seller/meta';
import { useI18n } from '../../lib/i18n';
import { listOrdersForSeller, type SellerOrderPage } from '../../../services/seller/list-seller-orders';
import { bulkUpdateOrders, matchingOrderIds, type BulkResult } from '../../../services/seller/bulk-update-orders';
import { BULK_ACTIONS, SELLER_ORDER_SORTS } from '../../../core/seller-rules';
import { Notice } from '../../components/ui/notice';
import { bookCourier } from '../../../services/couriers/book-courier';
import { requireStaffPage } from '../../lib/seller-session.server';
import type { Route } from './+types/orders';
import { runAction } from '../../lib/action.server';

const FILTERS = ['status', 'payment', 'from', 'to', 'q', 'sort'] as const;
/** What the bulk bar offers beside the moves of bulk-update-orders.ts: courier booking and printing. */
const BOOKINGS = ['book-steadfast', 'book-pathao'] as const;
const PRINTS = ['print-slips', 'print-invoices', 'print-labels'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  return runAction(
    async () => ({ query, page: await listOrdersForSeller(context, { ...query, page: params.get('page') ?? '1' }), errors: {} as Record<string, string> }),
    // A filter that does not read: no orders, the refusal beside its field.
    (r) => ({ query, page: { orders: [], total: 0, page: 1, per_page: 20, pager: '', status_counts: EMPTY_COUNTS } satisfies SellerOrderPage, errors: r.errors }),
  );
}

/** What a bulk action (a move, or a courier booking) says: how many were done, and each order's outcome. */
type BulkSummaryOf = Pick<BulkResult, 'done' | 'refused' | 'outcomes'>;

const EMPTY_COUNTS = { all: 0, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) } as SellerOrderPage['status_counts'];

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const chosen = String(form.get('bulk_action') ?? '');
  return runAction(
    async () => {
      // "All that match": the queue's filters, sent with the form, name the orders.
      const ids =
        form.get('all_matching') === '1'
          ? await matchingOrderIds(context, Object.fromEntries(FILTERS.map((k) => [k, String(form.get(k) ?? '')])))
          : form.getAll('purchase_ids').map(String);
      if ((PRINTS as readonly string[]).includes(chosen)) {
        if (ids.length === 0) return { result: null, error: 'Choose at least one order' };
        const list = ids.slice(0, 200).join(',');
        throw redirect(chosen === 'print-labels' ? `/seller/labels.pdf?ids=${list}` : `/seller/orders/print?kind=${chosen === 'print-slips' ? 'slip' : 'invoice'}&ids=${list}`);
      }
      if ((BOOKINGS as readonly string[]).includes(chosen)) {
        // Booked order by order with the courier (services/couriers/book-courier.ts), one summary.
        const summary = await bookCourier(context, { purchase_ids: ids, courier: chosen === 'book-steadfast' ? 'steadfast' : 'pathao' });
        const outcomes = summary.results.map((r) => ({ purchase_id: r.purchase_id, code: r.code, ok: r.outcome === 'booked', reason: r.outcome === 'booked' ? null : [r.message, r.detail].filter(Boolean).join(': ') }));
        return { result: { done: summary.booked, refused: summary.refused, outcomes } satisfies BulkSummaryOf, error: null };
      }
      return { result: await bulkUpdateOrders(context, { purchase_ids: ids, action: chosen }), error: null };
    },
    (r) => ({ result: null as BulkSummaryOf | null, error: r.message ?? Object.values(r.errors)[0] ?? r.reason }),
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, 'seller.nav.orders');
}


export default function SellerOrders() {
  const { query, page, errors } = useLoaderData<typeof loader>();
  const pages = pageCount(page.total, page.per_page);
  const { t, lang, taka, digits, num } = useI18n();
  const bulk = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <PageTitle className="flex-1">{t('seller.nav.orders')}</PageTitle>
        <ButtonAnchor href={pageHref('/seller/orders-export.csv', query)} variant="secondary" size="sm" download>
          {t('seller.orders.downloadCsv')}
        </ButtonAnchor>
      </div>
      <Card as="div">
        <PlainForm method="get" failed={errors.from || errors.to || errors.status || errors.payment ? errors : undefined} className="grid grid-cols-2 gap-2 desk:grid-cols-6" aria-label={t('seller.orders.filter')}>
          <SelectField name="status" label={t('seller.orders.status')} defaultValue={query.status || 'all'} error={errors.status}>
            <option value="all">{t('seller.orders.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(t, s)}
              </option>
            ))}
          </SelectField>
          <SelectField name="payment" label={t('seller.orders.payment')} defaultValue={query.payment || 'all'} error={errors.payment}>
            <option value="all">{t('seller.orders.all')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {paymentText(t, s)}
              </option>
            ))}
          </SelectField>
          <Field type="date" name="from" label={t('seller.orders.from')} defaultValue={query.from} error={errors.from} />
          <Field type="date" name="to" label={t('seller.orders.to')} defaultValue={query.to} error={errors.to} />
          <Field type="search" name="q" label={t('seller.orders.search')} hint={t('seller.orders.searchHint')} defaultValue={query.q} className="col-span-2 desk:col-span-1" />
          <SelectField name="sort" label={t('seller.orders.sort')} defaultValue={query.sort || 'queue'} error={errors.sort}>
            {SELLER_ORDER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`seller.orders.sort.${s}`)}
              </option>
            ))}
          </SelectField>
          <div className="col-span-2 flex items-end gap-2 desk:col-span-1">
            <Button type="submit" className="flex-1">
              {t('seller.orders.filterButton')}
            </Button>
            <ButtonLink to="/seller" variant="link">
              {t('seller.orders.clear')}
            </ButtonLink>
          </div>
        </PlainForm>
      </Card>
      <nav aria-label={t('seller.orders.tabs')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {(['all', ...ORDER_STATUSES] as const).map((s) => {
          const current = (query.status || 'all') === s;
          return (
            <Link
              key={s}
              to={pageHref('/seller', { ...query, status: s === 'all' ? '' : s })}
              aria-current={current ? 'page' : undefined}
              className={`shrink-0 rounded-full border px-3 py-1 text-sm ${current ? 'border-primary bg-primary text-on-primary' : 'border-gray-300 bg-white text-gray-800 hover:border-primary'}`}
            >
              {s === 'all' ? t('seller.orders.all') : statusText(t, s)} <span className="font-semibold">{num(page.status_counts[s])}</span>
            </Link>
          );
        })}
      </nav>
      {bulk?.error ? <Notice tone="error" live="alert">{bulk.error}</Notice> : null}
      {bulk?.result ? <BulkSummary result={bulk.result} /> : null}
      <p className="text-sm text-gray-700">{page.total === 0 ? t('seller.orders.none') : page.pager}</p>
      {page.total > 0 ? (
        <Form method="post" id="bulk" className="sticky top-0 z-10 flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-white p-2" aria-label={t('seller.orders.bulk')}>
          {FILTERS.map((k) => (query[k] ? <input key={k} type="hidden" name={k} value={query[k]} /> : null))}
          <SelectField name="bulk_action" label={t('seller.orders.bulkAction')} defaultValue="confirm" className="min-w-0 flex-1">
            {[...BULK_ACTIONS, ...BOOKINGS, ...PRINTS].map((a) => (
              <option key={a} value={a}>
                {t(`seller.orders.bulk.${a}`)}
              </option>
            ))}
          </SelectField>
          <label className="flex items-center gap-2 py-2 text-sm text-gray-800">
            <input type="checkbox" name="all_matching" value="1" className="h-5 w-5" />
            {t('seller.orders.allMatching', { n: page.total })}
          </label>
          <Button type="submit">{t('seller.orders.apply')}</Button>
        </Form>
      ) : null}
      <ul className="space-y-2" aria-label={t('seller.orders.queue')}>
        {page.orders.map((o) => (
          <li key={o.purchase_id} className="flex items-stretch gap-2">
            <label className="flex shrink-0 items-center rounded-lg border border-gray-200 bg-white px-2">
              <input type="checkbox" form="bulk" name="purchase_ids" value={o.purchase_id} className="h-5 w-5" />
              <span className="sr-only">{t('seller.orders.choose', { code: o.code })}</span>
            </label>
            <Link to={`/seller/orders/${o.purchase_id}`} className={`block min-w-0 flex-1 rounded-lg border bg-white p-3 hover:border-primary ${o.status === 'pending' ? 'border-amber-500' : 'border-gray-200'}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-mono font-semibold text-gray-900">{digits(o.code)}</span>
                <Badge tone={o.status === 'pending' ? 'warning' : 'neutral'}>{statusText(t, o.status)}</Badge>
                <span className="text-xs text-gray-700">{paymentText(t, o.payment_status)} · {lang === 'bn' ? methodText(t, o.payment_method) : o.payment_method}</span>
                <span className="ml-auto font-semibold text-gray-900">{taka(o.order_total)}</span>
              </div>
              <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700">
                <span>{o.customer_name}</span>
                <span>{digits(o.customer_phone)}</span>
                {o.district ? <span>{o.district}</span> : null}
                <span>{t('seller.orders.items', { n: o.total_items })}</span>
                <span>{when(o.placed_at, lang)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page.page} pageCount={pages} href={(n) => pageHref('/seller', query, n)} />
    </div>
  );
}

/** One summary of a bulk action: how many were done, and each refusal with its order and reason. */
function BulkSummary({ result }: { result: BulkSummaryOf }) {
  const { t, digits } = useI18n();
  const refused = result.outcomes.filter((o) => !o.ok);
  return (
    <Notice tone={refused.length === 0 ? 'success' : 'warning'} live="status" as="div">
      <p className="font-semibold">{t('seller.orders.bulkDone', { done: result.done, refused: result.refused })}</p>
      {refused.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {refused.map((o) => (
            <li key={o.purchase_id}>
              <span className="font-mono">{o.code ? digits(o.code) : `#${o.purchase_id}`}</span>: {o.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
