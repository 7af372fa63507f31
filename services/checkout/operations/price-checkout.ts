// The one computation of an order's figures from the database (after-cart.md "Money, once
// more"), shared by the checkout summary and the placing transaction so both always agree:
// every cart line priced today (core/pricing through cartItemTerms), its limits checked, the
// coupon checked (core/coupon), the delivery charge chosen (core/delivery-charge) from the
// customer's own address or the shop's own pickup point, the totals (core/checkout-totals), and
// what the customer's balances hold.
// It reads only: the placing transaction passes its Trx so the reads see what it will change.
import { checkCoupon, couponTriesExceeded, normalizeCouponCode, type CouponResult } from '../../../core/coupon';
import { couponGuessesExhausted } from './coupon-guesses';
import { checkoutTotals, type CheckoutFigures } from '../../../core/checkout-totals';
import { deliveryCharge, PICKUP } from '../../../core/delivery-charge';
import { orderMessages } from '../../../core/order-messages';
import { stockFigure } from '../../../core/quantity';
import { listCartLines, listVariantValueLabels, type CartLineRow } from '../../../db/cart.repository';
import { findBalances, type BalanceSums } from '../../../db/balance.repository';
import type { Db } from '../../../db/client';
import { findAddressWithDistrictCharges, type AddressWithCharges } from '../../../db/customer-address.repository';
import { countCustomerCouponUses } from '../../../db/order.repository';
import type { Coupon, CustomerAddress, PickupPoint, Shop } from '../../../db/schema';
import { findCouponByCode, findPickupPoint } from '../../../db/shop-settings.repository';
import { isStoredId } from '../../../core/cart';
import { cartItemTerms, lineCombination } from '../../catalog/operations/cart-item-terms';
import { lineImage, valueImageMap } from '../../catalog/operations/line-image';
import { productPricing, variantPricing } from '../../catalog/operations/product-pricing';
import { DomainError } from '../../domain-error';
import type { CheckoutChoice, CheckoutLine } from '../checkout-types';

export interface PricedLine extends CheckoutLine {
  lineId: number;
  discount: number;
  resellerEarning: number;
  cashback: number;
  hasVariant: boolean;
  unlimited: boolean;
  /** Why this line cannot be ordered as it is, or null. */
  problem: DomainError | null;
  attachmentId: number | null;
  attachmentName: string | null;
  attachmentTitle: string | null;
  /** The product's Bangla name, if it has one (shown on a Bangla page; the order keeps `name`). */
  nameBn: string | null;
}

export interface PricedCheckout {
  lines: PricedLine[];
  couponCode: string;
  coupon: Coupon | null;
  /** null when no code was given. */
  couponResult: CouponResult | null;
  address: CustomerAddress | null;
  pickup: PickupPoint | null;
  figures: CheckoutFigures;
  /** What each of the customer's balances holds now (read in the caller's transaction when placing). */
  available: BalanceSums;
  /** The first reason the order cannot be placed as chosen (a coupon refusal is not one: it is only not applied). */
  blocking: DomainError | null;
}

function priceLine(row: CartLineRow, labels: Map<number, string>, images: ReadonlyMap<number, string | null>, shop: Shop): PricedLine {
  const product = row;
  const hasVariant = row.has_variant === 1;
  const exists = row.status === 1 && (!hasVariant || row.vp_id !== null);
  const combination = lineCombination(row);
  const terms = cartItemTerms(product, combination, shop);
  const price = combination ? variantPricing(product, combination, shop) : { ...productPricing(product, shop), unit: product.unitprice };
  const quantity = row.line_quantity;
  let problem: DomainError | null = null;
  if (!exists || terms.status === 0) problem = new DomainError('out_of_stock', orderMessages.lineUnavailable(row.name));
  else if (terms.maxItemInOrder > 0 && quantity > terms.maxItemInOrder) problem = new DomainError('limit_reached', orderMessages.lineOverLimit(row.name, terms.maxItemInOrder));
  else if (terms.limit !== null && quantity > terms.limit) {
    const available = stockFigure({ quantity: terms.stock, unlimited: terms.unlimited, maxItemInOrder: terms.maxItemInOrder });
    problem = new DomainError('out_of_stock', orderMessages.lineMoreThanStock(row.name, Number.isFinite(available) ? Math.max(0, available) : 0));
  }
  const variantLabel = row.variant === '' ? '' : row.variant.split('-').map((id) => labels.get(Number(id)) ?? id).join(', ');
  return {
    lineId: row.line_id,
    uid: row.uid,
    productId: row.id,
    variant: row.variant,
    name: row.name,
    nameBn: row.name_bn,
    variantLabel,
    image: lineImage(row.variant, images, row.thumbnail_image),
    unitPrice: price.unit,
    sellPrice: price.sellPrice,
    quantity,
    lineTotal: price.sellPrice * quantity,
    discount: price.discount,
    resellerEarning: price.resellerEarning,
    cashback: price.cashback,
    hasVariant,
    unlimited: terms.unlimited,
    problem,
    attachmentId: row.attachment_stored_name ? row.line_attachment_id : null,
    attachmentName: row.attachment_original_name ?? null,
    attachmentTitle: row.attachment_stored_name ? row.attachment_field_title?.trim() || 'Attachment' : null,
  };
}

const NO_BALANCES: BalanceSums = { recharge: 0, refund: 0, cashback: 0 };

export interface PriceOptions {
  /**
   * Whether to read what the customer's balances hold (default true). Placing an order that
   * uses none of them skips the read — one round trip fewer in the placing transaction — and
   * takes them as empty (docs/decisions/069).
   */
  balances?: boolean;
  /**
   * The home-delivery address and the shop's district charges as the placing transaction's
   * customer lock already read them (PostgreSQL: one round trip fewer; docs/decisions/073);
   * null: no such address of the customer. Undefined: read here.
   */
  address?: AddressWithCharges | null;
}

export async function priceCheckout(db: Db, shop: Shop, customerId: number, choice: CheckoutChoice, nowMs: number, options: PriceOptions = {}): Promise<PricedCheckout> {
  const rows = await listCartLines(db, shop.id, customerId);
  const valueIds = rows.flatMap((r) => (r.variant === '' ? [] : r.variant.split('-').map(Number)));
  const values = await listVariantValueLabels(db, shop.id, valueIds);
  const labels = new Map(values.map((v) => [v.id, `${v.title}: ${v.label}`]));
  const images = valueImageMap(values);
  const lines = rows.map((row) => priceLine(row, labels, images, shop));
  let blocking: DomainError | null = null;
  if (lines.length === 0) blocking = new DomainError('invalid', orderMessages.cartEmpty);
  blocking ??= lines.find((l) => l.problem)?.problem ?? null;
  // What can be ordered counts towards the totals (a blocked line is shown, not charged).
  const priced = lines.filter((l) => !l.problem);

  let address: CustomerAddress | null = null;
  let pickup: PickupPoint | null = null;
  let districts: Record<string, number> = {};
  if (choice.shippingType === PICKUP) {
    if (choice.pickupPoint === null) blocking ??= new DomainError('invalid', orderMessages.pickupRequired, { pickupPoint: orderMessages.pickupRequired });
    else {
      pickup = (isStoredId(choice.pickupPoint) ? await findPickupPoint(db, shop.id, choice.pickupPoint) : undefined) ?? null;
      if (!pickup) throw new DomainError('not_found', orderMessages.pickupNotFound);
    }
  } else if (choice.shippingAddress === null) {
    blocking ??= new DomainError('invalid', orderMessages.addressRequired, { shippingAddress: orderMessages.addressRequired });
  } else {
    // The address and the shop's per-district charges in one read (only home delivery needs them).
    const found =
      options.address !== undefined ? (options.address ?? undefined) : isStoredId(choice.shippingAddress) ? await findAddressWithDistrictCharges(db, shop.id, customerId, choice.shippingAddress) : undefined;
    if (!found) throw new DomainError('not_found', orderMessages.addressNotFound);
    address = found.address;
    districts = found.districtCharges;
  }

  const cartTotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const couponCode = normalizeCouponCode(choice.coupon_code);
  let coupon: Coupon | null = null;
  let couponResult: CouponResult | null = null;
  if (couponCode !== '') {
    // Past COUPON_GUESS_RULE no code is looked up; callers count codes that do not exist
    // (countCouponGuess, outside their transactions so a refused order still counts).
    if (await couponGuessesExhausted(db, shop.id, customerId, nowMs)) {
      couponResult = couponTriesExceeded();
    } else {
      coupon = (await findCouponByCode(db, shop.id, couponCode)) ?? null;
      const customerUses = coupon ? await countCustomerCouponUses(db, shop.id, coupon.id, customerId) : 0;
      couponResult = checkCoupon(coupon ? { ...coupon, customer_uses: customerUses } : null, cartTotal, nowMs);
    }
  }

  const settings = {
    insideDhaka: shop.delivery_inside_dhaka,
    outsideDhaka: shop.delivery_outside_dhaka,
    districts,
    freeOver: shop.free_delivery_over,
  };
  const charge =
    pickup || address
      ? deliveryCharge({ shippingType: choice.shippingType, district: address?.district ?? null, pickupPointCharge: pickup?.charge ?? null, cartTotal, settings })
      : 0;
  const totals = checkoutTotals({
    lines: priced,
    couponDiscount: couponResult?.ok ? couponResult.discount : 0,
    deliveryCharge: charge,
  });
  const figures: CheckoutFigures = { cartTotal: totals.cartTotal, couponDiscount: totals.couponDiscount, deliveryCharge: totals.deliveryCharge, orderTotal: totals.orderTotal };
  const available = options.balances === false ? { ...NO_BALANCES } : await findBalances(db, shop.id, customerId);
  return { lines, couponCode, coupon, couponResult, address, pickup, figures, available, blocking };
}
