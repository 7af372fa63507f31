// The notifications' refusals (issue 13 item 3; after-cart.md "Notifications") and the
// `all_notification_id` rule of the mark-as-read call.
// The bell's entries and the SMS texts are the catalog's (`notify.…`, core/customer-texts.ts: in
// the customer's language, docs/decisions/053).
export const notificationMessages = {
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
