// The transient alert (spec §2): a message with a success or danger
// variant, counting down from 5 before it closes itself, and dismissible at any time.
// The box itself (alert-box.tsx) loads when the first alert shows, or as soon as the shopper
// first touches or types (every alert follows an action): a page that shows none never
// fetches it (the product page's JavaScript budget, docs/decisions/058).
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router';

type AlertBoxComponent = (typeof import('./alert-box'))['default'];
/** The box once its code has arrived: then an alert renders at once, without a Suspense round. */
let loadedBox: AlertBoxComponent | null = null;
export const loadAlertBox = () =>
  import('./alert-box').then((m) => {
    loadedBox = m.default;
    return m;
  });
const LazyAlertBox = lazy(loadAlertBox);

/** The attribute the alert's box carries: a dialog's "outside" does not include it. */
export const ALERT_LAYER = 'data-alert-layer';
/**
 * For a dialog's onPointerDownOutside / onFocusOutside: a press or focus on the alert (its
 * Dismiss button) is not a step out of the dialog, so it stays open.
 */
export function keepOpenForAlert(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (event.target instanceof Element && event.target.closest(`[${ALERT_LAYER}]`)) event.preventDefault();
}

export type AlertVariant = 'success' | 'danger';
export interface AlertState { id: number; message: string; variant: AlertVariant }
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
  const Box = loadedBox;
  useEffect(() => {
    const early = () => void loadAlertBox();
    const opts = { once: true, capture: true, passive: true } as const;
    document.addEventListener('pointerdown', early, opts);
    document.addEventListener('keydown', early, opts);
    return () => {
      document.removeEventListener('pointerdown', early, opts);
      document.removeEventListener('keydown', early, opts);
    };
  }, []);
  return (
    <AlertContext.Provider value={value}>
      {inRouter ? <ClearOnAuthPages clear={clear} /> : null}
      {children}
      {alert && Box ? <Box key={alert.id} alert={alert} onClose={clear} /> : null}
      {alert && !Box ? (
        <Suspense fallback={null}>
          <LazyAlertBox key={alert.id} alert={alert} onClose={clear} />
        </Suspense>
      ) : null}
    </AlertContext.Provider>
  );
}

