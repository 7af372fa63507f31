// The checkout summary (issue 11 item 6 `get-checkout-summary`; after-cart.md "Money, once
// more"): the cart lines at today's prices, the coupon's verdict, the delivery charge of the
// chosen address or pickup point, the totals, the pickup points, the payment options and the
// balances, and why the order cannot be placed as chosen. The same computation as the placing
// transaction (priceCheckout), so the figures shown are the figures placing checks against.
import { z } from 'zod';
import { couponMessages } from '../../core/checkout-messages';
import { qualifiesForFreeDelivery } from '../../core/delivery-charge';
import { listPickupPoints } from '../../db/shop-settings.repository';
import { langOf, type Ctx } from '../context';
import { localName } from '../../core/i18n/local-name';
import { requireCustomerId } from '../actors';
import type { CheckoutChoice, CheckoutSummary } from './checkout-types';
import type { PaymentOption } from '../payments/payment-types';
import { checkoutChoiceFields } from './checkout-input';
import { countCouponGuess } from './operations/coupon-guesses';
import { paymentOptions } from '../payments/operations/payment-options';
import { priceCheckout } from './operations/price-checkout';
import { codAdvanceMethod, codAdvanceOf } from '../payments/operations/cod-advance';
import { paymentMessages } from '../payments/payment-messages';

/** The choices to price, as the API sends them (the checkout pages read them from the order-context cookies). */
export const checkoutSummaryInput = z.object(checkoutChoiceFields);

/** Cash on delivery is not selectable where the shop asks an advance that no online method here can take (placing refuses it too). */
function withCodAdvance(ctx: Ctx, options: PaymentOption[], deliveryCharge: number, orderTotal: number): PaymentOption[] {
  if (codAdvanceOf(ctx.shop, deliveryCharge, orderTotal) === 0 || codAdvanceMethod(ctx)) return options;
  return options.map((o) => (o.method === 'cod' ? { ...o, available: false, note: paymentMessages.advanceUnavailable } : o));
}

export async function getCheckoutSummary(ctx: Ctx, choice: CheckoutChoice): Promise<CheckoutSummary> {
  const customerId = requireCustomerId(ctx);
  const priced = await priceCheckout(ctx.db, ctx.shop, customerId, choice, ctx.clock.now());
  if (priced.couponResult?.ok === false && priced.couponResult.reason === 'unknown') await countCouponGuess(ctx.db, ctx.shop.id, customerId, ctx.clock.now());
  const points = await listPickupPoints(ctx.db, ctx.shop.id);
  const freeDelivery = qualifiesForFreeDelivery(priced.figures.cartTotal, ctx.shop.free_delivery_over);
  const balances = priced.available;
  const result = priced.couponResult;
  return {
    cart_total: priced.figures.cartTotal,
    coupon_discount: priced.figures.couponDiscount,
    coupon_message: result === null ? null : result.ok ? couponMessages.applied(result.discount) : result.message,
    coupon_applied: result?.ok === true,
    finalDeliveryCharge: priced.figures.deliveryCharge,
    order_total: priced.figures.orderTotal,
    total_cart_items: priced.lines.length,
    lines: priced.lines.map((l) => ({
      uid: l.uid,
      productId: l.productId,
      variant: l.variant,
      name: localName(langOf(ctx), l.name, l.nameBn),
      variantLabel: l.variantLabel,
      image: l.image,
      unitPrice: l.unitPrice,
      sellPrice: l.sellPrice,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
    })),
    // Each point's charge as this cart would pay it: free like home delivery once the cart earns free delivery (issue 23 item 5).
    pickup_points: points.map((p) => ({ id: p.id, name: p.name, address: p.address, phone: p.phone, hours: p.hours, charge: freeDelivery ? 0 : p.charge })),
    payment_options: withCodAdvance(ctx, paymentOptions(ctx.shop, priced.figures.orderTotal, balances.recharge + balances.refund + balances.cashback, { bkash: ctx.deps.payments.bkash !== null, stripe: ctx.deps.payments.stripe !== null }), priced.figures.deliveryCharge, priced.figures.orderTotal),
    balances,
    blocking: priced.blocking?.message ?? null,
  };
}
