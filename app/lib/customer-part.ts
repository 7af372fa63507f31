// The per-customer part of a shared catalog page (docs/decisions/031-shared-pages-for-logged-in-customers.md).
// Home, listings and product pages are the same bytes for every shopper (rendered as a guest
// sees them); who is logged in, the cart's count and keys and the wishlist marks come from:
// 1. the root data, on the pages that stay personal (cart, checkout, dashboard);
// 2. else the script-readable cart cookies (written by the server for a logged-in customer on
//    every page answer and removed for a guest: server/cart-cookie-sync.ts): `total_cart_items`
//    says at once, without a call, whether the shopper is logged in (app/lib/customer-hint.ts
//    reads the same cookie before the first paint so the placeholders show the right slot — no
//    "Sign in" flash for a customer), and `cart_pieces` how many pieces the cart holds, the
//    header badge's figure (docs/decisions/032; the spec's total_cart_items counts lines);
// 3. the rest (name, avatar, cart keys, wishlist keys) from GET /api/front/customer-part,
//    fetched once per page load for a logged-in customer only, and again after a cart change.
// During the server render and hydration the state is 'unknown': components render neutral
// placeholders that CSS shows or hides by the hint (`customer-only` / `guest-only`).
import { useSyncExternalStore } from 'react';
import { CART_COUNT_COOKIE, CART_PIECES_COOKIE, countCookie } from '../../core/cart';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../core/customer-auth';
import { CART_CHANGED_EVENT, type CartChangedDetail } from '../components/cart/cart-events';
import { useRootData } from './use-root-data';
import type { AwaitingPayment } from '../../services/payments/operations/awaiting-payment';

export type CustomerPartState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | {
      status: 'customer';
      /** null until /api/front/customer-part answered. */
      name: string | null;
      avatar: string | null;
      /** Pieces in the cart (the sum of the quantities), what the header badge shows. */
      cartCount: number;
      cartKeys: string[] | null;
      wishlist: string[] | null;
      /** An order waiting for its online payment (issue 23 item 2); null when none or not loaded yet. */
      awaitingPayment?: AwaitingPayment | null;
      /** Coupon codes this customer has used up (the home hero does not offer them); null until loaded. */
      usedUpCoupons?: string[] | null;
    };

export const PART_PATH = '/api/front/customer-part';
const UNKNOWN: CustomerPartState = Object.freeze({ status: 'unknown' });
const GUEST: CustomerPartState = Object.freeze({ status: 'guest' });

/**
 * What the cart cookies say: null when there are none (a guest); else the pieces for the badge
 * (`cart_pieces`; the line count only if that cookie is missing, which the next page answer mends).
 */
export function cartCountHint(cookie: string): number | null {
  const lines = countCookie(cookie, CART_COUNT_COOKIE);
  if (lines === null) return null;
  return countCookie(cookie, CART_PIECES_COOKIE) ?? lines;
}

let state: CustomerPartState = UNKNOWN;
let lastHint: number | null | undefined;
let loaded = false;
let inFlight = false;
let eventsOn = false;
const listeners = new Set<() => void>();

function set(next: CustomerPartState) {
  state = next;
  for (const l of listeners) l();
}

async function load(): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  try {
    const res = await fetch(PART_PATH, { credentials: 'same-origin', headers: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE } });
    if (!res.ok) return;
    const part = (await res.json()) as {
      customer: { name: string; avatar: string | null } | null;
      cart: { totalPieces: number; keys: string[] } | null;
      wishlist: string[];
      awaiting_payment?: AwaitingPayment | null;
      used_up_coupons?: string[];
    };
    loaded = true;
    if (!part.customer) return set(GUEST);
    set({ status: 'customer', name: part.customer.name, avatar: part.customer.avatar, cartCount: part.cart?.totalPieces ?? 0, cartKeys: part.cart?.keys ?? [], wishlist: part.wishlist, awaitingPayment: part.awaiting_payment ?? null, usedUpCoupons: part.used_up_coupons ?? [] });
  } catch {
    // Offline or refused: the placeholders stay (count from the cookie), nothing wrong is shown.
  } finally {
    inFlight = false;
  }
}

let taskHint: number | null | undefined;
let hintRead = false;

/**
 * The cart cookies' hint, read once per run of script (until the next microtask checkpoint): every card's hooks ask for the snapshot during one
 * render (hundreds of calls on a home page of 40 cards), and each `document.cookie` read costs the
 * browser a copy and a parse — ~70 ms of a mid-range phone's hydration (decision 076). A cookie
 * changed by a login, a logout or another tab is seen by the next render, as before.
 */
function cookieHint(): number | null {
  if (!hintRead) {
    hintRead = true;
    taskHint = cartCountHint(document.cookie);
    queueMicrotask(() => {
      hintRead = false;
    });
  }
  return taskHint ?? null;
}

/** The browser's state, re-derived when the cart cookie changed (login, logout, another tab). */
function snapshot(): CustomerPartState {
  const hint = cookieHint();
  if (hint === lastHint) return state;
  lastHint = hint;
  if (hint === null) {
    loaded = false;
    state = GUEST;
  } else {
    // What was known of the customer stays; the count is the cookie's.
    state = { status: 'customer', name: null, avatar: null, cartKeys: null, wishlist: null, awaitingPayment: null, usedUpCoupons: null, ...(state.status === 'customer' ? state : null), cartCount: hint };
    if (!loaded) queueMicrotask(() => void load());
  }
  return state;
}

function onCartChanged(e: Event) {
  const pieces = (e as CustomEvent<CartChangedDetail>).detail.pieces;
  if (state.status === 'customer' && pieces !== null) set({ ...state, cartCount: pieces });
  void load();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!eventsOn) {
    eventsOn = true;
    window.addEventListener(CART_CHANGED_EVENT, onCartChanged);
  }
  return () => listeners.delete(listener);
}

const serverSnapshot = () => UNKNOWN;

/** The customer part as this page knows it: the root data's customer on a personal page, merged with the browser's state. */
function merged(root: ReturnType<typeof useRootData>, browser: CustomerPartState): CustomerPartState {
  const customer = root?.customer;
  if (!customer) return browser;
  // A personal page's root data names the customer; a later cart change may be fresher here.
  const fresh = browser.status === 'customer' ? browser : null;
  return {
    status: 'customer',
    name: customer.name,
    avatar: customer.avatar,
    cartCount: fresh?.cartKeys ? fresh.cartCount : (root.cart?.totalPieces ?? fresh?.cartCount ?? 0),
    cartKeys: fresh?.cartKeys ?? root.cart?.keys ?? null,
    wishlist: fresh?.wishlist ?? null,
    awaitingPayment: fresh?.awaitingPayment ?? null,
    usedUpCoupons: fresh?.usedUpCoupons ?? null,
  };
}

/**
 * One figure of the customer part, re-rendering only when that figure changes. `select` must
 * return a primitive or a value taken from the state as is (its arrays), not a new object. A
 * shared page hydrates as 'unknown' and then learns the shopper: a guest's cards, links and
 * buttons whose figure is the same for 'unknown' and 'guest' (not logged in, no cart keys) do
 * not render again after hydration — on a home page of 40 cards that second render was most of
 * the main thread's longest task (docs/decisions/064).
 */
export function useCustomerPartSelect<T>(select: (part: CustomerPartState) => T): T {
  const root = useRootData();
  return useSyncExternalStore(
    subscribe,
    () => select(merged(root, snapshot())),
    () => select(merged(root, UNKNOWN)),
  );
}

/**
 * Who is shopping, as far as this page knows: from the root data on a personal page, else from
 * the browser (the cookie hint and /api/front/customer-part); 'unknown' while rendering on the
 * server and hydrating a shared page. Re-renders on every change of the part; prefer
 * useCustomerPartSelect for one figure.
 */
export function useCustomerPart(): CustomerPartState {
  const root = useRootData();
  return merged(root, useSyncExternalStore(subscribe, snapshot, serverSnapshot));
}

const cartKeysOf = (part: CustomerPartState) => (part.status === 'customer' ? (part.cartKeys ?? undefined) : undefined);
const wishlistKeysOf = (part: CustomerPartState) => (part.status === 'customer' ? (part.wishlist ?? undefined) : undefined);

/** The cart's product/variant keys (View Cart on cards, Quick View, product page), or undefined. */
export function useCartKeys(): string[] | undefined {
  return useCustomerPartSelect(cartKeysOf);
}

/** The wishlist's product/variant keys, or undefined (a guest, or not loaded yet). */
export function useWishlistKeys(): string[] | undefined {
  return useCustomerPartSelect(wishlistKeysOf);
}
