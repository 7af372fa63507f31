// How an order is shown wherever it appears (confirmed order, purchase history and details,
// order tracking): its status badge, the status timeline, its lines, its figures, where it
// goes, and the order code large and copyable. Times are shown in Bangladesh time so the
// server and the browser render the same text.
import { useState } from 'react';
import { ORDER_PATH, orderStatusLabel, shopperPaymentLabel, type OrderStatus, type PaymentStatus } from '../../../core/order-state';
import { formatTaka } from '../../../core/money';
import { shopTime } from '../../../core/shop-time';
import { courierKey, courierNames } from '../../../core/courier';
import { orderMessages } from '../../../core/order-messages';
import type { OrderDetailView } from '../../../services/orders/order-types';
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
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`} data-testid="order-status">
      {orderStatusLabel(status)}
    </span>
  );
}

/** The payment status as the shopper reads it (core/order-state shopperPaymentLabel). */
export function PaymentBadge({ order }: { order: { status: OrderStatus; payment_status: PaymentStatus; payment_method: string } }) {
  return (
    <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-900" data-testid="payment-badge">
      {shopperPaymentLabel(order)}
    </span>
  );
}

/** The order code, large; selecting it takes the whole code; Copy puts it on the clipboard. */
export function OrderCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <output
        className="select-all rounded-md border-2 border-dashed border-gray-400 bg-white px-3 py-2 font-mono text-3xl font-bold tracking-[0.2em] text-gray-900"
        aria-label="Order code"
        data-testid="order-code"
      >
        {code}
      </output>
      <button
        type="button"
        className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 print:hidden"
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
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="sr-only" role="status">
        {copied ? 'Order code copied' : ''}
      </span>
    </div>
  );
}

/** Whether timeline entry `i` only notes something in the status the order was already in. */
const isNoteOnly = (timeline: ReadonlyArray<{ status: OrderStatus; note?: string | null }>, i: number) => i > 0 && timeline[i - 1]!.status === timeline[i]!.status && !!timeline[i]!.note;

/** The path pending → delivered with the reached steps marked, then every recorded move with its time. */
export function StatusTimeline({ status, timeline }: { status: OrderStatus; timeline: ReadonlyArray<{ status: OrderStatus; at: string; note?: string | null }> }) {
  const reached = new Set(timeline.map((e) => e.status));
  const offPath = status === 'cancelled' || status === 'returned';
  return (
    <div className="space-y-3">
      {offPath ? null : (
        <ol className="grid grid-cols-5 gap-1 text-center text-xs" aria-label="Order progress">
          {ORDER_PATH.map((s) => {
            const done = reached.has(s) || ORDER_PATH.indexOf(s) <= ORDER_PATH.indexOf(status);
            return (
              <li key={s} className="space-y-1" aria-current={s === status ? 'step' : undefined}>
                <span className={`mx-auto block h-2 rounded-full ${done ? 'bg-primary' : 'bg-gray-200'}`} />
                <span className={done ? 'font-semibold text-gray-900' : 'text-gray-700'}>{orderStatusLabel(s)}</span>
              </li>
            );
          })}
        </ol>
      )}
      <ol className="space-y-2 border-l-2 border-gray-200 pl-4" aria-label="Status history" data-testid="order-timeline">
        {timeline.map((e, i) => (
          <li key={`${e.status}-${i}`} className="relative text-sm">
            <span className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-primary" aria-hidden="true" />
            {/* An entry in the status the order was already in is a note ("Cash on delivery marked
                collected"), not a second "Delivered": the note is its title (issue 23 item 7). */}
            <span className="font-semibold text-gray-900">{isNoteOnly(timeline, i) ? e.note : orderStatusLabel(e.status)}</span>{' '}
            <time dateTime={e.at} className="text-gray-800">
              {formatOrderTime(e.at)}
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
  if (!line.attachment) return null;
  return (
    <span className="block text-sm text-gray-800" data-testid="line-attachment">
      {line.attachment.title}:{' '}
      <a href={`${base}/order-attachment/${line.uid}`} className="break-all font-medium text-primary-text underline" download>
        {line.attachment.name || 'download'}
      </a>
    </span>
  );
}

export function OrderLines({ lines }: { lines: OrderDetailView['lines'] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200" aria-label="Ordered items">
      {lines.map((l) => (
        <li key={l.uid} className="flex gap-3 p-3" data-testid="order-line">
          {l.image ? <img src={l.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded object-cover print:hidden" /> : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gray-900">{l.name}</p>
            {l.variantLabel ? <p className="text-sm text-gray-800">{l.variantLabel}</p> : null}
            <LineAttachment line={l} />
            <p className="text-sm text-gray-800">
              {formatTaka(l.sellPrice)} × {l.quantity}
            </p>
          </div>
          <p className="shrink-0 font-bold text-gray-900">{formatTaka(l.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

export function OrderFigures({ order }: { order: OrderDetailView }) {
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
      {row('Subtotal', formatTaka(order.cart_total))}
      {order.coupon_discount > 0 ? row(`Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`, `−${formatTaka(order.coupon_discount)}`) : null}
      {row('Delivery charge', formatTaka(order.delivery_charge))}
      {row('Total', formatTaka(order.order_total), true, 'order-total')}
      {order.recharge_paid + order.refund_paid + order.cashback_paid > 0 ? row('Paid from balances', formatTaka(order.recharge_paid + order.refund_paid + order.cashback_paid)) : null}
      {order.payable !== order.order_total && order.settlement.paid.total === 0 ? row('To pay', formatTaka(order.payable), true) : null}
    </dl>
  );
}

export function OrderDestination({ order }: { order: OrderDetailView }) {
  if (order.address) {
    const a = order.address;
    return (
      <div className="text-sm text-gray-900">
        <h3 className="font-semibold">Delivery address</h3>
        <p>
          {a.name}, {a.phone}
        </p>
        <p>
          {a.address}, {a.area}, {a.district}
        </p>
        {a.note ? <p className="text-gray-800">Note: {a.note}</p> : null}
      </div>
    );
  }
  if (order.pickup) {
    const p = order.pickup;
    return (
      <div className="text-sm text-gray-900">
        <h3 className="font-semibold">Pickup point</h3>
        <p>{p.name}</p>
        <p>{p.address}</p>
        {p.hours ? <p>Open: {p.hours}</p> : null}
        {p.phone ? <p>Phone: {p.phone}</p> : null}
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
  if (!courier && !tracking) return null;
  const courierName = courierKey(courier);
  return (
    <div className="space-y-2 text-sm text-gray-900" data-testid="courier-tracking">
      <p>
        <span className="font-semibold">Courier:</span> {courier ?? '—'}
        {tracking ? (
          <>
            {' '}
            · <span className="font-semibold">Tracking code:</span> <span className="font-mono select-all">{tracking}</span>
          </>
        ) : null}
      </p>
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-text underline" data-testid="courier-link">
            Track on {courierName && courierName !== 'other' ? courierNames[courierName] : 'the courier’s site'}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {shipment.length > 0 ? (
        <div className="space-y-1">
          <p id="courier-updates-title" className="font-semibold">
            Courier updates
          </p>
          <ol className="space-y-1 border-l-2 border-gray-300 pl-3" aria-labelledby="courier-updates-title" data-testid="courier-updates">
          {shipment.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className={e.stage === 'delivered' ? 'font-semibold text-green-800' : 'font-medium'}>{e.label}</span>{' '}
              <time dateTime={e.at} className="text-gray-700">
                {formatOrderTime(e.at)}
              </time>
            </li>
          ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
