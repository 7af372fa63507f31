// A router link that prefetches on intent, except on 2g, data-saver or offline (spec §9).
import { useEffect, useState } from 'react';
import { Link, type LinkProps } from 'react-router';
import { mayPrefetch } from '../../../core/layout-rules';

interface NetworkInformationLike extends EventTarget { saveData?: boolean; effectiveType?: string }

export function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    const update = () =>
      setAllowed(mayPrefetch({ online: navigator.onLine, saveData: connection?.saveData, effectiveType: connection?.effectiveType }));
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    connection?.addEventListener?.('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener?.('change', update);
    };
  }, []);
  return allowed;
}

export function SmartLink(props: LinkProps) {
  const allowed = usePrefetchAllowed();
  return <Link prefetch={allowed ? 'intent' : 'none'} viewTransition {...props} />;
}
