// The owner's settings screen (issue 14 item 6; docs/decisions/026): the shop's name, logo,
// colour (with its contrast), contact, social links, shop rate, delivery charges with district
// overrides, pickup points, payment methods, COD advance, return window and every coupon
// (disabled ones too, so they can be switched back on). Owner only.
import type { Ctx } from '../context';
import { availablePaymentMethods, readSellerSettings } from './operations/read-seller-settings';
import type { SellerSettings } from './settings-views';
import { requireOwner } from '../actors';

export async function getSellerSettings(ctx: Ctx): Promise<SellerSettings> {
  requireOwner(ctx);
  return readSellerSettings(ctx.db, ctx.shop.id, availablePaymentMethods(ctx));
}
