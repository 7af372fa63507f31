// The coupon the home page's hero offers a newcomer (issue 11 item 1), chosen from the shop's
// data, never hard-coded: the first coupon imported (lowest id) that is active, open now
// (inside its window, read like core/coupon.ts reads it), not used up, and open to any cart
// (no minimum total). The same for every anonymous shopper — the page is shared from the
// answer cache — so a per-customer limit does not matter there: a newcomer has used nothing.
// A customer who has used it as often as one may does not get it offered: with JavaScript the
// shared page hides it (the customer part's `used_up_coupons`); without, the server gives that
// customer their own home page (`heroCouponUsedUpBy`, server/app.ts), whose loader drops it.
// Uses taken by orders do not raise the shop's content version, so a coupon used up a moment
// ago may stay on a cached hero until the entry expires; checkout then says it is used up.
import { boundMs } from '../../core/coupon';
import { listActiveCoupons } from '../../db/shop-settings.repository';
import type { Coupon, CouponType } from '../../db/schema';
import type { Ctx } from '../context';
import { customerOf } from '../actors';
import { listUsedUpCouponCodes } from './operations/used-up-coupons';

export interface HeroCoupon {
  code: string;
  type: CouponType;
  /** Per cent for `percent`, whole taka for `flat`. */
  value: number;
  /** The cap of a percent coupon, or null. */
  maxDiscount: number | null;
}

/** Whether a limit (null or 0 = none) is reached. */
const usedUp = (c: Coupon) => c.max_uses !== null && c.max_uses > 0 && c.uses >= c.max_uses;
const isOpen = (c: Coupon, now: number) =>
  (c.starts_at === null || boundMs(c.starts_at, false) <= now) && (c.ends_at === null || now <= boundMs(c.ends_at, true));

/** The hero's coupon among `coupons` (active ones, oldest first), or null. */
function pickHeroCoupon(coupons: readonly Coupon[], now: number): HeroCoupon | null {
  const c = coupons.find((x) => x.active === 1 && !(x.min_total !== null && x.min_total > 0) && !usedUp(x) && isOpen(x, now) && x.value > 0);
  if (!c) return null;
  return { code: c.code, type: c.type, value: c.value, maxDiscount: c.type === 'percent' && c.max_discount !== null && c.max_discount > 0 ? c.max_discount : null };
}

/** The hero's coupon for whoever asks: a guest, or a customer who may still use it. */
export async function getHeroCoupon(ctx: Ctx): Promise<HeroCoupon | null> {
  const hero = pickHeroCoupon(await listActiveCoupons(ctx.db, ctx.shop.id), ctx.clock.now());
  return hero && (await heroCouponUsedUpBy(ctx, hero)) ? null : hero;
}

/** Whether the asking customer has used the hero's coupon as often as one customer may (a guest: no). */
export async function heroCouponUsedUpBy(ctx: Ctx, hero?: HeroCoupon | null): Promise<boolean> {
  const customer = customerOf(ctx);
  if (!customer) return false;
  const offered = hero === undefined ? pickHeroCoupon(await listActiveCoupons(ctx.db, ctx.shop.id), ctx.clock.now()) : hero;
  return offered !== null && (await listUsedUpCouponCodes(ctx, customer.id)).includes(offered.code);
}
