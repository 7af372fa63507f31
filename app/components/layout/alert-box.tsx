// The alert's box (app/components/layout/alert.tsx loads it when needed): the message, its
// countdown and the dismiss button, placed clear of the header and the focus on a desktop.
// It is drawn at the end of <body>, its own layer: an alert that follows an action in an open
// dialog (Add To Cart in Quick View) is then neither hidden from screen readers with the rest
// of the page nor unclickable under the dialog's modal layer (ALERT_LAYER in alert.tsx).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../lib/i18n';
import { ALERT_COUNTDOWN_SECONDS, MOBILE_BREAKPOINT_PX, alertTop } from '../../../core/layout-rules';
import { ALERT_LAYER, type AlertState } from './alert';

// The server renders no alert, so the layout effect only ever runs in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * On a desktop the alert's top edge (spec §2: top right), below the visible header and clear of
 * what has the focus (core/layout-rules alertTop); on a phone null: it stays above the tab bar.
 */
function useDesktopTop(box: React.RefObject<HTMLDivElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useBrowserLayoutEffect(() => {
    const place = () => {
      const el = box.current;
      if (!el || window.innerWidth <= MOBILE_BREAKPOINT_PX) return setTop(null);
      const header = [...document.querySelectorAll('header[data-sticky]')].map((h) => h.getBoundingClientRect()).find((r) => r.height > 0);
      const rect = el.getBoundingClientRect();
      const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body && !el.contains(document.activeElement) ? document.activeElement.getBoundingClientRect() : null;
      setTop(alertTop({ headerBottom: header?.bottom ?? 0, alert: { left: rect.left, right: rect.right, height: rect.height }, focus: focused, viewportHeight: window.innerHeight }));
    };
    place();
    // The View Cart link takes the focus just after the alert shows; scrolling moves the header.
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [box]);
  return top;
}

export default function AlertBox({ alert, onClose }: { alert: AlertState; onClose: () => void }) {
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
  const box = useRef<HTMLDivElement>(null);
  const top = useDesktopTop(box);
  return createPortal(
    <div
      ref={box}
      role={danger ? 'alert' : 'status'}
      data-variant={alert.variant}
      {...{ [ALERT_LAYER]: '' }}
      // Phones: above the tab bar, clear of the header's cart (issue 16 item 9). Desktops: top
      // right as the spec has it, below the header and never over the focused View Cart link
      // (issue 23 item 7); bottom right until the script has placed it.
      // pointer-events: a modal dialog turns them off on <body>; the alert stays dismissible.
      style={top === null ? { pointerEvents: 'auto' } : { top, bottom: 'auto', pointerEvents: 'auto' }}
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
    </div>,
    document.body,
  );
}
