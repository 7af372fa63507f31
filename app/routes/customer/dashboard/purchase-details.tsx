// /customer/dashboard/purchase-details/{purchase_id} (spec §2): one of the customer's orders —
// its code, status timeline, lines, totals, address or pickup point, payment — with Cancel
// while the shopper may still cancel it (a confirmation step first: ?cancel=1, a page of its
// own so it works without JavaScript) and a printable invoice (Print invoice prints only the
// invoice; ?print=1 shows the invoice alone). Another customer's or shop's id is the 404 page.
import { SettlementSummary } from '../../../components/order/settlement-summary';
import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { formatTaka } from '../../../../core/money';
import { shopperPaymentLabel } from '../../../../core/order-state';
import { cancelOrder } from '../../../../services/orders/cancel-order';
import { buyAgain } from '../../../../services/cart/buy-again';
import { listRefundableOrders } from '../../../../services/refunds/list-refundable-orders';
import { Button, ButtonLink } from '../../../components/ui/button';
import { getPurchaseDetails } from '../../../../services/orders/get-purchase-details';
import { getOrderPayment } from '../../../../services/payments/get-order-payment';
import { paymentMessages } from '../../../../services/payments/payment-messages';
import type { OrderDetailView } from '../../../../services/orders/order-types';
import { orderMessages } from '../../../../core/order-messages';
import { Notice } from '../../../components/ui/notice';
import {
  CourierTracking,
  OrderCode,
  OrderDestination,
  OrderFigures,
  LineAttachment,
  OrderLines,
  PaymentBadge,
  StatusBadge,
  StatusTimeline,
  formatOrderTime,
  paymentMethodLabel,
} from '../../../components/order/order-parts';
import { notFoundOn } from '../../../lib/not-found';
import { requireCustomer } from '../../../lib/customer-session.server';
import { useRootData } from '../../../lib/use-root-data';
import type { Route } from './+types/purchase-details';
import { shopTitle } from '../../../lib/page-title';
import { runAction, text } from '../../../lib/action.server';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [{ title: shopTitle(loaded ? `Order ${loaded.order.code}` : 'Purchase Details', matches) }, { name: 'robots', content: 'noindex' }];
}

function purchaseId(param: string | undefined): number {
  const id = Number(param);
  return isStoredId(id) ? id : 0;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const order = await getPurchaseDetails(context, purchaseId(params.purchase_id)).catch(notFoundOn);
  const sandbox = (await getOrderPayment(context, order.purchase_id))?.sandbox ?? false;
  // A delivered order still within the shop's return window offers "Request a refund" (issue 23 item 8).
  const refundable = order.status === 'delivered' && (await listRefundableOrders(context)).some((o) => o.purchase_id === order.purchase_id);
  return { order, sandbox, refundable };
}

interface CancelResult {
  ok: boolean;
  message: string;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireCustomer(request, context);
  const form = await request.formData();
  if (text(form, 'intent') === 'buy_again') {
    // Buy again: the order's lines into the cart; all of them added → the cart, else what was not and why.
    return runAction(
      async (): Promise<CancelResult> => {
        const done = await buyAgain(context, purchaseId(params.purchase_id));
        if (done.refused.length === 0) throw redirect('/customer/cart');
        const head = done.added > 0 ? `${done.added} of ${done.lines} items are in your cart.` : 'Nothing could be added to your cart.';
        return { ok: done.added > 0, message: `${head} ${done.refused.join(' ')}` };
      },
      (r): CancelResult => (r.code === 'not_found' ? notFoundOn(r.error) : { ok: false, message: r.error.message }),
    );
  }
  if (text(form, 'intent') !== 'cancel') return data<CancelResult>({ ok: false, message: orderMessages.cannotCancel }, { status: 422 });
  return runAction(
    async (): Promise<CancelResult> => {
      await cancelOrder(context, purchaseId(params.purchase_id));
      return { ok: true, message: orderMessages.cancelled };
    },
    // Another's or an unknown order is the 404 page.
    (r): CancelResult => (r.code === 'not_found' ? notFoundOn(r.error) : { ok: false, message: r.error.message }),
  );
}

// Printing the page prints the invoice only (the shop's header, menu and buttons stay off paper).
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #invoice, #invoice * { visibility: visible !important; }
  #invoice { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; border: 0; }
}`;

function Invoice({ order }: { order: OrderDetailView }) {
  const shop = useRootData()?.layout.shopInfo;
  return (
    <section id="invoice" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 text-gray-900" aria-labelledby="invoice-title">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-200 pb-3">
        <div>
          <h2 id="invoice-title" className="text-xl font-bold">
            Invoice
          </h2>
          <p className="text-sm">{shop?.shop_name}</p>
          {shop?.contact_number ? <p className="text-sm">{shop.contact_number}</p> : null}
        </div>
        <div className="text-right text-sm">
          <p>
            Order <span className="font-mono font-bold">{order.code}</span>
          </p>
          <p>{formatOrderTime(order.placed_at)}</p>
        </div>
      </header>
      <OrderDestination order={order} />
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-gray-300 text-left">
            <th scope="col" className="py-1">
              Item
            </th>
            <th scope="col" className="py-1 text-right">
              Price
            </th>
            <th scope="col" className="py-1 text-right">
              Qty
            </th>
            <th scope="col" className="py-1 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.uid} className="border-b border-gray-200 align-top">
              <td className="py-1">
                {l.name}
                {l.variantLabel ? <span className="block text-xs">{l.variantLabel}</span> : null}
                <LineAttachment line={l} />
              </td>
              <td className="py-1 text-right">{formatTaka(l.sellPrice)}</td>
              <td className="py-1 text-right">{l.quantity}</td>
              <td className="py-1 text-right">{formatTaka(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ml-auto max-w-xs space-y-3">
        <OrderFigures order={order} />
        <SettlementSummary settlement={order.settlement} />
      </div>
      <p className="text-sm">
        Payment: {paymentMethodLabel(order.payment_method)} · {shopperPaymentLabel(order)}
      </p>
    </section>
  );
}

export default function PurchaseDetails() {
  const { order, sandbox, refundable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const printOnly = params.get('print') === '1';
  const confirming = params.get('cancel') === '1' && order.can_cancel;
  const base = `/customer/dashboard/purchase-details/${order.purchase_id}`;
  const printButton = (
    <button type="button" onClick={() => window.print()} className="inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100">
      Print invoice
    </button>
  );
  if (printOnly) {
    return (
      <div className="space-y-3">
        <style>{PRINT_CSS}</style>
        <p className="flex flex-wrap gap-2 print:hidden">
          {printButton}
          <Link to={base} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-text underline">
            Back to the order
          </Link>
        </p>
        <Invoice order={order} />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <style>{PRINT_CSS}</style>
      <p>
        <Link to="/customer/dashboard/purchase-history" className="text-sm font-semibold text-primary-text underline">
          ← Purchase History
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Order details</h1>
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} /> <PaymentBadge order={order} />
          {sandbox ? (
            <span className="ml-1 rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950" title={paymentMessages.sandboxNote} data-testid="sandbox-badge">
              {paymentMessages.sandbox}
            </span>
          ) : null}
        </p>
      </div>
      <OrderCode code={order.code} />
      <p className="text-sm text-gray-800">
        Placed {formatOrderTime(order.placed_at)} · {paymentMethodLabel(order.payment_method)}
      </p>
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      <section className="space-y-2" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="text-lg font-semibold text-gray-900">
          Status
        </h2>
        <StatusTimeline status={order.status} timeline={order.timeline} />
        <CourierTracking courier={order.courier} tracking={order.tracking_code} url={order.tracking_url} shipment={order.shipment} />
      </section>
      {order.can_cancel ? (
        confirming ? (
          <Form method="post" action={base} className="space-y-3 rounded-lg border-2 border-red-300 bg-red-50 p-4" aria-labelledby="cancel-title">
            <h2 id="cancel-title" className="font-semibold text-red-950">
              Cancel this order?
            </h2>
            <p className="text-sm text-red-950">The items go back to the shop and a coupon you used can be used again. This cannot be undone.</p>
            <input type="hidden" name="intent" value="cancel" />
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 font-semibold text-white disabled:opacity-60" disabled={navigation.state !== 'idle'} autoFocus>
                Yes, cancel the order
              </button>
              <Link to={base} replace className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900">
                No, keep it
              </Link>
            </div>
          </Form>
        ) : (
          <p>
            <Link to={`${base}?cancel=1`} className="inline-flex min-h-11 items-center rounded-md border border-red-700 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50">
              Cancel order
            </Link>
          </p>
        )
      ) : null}
      {refundable || order.status === 'delivered' || order.status === 'cancelled' || order.status === 'returned' ? (
        <div className="flex flex-col gap-2 sm:flex-row" data-testid="after-delivery">
          {refundable ? (
            <ButtonLink to={`/customer/dashboard/refund/${order.purchase_id}`} variant="secondary" size="lg">
              Request a refund
            </ButtonLink>
          ) : null}
          <Form method="post" action={base}>
            <input type="hidden" name="intent" value="buy_again" />
            <Button type="submit" size="lg" block disabled={navigation.state !== 'idle'}>
              Buy again
            </Button>
          </Form>
        </div>
      ) : null}
      <section className="space-y-3" aria-labelledby="items-title">
        <h2 id="items-title" className="text-lg font-semibold text-gray-900">
          Items
        </h2>
        <OrderLines lines={order.lines} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OrderDestination order={order} />
          <div className="space-y-3">
            <OrderFigures order={order} />
            <SettlementSummary settlement={order.settlement} />
          </div>
        </div>
      </section>
      <p className="flex flex-wrap gap-2">
        {printButton}
        <Link to={`${base}?print=1`} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-text underline">
          Invoice view
        </Link>
      </p>
      <div className="hidden print:block">
        <Invoice order={order} />
      </div>
    </div>
  );
}
