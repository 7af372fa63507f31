// Place an order (after-cart.md "Placing an order"; issue 11 item 4). Everything happens in
// ONE write transaction (runWrite: BEGIN IMMEDIATE on SQLite) or not at all:
//   1. the Idempotency-Key row is inserted first (unique per shop + customer): a concurrent
//      duplicate waits for the first to commit and then answers its order; the same key with
//      another body is refused (422); then the customer's row is locked (FOR UPDATE on
//      PostgreSQL), so one customer's placements take turns whatever keys they carry (two tabs,
//      a double tap without a key): the second finds the cart already ordered and is told
//      which order it became (409), never a second order (decision 036);
//   2. every cart line is repriced today and its limits checked (priceCheckout), the coupon
//      checked, the delivery charge chosen, the totals computed;
//   3. what the shopper saw (customer_cart_total, finalDeliveryCharge, coupon_discount) is
//      compared with the server's figures: any difference is a 409 with the new figures;
//   4. (stock and the coupon's use: last, step 8);
//   5. the balances used are checked against what they hold (read in this transaction) and,
//      once the order exists, each debited with a conditional update (`refund >= n`): a
//      concurrent order that spent them first makes this one refuse (insufficient_balance);
//      an order the balances cover in full is paid by them (method `balance`, `paid`);
//   6. the order (with an unguessable code drawn again on the rare clash), its line snapshots,
//      a 'pending' timeline entry, its payment row; the cart lines emptied — every one of them
//      still there, or the whole placement is refused (a second guard beside the customer
//      lock); a cash-on-delivery order at a shop that asks the delivery charge in advance
//      records that advance as due (`advance_due`) with its online attempt, and is refused
//      when no online method can take it;
//   7. the follow-ups enqueued in the same transaction (the "order placed" SMS);
//   8. last, right before the commit (after the key's answer is saved): stock is taken with
//      conditional updates (`quantity >= n` unless unlimited; the combination for a variant
//      product, whose product keeps the aggregate) in (product, variant) order, then the
//      coupon's use conditionally (`uses < max_uses`), the customer's own use count re-checked
//      (after the customer's row lock, so it sees a concurrent order's committed use) and the
//      use recorded — rows locked in the order every transaction uses (giving an order back
//      restores stock, then the coupon's use), and the hot rows held for a round trip or two
//      and the commit, not the whole order.
// Round trips (issue 27 item 3, docs/decisions/069): on PostgreSQL the writes whose answer
// nothing waits for — the lines, the timeline entry, the payment rows, the SMS job, the key's
// answer — go with the next statement that needs one (emptying the cart, taking the stock) as
// WITH clauses (db/deferred-writes.ts); the customer's lock reads the SMS recipient, the address
// read carries the district charges, and the balances are read only when the order uses them.
// Since decision 073 on PostgreSQL: the customer's lock also reserves the order's id (so the
// order's insert is deferred too) and reads the delivery address; BEGIN goes with the key's
// insert and the last statement (the stock, or the coupon's use) with the COMMIT — five round
// trips, the hot row locked for one; the cart badge after the order is not read again.
// A refusal at any step throws and rolls everything back.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { balancesCovering, checkoutTotals, figureChangeTexts, figuresChanged, type Balances, type CheckoutFigures } from '../../core/checkout-totals';
import { checkoutMessages, couponMessages } from '../../core/checkout-messages';
import { countCouponGuess, couponGuessRetryAfter } from './operations/coupon-guesses';
import { ORDER_CODE_BYTES, orderCodeFrom } from '../../core/order-code';
import { isStoredId } from '../../core/cart';
import { PICKUP } from '../../core/delivery-charge';
import { orderMessages } from '../../core/order-messages';
import { announceJobs } from '../../db/job.repository';
import {
  countCustomerCouponUses,
  deleteCartLinesByIds,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  findNewestCustomerOrderSince,
  insertCouponUseLast,
  insertIdempotencyKey,
  insertFirstOrderEvent,
  insertOrderIfCodeFree,
  insertOrderLines,
  isOrderCodeClash,
  insertPaymentDeferred,
  lockCustomerForOrder,
  saveIdempotencyResponse,
  takeCouponUse,
} from '../../db/order.repository';
import { afterCommit, runWrite, type Trx } from '../../db/run-write';
import { flushDeferredWrites } from '../../db/deferred-writes';
import { customerTexts } from '../../core/customer-texts';
import { inLockOrder, takeStock, takeStockLast } from '../../db/stock.repository';
import type { OrderStatus, PaymentMethod, PaymentState, PaymentStatus } from '../../db/schema';
import { enqueueSmsDeferred } from '../adapters/send-sms-job';
import { cartEmptiedBy } from '../cart/operations/known-cart-badge';
import { enqueueOwnerOrderAlert } from '../notifications/operations/owner-alert';
import { codAdvanceMethod, codAdvanceOf } from '../payments/operations/cod-advance';
import { createPaymentAttempt, enqueueOrderExpiry } from '../payments/operations/create-payment-attempt';
import { orderPaymentUrl } from '../payments/operations/order-payment-url';
import { paymentMessages, providerLabel } from '../payments/payment-messages';
import { debitForOrder } from '../balances/operations/order-balances';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { DomainError } from '../domain-error';
import type { PlacedOrder, PlaceOrderInput } from './checkout-types';
import { balanceField, checkoutChoiceFields, seenFigureField } from './checkout-input';
import { priceCheckout } from './operations/price-checkout';
import { shopPaymentMethods } from '../payments/operations/payment-options';

/**
 * Place order's input, as the payment page's form and the API send it (the API adds its own
 * default method, cash on delivery, and the idempotency key).
 */
export const placeOrderInput = z.object({
  ...checkoutChoiceFields,
  selected_payment_option: z.enum(['cod', 'bkash', 'stripe', 'balance'], { error: checkoutMessages.choosePaymentMethod }),
  recharge_paid: balanceField,
  refund_paid: balanceField,
  cashback_paid: balanceField,
  customer_cart_total: seenFigureField(false),
  finalDeliveryCharge: seenFigureField(false),
  coupon_discount: seenFigureField(true),
}) satisfies z.ZodType<PlaceOrderInput, unknown>;

/** The figures a 409 answers with, so the page can show what changed. */
export interface ChangedFigures {
  cart_total: number;
  finalDeliveryCharge: number;
  coupon_discount: number;
  order_total: number;
}

/** The cart was ordered a moment ago by a concurrent placement (another tab, a double tap): 409 naming that order. */
export class CartAlreadyOrderedError extends DomainError {
  readonly purchaseId: number;
  readonly orderCode: string;
  constructor(order: { id: number; code: string }) {
    super('conflict', orderMessages.cartAlreadyOrdered(order.code));
    this.purchaseId = order.id;
    this.orderCode = order.code;
  }
}

/** How far back an emptied cart is taken as "already ordered" rather than simply empty. */
const ALREADY_ORDERED_WINDOW_MS = 10 * 60 * 1000;

/** The figures the shopper confirmed are not the server's: 409 (conflict) with the new figures; nothing changed. */
export class FiguresChangedError extends DomainError {
  readonly figures: ChangedFigures;
  constructor(figures: ChangedFigures, changes: Record<string, string>) {
    super('conflict', checkoutMessages.figuresChanged, changes);
    this.figures = figures;
  }
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,120}$/;
/** Keys are kept at least 24 h (after-cart.md); older ones are dropped now and then. */
const KEEP_KEYS_MS = 48 * 60 * 60 * 1000;

/**
 * How an order is paid by its method: the place where a payment provider plugs in (issue 12:
 * bKash and Stripe start an online payment here and the order waits for its confirmation).
 */
interface PaymentPlan {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentState: PaymentState;
}
function paymentPlanFor(method: PaymentMethod): PaymentPlan {
  switch (method) {
    case 'cod':
      return { status: 'pending', paymentStatus: 'unpaid', paymentState: 'created' };
    case 'bkash':
    case 'stripe':
      // Unpaid until the provider confirms (services/payments/); started after the commit.
      return { status: 'pending', paymentStatus: 'unpaid', paymentState: 'created' };
    case 'balance':
      // Paid in full by the balances debited in the placing transaction.
      return { status: 'pending', paymentStatus: 'paid', paymentState: 'paid' };
  }
}

/** A stable digest of what was asked (the key's body): same input, same hash. */
function requestHash(input: PlaceOrderInput): string {
  const fields = [
    input.shippingType,
    input.shippingAddress,
    input.pickupPoint,
    input.coupon_code.trim().toUpperCase(),
    input.selected_payment_option,
    input.recharge_paid,
    input.refund_paid,
    input.cashback_paid,
    input.customer_cart_total,
    input.finalDeliveryCharge,
    input.coupon_discount,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function toChanged(figures: CheckoutFigures): ChangedFigures {
  return { cart_total: figures.cartTotal, finalDeliveryCharge: figures.deliveryCharge, coupon_discount: figures.couponDiscount, order_total: figures.orderTotal };
}

export async function placeOrder(ctx: Ctx, input: PlaceOrderInput, idempotencyKey: string | null): Promise<PlacedOrder> {
  const { db, shop } = ctx;
  const customerId = requireCustomerId(ctx);
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw new DomainError('invalid', orderMessages.idempotencyKeyInvalid);
  const method = input.selected_payment_option;
  if (!shopPaymentMethods(shop).includes(method) && method !== 'balance') {
    throw new DomainError('invalid', orderMessages.methodNotOffered, { selected_payment_option: orderMessages.methodNotOffered });
  }
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();
  const scope = `customer:${customerId}`;
  const hash = requestHash(input);

  const place = () => runWrite(db, async (trx): Promise<{ order: PlacedOrder; paysOnline: boolean; placedNow?: true }> => {
    let keyId: number | null = null;
    if (idempotencyKey !== null) {
      keyId = await insertIdempotencyKey(trx, { shop_id: shop.id, scope, key: idempotencyKey, request_hash: hash, created_at: now });
      // A repeated key answers what the first placement answered, with its payment page if it has one.
      if (keyId === null) return { order: await replay(trx, shop.id, scope, idempotencyKey, hash), paysOnline: true };
      if (Math.random() < 0.01) await deleteIdempotencyKeysBefore(trx, new Date(nowMs - KEEP_KEYS_MS).toISOString());
    }
    // The key's answer is saved inside, before the cart is emptied (one statement carries both on PostgreSQL).
    const { order, last, paysOnline } = await placeInTransaction(ctx, trx, customerId, input, nowMs, keyId);
    // The last statements before the commit (step 8): a refusal here rolls back the order and the key's answer with it.
    await takeLast(trx, shop.id, last);
    afterCommit(trx, () => announceJobs());
    return { order, paysOnline, placedNow: true };
  });
  // The order code seen free when the customer was locked was taken by a concurrent order before
  // this one's insert reached the database (PostgreSQL, decision 073; about one in 10^12): all of
  // it rolled back, so it is placed again with another code.
  const placed = async (tries = 0): Promise<{ order: PlacedOrder; paysOnline: boolean; placedNow?: true }> => place().catch((error: unknown) => (isOrderCodeClash(error) && tries < 3 ? placed(tries + 1) : Promise.reject(error)));
  return placed().then(
    async ({ order, paysOnline, placedNow }) => {
      // The order took every line of the cart: the badge after it is an empty cart's, not read again.
      if (placedNow) cartEmptiedBy(ctx);
      // An order nothing is paid online for has no payment page to look up (one read fewer).
      return { ...order, payment_url: paysOnline ? await orderPaymentUrl(ctx, order) : null };
    },
    async (error: unknown) => {
      // A code that does not exist counts as a guess even though the refused order rolled back.
      if (error instanceof DomainError && error.details?.coupon_code === couponMessages.unknown) await countCouponGuess(db, shop.id, customerId, nowMs);
      throw error;
    },
  );
}

async function replay(trx: Trx, shopId: number, scope: string, key: string, hash: string): Promise<PlacedOrder> {
  const row = await findIdempotencyKey(trx, shopId, scope, key);
  if (!row) throw new DomainError('conflict', orderMessages.orderInProgress);
  if (row.request_hash !== hash) throw new DomainError('invalid', orderMessages.idempotencyKeyReused);
  if (row.response === null) throw new DomainError('conflict', orderMessages.orderInProgress);
  return JSON.parse(row.response) as PlacedOrder;
}

/**
 * The balance amounts of the order: as typed, except that "My balance" as the payment method
 * takes the rest of the total from the balances itself (issue 23 item 4, core/checkout-totals.ts).
 */
function balancesAsked(input: PlaceOrderInput, orderTotal: number, available: Balances) {
  const typed = { recharge: input.recharge_paid, refund: input.refund_paid, cashback: input.cashback_paid };
  return input.selected_payment_option === 'balance' ? balancesCovering(orderTotal, available, typed) : typed;
}

type PricedLines = Awaited<ReturnType<typeof priceCheckout>>['lines'];

/** Steps 1–7 (see the header): the order written, its stock and coupon use still to take (takeLast). */
async function placeInTransaction(ctx: Ctx, trx: Trx, customerId: number, input: PlaceOrderInput, nowMs: number, keyId: number | null): Promise<{ order: PlacedOrder; last: LastTakes; paysOnline: boolean }> {
  const { shop } = ctx;
  const now = new Date(nowMs).toISOString();
  // One customer's placements take turns (see the header): after this, the cart read is what the
  // previous one left. The order's code is drawn first: on PostgreSQL the same statement reserves
  // the order's id when the code is free, and the order's insert needs no round trip of its own.
  // The home-delivery address goes with the lock too (PostgreSQL): one round trip fewer.
  let code = orderCodeFrom(randomBytes(ORDER_CODE_BYTES));
  const homeAddressId = input.shippingType !== PICKUP && input.shippingAddress !== null && isStoredId(input.shippingAddress) ? input.shippingAddress : null;
  const recipient = await lockCustomerForOrder(trx, shop.id, customerId, code, homeAddressId);
  // What the balances hold is read only when the order uses them (the debits are conditional anyway).
  const usesBalances = input.selected_payment_option === 'balance' || input.recharge_paid > 0 || input.refund_paid > 0 || input.cashback_paid > 0;
  const priced = await priceCheckout(trx, shop, customerId, input, nowMs, { balances: usesBalances, address: recipient.address });
  if (priced.lines.length === 0) {
    const recent = await findNewestCustomerOrderSince(trx, shop.id, customerId, new Date(nowMs - ALREADY_ORDERED_WINDOW_MS).toISOString());
    if (recent) throw new CartAlreadyOrderedError(recent);
  }
  if (priced.blocking) throw priced.blocking;

  // A code that is given must apply: the shopper confirmed a discount (or its absence) with it.
  if (priced.couponResult && !priced.couponResult.ok) {
    const { reason, message } = priced.couponResult;
    if (reason === 'too_many_tries') throw new DomainError('rate_limited', message, { coupon_code: message }, { retryAfterSeconds: couponGuessRetryAfter(nowMs) });
    throw new DomainError(reason === 'exhausted' || reason === 'customer_limit' ? 'coupon_exhausted' : 'invalid', message, { coupon_code: message });
  }

  // Balances: each share within what it holds now (read in this transaction), all within the total.
  const totals = checkoutTotals({
    lines: priced.lines,
    couponDiscount: priced.figures.couponDiscount,
    deliveryCharge: priced.figures.deliveryCharge,
    balances: balancesAsked(input, priced.figures.orderTotal, priced.available),
    available: priced.available,
  });
  if (!totals.ok) throw new DomainError(totals.reason === 'balance_invalid' ? 'invalid' : 'insufficient_balance', totals.message);

  const seen = { customer_cart_total: input.customer_cart_total, finalDeliveryCharge: input.finalDeliveryCharge, coupon_discount: input.coupon_discount };
  if (figuresChanged(seen, priced.figures).length > 0) {
    const texts = figureChangeTexts(seen, priced.figures);
    const changes: Record<string, string> = {};
    for (const [i, figure] of figuresChanged(seen, priced.figures).entries()) changes[figure] = texts[i]!;
    throw new FiguresChangedError(toChanged(priced.figures), changes);
  }
  if (input.selected_payment_option === 'balance' && !totals.coveredByBalances) {
    throw new DomainError('insufficient_balance', orderMessages.balanceNeedsCover, { selected_payment_option: orderMessages.balanceNeedsCover });
  }
  const method: PaymentMethod = totals.coveredByBalances ? 'balance' : input.selected_payment_option;
  const plan = paymentPlanFor(method);
  if ((method === 'bkash' || method === 'stripe') && !ctx.deps.payments[method]) {
    const message = paymentMessages.notConfigured(providerLabel[method] ?? method);
    throw new DomainError('invalid', message, { selected_payment_option: message });
  }
  // Cash on delivery with an advance (the shop's `cod_advance = delivery_charge`): the delivery
  // charge is paid online first, by the shop's first online method that is configured.
  const advance = method === 'cod' ? codAdvanceOf(shop, totals.deliveryCharge, totals.payable) : 0;
  const advanceBy = advance > 0 ? codAdvanceMethod(ctx) : undefined;
  // The advance is the condition of confirming the order: without a way to pay it, no such order.
  if (advance > 0 && !advanceBy) throw new DomainError('invalid', paymentMessages.advanceUnavailable, { selected_payment_option: paymentMessages.advanceUnavailable });

  const coupon = priced.couponResult?.ok ? priced.coupon : null;

  const { address, pickup } = priced;
  const base = {
    shop_id: shop.id,
    customer_id: customerId,
    status: plan.status,
    payment_status: plan.paymentStatus,
    payment_method: method,
    shipping_type: input.shippingType,
    ship_name: address?.name ?? null,
    ship_phone: address?.phone ?? null,
    ship_district: address?.district ?? null,
    ship_area: address?.area ?? null,
    ship_address: address?.address ?? null,
    ship_note: address?.note ?? null,
    pickup_point_id: pickup?.id ?? null,
    pickup_name: pickup?.name ?? null,
    pickup_address: pickup?.address ?? null,
    pickup_phone: pickup?.phone ?? null,
    pickup_hours: pickup?.hours ?? null,
    cart_total: totals.cartTotal,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_discount: totals.couponDiscount,
    delivery_charge: totals.deliveryCharge,
    order_total: totals.orderTotal,
    recharge_paid: totals.balancesUsed.recharge,
    refund_paid: totals.balancesUsed.refund,
    cashback_paid: totals.balancesUsed.cashback,
    payable: totals.payable,
    total_items: priced.lines.reduce((sum, l) => sum + l.quantity, 0),
    courier: null,
    tracking_code: null,
    restored_at: null,
    placed_at: now,
    updated_at: now,
    advance_due: advance,
  };
  let orderId: number | null = await insertOrderIfCodeFree(trx, { ...base, code }, recipient.reservedOrderId);
  for (let attempt = 1; orderId === null; attempt++) {
    if (attempt === 8) throw new DomainError('conflict', orderMessages.orderInProgress);
    code = orderCodeFrom(randomBytes(ORDER_CODE_BYTES));
    orderId = await insertOrderIfCodeFree(trx, { ...base, code });
  }
  const owesOnline = method === 'bkash' || method === 'stripe' || advance > 0;
  // The balance debits and an online payment's attempt are written at once and refer to the
  // order: its insert, if it waits (PostgreSQL), goes first.
  if (totals.balancesTotal > 0 || owesOnline) await flushDeferredWrites(trx);

  await insertOrderLines(
    trx,
    priced.lines.map((l) => ({
      shop_id: shop.id,
      order_id: orderId,
      product_id: l.productId,
      variant: l.variant,
      name: l.name,
      variant_label: l.variantLabel,
      image: l.image,
      unit_price: l.unitPrice,
      sell_price: l.sellPrice,
      discount: l.discount,
      reseller_earning: l.resellerEarning,
      cashback: l.cashback,
      quantity: l.quantity,
      line_total: l.lineTotal,
      attachment_id: l.attachmentId,
      attachment_name: l.attachmentName,
      attachment_title: l.attachmentTitle,
    })),
  );
  // The balances' shares, each with one conditional update: a concurrent order that spent them first refuses this one.
  await debitForOrder(trx, { id: orderId, shop_id: shop.id, customer_id: customerId, code }, totals.balancesUsed, now);
  await insertFirstOrderEvent(trx, { shopId: shop.id, orderId, status: 'pending', actorKind: 'customer', actorId: customerId, note: null, at: now });
  // What the balances paid is a payment too (confirmed by the ledger entries just written).
  if (totals.balancesTotal > 0) {
    await insertPaymentDeferred(trx, { shop_id: shop.id, order_id: orderId, customer_id: customerId, provider: 'balance', reference: `order:${orderId}`, amount: totals.balancesTotal, state: 'paid', raw: null, created_at: now, updated_at: now });
  }
  if ((method === 'bkash' || method === 'stripe') && totals.payable > 0) {
    await createPaymentAttempt(ctx, trx, { id: orderId, code, customer_id: customerId }, method, 'order', totals.payable, now);
    await enqueueOrderExpiry(trx, shop.id, orderId, nowMs, now);
  } else if (totals.payable > 0) {
    if (advance > 0 && (advanceBy === 'bkash' || advanceBy === 'stripe')) {
      await createPaymentAttempt(ctx, trx, { id: orderId, code, customer_id: customerId }, advanceBy, 'advance', advance, now);
      await enqueueOrderExpiry(trx, shop.id, orderId, nowMs, now);
    }
    if (totals.payable - advance > 0) {
      await insertPaymentDeferred(trx, { shop_id: shop.id, order_id: orderId, customer_id: customerId, provider: method, reference: null, amount: totals.payable - advance, state: plan.paymentState, raw: null, created_at: now, updated_at: now });
    }
  }
  // "Placed" only for an order nothing online is owed on (cash on delivery without an advance,
  // balances): an online payment, or a COD advance, sends it once the payment is confirmed
  // (services/payments/operations/record-payment-outcome.ts; issue 23 item 3).
  // In the customer's language: their account's, else the shop's default (docs/decisions/053).
  if (!owesOnline && recipient.phone) {
    const text = customerTexts(recipient.language ?? shop.default_language).placedSms(shop.shop_name, code, totals.orderTotal);
    await enqueueSmsDeferred(trx, shop.id, { to: recipient.phone, text }, nowMs);
  }
  // The owner's SMS for a new order, when the shop turned it on (docs/decisions/057).
  await enqueueOwnerOrderAlert(trx, shop, { code, total: totals.orderTotal }, nowMs);

  const order = { purchase_id: orderId, code, status: plan.status, payment_status: plan.paymentStatus, order_total: totals.orderTotal, payable: totals.payable };
  if (keyId !== null) await saveIdempotencyResponse(trx, keyId, 200, JSON.stringify(order));
  // Every line priced must still be there to empty: fewer means another placement took them.
  // (On PostgreSQL this statement carries the order's deferred writes above, so the stock's
  // statement, on the hot row, carries none.)
  if ((await deleteCartLinesByIds(trx, shop.id, customerId, priced.lines.map((l) => l.lineId))) !== priced.lines.length) {
    throw new DomainError('conflict', orderMessages.orderInProgress);
  }
  return { order, paysOnline: owesOnline, last: { lines: priced.lines, coupon: coupon ? { id: coupon.id, maxUsesPerCustomer: coupon.max_uses_per_customer } : null, customerId, orderId, now } };
}

/** What placeInTransaction leaves for the last statements before the commit (step 8). */
interface LastTakes {
  lines: PricedLines;
  coupon: { id: number; maxUsesPerCustomer: number | null } | null;
  customerId: number;
  orderId: number;
  now: string;
}

/**
 * Stock and the coupon's use last, right before the commit (issue 27 item 3): on PostgreSQL a
 * product's row (and a popular coupon's) is the one every order of it waits on, so it is locked
 * for these updates and the commit only, not for the order's other statements. Rows are locked in
 * the one order every transaction uses — products in (product, variant) order, then the coupon —
 * as giving an order back does (stock, then the coupon's use), so no two transactions wait on
 * each other. A line that cannot be taken, or a coupon used up, refuses the order and rolls back
 * all of it.
 */
async function takeLast(trx: Trx, shopId: number, last: LastTakes): Promise<void> {
  const { coupon, customerId, orderId, now } = last;
  const limited = inLockOrder(last.lines).filter((line) => !line.unlimited);
  for (const [i, line] of limited.entries()) {
    const item = { productId: line.productId, variant: line.hasVariant ? line.variant : '' };
    // The transaction's very last statement, when no coupon follows, goes with its COMMIT (PostgreSQL; decision 073).
    const taken = i === limited.length - 1 && !coupon ? await takeStockLast(trx, shopId, item, line.quantity) : await takeStock(trx, shopId, item, line.quantity);
    if (!taken) throw new DomainError('out_of_stock', orderMessages.soldOut(line.name));
  }
  if (!coupon) return;
  if (!(await takeCouponUse(trx, shopId, coupon.id, now))) throw new DomainError('coupon_exhausted', couponMessages.exhausted, { coupon_code: couponMessages.exhausted });
  // The customer's own uses, after the customer's row lock (a concurrent order of theirs has committed its use).
  const perCustomer = coupon.maxUsesPerCustomer;
  if (perCustomer !== null && perCustomer > 0 && (await countCustomerCouponUses(trx, shopId, coupon.id, customerId)) >= perCustomer) {
    throw new DomainError('coupon_exhausted', couponMessages.customerLimit, { coupon_code: couponMessages.customerLimit });
  }
  // The last statement, with the COMMIT (PostgreSQL; decision 073).
  await insertCouponUseLast(trx, { shopId, couponId: coupon.id, customerId, orderId, now });
}
