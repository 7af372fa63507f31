// The Quick View trigger for product cards (issue 4 item 3). Its props are a contract with
// the product-card components: { productId, productName, className, children }.
// The dialog itself (Radix Dialog, data fetched from
// /api/front/reseller-shop-single-product-details-for-quick-view with { pro_id } when opened)
// is loaded on first use, so a listing page pays nothing for it until a shopper asks.
// Without JavaScript (and until the page is live) it is a link to the product page
// (`/products/{id}` redirects to the canonical address), so it never does nothing (issue 16).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const QuickViewDialog = lazy(() => import('./quick-view-dialog'));

// Started on hover/focus so the dialog's code is usually there by the time of the click.
function preloadDialog() {
  void import('./quick-view-dialog');
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
  useEffect(() => setLive(true), []);
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
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuickViewDialog productId={productId} productName={productName} open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
