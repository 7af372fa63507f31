// /seller/orders/:id (issue 14 item 2): one order for the shop — lines, totals, customer,
// address or pickup point, payments, timeline, the customer's earlier orders and outcomes (the
// fake-order check), the moves allowed now as buttons (shipping asks for courier and tracking
// code), cancel and return behind a confirmation step, "Mark COD collected" when allowed, and the invoice
// and packing slip (`?print=invoice|slip`, a print-only layout). Plain POSTs to this route's
// action, which calls the same services as /api/seller/order-status and order-cod-collected;
// after a change the page is reloaded (POST → redirect → GET) with a notice.
import { SettlementSummary, ToCollect } from '../../components/order/settlement-summary';
import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { formatTaka } from '../../../core/money';
import { isOrderStatus, orderStatusLabel, paymentStatusLabel } from '../../../core/order-state';
import { sellerMessages } from '../../../core/seller-messages';
import { getSellerOrder } from '../../../services/seller/get-seller-order';
import { markCodCollected } from '../../../services/seller/mark-cod-collected';
import { moveSellerOrder } from '../../../services/seller/move-seller-order';
import type { SellerOrderDetail } from '../../../services/seller/seller-order-views';
import { notFoundSaying } from '../../lib/not-found';
import { requireStaffPage } from '../../lib/seller-session.server';
import { Notices } from '../../components/ui/notice';
import type { Route } from './+types/order';
import { runAction, text, type FormFailure } from '../../lib/action.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(context);
  const url = new URL(request.url);
  const order = await getSellerOrder(context, Number(params.id)).catch(notFoundSaying(sellerMessages.orderNotFound));
  const print = url.searchParams.get('print');
  const moved = url.searchParams.get('moved');
  return {
    order,
    shop: { name: context.shop.shop_name },
    print: print === 'invoice' || print === 'slip' ? (print as 'invoice' | 'slip') : null,
    // Cancel and return give stock and money back: each asks once more (a GET step, no script).
    confirm: (['cancelled', 'returned'] as const).find((m) => url.searchParams.get('confirm') === m && order.moves.includes(m)) ?? null,
    notice: url.searchParams.get('cod') === '1' ? sellerMessages.codCollected : isOrderStatus(moved) ? sellerMessages.moved(orderStatusLabel(moved)) : null,
  };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded ? `Order ${loaded.order.code} — Seller console` : 'Seller console' }, { name: 'robots', content: 'noindex' }];
}

type ActionResult = FormFailure & { status: string; courier: string; tracking_code: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireStaffPage(context);
  const form = await request.formData();
  const id = Number(params.id);
  const intent = text(form, 'intent');
  const status = text(form, 'status');
  const courier = text(form, 'courier');
  const trackingCode = text(form, 'tracking_code');
  return runAction(
    async () => {
      if (intent === 'cod') {
        await markCodCollected(context, id);
        return redirect(`/seller/orders/${id}?cod=1`);
      }
      await moveSellerOrder(context, { purchaseId: id, status, courier, trackingCode, note: text(form, 'note') || undefined });
      return redirect(`/seller/orders/${id}?moved=${encodeURIComponent(status)}`);
    },
    (r): ActionResult => ({ errors: r.errors, message: r.message, status, courier, tracking_code: trackingCode }),
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' });
const card = 'rounded-lg border border-gray-200 bg-white p-3 sm:p-4';
const h2 = 'mb-2 text-base font-semibold text-gray-900';
const button = 'rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary';
const field = 'mt-1 w-full rounded-md border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900';

function Address({ order }: { order: SellerOrderDetail }) {
  if (order.address) {
    const a = order.address;
    return (
      <address className="not-italic text-sm text-gray-900">
        {a.name} · {a.phone}
        <br />
        {a.address}, {a.area}, {a.district}
        {a.note ? (
          <>
            <br />
            Note: {a.note}
          </>
        ) : null}
      </address>
    );
  }
  if (order.pickup) {
    return (
      <p className="text-sm text-gray-900">
        Pickup: {order.pickup.name}, {order.pickup.address}
        {order.pickup.phone ? ` · ${order.pickup.phone}` : ''}
      </p>
    );
  }
  return <p className="text-sm text-gray-700">No address</p>;
}

function Totals({ order }: { order: SellerOrderDetail }) {
  const rows: Array<[string, number]> = [
    ['Subtotal', order.cart_total],
    ['Delivery charge', order.delivery_charge],
  ];
  if (order.coupon_discount) rows.push([`Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`, -order.coupon_discount]);
  if (order.recharge_paid) rows.push(['Paid from recharge balance', -order.recharge_paid]);
  if (order.refund_paid) rows.push(['Paid from refund balance', -order.refund_paid]);
  if (order.cashback_paid) rows.push(['Paid from cashback', -order.cashback_paid]);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-gray-700">{label}</dt>
          <dd className="text-right text-gray-900">{formatTaka(amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold text-gray-900">Order total</dt>
      <dd className="text-right font-semibold text-gray-900">{formatTaka(order.order_total)}</dd>
    </dl>
  );
}

function Lines({ order, prices }: { order: SellerOrderDetail; prices: boolean }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-gray-200 text-gray-700">
          <th className="py-1 font-medium">Item</th>
          <th className="py-1 text-right font-medium">Qty</th>
          {prices ? <th className="py-1 text-right font-medium">Price</th> : null}
          {prices ? <th className="py-1 text-right font-medium">Total</th> : null}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l) => (
          <tr key={l.uid} className="border-b border-gray-100 align-top">
            <td className="py-1 text-gray-900">
              {l.name}
              {l.variantLabel ? <span className="block text-xs text-gray-700">{l.variantLabel}</span> : null}
            </td>
            <td className="py-1 text-right text-gray-900">{l.quantity}</td>
            {prices ? <td className="py-1 text-right text-gray-900">{formatTaka(l.sellPrice)}</td> : null}
            {prices ? <td className="py-1 text-right text-gray-900">{formatTaka(l.lineTotal)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PrintView({ order, shopName, kind }: { order: SellerOrderDetail; shopName: string; kind: 'invoice' | 'slip' }) {
  return (
    <article className="mx-auto max-w-2xl bg-white p-4 text-gray-900 print:p-0" aria-label={kind === 'invoice' ? 'Invoice' : 'Packing slip'}>
      <p className="mb-4 flex gap-3 text-sm print:hidden">
        <Link to={`/seller/orders/${order.purchase_id}`} className="underline">
          Back to the order
        </Link>
        <span>Use your browser&apos;s Print (Ctrl+P) to print this page.</span>
      </p>
      <header className="mb-4 flex items-baseline justify-between border-b border-gray-400 pb-2">
        <h1 className="text-xl font-bold">{shopName}</h1>
        <p className="text-lg font-semibold">{kind === 'invoice' ? 'Invoice' : 'Packing slip'}</p>
      </header>
      <p className="text-sm">
        Order <span className="font-mono font-semibold">{order.code}</span> · placed {when(order.placed_at)}
        <br />
        Payment: {order.payment_method} · {paymentStatusLabel(order.payment_status)}
        {order.courier ? ` · ${order.courier} ${order.tracking_code ?? ''}` : ''}
      </p>
      <section className="my-3">
        <h2 className="text-sm font-semibold">{order.address ? 'Deliver to' : 'Pickup'}</h2>
        <Address order={order} />
      </section>
      <Lines order={order} prices={kind === 'invoice'} />
      {kind === 'invoice' ? (
        <div className="ml-auto mt-3 max-w-xs space-y-3">
          <Totals order={order} />
          <SettlementSummary settlement={order.settlement} />
        </div>
      ) : (
        <p className="mt-3 text-sm">
          {order.total_items} item(s) · <ToCollect settlement={order.settlement} />
        </p>
      )}
    </article>
  );
}

export default function SellerOrder() {
  const { order, shop, print, confirm, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (print) return <PrintView order={order} shopName={shop.name} kind={print} />;
  const base = `/seller/orders/${order.purchase_id}`;
  const forward = order.moves.filter((m) => m !== 'cancelled' && m !== 'returned');
  const undo = order.moves.filter((m) => m === 'cancelled' || m === 'returned');
  const history = order.customer_history;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <Link to="/seller" className="text-gray-900 underline">
          ← Orders
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline gap-2">
        <h1 className="font-mono text-xl font-bold text-gray-900">{order.code}</h1>
        <span className="rounded bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-900" data-testid="order-status">
          {orderStatusLabel(order.status)}
        </span>
        <span className="text-sm text-gray-700">
          {paymentStatusLabel(order.payment_status)} · {order.payment_method} · placed {when(order.placed_at)}
        </span>
      </div>
      <Notices notice={notice} error={result?.message} />

      <section className={card} aria-labelledby="actions-title">
        <h2 id="actions-title" className={h2}>
          Actions
        </h2>
        <div className="flex flex-wrap gap-2">
          {forward
            .filter((m) => m !== 'shipped')
            .map((m) => (
              <form key={m} method="post">
                <input type="hidden" name="status" value={m} />
                <button type="submit" name="intent" value="move" className={button}>
                  Mark {orderStatusLabel(m)}
                </button>
              </form>
            ))}
          {order.can_mark_cod_collected ? (
            <form method="post">
              <button type="submit" name="intent" value="cod" className={button}>
                Mark COD collected
              </button>
            </form>
          ) : null}
          <a href={`${base}?print=invoice`} className="rounded-md border border-gray-400 px-4 py-2 text-sm font-medium text-gray-900">
            Print invoice
          </a>
          <a href={`${base}?print=slip`} className="rounded-md border border-gray-400 px-4 py-2 text-sm font-medium text-gray-900">
            Print packing slip
          </a>
        </div>
        {forward.includes('shipped') ? (
          <form method="post" className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Ship the order">
            <input type="hidden" name="status" value="shipped" />
            <label className="text-sm font-medium text-gray-900">
              Courier
              <input name="courier" required maxLength={80} defaultValue={result?.courier} className={field} aria-invalid={result?.errors.courier ? true : undefined} />
              {result?.errors.courier ? <span className="block text-xs text-red-800">{result.errors.courier}</span> : null}
            </label>
            <label className="text-sm font-medium text-gray-900">
              Tracking code
              <input name="tracking_code" required maxLength={80} defaultValue={result?.tracking_code} className={field} aria-invalid={result?.errors.tracking_code ? true : undefined} />
              {result?.errors.tracking_code ? <span className="block text-xs text-red-800">{result.errors.tracking_code}</span> : null}
            </label>
            <button type="submit" name="intent" value="move" className={button}>
              Mark Shipped
            </button>
          </form>
        ) : null}
        {undo.map((m) =>
          confirm === m ? (
            <form key={m} method="post" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3">
              <p className="text-sm text-red-900">
                {m === 'cancelled'
                  ? 'Cancel this order? Stock, coupon use and balances are given back, and online payments are refunded.'
                  : 'Mark this order returned? Stock and balances are given back and its cashback is taken back.'}
              </p>
              <input type="hidden" name="status" value={m} />
              <div className="mt-2 flex gap-2">
                <button type="submit" name="intent" value="move" className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white">
                  {m === 'cancelled' ? 'Yes, cancel the order' : 'Yes, mark it returned'}
                </button>
                <Link to={base} className="rounded-md px-4 py-2 text-sm text-gray-900 underline">
                  Keep it
                </Link>
              </div>
            </form>
          ) : (
            <p key={m} className="mt-3">
              <Link to={`${base}?confirm=${m}`} className="text-sm font-medium text-red-800 underline">
                {m === 'cancelled' ? 'Cancel order…' : 'Mark returned…'}
              </Link>
            </p>
          ),
        )}
        {order.moves.length === 0 && !order.can_mark_cod_collected ? <p className="mt-2 text-sm text-gray-700">No further moves for this order.</p> : null}
      </section>

      <div className="grid gap-3 desk:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <section className={card} aria-labelledby="lines-title">
            <h2 id="lines-title" className={h2}>
              Items
            </h2>
            <Lines order={order} prices />
            <div className="mt-3">
              <Totals order={order} />
              <div className="mt-3">
                <SettlementSummary settlement={order.settlement} />
              </div>
            </div>
          </section>
          <section className={card} aria-labelledby="payments-title">
            <h2 id="payments-title" className={h2}>
              Payments
            </h2>
            {order.payments.length === 0 ? (
              <p className="text-sm text-gray-700">No payments recorded.</p>
            ) : (
              <ul className="space-y-1 text-sm text-gray-900">
                {order.payments.map((p) => (
                  <li key={p.id}>
                    {p.provider} · {p.purpose} · {formatTaka(p.amount)} · {p.state}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={card} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className={h2}>
              Timeline
            </h2>
            <ol className="space-y-1 text-sm text-gray-900">
              {order.timeline.map((e, i) => (
                <li key={i}>
                  <span className="font-medium">{orderStatusLabel(e.status)}</span> · {when(e.at)} · {e.actor}
                  {e.note ? ` — ${e.note}` : ''}
                </li>
              ))}
            </ol>
            {order.courier ? (
              <p className="mt-2 text-sm text-gray-900">
                Courier: {order.courier} · Tracking: {order.tracking_code}
              </p>
            ) : null}
          </section>
        </div>
        <div className="space-y-3">
          <section className={card} aria-labelledby="customer-title">
            <h2 id="customer-title" className={h2}>
              Customer
            </h2>
            <p className="text-sm text-gray-900">
              {order.customer.name || '—'} · {order.customer.phone}
            </p>
            <h3 className="mt-2 text-sm font-semibold text-gray-900">{order.address ? 'Delivery address' : 'Pickup'}</h3>
            <Address order={order} />
          </section>
          <section className={card} aria-labelledby="history-title">
            <h2 id="history-title" className={h2}>
              Previous orders
            </h2>
            <p className={`text-sm ${history.cancelled + history.returned > history.delivered ? 'font-semibold text-red-900' : 'text-gray-900'}`}>
              {history.total} other order(s): {history.delivered} delivered, {history.cancelled} cancelled, {history.returned} returned, {history.open} open
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {history.orders.map((o) => (
                <li key={o.purchase_id}>
                  <Link to={`/seller/orders/${o.purchase_id}`} className="font-mono underline">
                    {o.code}
                  </Link>{' '}
                  · {orderStatusLabel(o.status)} · {formatTaka(o.order_total)} · {when(o.placed_at).slice(0, 10)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
