// An open support ticket or message thread keeps itself current (issue 23 item 9): it rides the
// header's notification poll (one cheap request per tab every 10 s, a bodiless 304 when nothing
// changed; notification-store.ts) — when the poll's answer changes (a new reply makes a thread
// unread, a notification arrives), the page's loader runs again, which shows the new messages
// and marks them read. A new message from the shop is announced to screen readers.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { notificationSnapshot, serverSnapshot, subscribeNotifications } from '../notifications/notification-store';
import { useI18n } from '../../lib/i18n';

interface LiveThread {
  messages: ReadonlyArray<{ id: number; author: string }>;
}

/** Re-reads the thread when the poll's answer changes; returns the text for an aria-live region. */
export function useLiveThread(thread: LiveThread, shopName: string): string {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const polled = useSyncExternalStore(subscribeNotifications, notificationSnapshot, serverSnapshot);
  const key = polled ? `${polled.total_support_tickets}/${polled.total_inquiries}/${polled.unread}/${polled.notifications[0]?.id ?? 0}` : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    if (seen.current !== null && seen.current !== key && revalidator.state === 'idle') void revalidator.revalidate();
    seen.current = key;
  }, [key, revalidator]);

  const newest = thread.messages.at(-1);
  const count = thread.messages.length;
  const before = useRef(count);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (count > before.current && newest && newest.author !== 'customer') setSaid(t('support.newFrom', { shop: shopName }));
    before.current = count;
  }, [count, newest, shopName, t]);
  return said;
}

export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="thread-live">
      {text}
    </p>
  );
}
