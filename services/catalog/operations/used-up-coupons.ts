// The shop's coupons a customer has used as often as one customer may (core/coupon.ts
// `customerLimitReached`): the home hero stops offering them (issue 23 item 7), with
// JavaScript (the customer part) and without it (the customer's own home page).
import { customerLimitReached } from '../../../core/coupon';
import { listCustomerCouponUses } from '../../../db/order.repository';
import { listActiveCoupons } from '../../../db/shop-settings.repository';
import type { Ctx } from '../../context';

export async function listUsedUpCouponCodes(ctx: Ctx, customerId: number): Promise<string[]> {
  const [coupons, uses] = await Promise.all([listActiveCoupons(ctx.db, ctx.shop.id), listCustomerCouponUses(ctx.db, ctx.shop.id, customerId)]);
  return coupons.filter((c) => customerLimitReached(c, uses.get(c.id) ?? 0)).map((c) => c.code);
}
