// What the payment flows tell shoppers (our own texts; spec strings live in core/messages.ts).
export const paymentMessages = {
  unknownPayment: 'This payment link is not valid for this shop.',
  notYourPayment: 'This payment link is not yours, or it is no longer valid: nothing was changed. Open your order from your account to pay or cancel it.',
  advanceUnavailable: 'This shop asks the delivery charge in advance for cash on delivery, and no online payment is available right now. Choose another payment method.',
  notConfigured: (method: string) => `${method} is not available in this shop right now. Choose another payment method.`,
  cannotRetry: 'This order cannot be paid online any more.',
  chooseOnlineMethod: 'Choose bKash or card',
  cannotSwitch: 'This order can no longer be switched to cash on delivery.',
  codNotOffered: 'This shop does not offer cash on delivery.',
  startFailed: 'We could not reach the payment provider. Your order is saved: try paying again in a moment, or switch to cash on delivery.',
  sandbox: 'Sandbox',
  sandboxNote: 'Sandbox payment: no real money moved.',
} as const;

export const providerLabel: Record<string, string> = { bkash: 'bKash', stripe: 'Card', cod: 'Cash on delivery', balance: 'Balance' };
