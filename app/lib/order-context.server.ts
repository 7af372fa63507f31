// The stored order context (spec §3, §4 "Clearing order info"): cookies that mirror the
// shopper's checkout choices between the steps — shippingType, shippingAddress, pickupPoint,
// customShippigAddress, coupon_code, and the figures last shown (finalDeliveryCharge,
// coupon_discount), selected_payment_option and the balances used. They are never trusted:
// every step asks the server for the summary again, and placing recomputes everything.
// customer_cart_total and total_cart_items are the cart's own cookies (services/cart/
// cart-cookies.ts) and stay when order info is cleared, like the cart itself.
import { clearCookie, readCookie, setCookie } from '../../services/cookies';
import type { CheckoutChoice, PlaceOrderInput } from '../../services/checkout/checkout-types';

type PaymentMethod = PlaceOrderInput['selected_payment_option'];

export const ORDER_CONTEXT_COOKIES = [
  'shippingType',
  'shippingAddress',
  'pickupPoint',
  'customShippigAddress',
  'coupon_code',
  'coupon_discount',
  'finalDeliveryCharge',
  'selected_payment_option',
  'recharge_paid',
  'refund_paid',
  'cashback_paid',
] as const;
export type OrderContextCookie = (typeof ORDER_CONTEXT_COOKIES)[number];

const DAY_SECONDS = 24 * 60 * 60;

/** Readable by the checkout's scripts, like the cart's; a day long. */
const cookie = (name: string, value: string, secure: boolean) => setCookie(name, value, { maxAgeSeconds: DAY_SECONDS, httpOnly: false, secure });
const removed = (name: string, secure: boolean) => clearCookie(name, { httpOnly: false, secure });

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

function decoded(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The choice the cookies remember (defaults: home delivery, nothing chosen, no coupon). */
export function readOrderChoice(request: Request): CheckoutChoice & { selected_payment_option: PaymentMethod | null } {
  const header = request.headers.get('cookie');
  const read = (name: OrderContextCookie) => decoded(readCookie(header, name));
  const payment = read('selected_payment_option');
  return {
    shippingType: read('shippingType') === '1' ? 1 : 0,
    shippingAddress: positiveId(read('shippingAddress')),
    pickupPoint: positiveId(read('pickupPoint')),
    coupon_code: (read('coupon_code') ?? '').trim().slice(0, 64),
    selected_payment_option: payment === 'cod' || payment === 'bkash' || payment === 'stripe' || payment === 'balance' ? payment : null,
  };
}

/** Set-Cookie values writing (or, for null, removing) the given context entries. */
export function orderContextCookies(values: Partial<Record<OrderContextCookie, string | number | null>>, secure: boolean): string[] {
  return Object.entries(values).map(([name, value]) =>
    value === null || value === undefined || value === '' ? removed(name, secure) : cookie(name, String(value), secure),
  );
}

/** Clearing order info: every order-context cookie removed; the cart's cookies are kept. */
export function clearOrderContextCookies(secure: boolean): string[] {
  return ORDER_CONTEXT_COOKIES.map((name) => removed(name, secure));
}

/** Headers carrying the given Set-Cookie values. */
export function withCookies(values: string[], headers: Headers = new Headers()): Headers {
  for (const v of values) headers.append('Set-Cookie', v);
  return headers;
}
