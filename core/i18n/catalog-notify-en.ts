// The customer's notifications (the bell) and SMS texts in English (docs/decisions/053): ids
// `notify.…`, the texts word for word as they were before they had a Bangla side (tests and the
// customers' phones read them). Statuses pick their sentence with an ICU `select` on the status
// code; an optional part (the courier, the tracking code) with a `select` on yes/no. Shown
// through core/customer-texts.ts. Its Bangla is catalog-notify-bn.ts.
import { orderStatusLabels, paymentStatusLabels } from '../checkout-messages';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-state';

/** `{status, select, a {…} b {…} other {…}}`: one sentence for each state. */
const byStatus = (states: readonly string[], sentence: (state: string) => string): string =>
  `{status, select, ${states.map((s) => `${s} {${sentence(s)}}`).join(' ')} other {${sentence(states[0]!)}}}`;

export const notifyEn = {
  // The bell's entries
  'notify.orderStatus': byStatus(ORDER_STATUSES, (s) => `Your order {code} is now ${orderStatusLabels[s as keyof typeof orderStatusLabels].toLowerCase()}`),
  'notify.orderPaymentStatus': byStatus(PAYMENT_STATUSES, (s) => `Payment of your order {code}: ${paymentStatusLabels[s as keyof typeof paymentStatusLabels].toLowerCase()}`),
  'notify.refundPaymentStatus': '{status, select, paid {Your refund {code} is paid} unpaid {Your refund {code} is not paid yet} other {The payment of your refund {code} is now {words}}}',
  'notify.refundReturnStatus':
    '{status, select, received {The shop has received the items of your refund {code}} pending {The shop is waiting for the items of your refund {code}} other {The return of your refund {code} is now {words}}}',

  'notify.refundDecided': '{status, select, approved {Refund {code}: approved by the shop} other {Refund {code}: rejected by the shop}}',
  'notify.staffReply': 'The shop replied to your message: {subject}',

  // SMS
  'notify.sms.placed': '{shop}: your order {code} is placed. Total {total}. We will let you know when it is confirmed.',
  'notify.sms.placedPaid': '{shop}: your order {code} is placed and {paid} is paid. We will let you know when it is confirmed.',
  'notify.sms.confirmed': '{shop}: your order {code} is confirmed. We will send the tracking code when it ships.',
  'notify.sms.shipped': '{shop}: your order {code} is on its way{withCourier, select, yes { with {courier}} other {}}.{withTracking, select, yes { Tracking code: {tracking}.} other {}}',
  'notify.sms.delivered': '{shop}: your order {code} was delivered. Thank you for shopping with us.',
  'notify.reviewInvite': 'How was your order {code}? Rate {n, plural, one {what you received} other {the # items you received}} and help other shoppers choose.',
  'notify.sms.refundPaid': '{shop}: your refund {code} of {amount} is paid.',
  'notify.sms.code': '{code} is your {shop} code. It is valid for {minutes} minutes. Do not share it.',
  'notify.sms.staffCode': '{code} is your {shop} seller console code. It is valid for {minutes} minutes. Do not share it.',
  'notify.sms.alreadyRegistered': 'Someone asked to register this number at {shop}. It already has an account: log in or reset your password.',
} as const;
