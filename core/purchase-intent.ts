// A shopper's purchase choice on the product page (issue 16 items 4 and 5,
// docs/decisions/028): which action (Add To Cart, Place Order, Add To Wishlist), which
// product, which variant values and how many. It travels
// - in the page's address (`?v=<value id>&v=…&qty=N`, plus `pick=<value id>` from a variant
//   button of the no-script form) so a chosen variant and quantity survive a reload, a
//   no-script form and the login detour;
// - across the login detour in a short-lived cookie (`action.productId.variant.quantity`),
//   read back only through decodePurchaseIntent, which refuses anything malformed;
// - what was done comes back as a fixed code (`done=cart`), never as free text.
// Everything here is shape only: the server still checks the product, variant and quantity
// against the database when it acts on an intent.
import { MAX_LINE_QUANTITY, isStoredId, isVariantKey } from './cart';
import { wishlistMessages } from './cart-messages';
import { browserMessages as messages } from './browser-messages';

export const PURCHASE_ACTIONS = ['cart', 'order', 'wishlist'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

export interface PurchaseIntent {
  action: PurchaseAction;
  productId: number;
  /** '' (no variant) or the combination's value ids joined by '-'. */
  variant: string;
  quantity: number;
}

export const PURCHASE_INTENT_COOKIE = 'haat_intent';
/** An intent is worth keeping for the length of one login or registration. */
export const PURCHASE_INTENT_MAX_AGE_SECONDS = 3600;

/** Why the login page is shown, in the shopper's words. */
export const LOGIN_REASONS = {
  cart: 'Log in to add this to your cart',
  order: 'Log in to place your order',
  wishlist: 'Log in to add this to your wishlist',
  viewCart: 'Log in to see your cart',
} as const;

export const CART_PAGE_PATH = '/customer/cart';

/** The same reason on the register page: "Create an account to add this to your cart". */
export function registerReason(reason: string | null): string | null {
  return reason === null ? null : reason.replace(/^Log in/, 'Create an account');
}

export function isPurchaseAction(value: unknown): value is PurchaseAction {
  return typeof value === 'string' && (PURCHASE_ACTIONS as readonly string[]).includes(value);
}

/** A whole quantity 1…MAX_LINE_QUANTITY from a form or address value, else null. */
export function parseIntentQuantity(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,4}\s*$/.test(value)) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= MAX_LINE_QUANTITY ? n : null;
}

export function encodePurchaseIntent(intent: PurchaseIntent): string {
  return `${intent.action}.${intent.productId}.${intent.variant}.${intent.quantity}`;
}

/** The intent a cookie holds, or null for anything that is not exactly one. */
export function decodePurchaseIntent(value: unknown): PurchaseIntent | null {
  if (typeof value !== 'string') return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [action, id, variant, qty] = parts as [string, string, string, string];
  if (!isPurchaseAction(action) || !/^\d{1,10}$/.test(id) || !isVariantKey(variant)) return null;
  const productId = Number(id);
  const quantity = parseIntentQuantity(qty);
  if (!isStoredId(productId) || quantity === null) return null;
  return { action, productId, variant, quantity };
}

/** The login page's reason: the pending intent's, else "see your cart" when the cart sent them. */
export function loginReason(intent: PurchaseIntent | null, returnTarget: string | null): string | null {
  if (intent) return LOGIN_REASONS[intent.action];
  return returnTarget === CART_PAGE_PATH ? LOGIN_REASONS.viewCart : null;
}

interface Group {
  id: number;
  title: string;
  values: readonly { id: number }[];
}

export interface QuerySelection {
  /** group id → chosen value id. */
  selected: Record<number, number>;
  quantity: number;
}

/**
 * The choice an address or a no-script form carries: every `v` that is a value of the
 * product's groups (one per group, the last wins), then `pick` (a variant button) replacing
 * its group's value; `qty` (or `quantity`) when it is a valid quantity, else 1. A pick
 * resets the quantity to 1, as choosing a variant does on the page.
 */
export function selectionFromParams(params: URLSearchParams, groups: readonly Group[]): QuerySelection {
  const groupOf = new Map<number, number>();
  for (const g of groups) for (const v of g.values) groupOf.set(v.id, g.id);
  const selected: Record<number, number> = {};
  const apply = (raw: string) => {
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    const group = groupOf.get(id);
    if (group !== undefined) selected[group] = id;
  };
  for (const raw of params.getAll('v')) apply(raw);
  const pick = params.get('pick');
  if (pick !== null) apply(pick);
  const quantity = pick === null ? (parseIntentQuantity(params.get('qty') ?? params.get('quantity')) ?? 1) : 1;
  return { selected, quantity };
}

/** The groups still to choose, in page order. */
export function missingGroups<G extends Group>(groups: readonly G[], selected: Record<number, number>): G[] {
  return groups.filter((g) => selected[g.id] === undefined);
}

/** The variant key of a complete choice ('' without groups); null while a group is missing. */
export function variantKeyOf(groups: readonly Group[], selected: Record<number, number>): string | null {
  if (missingGroups(groups, selected).length > 0) return null;
  return groups.map((g) => selected[g.id]).join('-');
}

/** The address query that restores a choice: '?v=…&v=…&qty=N' ('' for nothing to restore). */
export function selectionQuery(valueIds: readonly number[], quantity: number): string {
  const params = new URLSearchParams();
  for (const id of valueIds) params.append('v', String(id));
  if (quantity !== 1) params.set('qty', String(quantity));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The value ids of a variant key ('' has none). */
export function valueIdsOfKey(variant: string): number[] {
  return variant === '' ? [] : variant.split('-').map(Number);
}

/** "Please choose Size and Colour": what a shopper is told before a half-made choice is used. */
export function chooseMessage(missing: readonly { title: string }[]): string {
  return `Please choose ${missing.map((g) => g.title).join(' and ')}`;
}

export type NoticeTone = 'success' | 'danger';
export interface Notice {
  tone: NoticeTone;
  message: string;
}

/**
 * What a form post or the login detour did, told on the product page it lands on: a code in
 * the address (`done=…`, one of these only), never free text, because catalog pages are the
 * same for everyone who opens the address (decision 031) and an address anyone can write must
 * not put words on the shop's page.
 */
export const DONE_NOTICES = {
  cart: { tone: 'success', message: messages.productAddedToCart },
  wishlist: { tone: 'success', message: wishlistMessages.added },
  'wishlist-already': { tone: 'success', message: wishlistMessages.already },
  'not-added': { tone: 'danger', message: 'Your choice was not added to the cart: the stock or the per-order limit may have changed. Check it below and try again.' },
  attachment: { tone: 'danger', message: 'This product needs your file first: upload it below, then add it to your cart.' },
  'not-wishlisted': { tone: 'danger', message: messages.somethingWentWrong },
} as const satisfies Record<string, Notice>;
export type DoneCode = keyof typeof DONE_NOTICES;

export function doneNotice(code: string | null): Notice | null {
  return code !== null && Object.hasOwn(DONE_NOTICES, code) ? DONE_NOTICES[code as DoneCode] : null;
}

/**
 * No longer set (the `done=` code replaced the one-time notice cookie, docs/decisions/028);
 * kept while server/app.ts still names it.
 */
export const NOTICE_COOKIE = 'haat_notice';

/** The product page address with the choice restored and what was done. */
export function withDone(path: string, code: DoneCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${code}`;
}
