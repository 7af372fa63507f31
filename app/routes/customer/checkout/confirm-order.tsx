// /customer/checkout/confirm-order (spec §2): the lines at today's prices, the coupon field
// with its messages, and the totals. A coupon that is refused is not remembered (it changes
// nothing); one that applies goes into the coupon_code cookie. Continue remembers the figures
// the shopper saw and goes to the payment step. Without JavaScript every button posts and the
// page comes back; with it the coupon form is a fetcher.
import { formatBdMobile } from '../../../../core/bd-phone';
import { useEffect, useRef } from 'react';
import { Form, Link, data, redirect, useActionData, useFetcher, useLoaderData, useNavigation } from 'react-router';
import { browserMessages as messages } from '../../../../core/browser-messages';
import { DomainError } from '../../../../services/domain-error';
import { Notice } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { actionTranslator, localMessage } from '../../../lib/local-message.server';
import { runAction, text } from '../../../lib/action.server';
import { orderContextCookies, withCookies } from '../../../lib/order-context.server';
import type { Route } from './+types/confirm-order';
import { loadCheckout } from './checkout-data.server';
import { BlockingNote, CheckoutLines, CheckoutSteps, TotalsBox, pageTitle, type CheckoutActionResult } from './checkout-parts';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageTitle('checkout.reviewTitle', matches);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { choice, addresses, summary } = await loadCheckout(request, context);
  const address = choice.shippingType === 0 ? (addresses.find((a) => a.id === choice.shippingAddress) ?? null) : null;
  const pickup = choice.shippingType === 1 ? (summary.pickup_points.find((p) => p.id === choice.pickupPoint) ?? null) : null;
  return { choice, address, pickup, summary };
}

export async function action({ request, context }: Route.ActionArgs) {
  const secure = context.request.secureCookies;
  const form = await request.formData();
  const intent = text(form, 'intent');
  return runAction(
    async () => {
      if (intent === 'coupon') {
        const code = text(form, 'coupon_code').trim().slice(0, 64);
        if (!code) {
          const enter = actionTranslator(context).t('checkout.enterCoupon');
          throw new DomainError('invalid', enter, { coupon_code: enter });
        }
        const { summary } = await loadCheckout(request, context, { coupon_code: code });
        if (!summary.coupon_applied) {
          const message = summary.coupon_message ?? messages.somethingWentWrong;
          return data<CheckoutActionResult>({ ok: false, message, intent, errors: { coupon_code: message } }, { status: 422 });
        }
        const headers = withCookies(orderContextCookies({ coupon_code: code, coupon_discount: summary.coupon_discount }, secure));
        return data<CheckoutActionResult>({ ok: true, message: summary.coupon_message, intent }, { headers });
      }
      if (intent === 'remove-coupon') {
        const headers = withCookies(orderContextCookies({ coupon_code: null, coupon_discount: null }, secure));
        return data<CheckoutActionResult>({ ok: true, message: actionTranslator(context).t('checkout.couponRemoved'), intent }, { headers });
      }
      // Continue: the figures shown are remembered (a mirror only) and the payment step follows.
      const { summary } = await loadCheckout(request, context);
      const headers = withCookies(
        orderContextCookies({ finalDeliveryCharge: summary.finalDeliveryCharge, coupon_discount: summary.coupon_applied ? summary.coupon_discount : null }, secure),
      );
      throw redirect('/customer/checkout/payment-method', { headers });
    },
    (r): CheckoutActionResult => ({ ok: false, message: localMessage(context, r.error.message), errors: r.fields, intent }),
  );
}

export default function ConfirmOrderStep() {
  const { t, digits } = useI18n();
  const { choice, address, pickup, summary } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const coupon = useFetcher<CheckoutActionResult>();
  const navigation = useNavigation();
  const couponResult = coupon.data ?? (result?.intent === 'coupon' || result?.intent === 'remove-coupon' ? result : undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (coupon.data?.ok && coupon.data.intent === 'coupon' && input.current) input.current.value = '';
  }, [coupon.data]);
  const couponError = couponResult && !couponResult.ok ? (couponResult.errors?.coupon_code ?? couponResult.message) : null;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('checkout.reviewTitle')}</h1>
      <CheckoutSteps current={1} />
      <div className="grid items-start gap-4 desk:grid-cols-[1fr_22rem] desk:gap-6">
        <div className="space-y-4">
          <CheckoutLines lines={summary.lines} />
          <section className="rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-900" aria-label={t('checkout.step.shipping')}>
            <h2 className="font-semibold">{choice.shippingType === 1 ? t('checkout.pickupPoint') : t('checkout.deliverTo')}</h2>
            {address ? (
              <p data-testid="confirm-destination">
                {address.name}, {digits(formatBdMobile(address.phone))}
                <br />
                {address.address}, {address.area}, {address.district}
              </p>
            ) : pickup ? (
              <p data-testid="confirm-destination">
                {pickup.name}
                <br />
                {pickup.address}
              </p>
            ) : (
              <p>{t('checkout.notChosen')}</p>
            )}
            <Link to="/customer/checkout" className="mt-1 inline-block font-semibold text-primary-text underline">
              {t('checkout.change')}
            </Link>
          </section>
        </div>
        <div className="space-y-4 desk:sticky desk:top-4">
          <section className="space-y-2 rounded-lg border border-gray-200 bg-white p-4" aria-labelledby="coupon-title">
            <h2 id="coupon-title" className="text-lg font-semibold text-gray-900">
              {t('checkout.coupon')}
            </h2>
            {summary.coupon_applied ? (
              <coupon.Form method="post" className="flex items-center justify-between gap-2">
                <input type="hidden" name="intent" value="remove-coupon" />
                <p className="text-sm text-green-900" role="status" data-testid="coupon-message">
                  <span className="font-semibold">{choice.coupon_code.toUpperCase()}</span>: {summary.coupon_message}
                </p>
                <Button type="submit" variant="secondary">
                  {t('cart.remove')}
                </Button>
              </coupon.Form>
            ) : (
              <coupon.Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="coupon" />
                <label htmlFor="coupon-code" className="block text-sm font-medium text-gray-900">
                  {t('checkout.couponCode')}
                </label>
                <div className="flex gap-2">
                  <input
                    ref={input}
                    id="coupon-code"
                    name="coupon_code"
                    autoComplete="off"
                    autoCapitalize="characters"
                    maxLength={64}
                    aria-invalid={couponError ? true : undefined}
                    aria-describedby={couponError ? 'coupon-code-error' : undefined}
                    className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-base uppercase text-gray-900 ${couponError ? 'border-2 border-red-600' : 'border-gray-400'}`}
                  />
                  <Button type="submit" variant="secondary" disabled={coupon.state !== 'idle'}>
                    {t('checkout.apply')}
                  </Button>
                </div>
                {couponError ? (
                  <p id="coupon-code-error" className="text-sm font-medium text-red-700" role="alert" data-testid="coupon-message">
                    {couponError}
                  </p>
                ) : null}
                {summary.coupon_message && choice.coupon_code && !summary.coupon_applied && !couponError ? (
                  <p className="text-sm text-amber-950">{summary.coupon_message}</p>
                ) : null}
              </coupon.Form>
            )}
            {couponResult?.ok && couponResult.intent === 'remove-coupon' ? <Notice tone="success">{couponResult.message}</Notice> : null}
          </section>
          <TotalsBox figures={summary}>
            <BlockingNote message={summary.blocking} />
            <Form method="post">
              <input type="hidden" name="intent" value="continue" />
              <Button type="submit" size="lg" block disabled={summary.blocking !== null || navigation.state !== 'idle'}>
                {t('checkout.continueToPayment')}
              </Button>
            </Form>
          </TotalsBox>
        </div>
      </div>
    </div>
  );
}
