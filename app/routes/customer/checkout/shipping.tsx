// /customer/checkout, the default step (spec §2: address and shipping): deliver to one of the
// customer's saved addresses — or one added here — or pick the parcel up at one of the shop's
// pickup points; the delivery charge of the choice is shown. The choice goes into the stored
// order context cookies (a mirror, never trusted). One radio group, one Continue button: it
// works without JavaScript; with it, choosing an option updates the charge without a reload.
import { formatBdMobile } from '../../../../core/bd-phone';
import { useEffect, useRef } from 'react';
import { Form, data, redirect, useActionData, useFetcher, useLoaderData, useNavigation } from 'react-router';
import { piecesOf } from '../../../../core/cart';
import { useI18n } from '../../../lib/i18n';
import { withCatalogArea } from '../../../lib/catalog-area.client';
import { actionTranslator, localMessage } from '../../../lib/local-message.server';
import { Button } from '../../../components/ui/button';
import { saveAddress, saveAddressInput } from '../../../../services/addresses/save-address';
import { DomainError } from '../../../../services/domain-error';
import { Notice } from '../../../components/ui/notice';
import { useAlert } from '../../../components/layout/alert';
import { AddressFields, type AddressFormValues } from '../../../components/address/address-form';
import { parseForm, runAction, text } from '../../../lib/action.server';
import { requireCustomer } from '../../../lib/customer-session.server';
import { addressFormValues } from '../../../lib/address-form.server';
import { orderContextCookies, withCookies } from '../../../lib/order-context.server';
import type { Route } from './+types/shipping';
import { loadCheckout } from './checkout-data.server';
import { BlockingNote, CheckoutSteps, pageTitle, type CheckoutActionResult } from './checkout-parts';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageTitle('checkout.step.shipping', matches);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

// With its area's messages when the browser comes here from a store page (docs/decisions/072).
export const clientLoader = (args: Route.ClientLoaderArgs) => withCatalogArea(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { choice, addresses, summary } = await loadCheckout(request, context);
  // A new address starts with the account's name and mobile (issue 23 item 5).
  const { customer } = requireCustomer(request, context);
  return { choice, addresses, summary, account: { name: customer.name, phone: customer.phone } };
}

/** "address:12" or "pickup:3" → the cookies of that choice; anything else is null. */
function destinationCookies(value: string): Parameters<typeof orderContextCookies>[0] | null {
  const m = /^(address|pickup):(\d{1,10})$/.exec(value);
  if (!m) return null;
  return m[1] === 'address'
    ? { shippingType: 0, shippingAddress: m[2]!, customShippigAddress: null }
    : { shippingType: 1, pickupPoint: m[2]!, customShippigAddress: null };
}

type ShippingActionResult = CheckoutActionResult & { values?: AddressFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(request, context);
  const secure = context.request.secureCookies;
  const form = await request.formData();
  const intent = text(form, 'intent');
  return runAction(
    async () => {
      if (intent === 'add-address') {
        const { address, message } = await saveAddress(context, parseForm(form, saveAddressInput));
        const headers = withCookies(orderContextCookies({ shippingType: 0, shippingAddress: address.id, customShippigAddress: 1 }, secure));
        return data<ShippingActionResult>({ ok: true, message: localMessage(context, message), intent }, { headers });
      }
      const cookies = destinationCookies(text(form, 'destination'));
      if (!cookies) {
        const choose = actionTranslator(context).t('checkout.chooseDestination');
        throw new DomainError('invalid', choose, { destination: choose });
      }
      const headers = withCookies(orderContextCookies(cookies, secure));
      if (text(form, 'next')) throw redirect('/customer/checkout/confirm-order', { headers });
      return data<ShippingActionResult>({ ok: true, message: null, intent }, { headers });
    },
    (r): ShippingActionResult => ({ ok: false, message: r.reason, errors: r.fields, intent, values: intent === 'add-address' ? addressFormValues(form) : undefined }),
  );
}

const option =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';

export default function ShippingStep() {
  const { t, taka, digits } = useI18n();
  const { choice, addresses, summary, account } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const chooser = useFetcher<ShippingActionResult>();
  const adder = useFetcher<ShippingActionResult>();
  const navigation = useNavigation();
  const alert = useAlert();
  const addDetails = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (adder.data?.ok && adder.data.message) {
      alert(adder.data.message, 'success');
      if (addDetails.current) addDetails.current.open = false;
    }
  }, [adder.data, alert]);

  const current = choice.shippingType === 1 ? `pickup:${choice.pickupPoint}` : choice.shippingAddress ? `address:${choice.shippingAddress}` : '';
  const pending = chooser.state !== 'idle';
  const addResult = adder.data ?? (result?.intent === 'add-address' ? result : undefined);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('checkout.title')}</h1>
      <CheckoutSteps current={0} />
      {/* The order on the page (issue 23 item 5): the saved addresses, then "Add a new address",
          then the pickup points, the charge and Continue — a new address is never below the
          button. One form (`shipping-choice`) holds the choice; the parts after the address
          form join it by their `form` attribute, since forms cannot nest. */}
      <div
        className="space-y-4"
        onChange={(e) => {
          const target: EventTarget = e.target;
          if (!(target instanceof HTMLInputElement) || target.name !== 'destination') return;
          // With JavaScript: remember the choice and show its charge at once (no reload).
          chooser.submit({ intent: 'choose', destination: target.value }, { method: 'post' });
        }}
      >
      <Form id="shipping-choice" method="post" className="space-y-4">
        <input type="hidden" name="intent" value="choose" />
        <fieldset className="space-y-2">
          <legend className="mb-2 text-lg font-semibold text-gray-900">{t('checkout.homeDelivery')}</legend>
          {addresses.length === 0 ? <p className="text-sm text-gray-800">{t('checkout.noAddress')}</p> : null}
          {addresses.map((a) => (
            <label key={a.id} className={option} data-testid="checkout-address">
              <input type="radio" name="destination" value={`address:${a.id}`} defaultChecked={current === `address:${a.id}`} className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-primary)]" />
              <span className="min-w-0 text-sm text-gray-900">
                <span className="block font-semibold">
                  {a.name} {a.is_default ? <span className="ml-1 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-800">{t('checkout.default')}</span> : null}
                </span>
                <span className="block">{digits(formatBdMobile(a.phone))}</span>
                <span className="block text-gray-800">
                  {a.address}, {a.area}, {a.district}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </Form>
      <details ref={addDetails} className="rounded-lg border border-gray-200 bg-white p-3" open={addresses.length === 0 || (addResult !== undefined && !addResult.ok)}>
        <summary className="cursor-pointer text-base font-semibold text-primary-text">{t('checkout.addAddress')}</summary>
        <div className="mt-3">
          <adder.Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="add-address" />
            <AddressFields errors={addResult && !addResult.ok ? addResult.errors : undefined} values={addResult && !addResult.ok ? addResult.values : account} idPrefix="checkout-address" />
            <Notice tone="error">{addResult && !addResult.ok && !Object.keys(addResult.errors ?? {}).length ? addResult.message : null}</Notice>
            <Button type="submit" size="lg" block disabled={adder.state !== 'idle'}>
              {t('checkout.saveAndDeliver')}
            </Button>
          </adder.Form>
        </div>
      </details>
        {summary.pickup_points.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-lg font-semibold text-gray-900">{t('checkout.pickupYourself')}</legend>
            {summary.pickup_points.map((p) => (
              <label key={p.id} className={option} data-testid="checkout-pickup">
                <input type="radio" form="shipping-choice" name="destination" value={`pickup:${p.id}`} defaultChecked={current === `pickup:${p.id}`} className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-primary)]" />
                <span className="min-w-0 flex-1 text-sm text-gray-900">
                  <span className="flex justify-between gap-2 font-semibold">
                    <span>{p.name}</span>
                    <span>{p.charge > 0 ? taka(p.charge) : t('checkout.free')}</span>
                  </span>
                  <span className="block text-gray-800">{p.address}</span>
                  {p.hours ? <span className="block text-gray-800">{t('checkout.open', { hours: p.hours })}</span> : null}
                  {p.phone ? <span className="block text-gray-800">{t('checkout.phone', { phone: digits(formatBdMobile(p.phone)) })}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {result && !result.ok && result.errors?.destination ? <Notice tone="error">{result.errors.destination}</Notice> : null}
        <div className="rounded-lg border border-gray-200 bg-gray-50 p-3" aria-live="polite" aria-busy={pending}>
          <p className="flex justify-between text-base">
            <span className="text-gray-900">{t('checkout.deliveryCharge')}</span>
            <span className="font-bold text-gray-900" data-testid="shipping-charge">
              {taka(summary.finalDeliveryCharge)}
            </span>
          </p>
          <p className="flex justify-between text-sm text-gray-800">
            <span>{t('checkout.cartTotal', { items: t('cart.pieces', { n: piecesOf(summary.lines) }) })}</span>
            <span>{taka(summary.cart_total)}</span>
          </p>
        </div>
        <BlockingNote message={summary.blocking && current ? summary.blocking : null} />
        <Button type="submit" form="shipping-choice" name="next" value="1" size="lg" block disabled={navigation.state !== 'idle'}>
          {t('checkout.continueToReview')}
        </Button>
      </div>
    </div>
  );
}
