// The storefront's own texts for placing, following and cancelling orders (issue 11) that
// core/checkout-messages.ts does not hold: checkout refusals and order lookups. Not spec
// strings (the spec shows none for these).
export const orderMessages = {
  cartEmpty: 'Your cart is empty',
  cartAlreadyOrdered: (code: string): string => `Your cart was already ordered a moment ago as order ${code}; nothing more was ordered`,
  lineUnavailable: (name: string): string => `${name} is no longer available. Please remove it from your cart`,
  lineMoreThanStock: (name: string, available: number): string =>
    available > 0 ? `Only ${available} of ${name} left. Please change the quantity in your cart` : `${name} is sold out. Please remove it from your cart`,
  lineOverLimit: (name: string, max: number): string => `${name} can be ordered at most ${max} at a time. Please change the quantity in your cart`,
  soldOut: (name: string): string => `${name} sold out while you were ordering. Please check your cart`,
  addressRequired: 'Choose a delivery address',
  addressNotFound: 'This address was not found',
  pickupRequired: 'Choose a pickup point',
  pickupNotFound: 'This pickup point was not found',
  methodNotOffered: 'This payment method is not offered by this shop',
  methodNotYet: 'This payment method is not available yet',
  balancesNotYet: 'Balances cannot be used yet',
  balanceNeedsCover: 'Balances do not cover this order',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different order',
  idempotencyKeyInvalid: 'The Idempotency-Key must be 1 to 120 visible characters',
  orderInProgress: 'This order is already being placed. Please wait a moment',
  orderNotFound: 'This order was not found',
  cannotCancel: 'This order can no longer be cancelled',
  cancelled: 'Your order has been cancelled',
  trackNotFound: 'No order matches this order code and phone number',
  paymentOption: { cod: 'Cash on delivery', bkash: 'bKash', stripe: 'Card (Visa, Mastercard, Amex)', balance: 'My balance' },
  comingSoon: 'Coming soon',
} as const;
