// The storefront's own texts for checkout, coupons, balances and orders (issue 11). Not spec
// strings (those live in core/messages.ts): the spec shows no texts for these refusals and
// labels. Amounts are formatted with core/money.ts formatTaka. Kept apart so pages that never
// show them don't ship them.
import { formatTaka } from './money';

export const couponMessages = {
  unknown: 'This coupon code is not valid',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  exhausted: 'This coupon has been fully used',
  customerLimit: 'You have already used this coupon',
  belowMinimum: (missing: number): string => `Add ${formatTaka(missing)} more to use this coupon`,
  applied: (discount: number): string => `Coupon applied: you save ${formatTaka(discount)}`,
  tooManyTries: 'Too many coupon codes tried. Please wait a while and try again',
} as const;

export const balanceMessages = {
  invalid: 'Balance amounts must be whole taka of 0 or more',
  moreThanAvailable: (balance: string, available: number): string =>
    `You can use at most ${formatTaka(available)} of your ${balance} balance`,
  moreThanTotal: (orderTotal: number): string => `Balances can pay at most the order total of ${formatTaka(orderTotal)}`,
} as const;

export const checkoutMessages = {
  districtInvalid: 'Choose a district',
  mobileInvalid: 'Enter a Bangladeshi mobile number, like 01712-345678',
  choosePaymentMethod: 'Choose a payment method',
  figuresChanged: 'The amounts changed since you reviewed your order. Please check the new amounts and place the order again',
  figureNames: {
    customer_cart_total: 'Cart total',
    finalDeliveryCharge: 'Delivery charge',
    coupon_discount: 'Coupon discount',
  },
  figureChanged: (name: string, was: string, now: string): string => `${name} changed from ${was} to ${now}`,
} as const;

export const orderStatusLabels = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
} as const;

export const paymentStatusLabels = {
  unpaid: 'Unpaid',
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
} as const;

/** A delivered cash-on-delivery order the shop has not marked collected yet, as its shopper reads it. */
export const paidAtDoorLabel = 'Paid in cash on delivery';
