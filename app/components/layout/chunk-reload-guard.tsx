// After a failed page-chunk load (usually a new deploy), reload the page — at most once
// every 60 s, so a broken network cannot cause a reload loop.
import { useEffect } from 'react';
import { isChunkLoadError, mayReloadAfterChunkError } from '../../../core/layout-rules';

const KEY = 'haat:chunk-reload-at';

function reloadAfterChunkError(): boolean {
  let last: number | null = null;
  try {
    const v = sessionStorage.getItem(KEY);
    last = v === null ? null : Number(v);
  } catch {
    /* storage may be disabled */
  }
  if (!mayReloadAfterChunkError(last, Date.now())) return false;
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    /* ignore */
  }
  window.location.reload();
  return true;
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (e: Event) => {
      if (reloadAfterChunkError()) e.preventDefault();
    };
    const onRejection = (e: PromiseRejectionEvent) => {
      const reason = e.reason as { message?: string } | undefined;
      if (isChunkLoadError(reason?.message ?? String(e.reason))) reloadAfterChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
