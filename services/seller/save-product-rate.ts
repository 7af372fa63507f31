// The owner sets one product's own rate, or sends it back to the shop's (issue 14 item 6:
// "per-product custom rate"; core/pricing.ts resolveRate): `rate: 'custom'` with `type`
// percentage|flat, `increase` and `discount`; `rate: 'shop_rate'` keeps the numbers but prices
// the product by the shop's rate. Owner only (staff cannot change rates). Audit row and
// markCatalogChanged in the same transaction; the listing triggers re-price the product.
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import { findProductRate, setProductRate } from '../../db/seller-product.repository';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit';
import { requireOwner } from '../actors';
import { productRateSchema } from './settings-input';
import { parseInput } from '../input';

export interface ProductRate {
  product_id: number;
  rate: 'shop_rate' | 'custom';
  type: 'percentage' | 'flat';
  increase: number;
  discount: number;
}

export async function saveProductRate(ctx: Ctx, input: unknown): Promise<ProductRate> {
  requireOwner(ctx);
  const r = parseInput(productRateSchema, input);
  const { db, shop } = ctx;
  return runWrite(db, async (trx) => {
    const before = await findProductRate(trx, shop.id, r.product_id);
    if (!before) throw new DomainError('not_found', sellerSettingsMessages.productNotFound);
    await setProductRate(trx, shop.id, before.id, r.rate === 'custom' ? { rate: 'custom', type: r.type, increase: r.increase, discount: r.discount } : { rate: 'shop_rate' }, new Date(ctx.clock.now()).toISOString());
    const after = (await findProductRate(trx, shop.id, before.id))!;
    await recordAudit(trx, ctx, { action: 'product.rate', entity: 'product', entityId: before.id, before, after });
    await markCatalogChanged(trx, shop.id);
    return {
      product_id: after.id,
      rate: after.p_rate_type === 'custom' && after.rate_type !== 'shop_rate' ? 'custom' : 'shop_rate',
      type: after.p_amount_type === 'flat' ? 'flat' : 'percentage',
      increase: after.p_increase_amount,
      discount: after.p_discount_amount,
    };
  });
}
