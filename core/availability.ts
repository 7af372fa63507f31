// Product availability text per spec §4, in precedence order: variant status 0 → "Not Available";
// otherwise no stock and not unlimited → "Sold Out" (card "Sold out"); otherwise unlimited stock →
// "Available"; otherwise "{n} item(s) available" (card "1 item" / "{n} items"). Unlimited stock
// shows "Available" even when a quantity is recorded (decision: that figure does not limit it).
import { browserMessages as messages } from './browser-messages';
import { truncateWhole } from './numeric';

interface AvailabilityInput {
  /** Variant combination status; 0 means the combination is switched off. Missing = active. */
  status?: number | null;
  quantity: number;
  unlimited: boolean;
}

type AvailabilityState =
  | { kind: 'not-available' }
  | { kind: 'sold-out' }
  | { kind: 'unlimited' }
  | { kind: 'in-stock'; count: number };

function classifyAvailability(input: AvailabilityInput): AvailabilityState {
  if (input.status === 0) return { kind: 'not-available' };
  const count = truncateWhole(input.quantity);
  if (input.unlimited) return { kind: 'unlimited' };
  if (count <= 0) return { kind: 'sold-out' };
  return { kind: 'in-stock', count };
}

/** The product page stock text. */
export function availabilityText(input: AvailabilityInput): string {
  const state = classifyAvailability(input);
  switch (state.kind) {
    case 'not-available':
      return messages.notAvailable;
    case 'sold-out':
      return messages.soldOut;
    case 'unlimited':
      return messages.available;
    case 'in-stock':
      return messages.itemsAvailable(state.count);
  }
}

/** The product card stock text ("Sold out", "1 item", "{n} items"). */
export function cardAvailabilityText(input: AvailabilityInput): string {
  const state = classifyAvailability(input);
  switch (state.kind) {
    case 'not-available':
      return messages.notAvailable;
    case 'sold-out':
      return messages.cardSoldOut;
    case 'unlimited':
      return messages.available;
    case 'in-stock':
      return messages.cardItemsAvailable(state.count);
  }
}

/** Whether at least one unit can be bought: not switched off, and unlimited or in stock. */
export function isPurchasable(input: AvailabilityInput): boolean {
  const kind = classifyAvailability(input).kind;
  return kind === 'unlimited' || kind === 'in-stock';
}

/** The stock text's catalog message (docs/decisions/047): the same precedence, in any language. */
export function availabilityMessage(
  input: AvailabilityInput,
  card = false,
): { id: 'stock.notAvailable' | 'stock.soldOut' | 'stock.cardSoldOut' | 'stock.available' | 'stock.itemsAvailable' | 'stock.cardItems'; n?: number } {
  const state = classifyAvailability(input);
  switch (state.kind) {
    case 'not-available':
      return { id: 'stock.notAvailable' };
    case 'sold-out':
      return { id: card ? 'stock.cardSoldOut' : 'stock.soldOut' };
    case 'unlimited':
      return { id: 'stock.available' };
    case 'in-stock':
      return { id: card ? 'stock.cardItems' : 'stock.itemsAvailable', n: state.count };
  }
}
