// The small per-customer part of a shared catalog page (docs/decisions/031): who is logged in
// (name, avatar), the cart's counts (lines, and pieces for the header badge: decision 032), total and product/variant keys, and the wishlist's
// product/variant keys. Catalog pages are the same bytes for every shopper; the page fills
// its account, cart and wishlist marks from this answer, which is the asking customer's only.
import { listWishlistKeys } from '../../db/wishlist.repository';
import { loadCartBadge } from './operations/cart-view';
import { type Ctx } from '../context';
import { customerOf } from '../actors';
import { findAwaitingPayment, type AwaitingPayment } from '../payments/operations/awaiting-payment';
import { listUsedUpCouponCodes } from '../catalog/operations/used-up-coupons';

export interface CustomerPart {
  customer: { name: string; avatar: string | null } | null;
  cart: { totalItems: number; totalPieces: number; total: number; keys: string[] } | null;
  wishlist: string[];
  /** An order waiting for its online payment (issue 23 item 2), or null. */
  awaiting_payment: AwaitingPayment | null;
  /** Codes of the shop's coupons this customer has used as often as one customer may (the home hero stops offering them). */
  used_up_coupons: string[];
}

export async function getCustomerPart(ctx: Ctx): Promise<CustomerPart> {
  const customer = customerOf(ctx);
  if (!customer) return { customer: null, cart: null, wishlist: [], awaiting_payment: null, used_up_coupons: [] };
  const [cart, wishlist, awaiting, usedUp] = await Promise.all([
    loadCartBadge(ctx.db, ctx.shop, customer.id),
    listWishlistKeys(ctx.db, ctx.shop.id, customer.id),
    findAwaitingPayment(ctx, customer.id),
    listUsedUpCouponCodes(ctx, customer.id),
  ]);
  return {
    customer: { name: customer.name, avatar: customer.avatar },
    cart: { totalItems: cart.totalItems, totalPieces: cart.totalPieces, total: cart.total, keys: cart.keys },
    wishlist,
    awaiting_payment: awaiting,
    used_up_coupons: usedUp,
  };
}
