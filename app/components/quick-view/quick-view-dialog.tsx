// The Quick View dialog (spec §2 "Product card", §3 "Quick view response", §7): a Radix dialog
// (focus trapped, Escape closes, labelled by the product name) that fetches
// /api/front/reseller-shop-single-product-details-for-quick-view with { pro_id } when opened
// and shows the gallery, name, rating (review settings, average and count), price or range,
// stock, variant selectors, quantity, Add To Cart / Add To Wishlist and a link to the page.
import { QuickViewReviews } from './quick-view-reviews';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '../../../services/catalog/catalog-types';
import { useCustomerLoggedIn } from '../../lib/use-customer-logged-in';
import { useCartKeys } from '../../lib/customer-part';
import { useRootData } from '../../lib/use-root-data';
import { ProductGallery } from '../product/product-gallery';
import { ProductSummary } from '../product/product-summary';
import { useProductSelection } from '../product/use-product-selection';
import { cartVariantsOf } from '../cart/cart-events';
import { loadQuickView, readyQuickView } from './quick-view-data';
import { useI18n } from '../../lib/i18n';
import { keepOpenForAlert } from '../layout/alert';

interface QuickViewDialogProps {
  productId: number;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (the dialog has no Radix trigger: it loads on demand). */
  returnFocus?: React.RefObject<HTMLElement | null>;
}

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; product: ProductDetail };

export default function QuickViewDialog({ productId, productName, open, onOpenChange, returnFocus }: QuickViewDialogProps) {
  const { t } = useI18n();
  // One answer per product while the page lives, usually asked for before the click (quick-view-data.ts).
  const [state, setState] = useState<LoadState>(() => {
    const hit = readyQuickView(productId);
    return hit ? { status: 'ready', product: hit } : { status: 'loading' };
  });
  useEffect(() => {
    if (!open || state.status === 'ready') return;
    let current = true;
    setState({ status: 'loading' });
    loadQuickView(productId)
      .then((product) => {
        if (current) setState({ status: 'ready', product });
      })
      // Quick View failures are not alerted (spec §8); the dialog offers the full page instead.
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [open, productId]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-xl bg-white p-4 shadow-xl outline-none md:inset-auto md:left-1/2 md:top-1/2 md:w-[min(60rem,calc(100vw-2rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:p-6"
          aria-describedby={undefined}
          onPointerDownOutside={keepOpenForAlert}
          onFocusOutside={keepOpenForAlert}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus?.current?.focus();
          }}
          data-testid="quick-view"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-gray-900">{productName}</Dialog.Title>
            <Dialog.Close className="-m-1 grid h-10 w-10 shrink-0 place-items-center rounded-full text-2xl leading-none text-gray-700 hover:bg-gray-100" aria-label={t('layout.close')}>
              ×
            </Dialog.Close>
          </div>
          {state.status === 'ready' ? (
            <QuickViewBody product={state.product} onNavigate={() => onOpenChange(false)} />
          ) : state.status === 'failed' ? (
            <p className="py-8 text-center text-gray-700">
              <Link to={`/products/${productId}`} className="font-medium text-primary-text underline" onClick={() => onOpenChange(false)}>
                {t('quickView.productPage')}
              </Link>
            </p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
              <div className="aspect-square animate-pulse rounded-lg bg-gray-100" />
              <div className="space-y-3">
                <div className="h-6 w-1/2 animate-pulse rounded bg-gray-100" />
                <div className="h-10 w-full animate-pulse rounded bg-gray-100" />
                <span className="sr-only">{t('quickView.loading')}</span>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickViewBody({ product, onNavigate }: { product: ProductDetail; onNavigate: () => void }) {
  const { t } = useI18n();
  const root = useRootData();
  const loggedIn = useCustomerLoggedIn();
  const cartKeys = useCartKeys();
  // The answer's own gallery and review figures are the product's (app/lib/catalog-answers.ts).
  const selection = useProductSelection(product, cartVariantsOf(cartKeys, product.id));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery images={selection.gallery} name={product.name} />
      <div className="space-y-4">
        <ProductSummary product={product} selection={selection} shopSlug={root?.layout.shopInfo.slug ?? ''} loggedIn={loggedIn} idPrefix={`qv-${product.id}`} compact />
        <Link to={product.url} className="inline-block font-medium text-primary-text underline" onClick={onNavigate}>
          {t('quickView.fullDetails')}
        </Link>
        {product.reviewsEnabled ? <QuickViewReviews productId={product.id} url={product.url} onNavigate={onNavigate} /> : null}
      </div>
    </div>
  );
}
