// @vitest-environment happy-dom
// The alert: success or danger, counts down from 5 and closes itself, dismissible at once.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_LAYER, AlertProvider, keepOpenForAlert, loadAlertBox, useAlert } from './alert';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Trigger({ message, variant }: { message: string; variant: 'success' | 'danger' }) {
  const show = useAlert();
  return (
    <button type="button" onClick={() => show(message, variant)}>
      show
    </button>
  );
}

describe('alert', () => {
  let container: HTMLDivElement;
  // The box's code loads on the shopper's first touch (or the first alert); loaded here first.
  beforeAll(async () => {
    await loadAlertBox();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    vi.useRealTimers();
    container.remove();
  });

  const render = (message: string, variant: 'success' | 'danger') => {
    const root = createRoot(container);
    act(() =>
      root.render(
        <AlertProvider>
          <Trigger message={message} variant={variant} />
        </AlertProvider>,
      ),
    );
    act(() => container.querySelector('button')!.click());
    return root;
  };

  it('shows a success message as a status and closes after the 5 s countdown', () => {
    const root = render('Product added to cart successfully', 'success');
    const alert = document.body.querySelector('[role="status"]')!;
    expect(alert.textContent).toContain('Product added to cart successfully');
    expect(alert.getAttribute('data-variant')).toBe('success');
    expect(alert.textContent).toContain('5');
    act(() => vi.advanceTimersByTime(1000));
    expect(document.body.querySelector('[role="status"]')!.textContent).toContain('4');
    for (const left of [3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(document.body.querySelector('[role="status"]')!.textContent).toContain(String(left));
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(document.body.querySelector('[role="status"]')).toBeNull();
    act(() => root.unmount());
  });

  it('shows a danger message as an alert that can be dismissed at once', () => {
    const root = render('Add to cart failed', 'danger');
    expect(document.body.querySelector('[role="alert"]')!.getAttribute('data-variant')).toBe('danger');
    act(() => (document.body.querySelector('button[aria-label="Dismiss"]') as HTMLButtonElement).click());
    expect(document.body.querySelector('[role="alert"]')).toBeNull();
    act(() => root.unmount());
  });

  it('draws the box at the end of <body>, its own layer, which keeps an open dialog open when pressed', () => {
    const root = render('Product added to cart successfully', 'success');
    const alert = document.body.querySelector('[role="status"]') as HTMLElement;
    // Not inside the page's tree: a modal dialog opened before it hides the page, not the alert.
    expect(alert.parentElement).toBe(document.body);
    expect(alert.hasAttribute(ALERT_LAYER)).toBe(true);
    expect(alert.style.pointerEvents).toBe('auto');
    const outside = (target: EventTarget | null) => {
      const event = { target, prevented: false, preventDefault() { this.prevented = true; } };
      keepOpenForAlert(event);
      return event.prevented;
    };
    expect(outside(alert.querySelector('button'))).toBe(true);
    expect(outside(container.querySelector('button'))).toBe(false);
    expect(outside(null)).toBe(false);
    act(() => root.unmount());
  });

  it('loads the box when the first alert shows, if nothing loaded it before', async () => {
    vi.resetModules();
    const fresh = await import('./alert');
    function FreshTrigger() {
      const show = fresh.useAlert();
      return (
        <button type="button" onClick={() => show('Add to cart failed', 'danger')}>
          show
        </button>
      );
    }
    const root = createRoot(container);
    act(() =>
      root.render(
        <fresh.AlertProvider>
          <FreshTrigger />
        </fresh.AlertProvider>,
      ),
    );
    act(() => container.querySelector('button')!.click());
    await act(async () => {
      await import('./alert-box');
      await vi.dynamicImportSettled();
    });
    expect(document.body.querySelector('[role="alert"]')?.textContent).toContain('Add to cart failed');
    act(() => root.unmount());
  });
});
