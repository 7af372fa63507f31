// Rules of the seller console's refunds, threads, customers and overview screens (issue 14
// items 3, 4, 5, 7; docs/decisions/025): the refund list's state filter, the thread list's
// filters, the Bangladesh day and month an overview counts in (UTC+6, no daylight saving),
// the link a custom notification may carry, and the texts these screens answer with.

export const SELLER_LIST_PAGE_SIZE = 20;
/** A custom notification's text: the notification list keeps at most 500 characters. */
export const NOTIFY_MESSAGE_MAX = 500;

/** What the refund list can show: every request, one request state, or the work still to do. */
export const REFUND_LIST_STATES = ['all', 'pending', 'approved', 'rejected', 'to_receive', 'to_pay'] as const;
export type RefundListState = (typeof REFUND_LIST_STATES)[number];

export const refundListStateLabels: Readonly<Record<RefundListState, string>> = {
  all: 'All',
  pending: 'Pending decision',
  approved: 'Approved',
  rejected: 'Rejected',
  to_receive: 'Return to receive',
  to_pay: 'To pay',
};

/** A filter value → the state; '' or nothing is 'all', anything unknown null. */
export function readRefundListState(value: unknown): RefundListState | null {
  if (value === undefined || value === null || value === '') return 'all';
  return typeof value === 'string' && (REFUND_LIST_STATES as readonly string[]).includes(value) ? (value as RefundListState) : null;
}

export const THREAD_LIST_KINDS = ['all', 'ticket', 'inquiry'] as const;
export type ThreadListKind = (typeof THREAD_LIST_KINDS)[number];
export const THREAD_LIST_STATUSES = ['all', 'open', 'answered', 'closed'] as const;
export type ThreadListStatus = (typeof THREAD_LIST_STATUSES)[number];

export const threadKindLabels: Readonly<Record<ThreadListKind, string>> = { all: 'All', ticket: 'Support tickets', inquiry: 'Product inquiries' };

function readChoice<T extends string>(choices: readonly T[], value: unknown): T | null {
  if (value === undefined || value === null || value === '') return choices[0]!;
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

export const readThreadListKind = (value: unknown): ThreadListKind | null => readChoice(THREAD_LIST_KINDS, value);
export const readThreadListStatus = (value: unknown): ThreadListStatus | null => readChoice(THREAD_LIST_STATUSES, value);

const BD_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The Bangladesh day and calendar month holding `nowMs`, as ISO instants [start, end). */
export function bangladeshPeriods(nowMs: number): { dayStart: string; dayEnd: string; monthStart: string; monthEnd: string } {
  const local = new Date(nowMs + BD_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const iso = (ms: number) => new Date(ms - BD_OFFSET_MS).toISOString();
  return {
    dayStart: iso(Date.UTC(y, m, d)),
    dayEnd: iso(Date.UTC(y, m, d + 1)),
    monthStart: iso(Date.UTC(y, m, 1)),
    monthEnd: iso(Date.UTC(y, m + 1, 1)),
  };
}

/**
 * A custom notification's link: empty (none), or a path on this shop's own site — one slash,
 * no scheme, no backslash, no control characters, at most 300 characters. Anything else null.
 */
export function readNotificationLink(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '';
  // eslint-disable-next-line no-control-regex
  if (text.length > 300 || !text.startsWith('/') || text.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(text)) return null;
  return text;
}

export const sellerConsoleMessages = {
  refundStateInvalid: 'Unknown refund state',
  threadKindInvalid: 'Unknown thread kind',
  threadStatusInvalid: 'Unknown thread status',
  decided: (code: string, decision: 'approved' | 'rejected'): string => `Refund ${code} ${decision}`,
  received: (code: string): string => `The return of refund ${code} is received and its stock is back`,
  paid: (code: string): string => `Refund ${code} is paid`,
  destinationMismatch: (chosen: string): string => `The customer asked for this refund to go to ${chosen}`,
  destinationInvalid: "The destination is 'balance' or 'original'",
  replied: 'Reply sent',
  closed: 'Closed',
  alreadyClosed: 'It was closed already',
  customerNotFound: 'This customer was not found',
  notifyMessageRequired: 'Enter a message',
  notifyMessageTooLong: `The message can be at most ${NOTIFY_MESSAGE_MAX} characters`,
  notifyLinkInvalid: 'The link must be a path on this shop’s site, starting with /',
  notified: 'Notification sent',
} as const;
