import { describe, expect, it } from 'vitest';
import {
  isSectionActive,
  ALERT_COUNTDOWN_SECONDS,
  alertTop,
  CHUNK_RELOAD_INTERVAL_MS,
  MOBILE_BREAKPOINT_PX,
  SCROLL_THROTTLE_MS,
  STICKY_THRESHOLD_PX,
  isChunkLoadError,
  isMobileWidth,
  isPastStickyThreshold,
  mayPrefetch,
  mayReloadAfterChunkError,
} from './layout-rules';

describe('layout rules', () => {
  it('keeps the spec constants', () => {
    expect([STICKY_THRESHOLD_PX, SCROLL_THROTTLE_MS, ALERT_COUNTDOWN_SECONDS, MOBILE_BREAKPOINT_PX, CHUNK_RELOAD_INTERVAL_MS]).toEqual([
      300, 100, 5, 991, 60000,
    ]);
  });

  it('makes the header sticky only after more than 300 px', () => {
    expect(isPastStickyThreshold(300)).toBe(false);
    expect(isPastStickyThreshold(301)).toBe(true);
    expect(isPastStickyThreshold(0)).toBe(false);
  });

  it('treats 991 px and below as mobile', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });

  it('reloads at most once per 60 s after a chunk failure', () => {
    expect(mayReloadAfterChunkError(null, 1000)).toBe(true);
    expect(mayReloadAfterChunkError(Number.NaN, 1000)).toBe(true);
    expect(mayReloadAfterChunkError(1000, 1000 + 59_999)).toBe(false);
    expect(mayReloadAfterChunkError(1000, 1000 + 60_000)).toBe(true);
  });

  it('skips prefetch offline, on data-saver and on 2g', () => {
    expect(mayPrefetch({ online: false })).toBe(false);
    expect(mayPrefetch({ online: true, saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetch({ online: true, effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ online: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ online: true, effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch({ online: true })).toBe(true);
  });

  it('recognises chunk load failures from each browser', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /assets/x.js')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError('TypeError: x is undefined')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('alertTop', () => {
  const alert = { left: 880, right: 1264, height: 56 };
  const box = (top: number, bottom: number, left = 900, right = 1000) => ({ top, bottom, left, right });
  it('sits just below the header, or 8 px from the top when the header has scrolled away', () => {
    expect(alertTop({ headerBottom: 120, alert, focus: null, viewportHeight: 900 })).toBe(128);
    expect(alertTop({ headerBottom: -300, alert, focus: null, viewportHeight: 900 })).toBe(8);
    // Focus elsewhere (left of the alert, or lower down) changes nothing.
    expect(alertTop({ headerBottom: 120, alert, focus: box(130, 170, 100, 300), viewportHeight: 900 })).toBe(128);
    expect(alertTop({ headerBottom: 120, alert, focus: box(400, 440), viewportHeight: 900 })).toBe(128);
  });
  it('moves below the focused View Cart link it would cover, or above it when there is no room', () => {
    expect(alertTop({ headerBottom: 120, alert, focus: box(140, 180), viewportHeight: 900 })).toBe(188);
    expect(alertTop({ headerBottom: 120, alert, focus: box(140, 860), viewportHeight: 900 })).toBe(76);
    expect(alertTop({ headerBottom: 0, alert, focus: box(10, 860), viewportHeight: 900 })).toBe(8);
  });
});

describe('isSectionActive', () => {
  it('marks the same path, ignoring case and a trailing slash', () => {
    expect(isSectionActive('/customer/dashboard', '/customer/dashboard', true)).toBe(true);
    expect(isSectionActive('/Customer/Dashboard/', '/customer/dashboard', true)).toBe(true);
    expect(isSectionActive('/', '/', true)).toBe(true);
  });
  it('with end, a path under it is another section', () => {
    expect(isSectionActive('/customer/dashboard/wishlist', '/customer/dashboard', true)).toBe(false);
  });
  it('without end, a path under it belongs to it, a longer name does not', () => {
    expect(isSectionActive('/seller/orders/12', '/seller/orders', false)).toBe(true);
    expect(isSectionActive('/seller/orders-export', '/seller/orders', false)).toBe(false);
    expect(isSectionActive('/sellers', '/seller', false)).toBe(false);
  });
  it('nothing lies under the home page', () => {
    expect(isSectionActive('/categories', '/', false)).toBe(false);
    expect(isSectionActive('/', '/', false)).toBe(true);
  });
});
