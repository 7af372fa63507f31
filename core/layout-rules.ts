// The layout's behaviour constants and decisions (spec §2, §4, §9): sticky header and
// back-to-top after 300 px, scroll handling at most every 100 ms, alerts counting down from
// 5, submenus toggled by button at 991 px and below, one reload a minute after a failed
// chunk load, and no link prefetch on 2g, data-saver or offline.
export const STICKY_THRESHOLD_PX = 300;
export const SCROLL_THROTTLE_MS = 100;
export const ALERT_COUNTDOWN_SECONDS = 5;
export const MOBILE_BREAKPOINT_PX = 991;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isPastStickyThreshold(scrollY: number): boolean {
  return scrollY > STICKY_THRESHOLD_PX;
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

/** Whether a page may reload after a failed chunk load, given when it last did so. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

interface ConnectionState {
  online: boolean;
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether a menu link to `to` marks the section shown at `pathname`: the same path, or with
 * `end` false a path under it (`/seller/orders` under `/seller`, not `/sellers`; nothing is
 * under `/`). Case and a
 * trailing slash do not matter, as with React Router's NavLink.
 */
export function isSectionActive(pathname: string, to: string, end: boolean): boolean {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p).toLowerCase();
  const here = trim(pathname);
  const target = trim(to);
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(`${target}/`);
}

/** Prefetching spends data the shopper may not have: never on 2g, data-saver or offline. */
export function mayPrefetch({ online, saveData, effectiveType }: ConnectionState): boolean {
  if (!online || saveData) return false;
  return !(effectiveType ?? '').toLowerCase().includes('2g');
}

/** Recognises the messages browsers give when a lazily loaded script chunk fails. */
export function isChunkLoadError(message: string | null | undefined): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message ?? '',
  );
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const ALERT_GAP_PX = 8;

/**
 * Where the desktop alert's top edge goes (spec §2: at the top right): just below the header
 * (never over its cart or bell), unless that would cover what has the focus — the View Cart
 * link that just replaced Add to Cart (issue 23 item 7) — then just below it, or above it when
 * there is no room below.
 */
export function alertTop({ headerBottom, alert, focus, viewportHeight }: { headerBottom: number; alert: Pick<Box, 'left' | 'right'> & { height: number }; focus: Box | null; viewportHeight: number }): number {
  const top = Math.max(headerBottom, 0) + ALERT_GAP_PX;
  if (!focus) return top;
  const overlaps = focus.left < alert.right && alert.left < focus.right && focus.top < top + alert.height && top < focus.bottom;
  if (!overlaps) return top;
  const below = focus.bottom + ALERT_GAP_PX;
  if (below + alert.height <= viewportHeight - ALERT_GAP_PX) return below;
  return Math.max(ALERT_GAP_PX, focus.top - ALERT_GAP_PX - alert.height);
}
