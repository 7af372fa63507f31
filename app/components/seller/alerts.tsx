// The console's alerts (issue 26 item 4): the sections' counts of work waiting — new orders,
// unread messages, refund requests — rendered with the page (no script needed), then kept
// current by polling /api/seller/alerts every 20 s while the tab is visible (a 304 when
// nothing changed, like the shopper's bell). A new order or message is announced to screen
// readers, and, when the owner has allowed it, shown as a browser notification.
import { useEffect, useRef, useState } from 'react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/customer-auth';
import type { SellerAlerts } from '../../../services/seller/get-seller-alerts';
import { useI18n } from '../../lib/i18n';

export const SELLER_ALERTS_POLL_MS = 20_000;

/** The alerts, kept current while the console is open. */
export function useSellerAlerts(initial: SellerAlerts): SellerAlerts {
  const [alerts, setAlerts] = useState(initial);
  const etag = useRef('');
  useEffect(() => setAlerts(initial), [initial]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch('/api/seller/alerts', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(etag.current ? { 'if-none-match': etag.current } : {}) },
        });
        if (res.status === 200) {
          etag.current = res.headers.get('etag') ?? '';
          const body = (await res.json()) as SellerAlerts;
          setAlerts({ new_orders: body.new_orders, unread_threads: body.unread_threads, pending_refunds: body.pending_refunds, latest_order_id: body.latest_order_id });
        }
      } catch {
        // Offline or the server restarting: the next poll tries again.
      }
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(() => void poll(), SELLER_ALERTS_POLL_MS);
    };
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') void poll();
    };
    timer = setTimeout(() => void poll(), SELLER_ALERTS_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return alerts;
}

/** A section's count beside its name in the menu (nothing when 0). */
export function AlertCount({ n, label }: { n: number; label: string }) {
  const { num } = useI18n();
  if (n <= 0) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white" data-alert-count>
      {num(n)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * Says a new order or message out loud (a polite live region, taking no room) and, once the
 * owner has switched it on, as a browser notification.
 */
export function AlertAnnouncer({ alerts }: { alerts: SellerAlerts }) {
  const { t } = useI18n();
  const [said, setSaid] = useState('');
  const last = useRef(alerts);
  useEffect(() => {
    const before = last.current;
    last.current = alerts;
    const news = [
      alerts.latest_order_id > before.latest_order_id ? t('seller.alerts.newOrder') : null,
      alerts.unread_threads > before.unread_threads ? t('seller.alerts.newMessage') : null,
      alerts.pending_refunds > before.pending_refunds ? t('seller.alerts.newRefund') : null,
    ].filter((x): x is string => x !== null);
    if (news.length === 0) return;
    setSaid(news.join(' '));
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') new Notification(news.join(' '), { tag: 'haat-seller-alerts' });
  }, [alerts, t]);
  return (
    <p className="sr-only" aria-live="polite" data-testid="alerts-said">
      {said}
    </p>
  );
}

/**
 * "Turn on alerts" where the browser can show notifications and has not been asked yet: at the
 * foot of the console's pages, so appearing once the page is live moves nothing above it.
 */
export function AlertPermission() {
  const { t } = useI18n();
  const [canAsk, setCanAsk] = useState(false);
  useEffect(() => setCanAsk(typeof Notification !== 'undefined' && Notification.permission === 'default'), []);
  if (!canAsk) return null;
  return (
    <p className="mx-auto max-w-6xl px-3 pb-4 print:hidden">
      <button
        type="button"
        className="min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100"
        onClick={() => void Notification.requestPermission().then(() => setCanAsk(Notification.permission === 'default'))}
      >
        {t('seller.alerts.turnOn')}
      </button>
    </p>
  );
}
