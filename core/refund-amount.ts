// Refund amounts (after-cart.md "Refund requests"; docs/decisions/021): what a refund of some
// of an order's lines pays back. A line's share of what was paid is its sell price × quantity
// less its pro-rata share of the coupon discount (the discount is on the cart total, so each
// taka of goods carries the same fraction of it); delivery is never refunded. The amount is
// floored to whole taka, which keeps every sum on the safe side:
//   amount(q) = floor(sell × q × (cart − coupon) / cart)
// so Σ amount(qᵢ) ≤ amount(Σ qᵢ) ≤ what was paid for the line, however the shopper splits the
// quantity over several refunds — as long as Σ qᵢ ≤ the quantity bought, which
// `refundRequestAmounts` checks against what earlier (not rejected) refunds already took.
// Integer arithmetic in BigInt: sell × quantity × cart can pass 2^53.

/** The order's figures the coupon share is taken from. */
export interface RefundBasis {
  /** Σ sell price × quantity of the order (orders.cart_total). */
  cartTotal: number;
  /** The coupon discount on that cart (orders.coupon_discount). */
  couponDiscount: number;
}

/** One of the order's lines as a refund sees it. */
export interface RefundableLine {
  lineId: number;
  sellPrice: number;
  /** The quantity bought. */
  quantity: number;
  /** Σ quantity of the line in earlier refunds that were not rejected. */
  alreadyRefunded: number;
}

export interface RequestedLine {
  lineId: number;
  quantity: number;
}

export interface RefundLineAmount {
  lineId: number;
  quantity: number;
  amount: number;
}

export type RefundAmountResult =
  | { ok: true; lines: RefundLineAmount[]; amount: number }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'unknown_line' | 'duplicate_line' | 'bad_quantity' | 'too_many'; lineId: number; left?: number };

const whole = (n: number): bigint => BigInt(Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/** What `quantity` of a line at `sellPrice` pays back: its goods less its coupon share, floored. */
export function refundLineAmount(sellPrice: number, quantity: number, basis: RefundBasis): number {
  const cart = whole(basis.cartTotal);
  if (cart === 0n) return 0;
  const coupon = whole(basis.couponDiscount);
  const net = coupon >= cart ? 0n : cart - coupon;
  return Number((whole(sellPrice) * whole(quantity) * net) / cart);
}

/** What was paid for a whole line (the most all its refunds together can pay back). */
export function paidForLine(line: Pick<RefundableLine, 'sellPrice' | 'quantity'>, basis: RefundBasis): number {
  return refundLineAmount(line.sellPrice, line.quantity, basis);
}

/** How many of a line may still be refunded. */
export function refundableQuantity(line: Pick<RefundableLine, 'quantity' | 'alreadyRefunded'>): number {
  return Math.max(0, line.quantity - Math.max(0, line.alreadyRefunded));
}

/**
 * The lines and amount of a new refund: each requested line must be one of the order's, named
 * once, with a whole quantity ≥ 1 no larger than what is left of it. Lines with quantity 0
 * are left out (a form sends every line); none left is `empty`.
 */
export function refundRequestAmounts(orderLines: readonly RefundableLine[], requested: readonly RequestedLine[], basis: RefundBasis): RefundAmountResult {
  const byId = new Map(orderLines.map((l) => [l.lineId, l]));
  const seen = new Set<number>();
  const lines: RefundLineAmount[] = [];
  for (const r of requested) {
    const line = byId.get(r.lineId);
    if (!line) return { ok: false, reason: 'unknown_line', lineId: r.lineId };
    if (seen.has(r.lineId)) return { ok: false, reason: 'duplicate_line', lineId: r.lineId };
    seen.add(r.lineId);
    if (!Number.isSafeInteger(r.quantity) || r.quantity < 0) return { ok: false, reason: 'bad_quantity', lineId: r.lineId };
    if (r.quantity === 0) continue;
    const left = refundableQuantity(line);
    if (r.quantity > left) return { ok: false, reason: 'too_many', lineId: r.lineId, left };
    lines.push({ lineId: r.lineId, quantity: r.quantity, amount: refundLineAmount(line.sellPrice, r.quantity, basis) });
  }
  if (lines.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, lines, amount: lines.reduce((sum, l) => sum + l.amount, 0) };
}
