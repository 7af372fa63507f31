// @vitest-environment happy-dom
// Prefetch on intent (spec §9): the network is asked at the moment of intent; the page last
// reached for is the one prefetched; a pointer that leaves before the delay fetches nothing;
// offline, nothing is fetched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, leave, mayPrefetchNow, prefetchablePath, prefetchedPage, reachFor } from './page-prefetch';

function anchor(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
}

describe('page prefetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('takes paths inside this site only', () => {
    expect(prefetchablePath(anchor(`${location.origin}/products/x-1?lang=bn`))).toBe('/products/x-1?lang=bn');
    expect(prefetchablePath(anchor('https://example.com/a'))).toBeNull();
    expect(prefetchablePath(anchor(`${location.origin}/a.pdf`, { download: '' }))).toBeNull();
    expect(prefetchablePath(anchor(`${location.origin}/a`, { target: '_blank' }))).toBeNull();
    expect(prefetchablePath(anchor(`${location.origin}/a`, { target: '_self' }))).toBe('/a');
  });

  it('asks the network at the moment: never offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get');
    online.mockReturnValue(true);
    expect(mayPrefetchNow()).toBe(true);
    online.mockReturnValue(false);
    expect(mayPrefetchNow()).toBe(false);
  });

  it('takes the page reached for after the delay, at once for a touch, and nothing for a pointer that left or offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const start = prefetchedPage();

    reachFor(anchor(`${location.origin}/categories`));
    leave();
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(prefetchedPage()).toBe(start);

    reachFor(anchor(`${location.origin}/categories`));
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1);
    expect(prefetchedPage()).toBe(start);
    vi.advanceTimersByTime(1);
    expect(prefetchedPage()).toBe('/categories');

    reachFor(anchor(`${location.origin}/all-products?page=2`), true);
    expect(prefetchedPage()).toBe('/all-products?page=2');

    online.mockReturnValue(false);
    reachFor(anchor(`${location.origin}/brands`), true);
    expect(prefetchedPage()).toBe('/all-products?page=2');
  });
});
