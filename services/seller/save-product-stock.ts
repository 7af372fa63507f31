// /api/seller/product-stock (issue 14, a fixed name): staff set a product's — or one variant
// combination's — quantity, unlimited flag and visibility (`visible` | `hidden`). Any of the
// three may be left out (kept). `expected_quantity`, when given, makes it a compare-and-set:
// if an order sold a unit since the screen was read, the save is refused (409) instead of
// overwriting that sale. For a combination, the product's own quantity / unlimited flag and
// price range follow its on-sale combinations (as the import computes them). One transaction
// with the audit row and markCatalogChanged, so the product page follows on the next request.
import { z } from 'zod';
import { setStock, type SetStock } from '../../db/stock.repository';
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import { findCombinationStockState, findProductStockState, followCombinationPriceRange, getCombinationStockState } from '../../db/seller-product.repository';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit';
import { requireStaff } from '../actors';
import { numeric } from './settings-input';
import { parseInput } from '../input';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on'])])
  .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? 1 : 0));

export const productStockSchema = z.object({
  product_id: numeric('Choose a product').pipe(z.number().int().positive({ error: 'Choose a product' })),
  combination: z
    .string()
    .trim()
    .max(200)
    .regex(/^(\d{1,9}(-\d{1,9})*)?$/, { error: 'A combination is value ids joined by -' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  quantity: z.union([z.literal('').transform(() => undefined), numeric('Enter a whole number').pipe(z.number().int({ error: 'Enter a whole number' }).min(0, { error: 'Must be 0 or more' }).max(1_000_000, { error: 'Must be at most 1000000' }))]).optional(),
  expected_quantity: z.union([z.literal('').transform(() => undefined), numeric('Enter a whole number').pipe(z.number().int().min(0))]).optional(),
  unlimited: flag.optional(),
  visibility: z.enum(['visible', 'hidden'], { error: "Visibility is 'visible' or 'hidden'" }).optional(),
});

export interface StockState {
  product_id: number;
  combination: string | null;
  quantity: number;
  unlimited: boolean;
  visibility: 'visible' | 'hidden';
}

export async function saveProductStock(ctx: Ctx, input: unknown): Promise<StockState> {
  requireStaff(ctx);
  const s = parseInput(productStockSchema, input);
  const { db, shop } = ctx;
  const productNotFound = () => new DomainError('not_found', sellerSettingsMessages.productNotFound);
  const moved = () => new DomainError('conflict', 'The quantity changed since you opened this page (an order may have sold a unit). Reload and try again');
  return runWrite(db, async (trx) => {
    const product = await findProductStockState(trx, shop.id, s.product_id);
    if (!product) throw productNotFound();
    const set: SetStock = {};
    if (s.quantity !== undefined) set.quantity = s.quantity;
    if (s.unlimited !== undefined) set.unlimited = s.unlimited as 0 | 1;
    if (s.visibility !== undefined) set.status = s.visibility === 'visible' ? 1 : 0;

    if (s.combination === undefined) {
      // A variant product's stock lives in its combinations; its visibility is the product's.
      if (product.has_variant === 1 && (set.quantity !== undefined || set.unlimited !== undefined)) {
        throw new DomainError('invalid', sellerSettingsMessages.combinationNeeded, { combination: sellerSettingsMessages.combinationNeeded });
      }
      const before = { quantity: product.quantity, unlimited: product.unlimited_quantity === 1, visibility: product.status === 1 ? 'visible' : 'hidden' };
      const now = new Date(ctx.clock.now()).toISOString();
      if (!(await setStock(trx, shop.id, { productId: product.id, variant: '' }, { ...set, expectedQuantity: s.expected_quantity }, now))) throw moved();
      const after = (await findProductStockState(trx, shop.id, product.id))!;
      const state: StockState = { product_id: product.id, combination: null, quantity: after.quantity, unlimited: after.unlimited_quantity === 1, visibility: after.status === 1 ? 'visible' : 'hidden' };
      await recordAudit(trx, ctx, { action: 'product.stock', entity: 'product', entityId: product.id, before, after: { quantity: state.quantity, unlimited: state.unlimited, visibility: state.visibility } });
      await markCatalogChanged(trx, shop.id);
      return state;
    }

    const combo = await findCombinationStockState(trx, shop.id, product.id, s.combination);
    if (!combo) throw new DomainError('not_found', sellerSettingsMessages.combinationNotFound);
    const before = { quantity: combo.quantity, unlimited: combo.v_unlimited_quantity === 1, visibility: combo.status === 1 ? 'visible' : 'hidden' };
    const now = new Date(ctx.clock.now()).toISOString();
    // The combination's count and flags, and its product's total after it (db/stock.repository.ts).
    if (!(await setStock(trx, shop.id, { productId: product.id, variant: combo.variant }, { ...set, expectedQuantity: s.expected_quantity }, now))) throw moved();
    // The product's price range follows its on-sale combinations (docs/import-format.md).
    await followCombinationPriceRange(trx, shop.id, product.id, now);
    const after = await getCombinationStockState(trx, shop.id, combo.id);
    const state: StockState = { product_id: product.id, combination: combo.variant, quantity: after.quantity, unlimited: after.v_unlimited_quantity === 1, visibility: after.status === 1 ? 'visible' : 'hidden' };
    await recordAudit(trx, ctx, { action: 'product.stock', entity: 'product', entityId: `${product.id}:${combo.variant}`, before, after: { quantity: state.quantity, unlimited: state.unlimited, visibility: state.visibility } });
    await markCatalogChanged(trx, shop.id);
    return state;
  });
}
