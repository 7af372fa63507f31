// The transient alert at the top right (spec §2): a message with a success or danger
// variant, counting down from 5 before it closes itself, and dismissible at any time.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ALERT_COUNTDOWN_SECONDS } from '../../../core/layout-rules';

export type AlertVariant = 'success' | 'danger';
interface AlertState { id: number; message: string; variant: AlertVariant }
type ShowAlert = (message: string, variant?: AlertVariant) => void;

const AlertContext = createContext<ShowAlert>(() => {});

export function useAlert(): ShowAlert {
  return useContext(AlertContext);
}

export function AlertProvider({ children }: { children: React.ReactNode }) {
  const [alert, setAlert] = useState<AlertState | null>(null);
  const show = useCallback<ShowAlert>((message, variant = 'success') => {
    setAlert({ id: Date.now() + Math.random(), message, variant });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <AlertContext.Provider value={value}>
      {children}
      {alert ? <AlertBox key={alert.id} alert={alert} onClose={() => setAlert(null)} /> : null}
    </AlertContext.Provider>
  );
}

function AlertBox({ alert, onClose }: { alert: AlertState; onClose: () => void }) {
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
      className={`fixed right-3 top-3 z-[60] flex max-w-[calc(100vw-1.5rem)] items-start gap-3 rounded-lg border px-4 py-3 shadow-lg sm:max-w-sm ${
        danger ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
      }`}
    >
      <p className="flex-1 text-sm font-medium">{alert.message}</p>
      <span className="text-xs tabular-nums opacity-75" aria-label={`closes in ${remaining} seconds`}>
        {remaining}
      </span>
      <button type="button" onClick={onClose} className="-m-1 rounded p-1 leading-none" aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
