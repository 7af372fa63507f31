// Product cards as server markup (issue 27 item 1, docs/decisions/080), both layouts of spec §2
// "Product card":
// - grid: lazy image with its width and height, discount-percent and cashback badges, stock
//   text, name, price or range with the struck old price, and the hover buttons Add to Cart
//   (View Cart once added), Add To Wishlist and Quick View — shown on hover, on keyboard focus
//   inside the card, and always on touch screens (no hover there).
// - search: small thumbnail, name, stock text, price with struck old price, cart and
//   wishlist buttons.
// The cart button is disabled when the stock is below 1 and not unlimited. For products with
// variants, Add to Cart and Add To Wishlist open Quick View. Every figure comes from `pricing`.
//
// The cards are the same for every shopper (a shared page is rendered as a guest sees it,
// decision 031): a guest's buttons are links to /customer/login with this page as the return
// target, and Quick View is a link to the product page — so everything works without
// JavaScript. In the browser one delegated handler (product-cards.tsx) makes a logged-in
// customer's links buttons, shows View Cart for what is in the cart, opens Quick View and makes
// the calls; React neither renders nor hydrates the cards.
//
// A card's markup is a function of its data, the language and how it is shown, so it is made
// once and kept (bounded) under exactly those: a catalog change changes the data, and with it
// the key. The page's own address (the login links' return target) is put in when a grid is
// composed.
import { renderToStaticMarkup } from 'react-dom/server';
import { availabilityMessage, isPurchasable } from '../../../core/availability';
import { translator } from '../../../core/i18n/compile';
import type { Lang } from '../../../core/i18n/lang';
import type { Translator } from '../../../core/i18n/translate';
import { responsiveImage } from '../../../core/responsive-image';
import { shouldShowDiscountBadge, shouldShowOldPrice } from '../../../core/pricing';
import type { ProductCardData } from '../../../services/catalog/catalog-types';
import { langOf, type Ctx } from '../../../services/context';
import { HeartIcon, Icon } from '../layout/icons';
import { loginPath } from './guest-redirect';
import type { CardCartFacts } from './card-actions';
import { stockFigure } from '../../../core/quantity';
import { KeptMarkup } from '../../lib/kept-markup.server';


/** grid: a listing's grid; row: the home page's rows (the same card, a row's picture sizes); search: the search-result layout. */
export type CardsLayout = 'grid' | 'row' | 'search';

/** Stands for the page's address (path and query, URI-encoded) in a kept card's login links. */
const RETURN_MARK = '__haat_return__';

const CartIcon = () => <Icon id="cart" />;
const EyeIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5" aria-hidden="true" focusable="false">
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

/** The facts of a plain product's card, from the server's figures. */
export function cardCartFacts(product: ProductCardData): CardCartFacts {
  const available = stockFigure({ quantity: product.quantity, unlimited: product.unlimitedQuantity, maxItemInOrder: product.maxPerOrder });
  return {
    unitPrice: product.unitPrice,
    sellPrice: product.pricing.sellPrice,
    resellerEarning: product.pricing.resellerEarning,
    discount: product.pricing.discount,
    image: product.thumbnailImage ?? '',
    maxPerOrder: product.maxPerOrder,
    available: Number.isFinite(available) ? available : product.maxPerOrder,
  };
}

function stockOf(product: ProductCardData) {
  return { quantity: product.quantity, unlimited: product.unlimitedQuantity };
}

/** The price line: the range for a variant product whose ends differ, else the price and the struck old price. */
function CardPrice({ product, i18n, className = '' }: { product: ProductCardData; i18n: Translator; className?: string }) {
  const p = product.pricing;
  const { t, taka, takaRange } = i18n;
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

/** Quick View: a link to the product page, a button that opens the dialog once the page is live. */
function QuickViewLink({ product, className, children }: { product: ProductCardData; className: string; children: React.ReactNode }) {
  return (
    <a href={`/products/${product.id}`} role="button" className={className} aria-haspopup="dialog" aria-expanded="false" data-quick-view={product.id} data-quick-view-link={product.id}>
      {children}
    </a>
  );
}

/**
 * Add to Cart: Quick View for variant products, disabled without stock, else a guest's login link
 * (`data-card-cart`: the browser makes it a button for a customer, View Cart once in the cart).
 */
function CartAction({ product, i18n, className }: { product: ProductCardData; i18n: Translator; className: string }) {
  const name = i18n.t('button.cardAddToCart');
  if (!isPurchasable(stockOf(product)))
    return (
      <button type="button" className={className} disabled aria-label={`${name}: ${product.name}`} title={name}>
        <CartIcon />
      </button>
    );
  if (product.hasVariant)
    return (
      <QuickViewLink product={product} className={className}>
        <CartIcon />
        <span className="sr-only">{`${name}: ${product.name}`}</span>
      </QuickViewLink>
    );
  return (
    <a href={loginPath(RETURN_MARK)} className={className} aria-label={`${name}: ${product.name}`} title={name} rel="nofollow" data-card-cart={product.id} data-card-facts={JSON.stringify(cardCartFacts(product))}>
      <CartIcon />
    </a>
  );
}

function WishlistAction({ product, i18n, className }: { product: ProductCardData; i18n: Translator; className: string }) {
  const name = i18n.t('button.addToWishlist');
  if (product.hasVariant)
    return (
      <QuickViewLink product={product} className={className}>
        <HeartIcon />
        <span className="sr-only">{`${name}: ${product.name}`}</span>
      </QuickViewLink>
    );
  return (
    <a href={loginPath(RETURN_MARK)} className={className} aria-label={`${name}: ${product.name}`} title={name} rel="nofollow" data-card-wish={product.id}>
      <HeartIcon />
    </a>
  );
}

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-gray-900 shadow ring-1 ring-gray-200 hover:bg-primary hover:text-on-primary disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white disabled:hover:text-gray-900';

/** A row's card is 10rem wide on a phone, 12rem from 40rem, a fifth of the page on a desktop (w-40, sm:w-48, desk:grid-cols-5): a phone takes the 300 px file, not the 600 px one a grid's half-width card needs. */
const ROW_CARD_SIZES = '(min-width: 62rem) 15rem, (min-width: 40rem) 12rem, 10rem';

interface CardView {
  layout: CardsLayout;
  /** The first cards of a page: load the image at once (it is the largest paint). */
  priority: boolean;
  dataSaver: boolean;
}

export function ProductCardMarkup({ product, i18n, view }: { product: ProductCardData; i18n: Translator; view: CardView }) {
  const { t, taka, num } = i18n;
  const stockMessage = availabilityMessage(stockOf(product), true);
  const stock = t(stockMessage.id, stockMessage.n === undefined ? undefined : { n: stockMessage.n });
  const p = product.pricing;
  const { priority } = view;

  if (view.layout === 'search') {
    return (
      <article className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3" data-product-card={product.id}>
        <a href={product.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
          {product.image.small ? (
            <img src={product.image.small} alt="" width={72} height={72} loading={priority ? 'eager' : 'lazy'} decoding="async" className="h-18 w-18 rounded object-cover" />
          ) : (
            <span className="block h-18 w-18 rounded bg-gray-100" />
          )}
        </a>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm font-medium">
            <a href={product.url} className="hover:underline">
              {product.name}
            </a>
          </h3>
          <p className="text-xs text-gray-700">{stock}</p>
          <CardPrice product={product} i18n={i18n} className="text-sm" />
        </div>
        <div className="flex shrink-0 gap-2">
          <CartAction product={product} i18n={i18n} className={iconButton} />
          <WishlistAction product={product} i18n={i18n} className={iconButton} />
        </div>
      </article>
    );
  }

  // Each stored width in srcset, or the smallest alone on a light page (docs/decisions/070).
  const picture = responsiveImage({ src: product.image.grid, width: product.image.width, height: product.image.height }, 'card', view.dataSaver);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white" data-product-card={product.id}>
      <div className="relative aspect-square bg-gray-100">
        {picture ? (
          <img
            {...picture}
            sizes={view.layout === 'row' ? ROW_CARD_SIZES : picture.sizes}
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
          <CartAction product={product} i18n={i18n} className={iconButton} />
          <WishlistAction product={product} i18n={i18n} className={iconButton} />
          <QuickViewLink product={product} className={iconButton}>
            <EyeIcon />
            <span className="sr-only">{`${t('button.quickView')}: ${product.name}`}</span>
          </QuickViewLink>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-gray-700">{stock}</p>
        <h3 className="line-clamp-2 text-sm font-medium">
          <a href={product.url} className="after:absolute after:inset-0 after:content-[''] hover:underline">
            {product.name}
          </a>
        </h3>
        <CardPrice product={product} i18n={i18n} className="mt-auto" />
      </div>
    </article>
  );
}

// The kept cards (app/lib/kept-markup.server.ts), 16 M characters at most. A card is kept split
// at its return-target marks, so a page's address goes in with a join, not a search.
const CARDS_LIMIT = 16 * 1024 * 1024;
const kept = new KeptMarkup<string[]>(CARDS_LIMIT, (parts) => parts.reduce((n, part) => n + part.length, 0));

/** What the cache holds (for tests): entries and characters. */
export function keptCards(): { entries: number; chars: number } {
  return kept.size();
}

/** Empties the cache, and sets its bound (tests). */
export function forgetCards(limit = CARDS_LIMIT): void {
  kept.clear(limit);
}

function cardMarkup(product: ProductCardData, lang: Lang, view: CardView): string[] {
  const key = `${lang}|${view.layout}|${view.priority ? 1 : 0}|${view.dataSaver ? 1 : 0}|${JSON.stringify(product)}`;
  return kept.get(key, () => renderToStaticMarkup(<ProductCardMarkup product={product} i18n={translator(lang)} view={view} />).split(RETURN_MARK));
}

const LIST_CLASS: Record<CardsLayout, string> = {
  row: '-mx-3 flex snap-x gap-3 overflow-x-auto px-3 pb-2 desk:mx-0 desk:grid desk:grid-cols-5 desk:overflow-visible desk:px-0',
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-5',
  search: 'grid gap-3 desk:grid-cols-2',
};
const ITEM_OPEN: Record<CardsLayout, string> = {
  row: '<li class="flex w-40 shrink-0 snap-start sm:w-48 desk:w-auto">',
  grid: '<li class="flex">',
  search: '<li>',
};

export interface CardsOptions {
  lang: Lang;
  layout: CardsLayout;
  /** How many of the first cards load their picture at once. */
  priority: number;
  dataSaver: boolean;
  /** The page's path and query: the login links' return target. */
  returnTo: string;
}

/** The list of cards (`<ul>` of `<li>`) as markup. */
export function cardsMarkup(products: readonly ProductCardData[], options: CardsOptions): string {
  const { lang, layout, dataSaver } = options;
  const returnTo = encodeURIComponent(options.returnTo);
  let html = `<ul class="${LIST_CLASS[layout]}">`;
  products.forEach((product, i) => {
    html += ITEM_OPEN[layout] + cardMarkup(product, lang, { layout, dataSaver, priority: i < options.priority }).join(returnTo) + '</li>';
  });
  return html + '</ul>';
}

/** The page's options for its lists of cards: its language, light mode and address (a data request's as its document's). */
export function cardsPage(context: Ctx, request: Request): Omit<CardsOptions, 'layout' | 'priority'> {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  return { lang: langOf(context), dataSaver: context.request.dataSaver ?? false, returnTo: path + url.search };
}

/** A page's data without its products (their cards' markup holds what the browser needs of them): how many there are. */
export function withoutProducts<T extends { products: readonly ProductCardData[] }>({ products, ...rest }: T): Omit<T, 'products'> & { productCount: number } {
  return { ...rest, productCount: products.length };
}
