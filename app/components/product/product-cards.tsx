// A list of product cards made on the server (cards-markup.server.tsx, decision 080), placed as
// markup React neither renders nor hydrates (StaticHtml), with one delegated handler for all
// its cards' buttons (spec §2 "Product card"):
// - the server's cards are a guest's: Add to Cart and Add To Wishlist are links to
//   /customer/login with the page as the return target. For a logged-in customer they become
//   buttons that make the calls (alerts as spec §8 says); Add to Cart becomes View Cart once the
//   product is in the cart (the customer part's cart keys, or added from this card just now);
// - Quick View (and a variant product's cart and wishlist buttons) opens the dialog;
// - the cards' plain links navigate in the app and prefetch on intent (DelegatedLinks).
// Without JavaScript every button is the link it is in the markup.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { CardCartFacts } from './card-actions';
import { useI18n } from '../../lib/i18n';
import { useCartKeys } from '../../lib/customer-part';
import { useCustomerLoggedIn } from '../../lib/use-customer-logged-in';
import { isInCart } from '../cart/cart-events';
import { useAlert } from '../layout/alert';
import { DelegatedLinks } from '../layout/delegated-links';
import { StaticHtml } from '../layout/static-html';
import { prefetchQuickViewOf, useQuickView } from '../quick-view/quick-view-button';
import { loginPath } from './guest-redirect';

type Kind = 'login' | 'call' | 'view';

/** What a swappable button is now: a login link, a call's button, or the View Cart link. */
function kindOf(el: Element): Kind {
  if (el.tagName === 'BUTTON') return 'call';
  return el.getAttribute('href') === '/customer/cart' ? 'view' : 'login';
}

/** The same place, the same look and icon, as `kind`: a link (login, View Cart) or a button. */
function swap(el: HTMLElement, kind: Kind, label: string, title: string, login: string): HTMLElement {
  const next = document.createElement(kind === 'call' ? 'button' : 'a');
  for (const name of ['class', 'data-card-cart', 'data-card-wish', 'data-card-facts']) {
    const value = el.getAttribute(name);
    if (value !== null) next.setAttribute(name, value);
  }
  next.setAttribute('aria-label', label);
  next.setAttribute('title', title);
  if (kind === 'call') {
    next.setAttribute('type', 'button');
    next.setAttribute('data-needs-network', '');
  } else {
    next.setAttribute('href', kind === 'view' ? '/customer/cart' : login);
    if (kind === 'login') next.setAttribute('rel', 'nofollow');
  }
  next.innerHTML = el.innerHTML;
  el.replaceWith(next);
  return next;
}

const nameOf = (el: Element) => el.closest('[data-product-card]')?.querySelector('h3')?.textContent ?? '';

const FOCUSABLE = 'a[href],button';
/** Where the focus is in the cards, as a place that outlives a new copy of the markup: the card and the control's index in it. */
function focusPlace(root: HTMLElement | null): { card: string; index: number } | null {
  const active = document.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  const card = active.closest('[data-product-card]');
  if (!card) return null;
  return { card: card.getAttribute('data-product-card')!, index: [...card.querySelectorAll(FOCUSABLE)].indexOf(active) };
}

export function ProductCards({ id, html, shopSlug }: { id: string; html: string | null | undefined; shopSlug: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  const alert = useAlert();
  const loggedIn = useCustomerLoggedIn();
  const cartKeys = useCartKeys();
  const location = useLocation();
  const quickView = useQuickView();
  // Added from a card on this page just now (before the customer part's keys say so).
  const added = useRef(new Set<number>());
  const login = loginPath(location.pathname + location.search);
  const state = useRef({ loggedIn, cartKeys, login });
  state.current = { loggedIn, cartKeys, login };

  /** Every swappable button as the shopper's state says; what is already right stays as it is. */
  const mend = () => {
    const root = ref.current;
    if (!root) return;
    const { loggedIn, cartKeys, login } = state.current;
    const cart = t('button.cardAddToCart');
    const wish = t('button.addToWishlist');
    const view = t('button.viewCart');
    for (const el of root.querySelectorAll<HTMLElement>('[data-card-cart],[data-card-wish]')) {
      const productId = Number(el.dataset.cardCart ?? el.dataset.cardWish);
      const isCart = el.dataset.cardCart !== undefined;
      const inCart = isCart && (added.current.has(productId) || isInCart(cartKeys, productId, ''));
      const kind: Kind = inCart ? 'view' : loggedIn ? 'call' : 'login';
      const name = nameOf(el);
      const [label, title] = kind === 'view' ? [`${view}: ${name}`, view] : isCart ? [`${cart}: ${name}`, cart] : [`${wish}: ${name}`, wish];
      if (kindOf(el) !== kind) swap(el, kind, label, title, login);
      else if (kind === 'login' && el.getAttribute('href') !== login) el.setAttribute('href', login);
    }
  };
  // A new copy of the markup (a revalidation's data, after an add) replaces the focused control:
  // where the focus was is noted before React commits it, and given back after.
  const focusBefore = useRef<ReturnType<typeof focusPlace>>(null);
  if (typeof document !== 'undefined') focusBefore.current = focusPlace(ref.current);
  // After every render: the markup may be new (a navigation's), or the shopper's state changed.
  useEffect(() => {
    mend();
    const place = focusBefore.current;
    const root = ref.current;
    if (!place || !root || root.contains(document.activeElement)) return;
    const card = root.querySelector(`[data-product-card="${place.card}"]`);
    (card?.querySelectorAll<HTMLElement>(FOCUSABLE)[place.index])?.focus({ preventScroll: true });
  });

  const call = async (el: HTMLButtonElement) => {
    const isCart = el.dataset.cardCart !== undefined;
    const productId = Number(el.dataset.cardCart ?? el.dataset.cardWish);
    // What the call sends beside the id, as the server worked it out (spec §7's fields).
    const facts = isCart ? (JSON.parse(el.dataset.cardFacts ?? 'null') as CardCartFacts | null) : null;
    if (isCart && !facts) return;
    const buttons = [...(el.closest('[data-product-card]')?.querySelectorAll<HTMLButtonElement>('button[data-card-cart],button[data-card-wish]') ?? [])];
    for (const b of buttons) b.disabled = true;
    try {
      // The call code loads on the first tap, so the page ships without it; a failed load is a
      // failed call (spec §8 alerts).
      const actions = await import('./card-actions');
      if (isCart) {
        if (await actions.addCardProductToCart(productId, facts!, shopSlug, alert)) {
          added.current.add(productId);
          mend();
          // The View Cart link in the button's place takes the focus (issue 16 item 8).
          ref.current?.querySelector<HTMLElement>(`a[data-card-cart="${productId}"]`)?.focus();
        }
      } else await actions.addCardProductToWishlist(productId, shopSlug, alert);
    } catch {
      alert(isCart ? t('cart.addFailed') : t('page.somethingWentWrong'), 'danger');
    } finally {
      for (const b of buttons) if (b.isConnected) b.disabled = false;
    }
  };

  const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-quick-view],button[data-card-cart],button[data-card-wish]') : null);
  const reach = (e: React.SyntheticEvent) => {
    const el = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-quick-view]') : null;
    if (el) prefetchQuickViewOf(Number(el.dataset.quickView));
  };

  return (
    <>
      <DelegatedLinks>
        {/* Not itself interactive: it only listens for the cards' buttons (a keyboard Enter on them is a click too). */}
        <div
          ref={ref}
          onClick={(e) => {
            if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            const el = triggerOf(e.target);
            if (!el) return;
            e.preventDefault();
            if (el.dataset.quickView !== undefined) quickView.open(el);
            else if (el instanceof HTMLButtonElement && !el.disabled) void call(el);
          }}
          onKeyDown={(e) => {
            // A button answers Space as well as Enter (Enter on a link is already a click).
            if (e.key !== ' ') return;
            const el = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-quick-view]') : null;
            if (!el) return;
            e.preventDefault();
            quickView.open(el);
          }}
          onPointerOver={reach}
          onFocus={reach}
          onTouchStart={reach}
        >
          <StaticHtml id={id} html={html} />
        </div>
      </DelegatedLinks>
      {quickView.dialog}
    </>
  );
}
