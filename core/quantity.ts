// The quantity control per spec §5 and §9: default 1; a value below 1 (or not a number) becomes 1;
// a value above the available stock raises "Not available this amount of product" and resets to 1;
// plus is disabled when out of stock (and not unlimited), at max_item_in_order (> 0), or when the
// variant status is 0, and never goes past the stock. Unlimited stock counts as max_item_in_order.
import { browserMessages as messages } from './browser-messages';
import { truncateWhole } from './numeric';

export const DEFAULT_QUANTITY = 1;

interface StockInput {
  quantity: number;
  unlimited: boolean;
  maxItemInOrder?: number | null;
}

/** The quantity control's view of one product or variant combination. */
export interface QuantityControl {
  /** The quantity currently chosen. */
  quantity: number;
  /** The product's (or the chosen combination's) stock quantity. */
  available: number;
  unlimited: boolean;
  maxItemInOrder?: number | null;
  /** Variant combination status; 0 = switched off. */
  status?: number | null;
}

interface NormalizedQuantity {
  quantity: number;
  error?: string;
}

/** A stock figure: Infinity stays Infinity (no limit), anything else is a whole number ≥ 0. */
function readStock(value: number): number {
  return value === Number.POSITIVE_INFINITY ? value : Math.max(0, truncateWhole(value));
}

/**
 * The stock figure sent to the cart (available_qty). For unlimited stock it is
 * max_item_in_order (spec §9); unlimited stock without a max_item_in_order is Infinity (no limit).
 */
export function stockFigure(input: StockInput): number {
  if (!input.unlimited) return readStock(input.quantity);
  const max = truncateWhole(input.maxItemInOrder);
  return max > 0 ? max : Number.POSITIVE_INFINITY;
}

/** The most that can be chosen: 0 when switched off, else the stock figure capped by max_item_in_order. */
export function maxOrderableQuantity(control: Omit<QuantityControl, 'quantity'>): number {
  if (control.status === 0) return 0;
  const stock = stockFigure({ quantity: control.available, unlimited: control.unlimited, maxItemInOrder: control.maxItemInOrder });
  const max = truncateWhole(control.maxItemInOrder);
  return max > 0 ? Math.min(stock, max) : stock;
}

/**
 * A typed or requested quantity made valid: whole numbers only (truncated), below 1 → 1,
 * above the available stock → 1 with the "Not available this amount of product" message.
 */
export function normalizeQuantity(requested: unknown, limits: { available: number }): NormalizedQuantity {
  const quantity = truncateWhole(requested);
  if (quantity < DEFAULT_QUANTITY) return { quantity: DEFAULT_QUANTITY };
  if (quantity > readStock(limits.available)) {
    return { quantity: DEFAULT_QUANTITY, error: messages.quantityNotAvailable };
  }
  return { quantity };
}

function currentQuantity(value: number): number {
  return Math.max(DEFAULT_QUANTITY, truncateWhole(value));
}

/**
 * Plus is disabled when the next unit could not be bought: variant status 0, stock 0 and not
 * unlimited, quantity at max_item_in_order (> 0), or quantity at the available stock.
 */
export function isPlusDisabled(control: QuantityControl): boolean {
  return currentQuantity(control.quantity) >= maxOrderableQuantity(control);
}

/** One more, unless plus is disabled (then the current quantity, at least 1). */
export function incrementQuantity(control: QuantityControl): number {
  const quantity = currentQuantity(control.quantity);
  return isPlusDisabled(control) ? quantity : quantity + 1;
}

/** One less, never below 1. */
export function decrementQuantity(control: Pick<QuantityControl, 'quantity'>): number {
  return Math.max(DEFAULT_QUANTITY, truncateWhole(control.quantity) - 1);
}

/** Whether minus does anything: only above 1. */
export function isMinusDisabled(control: Pick<QuantityControl, 'quantity'>): boolean {
  return truncateWhole(control.quantity) <= DEFAULT_QUANTITY;
}
