// The Quick View trigger for product cards (issue 4 item 3). Its props are a contract with
// the product-card components: { productId, productName, className, children }.
// The dialog itself (Radix Dialog, data fetched from
// /api/front/reseller-shop-single-product-details-for-quick-view with { pro_id } when opened)
// is loaded on first use. Issue 23 item 10 (it took ~1.6 s on a phone the first time, code and
// data both fetched on click): the dialog's code is fetched once the page is idle (unless on
// 2g, data saver or offline), and a product's data as soon as a pointer, a finger or the
// keyboard's focus reaches its button, so the click usually finds both.
// Without JavaScript (and until the page is live) it is a link to the product page
// (`/products/{id}` redirects to the canonical address), so it never does nothing (issue 16).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { mayPrefetch } from '../../../core/layout-rules';
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
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!mayPrefetch({ online: navigator.onLine, saveData: connection?.saveData, effectiveType: connection?.effectiveType })) return;
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
  const button = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    preloadDialogWhenIdle();
  }, []);
  // A shopper reaching for the button: its code and this product's data, before the click.
  const prefetch = () => {
    preloadDialog();
    prefetchQuickView(productId);
  };
  if (!live) {
    return (
      <a href={`/products/${productId}`} className={className} data-quick-view-link={productId}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-quick-view={productId}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted ? <Mounted Dialog={loadedDialog} productId={productId} productName={productName} open={open} onOpenChange={setOpen} returnFocus={button} /> : null}
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
