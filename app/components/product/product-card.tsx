// Product cards, both layouts of spec §2 "Product card":
// - grid: lazy image with its width and height, discount-percent and cashback badges, stock
//   text, name, price or range with the struck old price, and the hover buttons Add to Cart
//   (View Cart once added), Add To Wishlist and Quick View — shown on hover, on keyboard focus
//   inside the card, and always on touch screens (no hover there).
// - search: small thumbnail, name, stock text, price with struck old price, cart and
//   wishlist buttons.
// The cart button is disabled when the stock is below 1 and not unlimited. For products with
// variants, Add to Cart and Add To Wishlist open Quick View. A guest's buttons are links to
// /customer/login with this page as the return target. Every figure comes from `pricing`.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { availabilityMessage, isPurchasable } from '../../../core/availability';
import { useI18n } from '../../lib/i18n';
import { useDataSaver } from '../../lib/use-root-data';
import { responsiveImage } from '../../../core/responsive-image';
import { shouldShowDiscountBadge, shouldShowOldPrice } from '../../../core/pricing';
import type { ProductCardData } from '../../../services/catalog/catalog-types';
import { HeartIcon, Icon } from '../layout/icons';
import { useAlert } from '../layout/alert';
import { SmartLink } from '../layout/smart-link';
import { QuickViewButton } from '../quick-view/quick-view-button';
import { loginPath } from './guest-redirect';
import { handFocusOnReplace, takeHandedFocus } from '../layout/focus-handoff';
import { isInCart } from '../cart/cart-events';
import { useCartKeys } from '../../lib/customer-part';

export type CardLayout = 'grid' | 'search';

const CartIcon = () => <Icon id="cart" />;
const EyeIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5" aria-hidden="true" focusable="false">
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

function stockOf(product: ProductCardData) {
  return { quantity: product.quantity, unlimited: product.unlimitedQuantity };
}

/** The price line: the range for a variant product whose ends differ, else the price and the struck old price. */
function CardPrice({ product, className = '' }: { product: ProductCardData; className?: string }) {
  const p = product.pricing;
  const { t, taka, takaRange } = useI18n();
  const range = p.minSellPrice !== undefined && p.maxSellPrice !== undefined && p.minSellPrice !== p.maxSellPrice;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-bold text-primary-text" data-price>
        {range ? takaRange(p.minSellPrice!, p.maxSellPrice!) : taka(p.sellPrice)}
      </span>
      {!range && shouldShowOldPrice(p) ? (
        <del className="text-sm text-gray-600">
          <span className="sr-only">{t('price.old')} </span>
          {taka(p.oldPrice)}
        </del>
      ) : null}
    </p>
  );
}

function useCardActions(product: ProductCardData, shopSlug: string, loggedIn: boolean) {
  const alert = useAlert();
  const { t } = useI18n();
  const location = useLocation();
  const [added, setInCart] = useState(false);
  const cartKeys = useCartKeys();
  // In the cart already (root data from the server), or added from this card just now.
  const inCart = added || (!product.hasVariant && isInCart(cartKeys, product.id, ''));
  const [busy, setBusy] = useState(false);
  const login = loginPath(location.pathname + location.search);
  return {
    inCart,
    busy,
    login,
    loggedIn,
    purchasable: isPurchasable(stockOf(product)),
    // The call code loads on the first tap, so cards on a listing ship without it; a failed
    // load is a failed call (spec §8 alerts).
    async addToCart() {
      setBusy(true);
      try {
        const { addCardProductToCart } = await import('./card-actions');
        if (await addCardProductToCart(product, shopSlug, alert)) {
          handFocusOnReplace();
          setInCart(true);
        }
      } catch {
        alert(t('cart.addFailed'), 'danger');
      } finally {
        setBusy(false);
      }
    },
    async addToWishlist() {
      setBusy(true);
      try {
        const { addCardProductToWishlist } = await import('./card-actions');
        await addCardProductToWishlist(product, shopSlug, alert);
      } catch {
        alert(t('page.somethingWentWrong'), 'danger');
      } finally {
        setBusy(false);
      }
    },
  };
}

type Actions = ReturnType<typeof useCardActions>;

/** Add to Cart / View Cart: Quick View for variant products, a login link for a guest, disabled without stock. */
function CartAction({ product, actions, className, label }: { product: ProductCardData; actions: Actions; className: string; label: React.ReactNode }) {
  const { t } = useI18n();
  const name = t('button.cardAddToCart');
  if (actions.inCart)
    return (
      <Link to="/customer/cart" ref={takeHandedFocus} className={className} aria-label={`${t('button.viewCart')}: ${product.name}`} title={t('button.viewCart')}>
        {label === null ? <CartIcon /> : t('button.viewCart')}
      </Link>
    );
  if (!actions.purchasable)
    return (
      <button type="button" className={className} disabled aria-label={`${name}: ${product.name}`} title={name}>
        {label ?? <CartIcon />}
      </button>
    );
  if (product.hasVariant)
    return (
      <QuickViewButton productId={product.id} productName={product.name} className={className}>
        {label ?? <CartIcon />}
        {label === null ? <span className="sr-only">{`${name}: ${product.name}`}</span> : null}
      </QuickViewButton>
    );
  if (!actions.loggedIn)
    return (
      <Link to={actions.login} className={className} aria-label={`${name}: ${product.name}`} title={name} rel="nofollow">
        {label ?? <CartIcon />}
      </Link>
    );
  return (
    <button type="button" className={className} disabled={actions.busy} onClick={actions.addToCart} data-needs-network aria-label={`${name}: ${product.name}`} title={name}>
      {label ?? <CartIcon />}
    </button>
  );
}

function WishlistAction({ product, actions, className }: { product: ProductCardData; actions: Actions; className: string }) {
  const { t } = useI18n();
  const name = t('button.addToWishlist');
  if (product.hasVariant)
    return (
      <QuickViewButton productId={product.id} productName={product.name} className={className}>
        <HeartIcon />
        <span className="sr-only">{`${name}: ${product.name}`}</span>
      </QuickViewButton>
    );
  if (!actions.loggedIn)
    return (
      <Link to={actions.login} className={className} aria-label={`${name}: ${product.name}`} title={name} rel="nofollow">
        <HeartIcon />
      </Link>
    );
  return (
    <button type="button" className={className} disabled={actions.busy} onClick={actions.addToWishlist} data-needs-network aria-label={`${name}: ${product.name}`} title={name}>
      <HeartIcon />
    </button>
  );
}

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-gray-900 shadow ring-1 ring-gray-200 hover:bg-primary hover:text-on-primary disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white disabled:hover:text-gray-900';

export function ProductCard({
  product,
  layout = 'grid',
  shopSlug,
  loggedIn,
  priority = false,
  imageSizes,
}: {
  product: ProductCardData;
  layout?: CardLayout;
  shopSlug: string;
  loggedIn: boolean;
  /** The first cards of a page: load the image at once (it is the largest paint). */
  priority?: boolean;
  /** How wide the card is shown, where that is not a grid's (the home page's rows): the `sizes` its picture's file is chosen by. */
  imageSizes?: string;
}) {
  const actions = useCardActions(product, shopSlug, loggedIn);
  const { t, taka, num } = useI18n();
  const stockMessage = availabilityMessage(stockOf(product), true);
  const stock = t(stockMessage.id, stockMessage.n === undefined ? undefined : { n: stockMessage.n });
  const p = product.pricing;
  // Each stored width in srcset, or the smallest alone on a light page (docs/decisions/070).
  const picture = responsiveImage({ src: product.image.grid, width: product.image.width, height: product.image.height }, 'card', useDataSaver());

  if (layout === 'search') {
    return (
      <article className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3" data-product-card={product.id}>
        <SmartLink to={product.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
          {product.image.small ? (
            <img src={product.image.small} alt="" width={72} height={72} loading={priority ? 'eager' : 'lazy'} decoding="async" className="h-18 w-18 rounded object-cover" />
          ) : (
            <span className="block h-18 w-18 rounded bg-gray-100" />
          )}
        </SmartLink>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm font-medium">
            <SmartLink to={product.url} className="hover:underline">
              {product.name}
            </SmartLink>
          </h3>
          <p className="text-xs text-gray-700">{stock}</p>
          <CardPrice product={product} className="text-sm" />
        </div>
        <div className="flex shrink-0 gap-2">
          <CartAction product={product} actions={actions} className={iconButton} label={null} />
          <WishlistAction product={product} actions={actions} className={iconButton} />
        </div>
      </article>
    );
  }

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white" data-product-card={product.id}>
      <div className="relative aspect-square bg-gray-100">
        {picture ? (
          <img
            {...picture}
            sizes={imageSizes ?? picture.sizes}
            alt={product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : null}
        <div className="pointer-events-none absolute left-2 top-2 flex flex-col items-start gap-1 text-xs font-semibold">
          {shouldShowDiscountBadge(p) ? <span className="rounded bg-red-700 px-1.5 py-0.5 text-white">{`-${num(p.discountPercent)}%`}</span> : null}
          {p.cashback > 0 ? <span className="rounded bg-emerald-800 px-1.5 py-0.5 text-white">{t('price.cashback', { amount: taka(p.cashback) })}</span> : null}
        </div>
        <div className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex justify-center gap-2 opacity-0 [&>*]:pointer-events-auto transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <CartAction product={product} actions={actions} className={iconButton} label={null} />
          <WishlistAction product={product} actions={actions} className={iconButton} />
          <QuickViewButton productId={product.id} productName={product.name} className={iconButton}>
            <EyeIcon />
            <span className="sr-only">{`${t('button.quickView')}: ${product.name}`}</span>
          </QuickViewButton>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-gray-700">{stock}</p>
        <h3 className="line-clamp-2 text-sm font-medium">
          <SmartLink to={product.url} className="after:absolute after:inset-0 after:content-[''] hover:underline">
            {product.name}
          </SmartLink>
        </h3>
        <CardPrice product={product} className="mt-auto" />
      </div>
    </article>
  );
}
