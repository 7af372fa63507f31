// The storefront's texts for refund requests (issue 13 item 1). Not spec strings: the spec
// shows none for these. Amounts via formatTaka.
import { formatTaka } from './money';
import type { RefundPaymentStatus, RefundReturnStatus, RefundStatus, RefundTarget } from './refund-state';

export const refundStatusLabels: Readonly<Record<RefundStatus, string>> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
export const refundPaymentLabels: Readonly<Record<RefundPaymentStatus, string>> = { unpaid: 'Unpaid', paid: 'Paid' };
export const refundReturnLabels: Readonly<Record<RefundReturnStatus, string>> = { pending: 'Not yet received', received: 'Received' };
export const refundTargetLabels: Readonly<Record<RefundTarget, string>> = { balance: 'Refund balance', original: 'Original payment' };

export const refundMessages = {
  notFound: 'This refund request was not found',
  orderNotFound: 'This order was not found',
  notEligible: 'This order can no longer be refunded',
  empty: 'Choose at least one item and its quantity',
  unknownLine: 'This item is not part of the order',
  badQuantity: 'Enter a whole quantity',
  tooMany: (left: number): string => (left === 0 ? 'This item has already been refunded' : `At most ${left} of this item can be refunded`),
  lineOpen: 'A refund request for this item is already waiting for the shop',
  reasonRequired: 'Tell the shop why you want a refund',
  reasonTooLong: 'Keep the reason under 1,000 characters',
  refundToInvalid: 'Choose where the refund goes',
  tooManyPhotos: (max: number): string => `At most ${max} photos`,
  photoNotFound: 'A photo was not found; upload it again',
  notPending: 'This refund request has already been decided',
  notApproved: 'Only an approved refund request can be paid or received',
  alreadyPaid: 'This refund is already paid',
  alreadyReceived: 'The return is already received',
  originalNotOnline: 'This order was not paid online; its refund goes to your refund balance',
  providerPending: 'The payment provider has not confirmed the refund yet. Try again in a minute',
  providerUnavailable: 'The payment provider could not be reached. Nothing was refunded; try again in a minute',
  paymentChanged: 'The payment changed while refunding; open the refund again',
  cashNotCollected: 'The cash for this order is not marked collected yet. Mark the cash collected on the order, then pay the refund',
  orderClosed: 'This order was cancelled or returned: everything it was paid was given back then',
  moreThanReceived: (available: number): string => `Only ${formatTaka(available)} of this order's money is left to refund`,
  noteTooLong: 'Keep the note under 1,000 characters',
  requested: (code: string, amount: number): string => `Refund request ${code} for ${formatTaka(amount)} sent to the shop`,
} as const;
