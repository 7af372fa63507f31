// /customer/checkout/payment-method/bkash and /customer/checkout/payment-method/stripe (spec §2's
// checkout steps; issue 23 item 6): the hand-off to the provider for the shopper's order that
// waits for its online payment. The page names the order, what is due and when an unpaid order
// is cancelled; "Pay …" starts a new attempt with that provider (a new invoice) and sends the
// shopper to its page — with or without JavaScript. It is also where a shopper comes back to:
// with ?purchase_id= of an order that no longer waits (paid, switched, cancelled), it goes on to
// that order's page; with nothing waiting, it goes to the payment step with this method chosen.
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { isStoredId } from '../../../../core/cart';
import { getAwaitingPayment } from '../../../../services/payments/get-awaiting-payment';
import { retryOrderPayment } from '../../../../services/payments/retry-order-payment';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { runAction } from '../../../lib/action.server';
import { requireCustomer } from '../../../lib/customer-session.server';
import { orderContextCookies, withCookies } from '../../../lib/order-context.server';
import type { Route } from './+types/payment-provider';
import { CheckoutSteps, clockTime, pageTitle } from './checkout-parts';
import { useI18n } from '../../../lib/i18n';
import { withCatalogArea } from '../../../lib/catalog-area.client';
import type { MessageId } from '../../../../core/i18n/catalog';
import { localMessage } from '../../../lib/local-message.server';

type Provider = 'bkash' | 'stripe';
const NAME: Record<Provider, { title: MessageId; button: MessageId }> = {
  bkash: { title: 'checkout.payWithBkash', button: 'checkout.payWithBkash' },
  stripe: { title: 'checkout.payByCard', button: 'checkout.payByCard' },
};

function providerOf(request: Request): Provider {
  return new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/stripe') ? 'stripe' : 'bkash';
}

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageTitle(data ? NAME[data.provider].title : 'checkout.step.payment', matches);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCustomer(request, context);
  const provider = providerOf(request);
  const asked = Number(new URL(request.url).searchParams.get('purchase_id') ?? '');
  const awaiting = await getAwaitingPayment(context);
  if (isStoredId(asked) && awaiting?.purchase_id !== asked) throw redirect(`/customer/checkout/confirmed-order/${asked}`);
  if (!awaiting || !awaiting.pay_methods.includes(provider)) {
    throw redirect('/customer/checkout/payment-method', { headers: withCookies(orderContextCookies({ selected_payment_option: provider }, context.request.secureCookies)) });
  }
  return { provider, awaiting };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const provider = providerOf(request);
  return runAction(
    async () => {
      const awaiting = await getAwaitingPayment(context);
      if (!awaiting) throw redirect('/customer/checkout/payment-method');
      const started = await retryOrderPayment(context, awaiting.purchase_id, provider);
      throw redirect(started.payment_url ?? `/customer/checkout/confirmed-order/${awaiting.purchase_id}`);
    },
    (r) => ({ message: localMessage(context, r.error.message) }),
  );
}

export default function PaymentProviderStep() {
  const { t, taka, digits, lang } = useI18n();
  const { provider, awaiting } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const what = awaiting.purpose === 'advance' ? t('checkout.advanceOf', { amount: taka(awaiting.amount) }) : taka(awaiting.amount);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t(NAME[provider].title)}</h1>
      <CheckoutSteps current={2} />
      <section className="space-y-3 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby="due-title" data-testid="provider-step">
        <h2 id="due-title" className="text-lg font-semibold text-gray-900">
          {t('checkout.order', { code: digits(awaiting.code) })}
        </h2>
        <p className="text-gray-900">{t('checkout.payBy', { what, time: clockTime(lang, awaiting.cancel_at) })}</p>
        <p className="text-sm text-gray-800">
          {provider === 'bkash' ? t('checkout.bkashHelp') : t('checkout.cardHelp')}
        </p>
        <Notice tone="error">{result?.message}</Notice>
        <Form method="post">
          <Button type="submit" size="lg" block disabled={busy}>
            {busy ? t('checkout.opening') : t('checkout.payAmount', { button: t(NAME[provider].button), amount: taka(awaiting.amount) })}
          </Button>
        </Form>
        <p className="text-sm">
          <Link to={`/customer/checkout/confirmed-order/${awaiting.purchase_id}`} className="font-semibold text-primary-text underline">
            {t('checkout.anotherWay')}
          </Link>
        </p>
      </section>
      <ButtonLink to="/" variant="secondary" block>
        {t('cart.continueShopping')}
      </ButtonLink>
    </div>
  );
}
