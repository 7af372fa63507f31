// The notification poll of the header's bell (spec §7 schedules; issue 13 item 3): ONE poller
// per tab however many bells are mounted (the desktop and the mobile header each have one).
// It runs only while a bell is mounted — bells render only for a logged-in customer, so a
// guest never polls — and only while the tab is visible (document.visibilityState): hidden,
// no timer is left; visible again, it polls at once and then every 10 s. Each poll sends the
// last ETag and an unchanged answer is a bodiless 304. Errors are only logged (spec §8).
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/customer-auth';

export const NOTIFICATION_POLL_MS = 10_000;
const LIST_PATH = '/api/get-loged-user-notification';
const MARK_PATH = '/api/user-notification-mark-as-read';

export interface NotificationItem {
  id: number;
  type: string;
  url: string;
  message: string;
  number: string;
  image: string | null;
  is_read: boolean;
  created_at: string;
}

export interface NotificationData {
  notifications: NotificationItem[];
  unread: number;
  all_notification_id: string;
  total_support_tickets: number;
  total_inquiries: number;
}

let data: NotificationData | null = null;
let etag: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let mounted = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: NotificationData) {
  data = next;
  for (const l of listeners) l();
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers },
    body: JSON.stringify(body),
  });
}

/** Polls now (joining a poll under way); keeps the data on 304 and on failure. */
export function pollNotifications(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const res = await post(LIST_PATH, {}, etag ? { 'if-none-match': etag } : {});
      if (res.status === 304) return;
      if (!res.ok) throw new Error(`${LIST_PATH} answered ${res.status}`);
      etag = res.headers.get('etag');
      emit((await res.json()) as NotificationData);
    } catch (err) {
      console.error('notifications:', err);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

const visible = () => document.visibilityState === 'visible';

function schedule() {
  clearTimeout(timer);
  timer = undefined;
  if (mounted > 0 && visible()) timer = setTimeout(() => void pollNotifications().then(schedule), NOTIFICATION_POLL_MS);
}

function onVisibility() {
  if (visible()) void pollNotifications().then(schedule);
  else schedule();
}

/** useSyncExternalStore's subscribe: the first bell starts the poller, the last one stops it. */
export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  if (++mounted === 1) {
    document.addEventListener('visibilitychange', onVisibility);
    if (visible()) void pollNotifications().then(schedule);
  }
  return () => {
    listeners.delete(listener);
    if (--mounted === 0) {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

export const notificationSnapshot = (): NotificationData | null => data;
export const serverSnapshot = (): NotificationData | null => null;

/** Marks one notification (id) or all (the all_notification_id value) read, shows it at once, then polls. */
export async function markNotificationsRead(id: number | string): Promise<void> {
  if (data) {
    const all = typeof id === 'string';
    const notifications = data.notifications.map((n) => (all || n.id === id ? { ...n, is_read: true } : n));
    const dropped = data.notifications.filter((n) => !n.is_read && (all || n.id === id)).length;
    emit({ ...data, notifications, unread: all ? 0 : Math.max(0, data.unread - dropped) });
  }
  try {
    const res = await post(MARK_PATH, { id });
    if (!res.ok) throw new Error(`${MARK_PATH} answered ${res.status}`);
  } catch (err) {
    console.error('notifications:', err);
  }
  void pollNotifications();
}
