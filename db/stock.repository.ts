// Stock: the one writer of `products.quantity`, `product_variant_prices.quantity` and their
// `stock_received` (issue 21 item 1; docs/decisions/037). Lint forbids these writes elsewhere.
// - take: `quantity -= n` only while it holds n (a conditional update: two orders racing for
//   the last unit, one gets it);
// - give back: `quantity += n` for a line of an order, only for units of that line not given
//   back yet (`order_lines.restocked_quantity`, raised by a conditional update first), so a
//   refund return and a later "returned" never put one unit back twice;
// - set: the shop's count (the console, the import): `stock_received` moves by the difference,
//   so stock now + sold − given back = stock received always holds (`npm run money:check`);
// - a variant product's own quantity is ONE figure: the sum of its on-sale combinations
//   (unlimited when one of them is), recomputed after every combination write;
// - every one of these writes raises the product's `stock_version` in the same UPDATE (no
//   extra statement, no other row locked), so no writer can forget it: a shared answer that
//   shows a product's stock is checked against it (readStockVersions; docs/decisions/038).
// On PostgreSQL a combination write first locks its product row, so two transactions writing
// combinations of one product recompute the total one after the other, each seeing the other's
// committed change (READ COMMITTED takes a new snapshot per statement).
import { withDeferredWrites } from './deferred-writes';
import { sql } from 'kysely';
import { dbKind, type Db } from './client';
import { executeAndCommit, type Trx } from './run-write';

/** A product without variants (`variant` ''), or one combination of a variant product. */
export interface StockItem {
  productId: number;
  variant: string;
}

/** Sorts stock items the one way every writer locks them (product, then variant), so concurrent writers never deadlock. */
export function inLockOrder<T extends StockItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.productId - b.productId || (a.variant < b.variant ? -1 : a.variant > b.variant ? 1 : 0));
}

/** `stock_version + 1`: set by every write of a product's stock, in the same statement. */
const nextStockVersion = sql<number>`stock_version + 1`;

async function lockProduct(trx: Trx, shopId: number, productId: number): Promise<void> {
  if (dbKind(trx as never) !== 'postgres') return; // SQLite: BEGIN IMMEDIATE already lets one writer in.
  // The transaction's waiting writes go with it (db/deferred-writes.ts).
  await withDeferredWrites(trx).selectFrom('products').select('id').where('shop_id', '=', shopId).where('id', '=', productId).forUpdate().execute();
}

/** A variant product's quantity = Σ its on-sale combinations; unlimited when one of them is. */
export async function recomputeVariantProductTotal(trx: Trx, shopId: number, productId: number): Promise<void> {
  await trx
    .updateTable('products')
    .set({
      quantity: sql<number>`coalesce((select sum(c.quantity) from product_variant_prices c where c.shop_id = ${shopId} and c.product_id = ${productId} and c.status = 1), 0)`,
      unlimited_quantity: sql<0 | 1>`case when exists (select 1 from product_variant_prices c where c.shop_id = ${shopId} and c.product_id = ${productId} and c.status = 1 and c.v_unlimited_quantity = 1) then 1 else 0 end`,
      stock_version: nextStockVersion,
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .where('has_variant', '=', 1)
    .execute();
}

/** Takes n units for an order, only while they are there; whether it did. Unlimited items are not counted. */
export async function takeStock(trx: Trx, shopId: number, item: StockItem, n: number): Promise<boolean> {
  if (item.variant === '') {
    // The transaction's waiting writes go with it (db/deferred-writes.ts): the hot row is locked by the last statement before the commit.
    const result = await withDeferredWrites(trx)
      .updateTable('products')
      .set({ quantity: sql<number>`quantity - ${n}`, stock_version: nextStockVersion })
      .where('shop_id', '=', shopId)
      .where('id', '=', item.productId)
      .where('status', '=', 1)
      .where('quantity', '>=', n)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  await lockProduct(trx, shopId, item.productId);
  const result = await trx
    .updateTable('product_variant_prices')
    .set({ quantity: sql<number>`quantity - ${n}` })
    .where('shop_id', '=', shopId)
    .where('product_id', '=', item.productId)
    .where('variant', '=', item.variant)
    .where('status', '=', 1)
    .where('quantity', '>=', n)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await recomputeVariantProductTotal(trx, shopId, item.productId);
  return true;
}

/** PostgreSQL's division_by_zero: the take-and-commit statement's "nothing taken" (takeStockLast). */
const NOTHING_TAKEN = '22012';

/**
 * takeStock as the transaction's last statement (issue 27 item 3, docs/decisions/073). On
 * PostgreSQL a product without variants is taken and the transaction committed in ONE round
 * trip (executeAndCommit), so the hot row is locked for the update's execution and the commit
 * only. The statement must fail, not answer "0 rows", when the units are not there — its
 * COMMIT is already on its way — so it divides by the number of rows it updated: 1 / 0 fails
 * it, the COMMIT is never read, and the transaction rolls back as for any refused order. A
 * combination (several rows) and SQLite take the stock as takeStock does, and the commit
 * follows as usual.
 */
export async function takeStockLast(trx: Trx, shopId: number, item: StockItem, n: number): Promise<boolean> {
  if (item.variant !== '' || dbKind(trx as never) !== 'postgres') return takeStock(trx, shopId, item, n);
  const statement = withDeferredWrites(trx)
    .with('taken', (qc) =>
      qc
        .updateTable('products')
        .set({ quantity: sql<number>`quantity - ${n}`, stock_version: nextStockVersion })
        .where('shop_id', '=', shopId)
        .where('id', '=', item.productId)
        .where('status', '=', 1)
        .where('quantity', '>=', n)
        .returning('id'),
    )
    .selectNoFrom(sql<number>`1 / (select count(*)::int from taken)`.as('taken'));
  try {
    await executeAndCommit(trx, statement);
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === NOTHING_TAKEN) return false;
    throw err;
  }
}

async function putBack(trx: Trx, shopId: number, item: StockItem, n: number): Promise<void> {
  if (item.variant === '') {
    await trx
      .updateTable('products')
      .set({ quantity: sql<number>`quantity + ${n}`, stock_version: nextStockVersion })
      .where('shop_id', '=', shopId)
      .where('id', '=', item.productId)
      .where('unlimited_quantity', '=', 0)
      .execute();
    return;
  }
  await lockProduct(trx, shopId, item.productId);
  await trx
    .updateTable('product_variant_prices')
    .set({ quantity: sql<number>`quantity + ${n}` })
    .where('shop_id', '=', shopId)
    .where('product_id', '=', item.productId)
    .where('variant', '=', item.variant)
    .where('v_unlimited_quantity', '=', 0)
    .execute();
  await recomputeVariantProductTotal(trx, shopId, item.productId);
}

/** One order line as the give-back sees it. */
export interface RestockableLine extends StockItem {
  id: number;
  quantity: number;
}

/**
 * Gives `n` units of an order line back into stock — only units of the line not given back
 * already (conditional on `restocked_quantity + n <= quantity`); the units given back now.
 * `n` undefined: every unit not given back yet.
 */
export async function giveBackLine(trx: Trx, shopId: number, line: RestockableLine, n?: number): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await trx.selectFrom('order_lines').select('restocked_quantity').where('shop_id', '=', shopId).where('id', '=', line.id).executeTakeFirst();
    if (!row) return 0;
    const left = line.quantity - row.restocked_quantity;
    const units = Math.min(left, n ?? left);
    if (units <= 0) return 0;
    const moved = await trx
      .updateTable('order_lines')
      .set({ restocked_quantity: sql<number>`restocked_quantity + ${units}` })
      .where('shop_id', '=', shopId)
      .where('id', '=', line.id)
      .where('restocked_quantity', '=', row.restocked_quantity)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) continue; // Another give-back of this line just ran: read again.
    await putBack(trx, shopId, line, units);
    return units;
  }
  throw new Error(`order line ${line.id}: restocked_quantity kept changing`);
}

export interface SetStock {
  quantity?: number;
  unlimited?: 0 | 1;
  status?: 0 | 1;
  /** Only when the quantity is still this one (the console's "changed since you opened it"). */
  expectedQuantity?: number;
}

/**
 * The shop's own count (console or import): quantity, unlimited and on-sale flags of a product
 * without variants or of a combination; `stock_received` moves by the change of quantity.
 * Whether the row was there (and still held `expectedQuantity`).
 */
export async function setStock(trx: Trx, shopId: number, item: StockItem, set: SetStock, now: string): Promise<boolean> {
  const received = set.quantity === undefined ? {} : { stock_received: sql<number>`stock_received + ${set.quantity} - quantity`, quantity: set.quantity };
  if (item.variant === '') {
    let update = trx.updateTable('products').where('shop_id', '=', shopId).where('id', '=', item.productId);
    if (set.expectedQuantity !== undefined) update = update.where('quantity', '=', set.expectedQuantity);
    const result = await update
      .set({
        ...received,
        ...(set.unlimited !== undefined ? { unlimited_quantity: set.unlimited } : {}),
        ...(set.status !== undefined ? { status: set.status } : {}),
        stock_version: nextStockVersion,
        updated_at: now,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  await lockProduct(trx, shopId, item.productId);
  let update = trx.updateTable('product_variant_prices').where('shop_id', '=', shopId).where('product_id', '=', item.productId).where('variant', '=', item.variant);
  if (set.expectedQuantity !== undefined) update = update.where('quantity', '=', set.expectedQuantity);
  const changes = { ...received, ...(set.unlimited !== undefined ? { v_unlimited_quantity: set.unlimited } : {}), ...(set.status !== undefined ? { status: set.status } : {}) };
  if (Object.keys(changes).length === 0) return true;
  const result = await update.set(changes).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recomputeVariantProductTotal(trx, shopId, item.productId);
  return true;
}

/**
 * The current `stock_version` of the shop's products among `productIds` (a product that is gone
 * is missing from the map). One indexed query; what a shared answer is checked against.
 */
export async function readStockVersions(db: Db, shopId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (productIds.length === 0) return out;
  const rows = await db.selectFrom('products').select(['id', 'stock_version']).where('shop_id', '=', shopId).where('id', 'in', [...productIds]).execute();
  for (const row of rows) out.set(row.id, Number(row.stock_version));
  return out;
}
