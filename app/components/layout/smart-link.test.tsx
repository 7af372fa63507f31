// @vitest-environment happy-dom
// Links share one subscription to the network state: prefetch is off offline, and every
// link follows the browser's online/offline events.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefetchAllowed } from './smart-link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ id }: { id: string }) {
  return <span data-id={id}>{usePrefetchAllowed() ? 'prefetch' : 'none'}</span>;
}

describe('usePrefetchAllowed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows online and offline for every link, with one set of window listeners', () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const add = vi.spyOn(window, 'addEventListener');
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<>{['a', 'b', 'c'].map((id) => <Probe key={id} id={id} />)}</>));
    expect(container.textContent).toBe('prefetchprefetchprefetch');
    expect(add.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);

    online = false;
    act(() => window.dispatchEvent(new Event('offline')));
    expect(container.textContent).toBe('nonenonenone');

    online = true;
    act(() => window.dispatchEvent(new Event('online')));
    expect(container.textContent).toBe('prefetchprefetchprefetch');

    const remove = vi.spyOn(window, 'removeEventListener');
    act(() => root.unmount());
    expect(remove.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);
  });
});
