// The bell's dropdown (loaded on first open): the newest notifications, 300 px tall and
// scrolling, unread ones marked; clicking one marks it read and then opens its url (spec §4);
// "Mark all as read" sends the all_notification_id value. Messages are plain text (React
// escapes them); a url is followed only when it is a path on this shop.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { shopTime } from '../../../core/shop-time';
import { markNotificationsRead, type NotificationData, type NotificationItem } from './notification-store';
import { useI18n } from '../../lib/i18n';
import type { Translator } from '../../../core/i18n/translate';

const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/** "today, 3:33 PM" in Bangladesh time, like every time the shop shows (core/shop-time); a Bangla page writes the date and time in Bangla. */
function when(iso: string, { lang, dateTime }: Translator): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  return lang === 'bn' ? dateTime(iso) : shopTime(iso, Date.now());
}

export default function NotificationDropdown({ open, data, onClose }: { open: boolean; data: NotificationData | null; onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const choose = async (n: NotificationItem) => {
    onClose();
    if (!n.is_read) await markNotificationsRead(n.id);
    if (isLocalPath(n.url)) void navigate(n.url);
  };

  const items = data?.notifications ?? [];
  return (
    // Below the desktop width it spans the screen (8 px margins) just under the bell (--bell-top).
    <div
      className="fixed inset-x-2 top-(--bell-top) z-50 rounded-md border bg-white text-left text-sm text-gray-900 shadow-lg desk:absolute desk:inset-x-auto desk:right-0 desk:top-full desk:mt-2 desk:w-80"
      data-testid="notification-dropdown"
    >
      <div className="flex items-center justify-between border-b px-3 py-2">
        <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {t('bell.notifications')}
        </h2>
        <button
          type="button"
          className="text-xs font-semibold text-primary-text hover:underline disabled:cursor-default disabled:text-gray-400 disabled:no-underline"
          disabled={!data || data.unread === 0}
          onClick={() => data && void markNotificationsRead(data.all_notification_id)}
        >
          {t('bell.markAll')}
        </button>
      </div>
      {data === null ? (
        <p className="p-4 text-gray-600">{t('bell.loading')}</p>
      ) : items.length === 0 ? (
        <p className="p-4 text-gray-600">{t('bell.empty')}</p>
      ) : (
        <ul className="max-h-[300px] overflow-y-auto" aria-label={t('bell.notifications')}>
          {items.map((n) => (
            <li key={n.id} className="border-b last:border-b-0">
              <a
                href={isLocalPath(n.url) ? n.url : '#'}
                className={`flex gap-3 px-3 py-2 hover:bg-gray-50 ${n.is_read ? 'text-gray-600' : 'bg-primary-wash font-medium'}`}
                data-testid="notification-item"
                data-read={n.is_read ? 'true' : 'false'}
                onClick={(e) => {
                  e.preventDefault();
                  void choose(n);
                }}
              >
                {n.image ? <img src={n.image} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover" /> : null}
                <span className="min-w-0">
                  <span className="block break-words">{n.message}</span>
                  <span className={`block text-xs ${n.is_read ? 'text-gray-500' : 'text-muted-on-wash'}`}>
                    {n.is_read ? null : <span className="sr-only">{`${t('bell.unread')} `}</span>}
                    {when(n.created_at, i18n)}
                  </span>
                </span>
                {n.is_read ? null : <span aria-hidden="true" className="ml-auto mt-1 h-2 w-2 shrink-0 rounded-full bg-primary" />}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
