// The owner adds, edits or disables one coupon (issue 14 item 6; docs/decisions/026). With
// `coupon_id` the shop's coupon with that id is changed (another shop's id is 404), without it
// a new one is added; a code is unique per shop (stored upper-case), so a code another coupon
// has is refused (422, nothing changed). `active: 0` disables it: checkout no longer finds it,
// its uses and the orders that used it stay. Uses are never reset here. Audit row and
// markCatalogChanged in the same transaction.
import { sellerSettingsMessages } from '../../core/seller-settings';
import { runWrite } from '../../db/run-write';
import { findCouponIdByCode, findShopCoupon, insertCouponIfCodeFree, updateCoupon } from '../../db/shop-settings.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { markCatalogChanged } from '../catalog/operations/mark-catalog-changed';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { couponView, type CouponView } from './settings-views';
import { recordAudit } from '../audit';
import { requireOwner } from '../actors';
import { couponInputSchema } from './settings-input';
import { parseInput } from '../input';

export async function saveCoupon(ctx: Ctx, input: unknown): Promise<CouponView> {
  requireOwner(ctx);
  const c = parseInput(couponInputSchema, input);
  const { db, shop } = ctx;
  const now = new Date(ctx.clock.now()).toISOString();
  const taken = () => new DomainError('invalid', sellerSettingsMessages.couponCodeTaken, { code: sellerSettingsMessages.couponCodeTaken });
  const values = {
    code: c.code,
    type: c.type,
    value: c.value,
    max_discount: c.max_discount,
    min_total: c.min_total,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    max_uses: c.max_uses,
    max_uses_per_customer: c.max_uses_per_customer,
    active: c.active as 0 | 1,
    updated_at: now,
  };
  const id = await runWrite(db, async (trx) => {
    const clash = await findCouponIdByCode(trx, shop.id, c.code);
    if (c.coupon_id !== undefined) {
      const before = await findShopCoupon(trx, shop.id, c.coupon_id);
      if (!before) throw new DomainError('not_found', sellerSettingsMessages.couponNotFound);
      if (clash !== undefined && clash !== before.id) throw taken();
      // Two owners renaming two coupons to one code at once: the database refuses the second.
      await updateCoupon(trx, shop.id, before.id, values).catch((err: unknown) => {
        throw isUniqueViolation(err) ? taken() : err;
      });
      const after = (await findShopCoupon(trx, shop.id, before.id))!;
      const action = before.active === 1 && after.active === 0 ? 'coupon.disable' : 'coupon.edit';
      await recordAudit(trx, ctx, { action, entity: 'coupon', entityId: before.id, before: couponView(before), after: couponView(after) });
      await markCatalogChanged(trx, shop.id);
      return before.id;
    }
    if (clash !== undefined) throw taken();
    const id = await insertCouponIfCodeFree(trx, shop.id, values, now);
    if (id === null) throw taken();
    const after = (await findShopCoupon(trx, shop.id, id))!;
    await recordAudit(trx, ctx, { action: 'coupon.add', entity: 'coupon', entityId: id, before: null, after: couponView(after) });
    await markCatalogChanged(trx, shop.id);
    return id;
  });
  const saved = (await findShopCoupon(db, shop.id, id))!;
  return couponView(saved);
}
