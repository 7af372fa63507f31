// Client-side navigation for plain links inside markup React does not render (StaticHtml):
// one click listener for all of them does what a router Link does — a left click without
// modifier keys on a link to this site navigates in the app (with the 'page' view
// transition); anything else is left to the browser. Pointing at or focusing a link
// prefetches its page, except on 2g, data-saver or offline (spec §9), as SmartLink does.
import { useState } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { usePrefetchAllowed } from './smart-link';

function appLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return anchor;
}

export function DelegatedLinks({ children, onNavigate }: { children: React.ReactNode; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const prefetchAllowed = usePrefetchAllowed();
  const [intent, setIntent] = useState<string | null>(null);
  const noteIntent = (e: React.SyntheticEvent) => {
    const link = appLinkOf(e.target);
    if (link) setIntent(link.pathname + link.search);
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
      onPointerOver={noteIntent}
      onFocus={noteIntent}
    >
      {children}
      {prefetchAllowed && intent ? <PrefetchPageLinks page={intent} /> : null}
    </div>
  );
}
