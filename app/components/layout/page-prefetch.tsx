// Prefetching the page a shopper reaches for (spec §9): pointing at a link for a moment,
// focusing it or touching it fetches that page's code and data ahead, except on 2g, data
// saver or offline. The network is asked at the moment of intent, not at render: a page of
// hundreds of links then neither subscribes to the network per link nor renders every link a
// second time after hydrating, when the answer changed from the server's "no" to the
// browser's "yes" (docs/decisions/064). One PagePrefetcher in the root renders React Router's
// prefetch links for the latest page reached for.
import { useSyncExternalStore } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { mayPrefetch } from '../../../core/layout-rules';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the network allows prefetching now (online, not 2g, no data saver: the browser's or this page's mode). */
export function mayPrefetchNow(): boolean {
  // The light page the shopper or their browser asked for (docs/decisions/070) prefetches nothing.
  if (document.documentElement.dataset.saver === 'on') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return mayPrefetch({ online: navigator.onLine, saveData: connection?.saveData, effectiveType: connection?.effectiveType });
}

/** How long a pointer rests on a link before its page is fetched (React Router's own intent delay). */
export const INTENT_DELAY_MS = 100;

let page: string | null = null;
const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | undefined;

function show(next: string) {
  if (next === page || !mayPrefetchNow()) return;
  page = next;
  for (const l of listeners) l();
}

/** A path inside this site, from a link's href; null for another site, a download or a bare hash. */
export function prefetchablePath(anchor: HTMLAnchorElement): string | null {
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return anchor.pathname + anchor.search;
}

/** The shopper reaches for `anchor`: prefetch its page after the intent delay (at once for a touch). */
export function reachFor(anchor: HTMLAnchorElement, now = false) {
  const path = prefetchablePath(anchor);
  clearTimeout(pending);
  if (!path) return;
  if (now) show(path);
  else pending = setTimeout(() => show(path), INTENT_DELAY_MS);
}

/** The pointer or focus left before the delay ran out: nothing is fetched. */
export function leave() {
  clearTimeout(pending);
}

/** The page whose prefetch links are shown; null before any intent. */
export function prefetchedPage(): string | null {
  return page;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once, inside the router: the prefetch links of the page last reached for. */
export function PagePrefetcher() {
  const current = useSyncExternalStore(subscribe, () => page, () => null);
  return current ? <PrefetchPageLinks page={current} /> : null;
}
