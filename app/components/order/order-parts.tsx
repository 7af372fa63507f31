// How an order is shown wherever it appears (confirmed order, purchase history and details,
// order tracking): its status badge, the status timeline, its lines, its figures, where it
// goes, and the order code large and copyable. Times are shown in Bangladesh time so the
// server and the browser render the same text.
import { formatBdMobile } from '../../../core/bd-phone';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_PATH, type OrderStatus, type PaymentStatus } from '../../../core/order-state';
import { shopTime } from '../../../core/shop-time';
import { courierKey } from '../../../core/courier';
import { localShopTime } from '../../../core/i18n/shop-time';
import { districtName } from '../../../core/i18n/bd-district-names';
import { orderMessages } from '../../../core/order-messages';
import type { Translator } from '../../../core/i18n/translate';
import type { OrderDetailView } from '../../../services/orders/order-types';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/button';
import { ProductLine } from '../ui/product-line';
type PaymentMethod = OrderDetailView['payment_method'];

/** "today, 3:33 PM", "yesterday, …" or "28 Nov 2026, 11:40 PM" in Bangladesh time (core/shop-time). */
export function formatOrderTime(iso: string): string {
  return shopTime(iso, Date.now());
}

export function formatOrderDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric' });
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return orderMessages.paymentOption[method] ?? method;
}

/** Times and dates of orders, refunds and messages in the page's language (core/i18n/shop-time.ts). */
export function useOrderTimes(): { time: (iso: string) => string; day: (iso: string) => string } {
  const { lang, date } = useI18n();
  return {
    time: (iso) => localShopTime(lang, iso, Date.now()),
    day: (iso) => (lang === 'en' ? formatOrderDate(iso) : Number.isNaN(Date.parse(iso)) ? iso : date(iso)),
  };
}

/** A payment method's name in the page's language. */
export function paymentMethodName(t: Translator['t'], method: string): string {
  return method === 'cod' || method === 'bkash' || method === 'stripe' || method === 'balance' ? t(`order.method.${method}`) : method;
}

/** An order's status name in the page's language. */
export const orderStatusName = (t: Translator['t'], status: OrderStatus): string => t(`order.status.${status}`);

/** The payment status as the shopper reads it (core/order-state shopperPaymentLabel), in the page's language. */
export function shopperPaymentName(t: Translator['t'], order: { status: OrderStatus; payment_status: PaymentStatus; payment_method: string }): string {
  if (order.payment_method === 'cod' && order.status === 'delivered' && order.payment_status === 'unpaid') return t('order.payment.paidAtDoor');
  return t(`order.payment.${order.payment_status}`);
}

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-sky-100 text-sky-950',
  processing: 'bg-sky-100 text-sky-950',
  shipped: 'bg-indigo-100 text-indigo-950',
  delivered: 'bg-green-100 text-green-950',
  cancelled: 'bg-gray-200 text-gray-900',
  returned: 'bg-gray-200 text-gray-900',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`} data-testid="order-status">
      {orderStatusName(t, status)}
    </span>
  );
}

/** The payment status as the shopper reads it (core/order-state shopperPaymentLabel). */
export function PaymentBadge({ order }: { order: { status: OrderStatus; payment_status: PaymentStatus; payment_method: string } }) {
  const { t } = useI18n();
  return (
    <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-900" data-testid="payment-badge">
      {shopperPaymentName(t, order)}
    </span>
  );
}

/** The order code, large; selecting it takes the whole code; Copy puts it on the clipboard. */
export function OrderCode({ code }: { code: string }) {
  const { t, digits } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <output
        className="select-all rounded-md border-2 border-dashed border-gray-400 bg-white px-3 py-2 font-mono text-3xl font-bold tracking-[0.2em] text-gray-900"
        aria-label={t('order.code')}
        data-testid="order-code"
      >
        {digits(code)}
      </output>
      <Button
        variant="secondary"
        className="print:hidden"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(code);
          } catch {
            // No clipboard (an insecure origin): select the code so the shopper can copy it.
            const node = document.querySelector('[data-testid="order-code"]');
            const range = document.createRange();
            if (node) {
              range.selectNodeContents(node);
              const sel = window.getSelection();
              sel?.removeAllRanges();
              sel?.addRange(range);
              document.execCommand?.('copy');
            }
          }
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2500);
        }}
      >
        {copied ? t('order.copied') : t('order.copy')}
      </Button>
      <span className="sr-only" role="status">
        {copied ? t('order.codeCopied') : ''}
      </span>
    </div>
  );
}

/** Whether timeline entry `i` only notes something in the status the order was already in. */
const isNoteOnly = (timeline: ReadonlyArray<{ status: OrderStatus; note?: string | null }>, i: number) => i > 0 && timeline[i - 1]!.status === timeline[i]!.status && !!timeline[i]!.note;

/** The path pending → delivered with the reached steps marked, then every recorded move with its time. */
export function StatusTimeline({ status, timeline }: { status: OrderStatus; timeline: ReadonlyArray<{ status: OrderStatus; at: string; note?: string | null }> }) {
  const { t } = useI18n();
  const times = useOrderTimes();
  const reached = new Set(timeline.map((e) => e.status));
  const offPath = status === 'cancelled' || status === 'returned';
  return (
    <div className="space-y-3">
      {offPath ? null : (
        <ol className="grid grid-cols-5 gap-1 text-center text-xs" aria-label={t('order.progress')}>
          {ORDER_PATH.map((s) => {
            const done = reached.has(s) || ORDER_PATH.indexOf(s) <= ORDER_PATH.indexOf(status);
            return (
              <li key={s} className="space-y-1" aria-current={s === status ? 'step' : undefined}>
                <span className={`mx-auto block h-2 rounded-full ${done ? 'bg-primary' : 'bg-gray-200'}`} />
                <span className={done ? 'font-semibold text-gray-900' : 'text-gray-700'}>{orderStatusName(t, s)}</span>
              </li>
            );
          })}
        </ol>
      )}
      <ol className="space-y-2 border-l-2 border-gray-200 pl-4" aria-label={t('order.statusHistory')} data-testid="order-timeline">
        {timeline.map((e, i) => (
          <li key={`${e.status}-${i}`} className="relative text-sm">
            <span className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-primary" aria-hidden="true" />
            {/* An entry in the status the order was already in is a note ("Cash on delivery marked
                collected"), not a second "Delivered": the note is its title (issue 23 item 7). */}
            <span className="font-semibold text-gray-900">{isNoteOnly(timeline, i) ? e.note : orderStatusName(t, e.status)}</span>{' '}
            <time dateTime={e.at} className="text-gray-800">
              {times.time(e.at)}
            </time>
            {e.note && !isNoteOnly(timeline, i) ? <span className="block text-gray-800">{e.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The design the shopper uploaded for a line (issue 23 item 8), as a download link: the
 * customer's own at /customer/order-attachment/{line}, the shop's staff's at /seller/….
 */
export function LineAttachment({ line, base = '/customer' }: { line: OrderDetailView['lines'][number]; base?: '/customer' | '/seller' }) {
  const { t } = useI18n();
  if (!line.attachment) return null;
  return (
    <span className="block text-sm text-gray-800" data-testid="line-attachment">
      {line.attachment.title}:{' '}
      <a href={`${base}/order-attachment/${line.uid}`} className="break-all font-medium text-primary-text underline" download>
        {line.attachment.name || t('order.download')}
      </a>
    </span>
  );
}

/** The order's lines; `reviews`: a delivered order's lines each link to their review form (decision 065). */
export function OrderLines({ lines, reviews = false }: { lines: OrderDetailView['lines']; reviews?: boolean }) {
  const { t, taka, num } = useI18n();
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label={t('order.orderedItems')}>
      {lines.map((l) => (
        <ProductLine
          key={l.uid}
          data-testid="order-line"
          image={l.image}
          noImage={!l.image}
          name={l.name}
          details={[l.variantLabel || null, l.attachment ? <LineAttachment line={l} /> : null, t('order.priceTimesQuantity', { price: taka(l.sellPrice), quantity: num(l.quantity) })]}
          aside={taka(l.lineTotal)}
          footer={
            reviews ? (
              <Link to={`/customer/dashboard/review/${l.uid}`} className="mt-1 inline-block text-sm font-semibold text-primary-text underline" data-testid="review-link">
                {t('review.write')}
              </Link>
            ) : undefined
          }
        />
      ))}
    </ul>
  );
}

export function OrderFigures({ order }: { order: OrderDetailView }) {
  const { t, taka } = useI18n();
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <div className={`flex justify-between ${strong ? 'border-t border-gray-200 pt-2 text-base' : ''}`}>
      <dt className={strong ? 'font-semibold text-gray-900' : 'text-gray-800'}>{label}</dt>
      <dd className={strong ? 'font-bold text-gray-900' : 'font-semibold text-gray-900'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1 text-sm">
      {row(t('order.subtotal'), taka(order.cart_total))}
      {order.coupon_discount > 0 ? row(order.coupon_code ? t('order.couponWithCode', { code: order.coupon_code }) : t('order.coupon'), `−${taka(order.coupon_discount)}`) : null}
      {row(t('order.deliveryCharge'), taka(order.delivery_charge))}
      {row(t('order.total'), taka(order.order_total), true, 'order-total')}
      {order.recharge_paid + order.refund_paid + order.cashback_paid > 0 ? row(t('order.paidFromBalances'), taka(order.recharge_paid + order.refund_paid + order.cashback_paid)) : null}
      {order.payable !== order.order_total && order.settlement.paid.total === 0 ? row(t('order.toPay'), taka(order.payable), true) : null}
    </dl>
  );
}

export function OrderDestination({ order }: { order: OrderDetailView }) {
  const { t, digits, lang } = useI18n();
  if (order.address) {
    const a = order.address;
    return (
      <div className="text-sm text-gray-900">
        <h3 className="font-semibold">{t('order.deliveryAddress')}</h3>
        <p>
          {a.name}, {digits(formatBdMobile(a.phone))}
        </p>
        <p>
          {a.address}, {a.area}, {districtName(lang, a.district)}
        </p>
        {a.note ? <p className="text-gray-800">{t('order.note', { note: a.note })}</p> : null}
      </div>
    );
  }
  if (order.pickup) {
    const p = order.pickup;
    return (
      <div className="text-sm text-gray-900">
        <h3 className="font-semibold">{t('order.pickupPoint')}</h3>
        <p>{p.name}</p>
        <p>{p.address}</p>
        {p.hours ? <p>{t('order.pickupOpen', { hours: p.hours })}</p> : null}
        {p.phone ? <p>{t('order.pickupPhone', { phone: digits(formatBdMobile(p.phone)) })}</p> : null}
      </div>
    );
  }
  return null;
}

export function CourierTracking({
  courier,
  tracking,
  url = null,
  shipment = [],
}: {
  courier: string | null;
  tracking: string | null;
  /** The courier's own tracking page (core/courier.ts). */
  url?: string | null;
  /** What the courier reported, oldest first. */
  shipment?: OrderDetailView['shipment'];
}) {
  const { t } = useI18n();
  const times = useOrderTimes();
  if (!courier && !tracking) return null;
  const courierName = courierKey(courier);
  return (
    <div className="space-y-2 text-sm text-gray-900" data-testid="courier-tracking">
      <p>
        <span className="font-semibold">{t('order.courier')}</span> {courier ?? '—'}
        {tracking ? (
          <>
            {' '}
            · <span className="font-semibold">{t('order.trackingCode')}</span> <span className="font-mono select-all">{tracking}</span>
          </>
        ) : null}
      </p>
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-text underline" data-testid="courier-link">
            {courierName && courierName !== 'other' ? t('order.trackOn', { courier: t(`order.courier.${courierName}`) }) : t('order.trackOnSite')}
            <span className="sr-only"> {t('layout.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      {shipment.length > 0 ? (
        <div className="space-y-1">
          <p id="courier-updates-title" className="font-semibold">
            {t('order.courierUpdates')}
          </p>
          <ol className="space-y-1 border-l-2 border-gray-300 pl-3" aria-labelledby="courier-updates-title" data-testid="courier-updates">
          {shipment.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className={e.stage === 'delivered' ? 'font-semibold text-green-800' : 'font-medium'}>{e.label}</span>{' '}
              <time dateTime={e.at} className="text-gray-700">
                {times.time(e.at)}
              </time>
            </li>
          ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
