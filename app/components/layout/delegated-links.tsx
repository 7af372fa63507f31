// Client-side navigation for plain links inside markup React does not render (StaticHtml):
// one click listener for all of them does what a router Link does — a left click without
// modifier keys on a link to this site navigates in the app (with the 'page' view
// transition); anything else is left to the browser. Pointing at or focusing a link
// prefetches its page, except on 2g, data-saver or offline (spec §9), as SmartLink does.
import { useNavigate } from 'react-router';
import { leave, prefetchablePath, reachFor } from './page-prefetch';

function appLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return prefetchablePath(anchor) === null ? null : anchor;
}

export function DelegatedLinks({ children, onNavigate }: { children: React.ReactNode; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const intent = (e: React.SyntheticEvent, now = false) => {
    const link = appLinkOf(e.target);
    if (link) reachFor(link, now);
  };
  return (
    // Not itself interactive: it only listens for clicks on the links inside it (a keyboard
    // Enter on a link is a click too).
    <div
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        const link = appLinkOf(e.target);
        if (!link) return;
        e.preventDefault();
        onNavigate?.();
        void navigate(link.pathname + link.search + link.hash, { viewTransition: true });
      }}
      onPointerOver={(e) => intent(e)}
      onPointerOut={leave}
      onFocus={(e) => intent(e)}
      onBlur={leave}
      onTouchStart={(e) => intent(e, true)}
    >
      {children}
    </div>
  );
}
