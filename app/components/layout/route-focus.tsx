// After a client-side navigation to another page, focus goes to the new page's heading (its
// first h1 in <main>, or <main> itself), so a screen reader announces where the shopper now is
// and the next Tab starts in the page, not back in the header (issue 16 item 8). Not on the
// first load, and not when only the query changes (sort, filters, pager keep their focus).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    // Something in the new page already took focus on purpose (an autofocus field): keep it.
    if (main.contains(document.activeElement) && document.activeElement !== main) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
