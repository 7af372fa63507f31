// Which products' stock a shared answer shows, and whether what it showed is still so
// (docs/decisions/038). A shared answer (a catalog page, Quick View, suggestions) is built once
// and served from memory; its key carries the shop's content version, which a sale does not
// raise (one sale must not empty the shop's cache). Instead, while the answer is built, the
// code that reads a product's stock for display notes the product's `stock_version` read in the
// same row (noteStockShown: the product detail, every product card). The cache then asks, every
// `STOCK_RECHECK_MS` while the answer is asked for, whether those products still have those
// versions (one indexed query, readStockVersions) — in the background, the stored answer being
// served meanwhile — and builds the answer again, also in the background, when one moved; it
// never serves an answer more than `STOCK_MAX_UNCHECKED_MS` after it was known to hold (requests
// then wait for the check). Every stock write
// raises the version in its own UPDATE (db/stock.repository.ts), in every process and on every
// instance, so a sale, a cancel, a refund return or a console edit shows within a second
// everywhere, and only the answers that show that product are built again.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../../db/client';
import { readStockVersions } from '../../../db/stock.repository';

/** How long after it was known to hold an answer's stock is checked again (in the background, while it is still served). */
export const STOCK_RECHECK_MS = 400;
/**
 * How long after it was known to hold an answer may be served at all: what a shared answer
 * shows is never more than this behind the database when it is sent (the requirement: 1 s);
 * the check and the rebuild normally end well before it, so no request waits for them.
 */
export const STOCK_MAX_UNCHECKED_MS = 800;

/** The versions an answer's products had when it was built (the lowest, when read twice). */
type ShownVersions = Map<number, number>;

const building = new AsyncLocalStorage<ShownVersions>();

/**
 * Called where a product's stock is read for display, with the `stock_version` of the same row.
 * Outside a shared answer's build it does nothing.
 */
export function noteStockShown(productId: number, stockVersion: number): void {
  const shown = building.getStore();
  if (!shown) return;
  const known = shown.get(productId);
  // Read twice while building (a page and a card of it): the older read decides, so an answer
  // that may show the older figure is checked against it and built again.
  if (known === undefined || stockVersion < known) shown.set(productId, Number(stockVersion));
}

/** Tells whether the stock an answer showed is still the stock in the database. */
export type StockCheck = () => Promise<boolean>;

/**
 * Runs `build` noting the stock it shows; returns its result and the check of that stock
 * (null when it showed none: nothing to check).
 */
export async function buildNotingStock<T>(db: Db, shopId: number, build: () => Promise<T>): Promise<{ result: T; stockCheck: StockCheck | null }> {
  const shown: ShownVersions = new Map();
  const result = await building.run(shown, build);
  if (shown.size === 0) return { result, stockCheck: null };
  const ids = [...shown.keys()];
  return {
    result,
    stockCheck: async () => {
      const now = await readStockVersions(db, shopId, ids);
      return ids.every((id) => now.get(id) === shown.get(id));
    },
  };
}
