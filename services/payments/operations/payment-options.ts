// The payment methods a shop offers (shops.payment_methods, comma-separated in the shop's
// order) and the options checkout shows. Cash on delivery always works; bKash and Stripe are
// selectable when the shop enabled them and this process has their provider (keys, or the
// sandboxes in a demo); 'balance' is offered only when the shopper's balances cover the order.
import { orderMessages } from '../../../core/order-messages';
import type { PaymentMethod, Shop } from '../../../db/schema';
import type { PaymentOption } from '../payment-types';

const ONLINE: readonly PaymentMethod[] = ['cod', 'bkash', 'stripe'];

export function shopPaymentMethods(shop: Pick<Shop, 'payment_methods'>): PaymentMethod[] {
  const listed = shop.payment_methods
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter((m): m is PaymentMethod => (ONLINE as readonly string[]).includes(m));
  return [...new Set(listed)];
}

/** The options for an order of `orderTotal` when the balances together hold `balancesTotal`. */
export function paymentOptions(
  shop: Pick<Shop, 'payment_methods'>,
  orderTotal: number,
  balancesTotal: number,
  /** Which online providers this process has (ctx.deps.payments): a method without one is not selectable. */
  online: { bkash: boolean; stripe: boolean } = { bkash: false, stripe: false },
): PaymentOption[] {
  const options: PaymentOption[] = shopPaymentMethods(shop).map((method) =>
    method === 'cod' || (method !== 'balance' && online[method])
      ? { method, label: orderMessages.paymentOption[method], available: true, note: null }
      : { method, label: orderMessages.paymentOption[method], available: false, note: orderMessages.comingSoon },
  );
  if (balancesTotal > 0 && balancesTotal >= orderTotal) {
    options.push({ method: 'balance', label: orderMessages.paymentOption.balance, available: true, note: null });
  }
  return options;
}
