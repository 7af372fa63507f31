// The header's notification bell (spec §2 layout, §4, §9; issue 13 item 3), for a logged-in
// customer only: the parent renders it only when the root data has a customer, so a guest's
// (shared, cached) page has no bell and no poll. A button (aria-expanded) with the unread
// count opens a 300 px dropdown; Escape or a click outside closes it and focus returns to the
// button. The dropdown's code (list, mark read, navigate) loads on first open or hover.
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { notificationSnapshot, serverSnapshot, subscribeNotifications } from './notification-store';
import { useI18n } from '../../lib/i18n';
import { BellIcon } from '../layout/icons';

const NotificationDropdown = lazy(() => import('./notification-dropdown'));
const preload = () => void import('./notification-dropdown');

export function NotificationBell({ label = true, className = '' }: { label?: boolean; className?: string }) {
  const { t, num } = useI18n();
  const data = useSyncExternalStore(subscribeNotifications, notificationSnapshot, serverSnapshot);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [top, setTop] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unread = data?.unread ?? 0;
  const shown = unread > 99 ? `${num(99)}+` : num(unread);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className={`relative ${className}`} data-testid="notification-bell">
      <button
        ref={button}
        type="button"
        className="relative flex items-center gap-1 rounded p-1 hover:text-primary-text"
        aria-expanded={open}
        aria-controls={panelId}
        // The name holds what the button shows ("Notifications 7"), then says what the number is (issue 23 item 11).
        aria-label={unread > 0 ? t('bell.unreadLabel', { count: shown }) : t('bell.notifications')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setTop(Math.round(button.current?.getBoundingClientRect().bottom ?? 0) + 8);
          setOpen((o) => !o);
        }}
      >
        <BellIcon />
        {label ? <span aria-hidden="true">{t('bell.notifications')}</span> : null}
        {/* Beside the label, after a space, so it never covers the word and the visible text
            ("Notifications 7") is the start of the name; on the icon alone, over its corner. */}
        {unread > 0 && label ? ' ' : null}
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className={`${label ? '' : 'absolute -right-2 -top-1 '}min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-on-primary`}
          >
            {shown}
          </span>
        ) : null}
      </button>
      <div id={panelId} hidden={!open} style={{ '--bell-top': `${top}px` } as React.CSSProperties}>
        {loaded ? (
          <Suspense fallback={<div className="absolute right-0 top-full z-50 mt-2 w-80 rounded-md border bg-white p-4 text-sm shadow-lg">{t('bell.loading')}</div>}>
            <NotificationDropdown open={open} data={data} onClose={() => close(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
