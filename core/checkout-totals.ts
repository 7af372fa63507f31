// The figures of an order (after-cart.md "Money, once more"), all whole taka:
// - cart_total = Σ line sellPrice × quantity (lines priced today by core/pricing.ts);
// - coupon_discount (core/coupon.ts), kept within 0..cart_total; delivery_charge
//   (core/delivery-charge.ts), never below 0;
// - order_total = max(0, cart_total − coupon_discount + delivery_charge);
// - the balances the shopper asks to use (recharge_paid, refund_paid, cashback_paid) are
//   whole taka ≥ 0 (a number or a string of digits; missing or '' is 0), each at most what
//   that balance holds and together at most order_total, else the order is refused with the
//   reason; payable = order_total − balances used, paid by the chosen method — by the
//   balances alone when they cover it all (coveredByBalances);
// - figuresChanged: what the shopper saw (customer_cart_total, finalDeliveryCharge,
//   coupon_discount as the client sends them) against the server's figures. A figure that is
//   missing or unreadable counts as changed — nobody pays an amount they did not see —
//   except coupon_discount, which a client without a coupon may leave out (seen as 0).
import { balanceMessages, checkoutMessages } from './checkout-messages';
import { formatTaka } from './money';

export const BALANCE_KINDS = ['recharge', 'refund', 'cashback'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
export type Balances = { readonly [K in BalanceKind]: number };

export interface CheckoutLine {
  readonly sellPrice: number;
  readonly quantity: number;
}

export interface CheckoutTotalsInput {
  readonly lines: readonly CheckoutLine[];
  readonly couponDiscount: number;
  readonly deliveryCharge: number;
  /** The amounts the shopper asks to take from each balance, as sent (missing = 0). */
  readonly balances?: { readonly [K in BalanceKind]?: unknown };
  /** What each balance holds now (missing = 0). */
  readonly available?: Partial<Balances>;
}

export interface CheckoutFigures {
  readonly cartTotal: number;
  readonly couponDiscount: number;
  readonly deliveryCharge: number;
  readonly orderTotal: number;
}

export type BalanceRefusal = 'balance_invalid' | 'balance_exceeds_available' | 'balances_exceed_total';

export type CheckoutTotals = CheckoutFigures &
  (
    | {
        readonly ok: true;
        readonly balancesUsed: Balances;
        readonly balancesTotal: number;
        readonly payable: number;
        readonly coveredByBalances: boolean;
      }
    | { readonly ok: false; readonly reason: BalanceRefusal; readonly balance: BalanceKind | null; readonly message: string }
  );

function whole(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** A whole amount ≥ 0 as sent by a client (number or digit string; missing or '' is 0); NaN otherwise. */
export function parseBalanceAmount(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value.trim());
  return Number.NaN;
}

/** cart_total of priced lines. */
export function cartTotalOf(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + whole(line.sellPrice) * whole(line.quantity), 0);
}

/** The order's figures and the balances' share of it. */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const cartTotal = cartTotalOf(input.lines);
  const couponDiscount = Math.min(whole(input.couponDiscount), cartTotal);
  const deliveryCharge = whole(input.deliveryCharge);
  const orderTotal = Math.max(0, cartTotal - couponDiscount + deliveryCharge);
  const figures: CheckoutFigures = { cartTotal, couponDiscount, deliveryCharge, orderTotal };
  const used = { recharge: 0, refund: 0, cashback: 0 };
  for (const kind of BALANCE_KINDS) {
    const amount = parseBalanceAmount(input.balances?.[kind]);
    if (Number.isNaN(amount)) return { ...figures, ok: false, reason: 'balance_invalid', balance: kind, message: balanceMessages.invalid };
    const available = whole(input.available?.[kind] ?? 0);
    if (amount > available) {
      return { ...figures, ok: false, reason: 'balance_exceeds_available', balance: kind, message: balanceMessages.moreThanAvailable(kind, available) };
    }
    used[kind] = amount;
  }
  const balancesTotal = used.recharge + used.refund + used.cashback;
  if (balancesTotal > orderTotal) {
    return { ...figures, ok: false, reason: 'balances_exceed_total', balance: null, message: balanceMessages.moreThanTotal(orderTotal) };
  }
  const payable = orderTotal - balancesTotal;
  return { ...figures, ok: true, balancesUsed: used, balancesTotal, payable, coveredByBalances: payable === 0 && balancesTotal > 0 };
}

export type SeenFigure = 'customer_cart_total' | 'finalDeliveryCharge' | 'coupon_discount';
export const SEEN_FIGURES: readonly SeenFigure[] = ['customer_cart_total', 'finalDeliveryCharge', 'coupon_discount'];
export type SeenFigures = { readonly [K in SeenFigure]?: unknown };

/** A figure as the client sent it: a finite number or a decimal string; null when missing or unreadable. */
export function parseSeenFigure(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}(?:\.\d+)?\s*$/.test(value)) return Number(value.trim());
  return null;
}

function serverValue(figure: SeenFigure, server: Pick<CheckoutFigures, 'cartTotal' | 'deliveryCharge' | 'couponDiscount'>): number {
  if (figure === 'customer_cart_total') return server.cartTotal;
  if (figure === 'finalDeliveryCharge') return server.deliveryCharge;
  return server.couponDiscount;
}

function seenValue(figure: SeenFigure, seen: SeenFigures): number | null {
  const raw = seen[figure];
  if (figure === 'coupon_discount' && (raw === undefined || raw === null || raw === '')) return 0;
  return parseSeenFigure(raw);
}

/** The figures that differ between what the shopper saw and the server's, in SEEN_FIGURES order. */
export function figuresChanged(seen: SeenFigures, server: Pick<CheckoutFigures, 'cartTotal' | 'deliveryCharge' | 'couponDiscount'>): SeenFigure[] {
  return SEEN_FIGURES.filter((figure) => seenValue(figure, seen) !== serverValue(figure, server));
}

/** One line per changed figure, "Delivery charge changed from ৳60 to ৳120" ("—" for a figure not seen). */
export function figureChangeTexts(seen: SeenFigures, server: Pick<CheckoutFigures, 'cartTotal' | 'deliveryCharge' | 'couponDiscount'>): string[] {
  return figuresChanged(seen, server).map((figure) => {
    const was = seenValue(figure, seen);
    return checkoutMessages.figureChanged(
      checkoutMessages.figureNames[figure],
      was === null ? '—' : formatTaka(was),
      formatTaka(serverValue(figure, server)),
    );
  });
}

/**
 * The order in which "My balance" takes what the shopper did not type: cashback first (the
 * shop's gift, the least useful elsewhere), then refunds, then the recharge the shopper paid in
 * (docs/decisions: issue-23 "My balance").
 */
export const BALANCE_COVER_ORDER: readonly BalanceKind[] = ['cashback', 'refund', 'recharge'];

/**
 * The balance amounts for "My balance" as the payment method: what the shopper typed is kept,
 * and the rest of order_total is taken from the balances in BALANCE_COVER_ORDER, each within
 * what it still holds. Typed amounts that are unreadable, or more than a balance holds or than
 * the total, are returned as typed so checkoutTotals refuses them with its reason.
 */
export function balancesCovering(
  orderTotal: number,
  available: Partial<Balances>,
  typed: { readonly [K in BalanceKind]?: unknown } = {},
): { [K in BalanceKind]: unknown } {
  const amounts = { recharge: parseBalanceAmount(typed.recharge), refund: parseBalanceAmount(typed.refund), cashback: parseBalanceAmount(typed.cashback) };
  const asTyped = { recharge: typed.recharge, refund: typed.refund, cashback: typed.cashback };
  const held = (kind: BalanceKind) => whole(available[kind] ?? 0);
  if (BALANCE_KINDS.some((kind) => Number.isNaN(amounts[kind]) || amounts[kind] > held(kind))) return asTyped;
  let rest = whole(orderTotal) - (amounts.recharge + amounts.refund + amounts.cashback);
  if (rest < 0) return asTyped;
  for (const kind of BALANCE_COVER_ORDER) {
    const take = Math.min(rest, held(kind) - amounts[kind]);
    amounts[kind] += take;
    rest -= take;
  }
  return amounts;
}
