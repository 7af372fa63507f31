// Quick View for product cards (issue 4 item 3). The cards are server markup (decision 080):
// their trigger is `<a href="/products/{id}" role="button" data-quick-view="{id}">`, and the
// cards' one delegated handler (product-cards.tsx) calls `useQuickView()`'s `open`. The dialog itself (Radix Dialog, data fetched from
// /api/front/reseller-shop-single-product-details-for-quick-view with { pro_id } when opened)
// is loaded on first use. Issue 23 item 10 (it took ~1.6 s on a phone the first time, code and
// data both fetched on click): the dialog's code is fetched once the page is idle (unless on
// 2g, data saver or offline), and a product's data as soon as a pointer, a finger or the
// keyboard's focus reaches its button, so the click usually finds both.
// Without JavaScript (and until the page is live) it is a link to the product page
// (`/products/{id}` redirects to the canonical address), so it never does nothing (issue 16);
// once live the same element, with the button role, opens the dialog.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { mayPrefetchNow } from '../layout/page-prefetch';
import { prefetchQuickView } from './quick-view-data';

type DialogComponent = (typeof import('./quick-view-dialog'))['default'];
/** The dialog once its code has arrived: then it renders at once, without a Suspense round. */
let loadedDialog: DialogComponent | null = null;
const loadDialog = () =>
  import('./quick-view-dialog').then((m) => {
    loadedDialog = m.default;
    return m;
  });
const QuickViewDialog = lazy(loadDialog);

function preloadDialog() {
  void loadDialog();
}

let idlePreload = false;
/** Once per page, when the browser is idle and the network allows it: the dialog's code. */
function preloadDialogWhenIdle() {
  if (idlePreload) return;
  idlePreload = true;
  if (!mayPrefetchNow()) return;
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(preloadDialog, { timeout: 3000 });
  else setTimeout(preloadDialog, 1500);
}

/** A shopper reaching for a trigger: the dialog's code and this product's data, before the click. */
export function prefetchQuickViewOf(productId: number): void {
  // On a light page (docs/decisions/070) or a slow network, the click fetches them instead.
  if (!mayPrefetchNow()) return;
  preloadDialog();
  prefetchQuickView(productId);
}

/**
 * One Quick View dialog for the triggers of a part of the page: `open(trigger)` shows it for the
 * trigger's product (focus goes back to the trigger when it closes), `dialog` is where it mounts.
 */
export function useQuickView(): { open: (trigger: HTMLElement) => void; dialog: React.ReactNode } {
  const [shown, setShown] = useState<{ productId: number; productName: string; open: boolean } | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(preloadDialogWhenIdle, []);
  const open = useCallback((el: HTMLElement) => {
    trigger.current = el;
    el.setAttribute('aria-expanded', 'true');
    const card = el.closest('[data-product-card]');
    const productName = card?.querySelector('h3')?.textContent ?? '';
    setShown({ productId: Number(el.dataset.quickView), productName, open: true });
  }, []);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) trigger.current?.setAttribute('aria-expanded', 'false');
    setShown((s) => (s ? { ...s, open } : s));
  }, []);
  const dialog = shown ? <Mounted key={shown.productId} Dialog={loadedDialog} productId={shown.productId} productName={shown.productName} open={shown.open} onOpenChange={onOpenChange} returnFocus={trigger} /> : null;
  return { open, dialog };
}

function Mounted({ Dialog, ...props }: { Dialog: DialogComponent | null } & React.ComponentProps<DialogComponent>) {
  if (Dialog) return <Dialog {...props} />;
  return (
    <Suspense fallback={null}>
      <QuickViewDialog {...props} />
    </Suspense>
  );
}
