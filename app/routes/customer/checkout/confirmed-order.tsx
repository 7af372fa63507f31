// /customer/checkout/confirmed-order/{id} (spec §2): the order just placed — its code large
// and copyable, what was ordered, the totals, where it goes, how it is paid, and what happens
// next. Only the customer's own order: any other id is the not-found page. No cart guard here
// (the cart is empty once the order is placed).
import { Button, ButtonLink } from '../../../components/ui/button';
import { Form, redirect, useActionData, useLoaderData } from 'react-router';
import { getOrderPayment } from '../../../../services/payments/get-order-payment';
import { retryOrderPayment, retryPaymentInput } from '../../../../services/payments/retry-order-payment';
import { parseInput } from '../../../../services/input';
import { switchToCashOnDelivery } from '../../../../services/payments/switch-to-cash-on-delivery';
import { runAction, text } from '../../../lib/action.server';
import { isStoredId } from '../../../../core/cart';
import { getPurchaseDetails } from '../../../../services/orders/get-purchase-details';
import { OrderCode, OrderDestination, OrderFigures, OrderLines, StatusBadge } from '../../../components/order/order-parts';
import { useI18n } from '../../../lib/i18n';
import { withCatalogArea } from '../../../lib/catalog-area.client';
import type { MessageId } from '../../../../core/i18n/catalog';
import { localMessage } from '../../../lib/local-message.server';
import { requireCustomer } from '../../../lib/customer-session.server';
import { notFoundOn } from '../../../lib/not-found';
import type { Route } from './+types/confirmed-order';
import { pageTitle } from './checkout-parts';
import { Notice } from '../../../components/ui/notice';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageTitle('checkout.orderPlaced', matches);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const id = Number(params.id);
  const order = await getPurchaseDetails(context, isStoredId(id) ? id : 0).catch(notFoundOn);
  const payment = await getOrderPayment(context, order.purchase_id);
  return { order, payment };
}

// Pay again (bKash / card) or switch to cash on delivery, for an unpaid online order.
export async function action({ request, context, params }: Route.ActionArgs) {
  requireCustomer(request, context);
  const id = Number(params.id);
  const form = await request.formData();
  const intent = text(form, 'intent');
  return runAction(
    async () => {
      if (intent === 'cod') {
        const switched = await switchToCashOnDelivery(context, isStoredId(id) ? id : 0);
        // A shop that asks the delivery charge in advance: straight on to paying it.
        throw redirect(switched.payment_url ?? `/customer/checkout/confirmed-order/${id}`);
      }
      // The order is the page's (an id that names none is not found); the method the button's.
      const { method } = parseInput(retryPaymentInput.pick({ method: true }), { method: intent });
      const retried = await retryOrderPayment(context, isStoredId(id) ? id : 0, method);
      throw redirect(retried.payment_url ?? `/customer/checkout/confirmed-order/${id}`);
    },
    (r) => ({ message: localMessage(context, r.error.message) }),
  );
}

const PAY_LABEL = { bkash: 'checkout.payWithBkash', stripe: 'checkout.payByCard' } as const satisfies Record<string, MessageId>;

/** Minutes after placing that an unpaid online order is cancelled (the jobs' rule, said on the page). */
const UNPAID_MINUTES = 30;

export default function ConfirmedOrder() {
  const { t, taka } = useI18n();
  const { order, payment } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const cod = order.payment_method === 'cod';
  const unpaidOnline = payment !== null && (payment.retry_methods.length > 0 || payment.can_switch_to_cod);
  const waiting = payment?.online?.state === 'pending' && order.payment_status !== 'paid';
  // An online order not paid yet is saved, not placed for good: no "Thank you" over a failed payment (issue 23 item 5).
  const notPaidYet = (order.payment_method === 'bkash' || order.payment_method === 'stripe') && order.payment_status !== 'paid' && order.status === 'pending';
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className={`space-y-3 rounded-xl border p-4 sm:p-6 ${notPaidYet ? 'border-amber-600 bg-amber-50 text-amber-950' : 'border-green-300 bg-green-50 text-green-950'}`}>
        <h1 className="text-2xl font-bold">{notPaidYet ? t('checkout.savedNotPaid') : t('checkout.thankYou')}</h1>
        <p>{t('checkout.keepCode')}</p>
        <OrderCode code={order.code} />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-900">
          <span className="inline-flex items-center gap-2">
            {t('checkout.status')} <StatusBadge status={order.status} />
          </span>
          <span>{t('checkout.paymentIs', { method: t(`checkout.method.${order.payment_method}`) })}</span>
          <span data-testid="payment-status">({t(`checkout.paymentStatus.${order.payment_status}`)})</span>
          {payment?.sandbox ? (
            <span className="rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950" title={t('checkout.sandboxNote')} data-testid="sandbox-badge">
              {t('checkout.sandbox')}
            </span>
          ) : null}
        </p>
      </div>
      {waiting ? (
        <Notice tone="info">{t('checkout.waitingProvider')}</Notice>
      ) : null}
      {unpaidOnline && !waiting ? (
        <section className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4" aria-labelledby="pay-title" data-testid="payment-retry">
          <h2 id="pay-title" className="text-lg font-semibold text-red-950">
            {payment?.online?.purpose === 'advance' ? t('checkout.advanceNotPaid') : t('checkout.paymentFailed')}
          </h2>
          <p className="text-sm text-red-950">{t('checkout.payAgainHelp', { minutes: UNPAID_MINUTES })}</p>
          <Notice tone="error">{result?.message}</Notice>
          <Form method="post" className="flex flex-col gap-2 sm:flex-row">
            {payment!.retry_methods.map((m) => (
              <Button key={m} type="submit" name="intent" value={m} size="lg" className="flex-1">
                {t(PAY_LABEL[m])}
              </Button>
            ))}
            {payment!.can_switch_to_cod ? (
              <Button type="submit" name="intent" value="cod" variant="secondary" size="lg" className="flex-1">
                {t('checkout.switchToCod')}
              </Button>
            ) : null}
          </Form>
        </section>
      ) : null}
      <section className="space-y-2" aria-labelledby="next-title">
        <h2 id="next-title" className="text-lg font-semibold text-gray-900">
          {t('checkout.whatNext')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-gray-900">
          <li>{t('checkout.next.confirm')}</li>
          <li>{order.shipping_type === 1 ? t('checkout.next.pickup') : t('checkout.next.courier')}</li>
          <li>{cod ? t('checkout.next.payCod', { amount: taka(order.payable) }) : t('checkout.next.paid')}</li>
          <li>{t('checkout.next.cancel')}</li>
        </ol>
      </section>
      <section className="space-y-3" aria-labelledby="ordered-title">
        <h2 id="ordered-title" className="text-lg font-semibold text-gray-900">
          {t('checkout.whatOrdered')}
        </h2>
        <OrderLines lines={order.lines} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OrderDestination order={order} />
          <OrderFigures order={order} />
        </div>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={`/customer/dashboard/purchase-details/${order.purchase_id}`} size="lg" className="flex-1">
          {t('checkout.viewDetails')}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg" className="flex-1">
          {t('cart.continueShopping')}
        </ButtonLink>
      </div>
    </div>
  );
}
