// /customer/checkout/payment-method (spec §2): the payment options of the summary (cash on
// delivery; bKash and card when the shop offers them — Place Order then goes to their page), the totals,
// and Place Order. The form carries an Idempotency-Key made on the server when the page is
// rendered, the choice, and the figures the shopper sees: a double-clicked Place Order — with
// or without JavaScript — makes one order (the same key answers the same order), and figures
// that changed since are refused with a 409 that shows what changed and the new totals.
import { randomUUID } from 'node:crypto';
import { useEffect, useState } from 'react';
import { Form, redirect, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { piecesOf } from '../../../../core/cart';
import type { PlaceOrderInput } from '../../../../services/checkout/checkout-types';
import { Notice } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { withCatalogArea } from '../../../lib/catalog-area.client';
import type { MessageId } from '../../../../core/i18n/catalog';
import { requireCustomer } from '../../../lib/customer-session.server';
import { CartAlreadyOrderedError, FiguresChangedError, placeOrder, placeOrderInput } from '../../../../services/checkout/place-order';
import { parseForm, runAction, text } from '../../../lib/action.server';
import { clearOrderContextCookies, orderContextCookies, withCookies } from '../../../lib/order-context.server';
import type { Route } from './+types/payment-method';
import { loadCheckout } from './checkout-data.server';
import { BlockingNote, CheckoutLines, CheckoutSteps, TotalsBox, pageTitle, type CheckoutActionResult } from './checkout-parts';

type PaymentMethod = PlaceOrderInput['selected_payment_option'];

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageTitle('checkout.step.payment', matches);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

// React Router re-runs loaders after an action only when it answers 2xx: after the 409
// "The amounts changed…" the page must show the new totals (and send them with the next
// Place Order), so this page reloads its figures after every refused order (issue 23 item 1).
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'ok' in actionResult && actionResult.ok === false) return true;
  return defaultShouldRevalidate;
}

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { choice, payment, summary } = await loadCheckout(request, context);
  const available = summary.payment_options.filter((o) => o.available).map((o) => o.method);
  const selected: PaymentMethod | null = payment && available.includes(payment) ? payment : (available[0] ?? null);
  // A fresh key for each rendering of the form: a resubmission of this form reuses it.
  return { choice, selected, summary, idempotencyKey: randomUUID() };
}

const METHODS: readonly PaymentMethod[] = ['cod', 'bkash', 'stripe', 'balance'];

const METHOD_LABEL: Record<PaymentMethod, MessageId> = {
  cod: 'checkout.method.cod',
  bkash: 'checkout.method.bkash',
  stripe: 'checkout.method.stripe',
  balance: 'checkout.method.balance',
};

const METHOD_NOTE: Record<PaymentMethod, MessageId> = {
  cod: 'checkout.note.cod',
  bkash: 'checkout.note.bkash',
  stripe: 'checkout.note.stripe',
  balance: 'checkout.note.balance',
};

const BALANCE_FIELDS = [
  { name: 'recharge_paid', kind: 'recharge', label: 'checkout.balance.recharge' },
  { name: 'refund_paid', kind: 'refund', label: 'checkout.balance.refund' },
  { name: 'cashback_paid', kind: 'cashback', label: 'checkout.balance.cashback' },
] as const satisfies ReadonlyArray<{ name: string; kind: string; label: MessageId }>;

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const secure = context.request.secureCookies;
  const form = await request.formData();
  const method = text(form, 'selected_payment_option');
  // A refused order keeps the method chosen, so the page comes back with it.
  const keepMethod = METHODS.includes(method as PaymentMethod) ? withCookies(orderContextCookies({ selected_payment_option: method }, secure)) : undefined;
  return runAction(
    async () => {
      const order = await placeOrder(context, parseForm(form, placeOrderInput), text(form, 'idempotency_key').trim() || null);
      // Clearing order info: the order context goes; the cart cookies follow the (now empty)
      // cart after this answer (server/cart-cookie-sync.ts).
      // bKash / card: on to the provider's page; the order waits unpaid until the provider confirms.
      throw redirect(order.payment_url ?? `/customer/checkout/confirmed-order/${order.purchase_id}`, { headers: withCookies(clearOrderContextCookies(secure)) });
    },
    (r): CheckoutActionResult => {
      // Another tab (or a second tap without the page's key) already turned this cart into an order: show that order.
      if (r.error instanceof CartAlreadyOrderedError) throw redirect(`/customer/checkout/confirmed-order/${r.error.purchaseId}`, { headers: withCookies(clearOrderContextCookies(secure)) });
      if (r.error instanceof FiguresChangedError) return { ok: false, message: r.reason, changes: Object.values(r.fields) };
      return { ok: false, message: r.reason, errors: r.fields };
    },
    { headers: keepMethod },
  );
}

export default function PaymentStep() {
  const { t, digits } = useI18n();
  const { choice, selected, summary, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const canPlace = selected !== null && summary.blocking === null;
  // The note under the choices follows the radio the shopper picks (issue 23 item 5).
  const [chosen, setChosen] = useState<PaymentMethod | null>(selected);
  useEffect(() => setChosen(selected), [selected]);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('checkout.step.payment')}</h1>
      <CheckoutSteps current={2} />
      {result && !result.ok ? (
        <Notice tone="error" as="div" className="space-y-1 font-normal" data-testid="place-order-error">
          <p className="font-semibold">{result.message}</p>
          {result.changes?.length ? (
            <ul className="list-disc pl-5" data-testid="figure-changes">
              {result.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null}
          {result.changes?.length ? <p>{t('checkout.newTotals')}</p> : null}
        </Notice>
      ) : null}
      <Form method="post" className="grid items-start gap-4 desk:grid-cols-[1fr_22rem] desk:gap-6" aria-label={t('checkout.placeOrderForm')}>
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="shippingType" value={choice.shippingType} />
        <input type="hidden" name="shippingAddress" value={choice.shippingAddress ?? ''} />
        <input type="hidden" name="pickupPoint" value={choice.pickupPoint ?? ''} />
        <input type="hidden" name="coupon_code" value={summary.coupon_applied ? choice.coupon_code : ''} />
        <input type="hidden" name="customer_cart_total" value={summary.cart_total} />
        <input type="hidden" name="finalDeliveryCharge" value={summary.finalDeliveryCharge} />
        <input type="hidden" name="coupon_discount" value={summary.coupon_discount} />
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="mb-2 text-lg font-semibold text-gray-900">{t('checkout.paymentMethod')}</legend>
            {summary.payment_options.map((o) => (
              <label
                key={o.method}
                className={`flex items-center gap-3 rounded-lg border p-3 ${o.available ? 'cursor-pointer border-gray-300 bg-white has-[:checked]:border-2 has-[:checked]:border-primary' : 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-700'}`}
                data-testid="payment-option"
              >
                <input
                  type="radio"
                  name="selected_payment_option"
                  value={o.method}
                  defaultChecked={o.method === selected}
                  disabled={!o.available}
                  onChange={() => setChosen(o.method)}
                  required
                  className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
                />
                <span className="flex-1 font-semibold">{METHOD_LABEL[o.method] ? t(METHOD_LABEL[o.method]) : o.label}</span>
                {o.note ? <span className="rounded bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-900">{o.note}</span> : null}
              </label>
            ))}
            {summary.payment_options.every((o) => !o.available) ? <Notice tone="error">{t('checkout.noMethod')}</Notice> : null}
            {result?.errors?.selected_payment_option ? <Notice tone="error">{result.errors.selected_payment_option}</Notice> : null}
          </fieldset>
          {chosen ? <p className="text-sm text-gray-800" data-testid="payment-note">{t(METHOD_NOTE[chosen])}</p> : null}
          {BALANCE_FIELDS.some((b) => summary.balances[b.kind] > 0) ? (
            <fieldset className="space-y-2 rounded-lg border border-gray-200 bg-white p-3" data-testid="use-balances">
              <legend className="px-1 font-semibold text-gray-900">{t('checkout.useBalance')}</legend>
              <p className="text-sm text-gray-800">{t('checkout.useBalanceHelp')}</p>
              {BALANCE_FIELDS.filter((b) => summary.balances[b.kind] > 0).map((b) => {
                const most = Math.min(summary.balances[b.kind], summary.order_total);
                const error = result?.errors?.[b.name];
                return (
                  <label key={b.name} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="min-w-40 font-medium text-gray-900">
                      {`${t(b.label)} (৳${digits(summary.balances[b.kind])})`}
                    </span>
                    <input
                      type="number"
                      name={b.name}
                      min={0}
                      max={most}
                      step={1}
                      inputMode="numeric"
                      placeholder={digits(0)}
                      aria-invalid={error ? true : undefined}
                      className={`w-28 rounded-md border px-2 py-1.5 ${error ? 'border-red-600' : 'border-gray-400'}`}
                    />
                    <span className="text-gray-700">{t('checkout.upTo', { amount: `৳${digits(most)}` })}</span>
                    {error ? <Notice tone="error">{error}</Notice> : null}
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          <details className="rounded-lg border border-gray-200 bg-white p-3">
            <summary className="cursor-pointer font-semibold text-gray-900">{t('checkout.itemsCount', { n: piecesOf(summary.lines) })}</summary>
            <div className="mt-3">
              <CheckoutLines lines={summary.lines} />
            </div>
          </details>
        </div>
        <TotalsBox figures={summary}>
          <BlockingNote message={summary.blocking} />
          <Button type="submit" size="lg" block disabled={!canPlace || placing} data-testid="place-order">
            {placing ? t('checkout.placing') : t('button.placeOrder')}
          </Button>
        </TotalsBox>
      </Form>
    </div>
  );
}
