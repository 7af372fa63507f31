// /customer/dashboard/purchase-details/{purchase_id} (spec §2): one of the customer's orders —
// its code, status timeline, lines, totals, address or pickup point, payment — with Cancel
// while the shopper may still cancel it (a confirmation step first: ?cancel=1, a page of its
// own so it works without JavaScript) and a printable invoice (Print invoice prints only the
// invoice; ?print=1 shows the invoice alone). Another customer's or shop's id is the 404 page.
import { formatBdMobile } from '../../../../core/bd-phone';
import { SettlementSummary } from '../../../components/order/settlement-summary';
import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { cancelOrder } from '../../../../services/orders/cancel-order';
import { buyAgain } from '../../../../services/cart/buy-again';
import { listRefundableOrders } from '../../../../services/refunds/list-refundable-orders';
import { Button, ButtonLink } from '../../../components/ui/button';
import { getPurchaseDetails } from '../../../../services/orders/get-purchase-details';
import { getOrderPayment } from '../../../../services/payments/get-order-payment';
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
  paymentMethodName,
  shopperPaymentName,
  useOrderTimes,
} from '../../../components/order/order-parts';
import { ProductTable } from '../../../components/ui/product-line';
import { useI18n } from '../../../lib/i18n';
import { notFoundOn } from '../../../lib/not-found';
import { requireCustomer } from '../../../lib/customer-session.server';
import { useRootData } from '../../../lib/use-root-data';
import type { Route } from './+types/purchase-details';
import { metaTranslator, shopTitle } from '../../../lib/page-title';
import { runAction, text } from '../../../lib/action.server';
import { localText, requestTranslator } from '../../../lib/local-text.server';

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { t, digits } = metaTranslator(matches);
  return [{ title: shopTitle(loaded ? t('order.details.pageTitle', { code: digits(loaded.order.code) }) : t('order.details.title'), matches) }, { name: 'robots', content: 'noindex' }];
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
        const { t } = requestTranslator(context);
        const head = done.added > 0 ? t('order.buyAgain.some', { added: done.added, lines: done.lines }) : t('order.buyAgain.none');
        return { ok: done.added > 0, message: `${head} ${done.refused.join(' ')}` };
      },
      (r): CancelResult => (r.code === 'not_found' ? notFoundOn(r.error) : { ok: false, message: r.error.message }),
    );
  }
  if (text(form, 'intent') !== 'cancel') return data<CancelResult>({ ok: false, message: localText(context, orderMessages.cannotCancel) }, { status: 422 });
  return runAction(
    async (): Promise<CancelResult> => {
      await cancelOrder(context, purchaseId(params.purchase_id));
      return { ok: true, message: localText(context, orderMessages.cancelled) };
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
  const { t, digits } = useI18n();
  const times = useOrderTimes();
  return (
    <section id="invoice" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 text-gray-900" aria-labelledby="invoice-title">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-200 pb-3">
        <div>
          <h2 id="invoice-title" className="text-xl font-bold">
            {t('order.invoice')}
          </h2>
          <p className="text-sm">{shop?.shop_name}</p>
          {shop?.contact_number ? <p className="text-sm">{digits(formatBdMobile(shop.contact_number))}</p> : null}
        </div>
        <div className="text-right text-sm">
          <p>
            {t('order.invoiceOrder')} <span className="font-mono font-bold">{digits(order.code)}</span>
          </p>
          <p>{times.time(order.placed_at)}</p>
        </div>
      </header>
      <OrderDestination order={order} />
      <ProductTable
        lines={order.lines.map((l) => ({
          key: l.uid,
          name: (
            <>
              {l.name}
              {l.variantLabel ? <span className="block text-xs">{l.variantLabel}</span> : null}
              <LineAttachment line={l} />
            </>
          ),
          quantity: l.quantity,
          price: l.sellPrice,
          total: l.lineTotal,
        }))}
      />
      <div className="ml-auto max-w-xs space-y-3">
        <OrderFigures order={order} />
        <SettlementSummary settlement={order.settlement} />
      </div>
      <p className="text-sm">
        {t('order.paymentLine', { method: paymentMethodName(t, order.payment_method), status: shopperPaymentName(t, order) })}
      </p>
    </section>
  );
}

/**
 * A delivered order invites its shopper to review what they received (issue 28 item 1;
 * decision 067): the bell's entry leads here (#review); each line's review form is one link away.
 */
function ReviewInvitation({ lines }: { lines: OrderDetailView['lines'] }) {
  const { t } = useI18n();
  return (
    <section id="review" aria-labelledby="review-invite-title" className="scroll-mt-24 space-y-2 rounded-lg border-2 border-primary bg-white p-4" data-testid="review-invitation">
      <h2 id="review-invite-title" className="text-lg font-semibold text-gray-900">
        {t('review.invite.title')}
      </h2>
      <p className="text-sm text-gray-900">{t('review.invite.body')}</p>
      <ul className="flex flex-wrap gap-2">
        {lines.map((l) => (
          <li key={l.uid}>
            <ButtonLink to={`/customer/dashboard/review/${l.uid}`} variant="primary">
              {t('review.invite.cta', { name: l.name })}
            </ButtonLink>
          </li>
        ))}
      </ul>
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
  const { t, digits } = useI18n();
  const times = useOrderTimes();
  const printButton = (
    <Button variant="secondary" onClick={() => window.print()}>
      {t('order.print')}
    </Button>
  );
  if (printOnly) {
    return (
      <div className="space-y-3">
        <style>{PRINT_CSS}</style>
        {/* The page's own title for screen readers (the invoice's title is its section's h2). */}
        <h1 className="sr-only">{t('order.details.pageTitle', { code: digits(order.code) })}</h1>
        <p className="flex flex-wrap gap-2 print:hidden">
          {printButton}
          <Link to={base} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-text underline">
            {t('order.backToOrder')}
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
          {t('order.details.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t('order.details.heading')}</h1>
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} /> <PaymentBadge order={order} />
          {sandbox ? (
            <span className="ml-1 rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950" title={t('order.sandboxNote')} data-testid="sandbox-badge">
              {t('order.sandbox')}
            </span>
          ) : null}
        </p>
      </div>
      <OrderCode code={order.code} />
      <p className="text-sm text-gray-800">
        {t('order.details.placed', { time: times.time(order.placed_at), method: paymentMethodName(t, order.payment_method) })}
      </p>
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      <section className="space-y-2" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="text-lg font-semibold text-gray-900">
          {t('order.details.status')}
        </h2>
        <StatusTimeline status={order.status} timeline={order.timeline} />
        <CourierTracking courier={order.courier} tracking={order.tracking_code} url={order.tracking_url} shipment={order.shipment} />
      </section>
      {order.can_cancel ? (
        confirming ? (
          <Form method="post" action={base} className="space-y-3 rounded-lg border-2 border-red-300 bg-red-50 p-4" aria-labelledby="cancel-title">
            <h2 id="cancel-title" className="font-semibold text-red-950">
              {t('order.cancel.question')}
            </h2>
            <p className="text-sm text-red-950">{t('order.cancel.explain')}</p>
            <input type="hidden" name="intent" value="cancel" />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" variant="danger" size="lg" disabled={navigation.state !== 'idle'} autoFocus>
                {t('order.cancel.yes')}
              </Button>
              <ButtonLink to={base} replace variant="secondary" size="lg">
                {t('order.cancel.no')}
              </ButtonLink>
            </div>
          </Form>
        ) : (
          <p>
            <ButtonLink to={`${base}?cancel=1`} variant="danger-outline">
              {t('order.cancel.button')}
            </ButtonLink>
          </p>
        )
      ) : null}
      {refundable || order.status === 'delivered' || order.status === 'cancelled' || order.status === 'returned' ? (
        <div className="flex flex-col gap-2 sm:flex-row" data-testid="after-delivery">
          {refundable ? (
            <ButtonLink to={`/customer/dashboard/refund/${order.purchase_id}`} variant="secondary" size="lg">
              {t('order.requestRefund')}
            </ButtonLink>
          ) : null}
          <Form method="post" action={base}>
            <input type="hidden" name="intent" value="buy_again" />
            <Button type="submit" size="lg" block disabled={navigation.state !== 'idle'}>
              {t('order.buyAgain')}
            </Button>
          </Form>
        </div>
      ) : null}
      {order.status === 'delivered' && order.lines.length > 0 ? <ReviewInvitation lines={order.lines} /> : null}
      <section className="space-y-3" aria-labelledby="items-title">
        <h2 id="items-title" className="text-lg font-semibold text-gray-900">
          {t('order.details.items')}
        </h2>
        {params.get('reviewed') ? <Notice tone="success">{t('review.thanks')}</Notice> : null}
        <OrderLines lines={order.lines} reviews={order.status === 'delivered'} />
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
          {t('order.invoiceView')}
        </Link>
      </p>
      <div className="hidden print:block">
        <Invoice order={order} />
      </div>
    </div>
  );
}
