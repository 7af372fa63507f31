// Where a refund "to the original payment" goes (after-cart.md "Refund requests", "Order and
// payment states"; docs/decisions/021): the order's online payments give back what they still
// can, oldest first (the order's own payment, then a COD advance), each at most what it took
// less what was already refunded from it; whatever the online payments cannot take — the part
// paid in cash on delivery or from a balance — goes to the refund balance. Amounts in whole
// taka; the parts always add up to the refund.

export interface RefundablePayment {
  id: number;
  /** What the provider took. */
  amount: number;
  /** What was already given back from it. */
  refunded: number;
}

export interface RefundSplit {
  toPayments: Array<{ paymentId: number; amount: number }>;
  toBalance: number;
}

export function splitRefundToOriginal(amount: number, payments: readonly RefundablePayment[]): RefundSplit {
  let left = Math.max(0, Math.trunc(amount));
  const toPayments: RefundSplit['toPayments'] = [];
  for (const p of [...payments].sort((a, b) => a.id - b.id)) {
    if (left === 0) break;
    const room = Math.max(0, p.amount - p.refunded);
    const part = Math.min(room, left);
    if (part > 0) {
      toPayments.push({ paymentId: p.id, amount: part });
      left -= part;
    }
  }
  return { toPayments, toBalance: left };
}

/** The order's payment status once `refundedTotal` of `paidTotal` has been given back. */
export function refundedPaymentStatus(refundedTotal: number, paidTotal: number): 'partially_refunded' | 'refunded' {
  return refundedTotal >= paidTotal ? 'refunded' : 'partially_refunded';
}
