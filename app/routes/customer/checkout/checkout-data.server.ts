// What every checkout step loads: the customer (customer-only), the stored order context read
// back from its cookies (never trusted — only a choice), resolved against the customer's own
// address book (a missing or foreign address id falls back to the default address), and the
// server's summary for that choice. The cart guard (spec §4): an empty cart goes back to the cart.
// The cart-total cookie is only a hint (a stale one proves nothing either way), so the guard
// asks the server's cart, which the summary has just read.
import { redirect } from 'react-router';
import { listAddresses } from '../../../../services/addresses/list-addresses';
import type { AddressView } from '../../../../services/addresses/address-views';
import type { CheckoutChoice, CheckoutSummary, PlaceOrderInput } from '../../../../services/checkout/checkout-types';
import { getCheckoutSummary } from '../../../../services/checkout/get-checkout-summary';
import type { Ctx } from '../../../../services/context';
import { requireCustomer } from '../../../lib/customer-session.server';
import { readOrderChoice } from '../../../lib/order-context.server';
import { actionTranslator, localMessage } from '../../../lib/local-message.server';
import { couponMessages } from '../../../../core/checkout-messages';

type PaymentMethod = PlaceOrderInput['selected_payment_option'];

export const CART_PATH = '/customer/cart';

export interface CheckoutData {
  choice: CheckoutChoice;
  payment: PaymentMethod | null;
  addresses: AddressView[];
  summary: CheckoutSummary;
}

/** The choice as the page should show it: a known address (else the default), a known pickup point (else the first). */
export function resolveChoice(stored: CheckoutChoice, addresses: AddressView[], pickupIds: number[]): CheckoutChoice {
  const address = addresses.find((a) => a.id === stored.shippingAddress) ?? addresses.find((a) => a.is_default) ?? addresses[0] ?? null;
  const pickup = stored.pickupPoint !== null && pickupIds.includes(stored.pickupPoint) ? stored.pickupPoint : (pickupIds[0] ?? null);
  const shippingType = stored.shippingType === 1 && pickup !== null ? 1 : 0;
  return { shippingType, shippingAddress: address?.id ?? null, pickupPoint: pickup, coupon_code: stored.coupon_code };
}

export async function loadCheckout(request: Request, context: Ctx, override: Partial<CheckoutChoice> = {}): Promise<CheckoutData> {
  requireCustomer(request, context);
  const stored = { ...readOrderChoice(request), ...override };
  const addresses = await listAddresses(context);
  // Pickup ids come with the summary; price once with the stored choice, again only when resolving changed it.
  const first = { ...resolveChoice(stored, addresses, []), shippingType: stored.shippingType, pickupPoint: stored.pickupPoint };
  let summary = await getCheckoutSummary(context, first);
  const choice = resolveChoice(stored, addresses, summary.pickup_points.map((p) => p.id));
  if (choice.shippingType !== first.shippingType || choice.pickupPoint !== first.pickupPoint) summary = await getCheckoutSummary(context, choice);
  // The cookie is only a hint: a missing or stale one is checked against the server's cart,
  // and the server's empty cart sends the shopper back whatever the cookie says.
  if (summary.lines.length === 0) throw redirect(CART_PATH);
  return { choice, payment: stored.selected_payment_option, addresses, summary: localSummary(context, summary) };
}

/** The summary's words (what blocks the order, the coupon's answer, a method's note) in the page's language. */
function localSummary(context: Ctx, summary: CheckoutSummary): CheckoutSummary {
  const say = (text: string | null) => (text === null ? null : localMessage(context, text));
  const t = actionTranslator(context);
  const applied = summary.coupon_applied && summary.coupon_message === couponMessages.applied(summary.coupon_discount);
  return {
    ...summary,
    blocking: say(summary.blocking),
    coupon_message: applied ? t.t('checkout.coupon.applied', { amount: t.taka(summary.coupon_discount) }) : say(summary.coupon_message),
    payment_options: summary.payment_options.map((o) => ({ ...o, note: say(o.note) })),
  };
}
