// "Recently viewed" (issue 29 item 4; docs/decisions/068-recently-viewed.md): the last products
// a shopper opened, newest first, each once, at most RECENTLY_VIEWED_MAX. A guest's list lives
// on the device (localStorage, written by the browser); a customer's with the account (the
// recently_viewed table). At login the two are joined by these same rules: newest first,
// one entry per product (its latest view), capped.
import { isStoredId } from './cart';

/** How many products the list keeps. */
export const RECENTLY_VIEWED_MAX = 20;

/** One view: the product and when it was opened (milliseconds since the epoch). */
export interface ViewedEntry {
  productId: number;
  viewedAt: number;
}

/**
 * The lists joined: newest first, each product once at its latest view, at most `max`.
 * Equal times keep the order they came in (the first list's first).
 */
export function mergeViewed(lists: ReadonlyArray<ReadonlyArray<ViewedEntry>>, max = RECENTLY_VIEWED_MAX): ViewedEntry[] {
  const latest = new Map<number, ViewedEntry>();
  for (const list of lists) {
    for (const entry of list) {
      const seen = latest.get(entry.productId);
      if (!seen || entry.viewedAt > seen.viewedAt) latest.set(entry.productId, { productId: entry.productId, viewedAt: entry.viewedAt });
    }
  }
  return [...latest.values()].sort((a, b) => b.viewedAt - a.viewedAt).slice(0, Math.max(0, max));
}

/** The list after opening `productId` at `at`: it goes first, any earlier view of it goes. */
export function recordView(list: ReadonlyArray<ViewedEntry>, productId: number, at: number): ViewedEntry[] {
  return [{ productId, viewedAt: at }, ...list.filter((e) => e.productId !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list without the product being looked at (the product page shows the others). */
export function withoutProduct(list: ReadonlyArray<ViewedEntry>, productId: number | null): ViewedEntry[] {
  return list.filter((e) => e.productId !== productId);
}

/** A view time the server accepts: a whole number of ms from 2000 on, never after `nowMs` (a device's clock may run ahead). */
export function clampViewedAt(at: number, nowMs: number): number {
  return Math.min(Math.max(Math.trunc(at), Date.UTC(2000, 0, 1)), nowMs);
}

function isEntry(value: unknown): value is ViewedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, viewedAt } = value as Record<string, unknown>;
  return typeof productId === 'number' && isStoredId(productId) && typeof viewedAt === 'number' && Number.isFinite(viewedAt) && viewedAt > 0;
}

/**
 * The device's list as stored (JSON), read defensively: anything that is not a list of views
 * (another version's shape, a hand edit, nothing) gives what can be read of it, in the rules' order.
 */
export function parseDeviceList(raw: string | null): ViewedEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(value) ? mergeViewed([value.filter(isEntry)]) : [];
}
