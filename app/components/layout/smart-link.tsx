// A router link that prefetches on intent, except on 2g, data-saver or offline (spec §9).
// A page has hundreds of links: they share one subscription to the network state instead of
// each adding its own listeners and state.
import { useSyncExternalStore } from 'react';
import { Link, type LinkProps } from 'react-router';
import { mayPrefetch } from '../../../core/layout-rules';

interface NetworkInformationLike extends EventTarget { saveData?: boolean; effectiveType?: string }

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const connectionOf = () => (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', notify);
    window.addEventListener('offline', notify);
    connectionOf()?.addEventListener?.('change', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', notify);
      window.removeEventListener('offline', notify);
      connectionOf()?.removeEventListener?.('change', notify);
    }
  };
}

function snapshot(): boolean {
  const connection = connectionOf();
  return mayPrefetch({ online: navigator.onLine, saveData: connection?.saveData, effectiveType: connection?.effectiveType });
}

/** False on the server and during hydration (so markup matches), then the live answer. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

export function SmartLink(props: LinkProps) {
  const allowed = usePrefetchAllowed();
  return <Link prefetch={allowed ? 'intent' : 'none'} viewTransition {...props} />;
}
