// Cart rules beyond the add limits (issue 6, spec §3 "Cart line", §4 "Cart behaviour",
// decisions.md "Cart limits"):
// - the cookies that mirror the server's cart for the page (spec §4: "cart … and totals are
//   saved in cookies"): `total_cart_items` (the number of lines) and `customer_cart_total`
//   (the sum of today's line totals, whole taka) — the spec's own field names for them — and
//   our own `cart_pieces` (the sum of the quantities, what the header badge shows: decision 032);
// - quantities are whole numbers of at least 1, sent as a number or a string of digits;
// - a variant key is the combination's value ids joined by '-' ('' without variants);
// - the stored stock figure is -1 for "no limit";
// - a cart line is priced today; it says so when the price or stock changed since it was
//   added, and a line that cannot be ordered (switched off, sold out, more than the stock)
//   does not count towards the total.
import { browserMessages as messages } from './browser-messages';
import { cartMessages } from './cart-messages';
import { formatTaka } from './money';
import { maxOrderableQuantity, stockFigure } from './quantity';
import { availabilityText } from './availability';
import { asciiDigits } from './i18n/format';

export const CART_COUNT_COOKIE = 'total_cart_items';
export const CART_TOTAL_COOKIE = 'customer_cart_total';
/** Not a spec name: the number of pieces for the header badge (docs/decisions/032). */
export const CART_PIECES_COOKIE = 'cart_pieces';
const STORED_NO_LIMIT = -1;
/** The most one line may hold whatever the stock says (unlimited stock has no other cap). */
export const MAX_LINE_QUANTITY = 9999;
/** Ids are 32-bit in the database; anything larger names nothing. */
export const MAX_ID = 2_147_483_647;

export function isStoredId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;
}
const MAX_VARIANT_KEY_LENGTH = 200;

/** A whole quantity from a number or a digit string; NaN for anything else (refused later). */
export function parseCartQuantity(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  // Bangla digits (২) read as the digits they are (issue 25 item 3).
  if (typeof value === 'string' && /^\s*\+?\d{1,15}\s*$/.test(asciiDigits(value))) return Number(asciiDigits(value).trim());
  return Number.NaN;
}

/** '' (no variant) or value ids joined by '-'. */
export function isVariantKey(value: string): boolean {
  return value === '' || (value.length <= MAX_VARIANT_KEY_LENGTH && /^[1-9]\d{0,15}(?:-[1-9]\d{0,15})*$/.test(value));
}

/** The stock figure as stored on a line: Infinity (no limit) becomes -1. */
export function toStoredStock(figure: number): number {
  return Number.isFinite(figure) ? figure : STORED_NO_LIMIT;
}

/** A stored stock figure read back: -1 is Infinity. */
export function fromStoredStock(stored: number): number {
  return stored === STORED_NO_LIMIT ? Number.POSITIVE_INFINITY : stored;
}

export interface CartLineState {
  quantity: number;
  /** Today's sell price of the product or combination. */
  price: number;
  /** The sell price when the line was last added to. */
  addedPrice: number;
  /** Today's stock quantity and unlimited flag, and the stored figure when added. */
  stock: number;
  unlimited: boolean;
  addedStock: number;
  maxItemInOrder: number;
  /** The combination's status (1 without variants); 0 = switched off. */
  status: number;
  /** Whether the product (and combination) still exists in the shop. */
  exists: boolean;
}

interface CartLineView {
  /** Whether the line can be ordered as it is. */
  orderable: boolean;
  /** The most the quantity control allows today. */
  maxQuantity: number;
  /** quantity × today's price, 0 when the line cannot be ordered. */
  lineTotal: number;
  /** Today's availability text (spec §4). */
  availability: string;
  /** What changed since the line was added, and what stops it being ordered. */
  notes: string[];
}

/** What a cart line says under it, as facts a page writes in its own language (docs/decisions/051). */
export type CartLineNote =
  | { kind: 'priceChanged'; was: number; now: number }
  | { kind: 'stockChanged' }
  | { kind: 'notOrderable' }
  | { kind: 'moreThanStock'; available: number };

/** What changed since the line was added, and what stops it being ordered (the notes of describeCartLine). */
export function cartLineNotes(line: CartLineState): CartLineNote[] {
  if (!line.exists) return [{ kind: 'notOrderable' }];
  const maxQuantity = maxOrderableQuantity({ available: line.stock, unlimited: line.unlimited, maxItemInOrder: line.maxItemInOrder, status: line.status });
  const notes: CartLineNote[] = [];
  if (line.price !== line.addedPrice) notes.push({ kind: 'priceChanged', was: line.addedPrice, now: line.price });
  if (line.status !== 0 && stockFigureForLine(line) !== line.addedStock) notes.push({ kind: 'stockChanged' });
  if (maxQuantity < 1) notes.push({ kind: 'notOrderable' });
  else if (line.quantity > maxQuantity) notes.push({ kind: 'moreThanStock', available: maxQuantity });
  return notes;
}

function englishNote(note: CartLineNote, availability: string): string {
  switch (note.kind) {
    case 'priceChanged':
      return cartMessages.priceChanged(formatTaka(note.was), formatTaka(note.now));
    case 'stockChanged':
      return cartMessages.stockChanged(availability);
    case 'notOrderable':
      return cartMessages.notOrderable;
    case 'moreThanStock':
      return cartMessages.moreThanStock(note.available);
  }
}

export function describeCartLine(line: CartLineState): CartLineView {
  if (!line.exists) return { orderable: false, maxQuantity: 0, lineTotal: 0, availability: messages.notAvailable, notes: [cartMessages.notOrderable] };
  const control = { available: line.stock, unlimited: line.unlimited, maxItemInOrder: line.maxItemInOrder, status: line.status };
  const maxQuantity = maxOrderableQuantity(control);
  const availability = availabilityText({ status: line.status, quantity: line.stock, unlimited: line.unlimited });
  const notes = cartLineNotes(line).map((note) => englishNote(note, availability));
  const orderable = maxQuantity >= 1 && line.quantity <= maxQuantity;
  return { orderable, maxQuantity, lineTotal: orderable ? line.quantity * line.price : 0, availability, notes };
}

/** The stock figure a line stores when added: what describeCartLine compares against. */
export function stockFigureForLine(line: Pick<CartLineState, 'stock' | 'unlimited' | 'maxItemInOrder'>): number {
  return toStoredStock(stockFigure({ quantity: line.stock, unlimited: line.unlimited, maxItemInOrder: line.maxItemInOrder }));
}

export interface CartSummary {
  /** The number of lines (spec total_items / total_cart_items). */
  totalItems: number;
  /** The number of pieces, the sum of every line's quantity (the header badge; decision 032). */
  totalPieces: number;
  /** The sum of today's totals of the lines that can be ordered. */
  total: number;
}

export function summarizeCart(lines: readonly (Pick<CartLineView, 'lineTotal'> & Pick<CartLineState, 'quantity'>)[]): CartSummary {
  return { totalItems: lines.length, totalPieces: lines.reduce((sum, l) => sum + l.quantity, 0), total: lines.reduce((sum, l) => sum + l.lineTotal, 0) };
}

/** A whole count from a script-readable cookie string (`document.cookie`), or null when absent. */
export function countCookie(cookie: string, name: string): number | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=(\\d{1,15})(?:;|$)`).exec(cookie);
  return match ? Number(match[1]) : null;
}

/**
 * Pieces in some lines: what a shopper counts as "items" everywhere (the badge, the cart, the
 * checkout steps, the order history; issue 23 item 5). The spec's `total_cart_items` counts
 * lines; pages that show it call those "products".
 */
export function piecesOf(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** "1 item", "3 items": pieces. */
export function itemsText(pieces: number): string {
  return `${pieces} ${pieces === 1 ? 'item' : 'items'}`;
}
