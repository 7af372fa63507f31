// May this order be confirmed, given its payments? (after-cart.md: "Cash on delivery may
// require an advance … paid online before the order is confirmed"; "Only the provider's
// confirmation makes an online payment paid".) The one rule every path that confirms an
// order asks — today the seller console's pending → confirmed, tomorrow the order lifecycle:
// - cash on delivery: the advance the order owes (`advance_due`, fixed when it was placed or
//   switched to cash on delivery) must be covered by advance payments the provider confirmed
//   and the shop still holds (`paid`; one given back — `refunded` — no longer counts); no
//   advance due, no condition;
// - bKash / card: the order's own payment must be confirmed (payment status paid, or refunded
//   in part after being paid);
// - balance: paid in full when placed.
// A payment row's word is never enough on its own for an advance: only rows with the advance
// purpose, from an online provider, confirmed paid, count.

/**
 * The advance a cash-on-delivery order owes before it may be confirmed: the delivery charge
 * when the shop asks it (`cod_advance = delivery_charge`), never more than what is left to pay
 * after balances; 0 otherwise (free delivery owes none).
 */
export function codAdvanceDue(codAdvance: string, deliveryCharge: number, payable: number): number {
  return codAdvance === 'delivery_charge' ? Math.max(0, Math.min(deliveryCharge, payable)) : 0;
}

export type ConfirmationMethod = 'cod' | 'bkash' | 'stripe' | 'balance';

export interface ConfirmationPayment {
  provider: string;
  purpose: string;
  state: string;
  amount: number;
}

export interface ConfirmationFacts {
  paymentMethod: ConfirmationMethod;
  /** The order's payment status (unpaid, pending, paid, failed, partially_refunded, refunded). */
  paymentStatus: string;
  /** Whole taka the order owes as an online advance before it is confirmed (0 = none). */
  advanceDue: number;
  payments: readonly ConfirmationPayment[];
}

export type ConfirmationVerdict = { ok: true } | { ok: false; reason: 'advance_unpaid' | 'payment_unpaid' };

const ONLINE_PROVIDERS = new Set(['bkash', 'stripe']);
const PAID_STATUSES = new Set(['paid', 'partially_refunded']);

/** The advance paid online so far, in whole taka. */
export function advancePaid(payments: readonly ConfirmationPayment[]): number {
  return payments
    .filter((p) => p.purpose === 'advance' && ONLINE_PROVIDERS.has(p.provider) && p.state === 'paid')
    .reduce((sum, p) => sum + p.amount, 0);
}

export function mayConfirmOrder(facts: ConfirmationFacts): ConfirmationVerdict {
  switch (facts.paymentMethod) {
    case 'cod':
      return facts.advanceDue <= 0 || advancePaid(facts.payments) >= facts.advanceDue ? { ok: true } : { ok: false, reason: 'advance_unpaid' };
    case 'bkash':
    case 'stripe':
      return PAID_STATUSES.has(facts.paymentStatus) ? { ok: true } : { ok: false, reason: 'payment_unpaid' };
    case 'balance':
      return { ok: true };
  }
}
