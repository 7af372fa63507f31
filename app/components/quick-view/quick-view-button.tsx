// The Quick View trigger for product cards (issue 4 item 3). Its props are a contract with
// the product-card components: { productId, productName, className, children }.
// The dialog itself (Radix Dialog, data fetched from
// /api/front/reseller-shop-single-product-details-for-quick-view with { pro_id } when opened)
// is loaded on first use. Issue 23 item 10 (it took ~1.6 s on a phone the first time, code and
// data both fetched on click): the dialog's code is fetched once the page is idle (unless on
// 2g, data saver or offline), and a product's data as soon as a pointer, a finger or the
// keyboard's focus reaches its button, so the click usually finds both.
// Without JavaScript (and until the page is live) it is a link to the product page
// (`/products/{id}` redirects to the canonical address), so it never does nothing (issue 16);
// once live the same element, with the button role, opens the dialog.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

export function QuickViewButton({
  productId,
  productName,
  className,
  children,
}: {
  productId: number;
  productName: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(preloadDialogWhenIdle, []);
  // A shopper reaching for the button: its code and this product's data, before the click.
  const prefetch = () => {
    // On a light page (docs/decisions/070) or a slow network, the click fetches them instead.
    if (!mayPrefetchNow()) return;
    preloadDialog();
    prefetchQuickView(productId);
  };
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  // One element from the server's markup on: a link to the product page that acts as a
  // button once the page is live. It is never swapped for another element after hydrating (on
  // a listing that swap was 40–70 new buttons in the main thread's longest task; decision 064).
  return (
    <>
      <a
        ref={trigger}
        href={`/products/${productId}`}
        role="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-quick-view={productId}
        data-quick-view-link={productId}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={(e) => {
          // A click with a modifier key opens the product page as a link does (a new tab, say).
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          show();
        }}
        onKeyDown={(e) => {
          // A button answers Space as well as Enter (Enter on a link is already a click).
          if (e.key !== ' ') return;
          e.preventDefault();
          show();
        }}
      >
        {children}
      </a>
      {mounted ? <Mounted Dialog={loadedDialog} productId={productId} productName={productName} open={open} onOpenChange={setOpen} returnFocus={trigger} /> : null}
    </>
  );
}

function Mounted({ Dialog, ...props }: { Dialog: DialogComponent | null } & React.ComponentProps<DialogComponent>) {
  if (Dialog) return <Dialog {...props} />;
  return (
    <Suspense fallback={null}>
      <QuickViewDialog {...props} />
    </Suspense>
  );
}
