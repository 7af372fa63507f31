// The texts of customers' notifications and of the SMS that go with some of them (issue 13
// item 3; after-cart.md "Notifications"). Not spec strings (the spec shows none): short lines
// that fit the 300 px dropdown, naming the order or refund code. Also the `all_notification_id`
// rule of the mark-as-read call.
import { orderStatusLabels, paymentStatusLabels } from './checkout-messages';
import { formatTaka } from './money';
import type { OrderStatus, PaymentStatus } from './order-state';

/** A refund state as words: `partially_paid` → "partially paid" (refund states belong to the refunds feature). */
const words = (state: string): string => state.replace(/_/g, ' ');

export const notificationMessages = {
  orderStatus: (code: string, status: OrderStatus): string => `Your order ${code} is now ${orderStatusLabels[status].toLowerCase()}`,
  orderPaymentStatus: (code: string, status: PaymentStatus): string => `Payment of your order ${code}: ${paymentStatusLabels[status].toLowerCase()}`,
  // Sentences, not "Refund X: payment paid" (issue 23 item 12).
  refundPaymentStatus: (code: string, state: string): string =>
    state === 'paid' ? `Your refund ${code} is paid` : state === 'unpaid' ? `Your refund ${code} is not paid yet` : `The payment of your refund ${code} is now ${words(state)}`,
  refundReturnStatus: (code: string, state: string): string =>
    state === 'received' ? `The shop has received the items of your refund ${code}` : state === 'pending' ? `The shop is waiting for the items of your refund ${code}` : `The return of your refund ${code} is now ${words(state)}`,
  shippedSms: (shopName: string, code: string, courier: string | null, tracking: string | null): string =>
    `${shopName}: your order ${code} is on its way${courier ? ` with ${courier}` : ''}.${tracking ? ` Tracking code: ${tracking}.` : ''}`,
  /** An online order's "placed" SMS, sent once its payment is confirmed (issue 23 item 3). */
  placedPaidSms: (shopName: string, code: string, paid: number): string =>
    `${shopName}: your order ${code} is placed and ${formatTaka(paid)} is paid. We will let you know when it is confirmed.`,
  /** The SMS the "placed" SMS and the confirmed page promise. */
  confirmedSms: (shopName: string, code: string): string => `${shopName}: your order ${code} is confirmed. We will send the tracking code when it ships.`,
  deliveredSms: (shopName: string, code: string): string => `${shopName}: your order ${code} was delivered. Thank you for shopping with us.`,
  refundPaidSms: (shopName: string, code: string, amount: number): string => `${shopName}: your refund ${code} of ${formatTaka(amount)} is paid.`,
  notFound: 'This notification was not found',
  invalidId: 'id must be a notification id or the all_notification_id value',
} as const;

/**
 * `all_notification_id` (the mark-all value): `all:{newest id the customer was shown}`. Marking
 * with it marks read every notification up to that id, so one that arrived after the list was
 * shown stays unread. Plain `all` marks every one.
 */
export function allNotificationId(newestId: number): string {
  return `all:${newestId}`;
}

/** The mark-as-read `id`: one notification, every one up to an id, or null for anything else. */
export function parseNotificationTarget(value: unknown): { one: number } | { upTo: number | null } | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? { one: value } : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{1,15}$/.test(text)) return parseNotificationTarget(Number(text));
  if (text === 'all') return { upTo: null };
  const all = /^all:(\d{1,15})$/.exec(text);
  return all ? { upTo: Number(all[1]) } : null;
}
