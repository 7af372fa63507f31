// The transient alert (spec §2): a message with a success or danger
// variant, counting down from 5 before it closes itself, and dismissible at any time.
import { useI18n } from '../../lib/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { ALERT_COUNTDOWN_SECONDS } from '../../../core/layout-rules';

export type AlertVariant = 'success' | 'danger';
interface AlertState { id: number; message: string; variant: AlertVariant }
type ShowAlert = (message: string, variant?: AlertVariant) => void;

const AlertContext = createContext<ShowAlert>(() => {});

export function useAlert(): ShowAlert {
  return useContext(AlertContext);
}

/**
 * An alert of the page left behind does not follow the shopper to log in or register
 * (issue 16 item 4): "Please choose Size" means nothing there.
 */
function ClearOnAuthPages({ clear }: { clear: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (/^\/customer\/(login|register)\/?$/.test(pathname)) clear();
  }, [pathname, clear]);
  return null;
}

export function AlertProvider({ children }: { children: React.ReactNode }) {
  const inRouter = useInRouterContext();
  const clear = useCallback(() => setAlert(null), []);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const show = useCallback<ShowAlert>((message, variant = 'success') => {
    setAlert({ id: Date.now() + Math.random(), message, variant });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <AlertContext.Provider value={value}>
      {inRouter ? <ClearOnAuthPages clear={clear} /> : null}
      {children}
      {alert ? <AlertBox key={alert.id} alert={alert} onClose={() => setAlert(null)} /> : null}
    </AlertContext.Provider>
  );
}

function AlertBox({ alert, onClose }: { alert: AlertState; onClose: () => void }) {
  const { t, num } = useI18n();
  const [remaining, setRemaining] = useState(ALERT_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (remaining <= 0) {
      onClose();
      return;
    }
    const t = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(t);
  }, [remaining, onClose]);
  const danger = alert.variant === 'danger';
  return (
    <div
      role={danger ? 'alert' : 'status'}
      data-variant={alert.variant}
      // Below the content's buttons and clear of the header's cart: above the tab bar on
      // phones, bottom right above the back-to-top button on desktops (issue 16 item 9).
      className={`fixed inset-x-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-[60] mx-auto flex max-w-sm items-center gap-3 rounded-lg border px-4 py-3 shadow-lg desk:left-auto desk:right-4 desk:bottom-20 ${
        danger ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
      }`}
    >
      <p className="flex-1 text-sm font-medium">{alert.message}</p>
      <span className="text-xs tabular-nums opacity-75" aria-label={t('alert.closesIn', { n: remaining })}>
        {num(remaining)}
      </span>
      {/* At least 24×24 px (WCAG 2.5.8 target size; issue 16 item 8). */}
      <button type="button" onClick={onClose} className="-my-1 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-lg leading-none" aria-label={t('alert.dismiss')}>
        ×
      </button>
    </div>
  );
}
