// Keeps keyboard focus inside an open off-canvas menu (a native popover, so it opens and closes
// without JavaScript; issue 16 item 8): on opening, focus goes to its first control; Tab and
// Shift+Tab wrap around inside it while it is open. Closing returns focus to the button that
// opened it (the browser does that for popovertarget buttons).
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
}

export function usePopoverFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'open') focusables(root)[0]?.focus();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !root.matches(':popover-open')) return;
      const list = focusables(root);
      if (list.length === 0) return;
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !root.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !root.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('toggle', onToggle);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('toggle', onToggle);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
}
