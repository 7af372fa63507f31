// The rules and texts of the customer's balances (after-cart.md "Balances"; issue 12 item 4)
// that are not the checkout's (core/checkout-totals.ts checks what an order may take): the
// names of the three balances and of the ledger's entry types, and what a recharge may be —
// a whole number of taka between RECHARGE_MIN and RECHARGE_MAX, paid by bKash or card.
import { formatTaka } from './money';
import type { BalanceKind } from './checkout-totals';

export const RECHARGE_MIN = 10;
/** bKash's usual single-payment limit for a personal wallet. */
export const RECHARGE_MAX = 25_000;

export type BalanceEntryType = 'recharge' | 'order_payment' | 'order_refund' | 'cashback_earned' | 'reversal';
export type RechargeMethod = 'bkash' | 'stripe';

export const balanceKindLabels: { readonly [K in BalanceKind]: string } = {
  recharge: 'Recharge balance',
  refund: 'Refund balance',
  cashback: 'Cashback balance',
};

export const balanceEntryLabels: { readonly [K in BalanceEntryType]: string } = {
  recharge: 'Recharge',
  order_payment: 'Order payment',
  order_refund: 'Order refund',
  cashback_earned: 'Cashback earned',
  reversal: 'Cashback reversed',
};

export const rechargeMethodLabels: { readonly [K in RechargeMethod]: string } = { bkash: 'bKash', stripe: 'Card' };

export const rechargeMessages = {
  amountInvalid: `Enter a whole amount from ${formatTaka(RECHARGE_MIN)} to ${formatTaka(RECHARGE_MAX)}`,
  methodInvalid: 'Choose bKash or Card',
  methodNotOffered: 'This shop does not take this payment method',
  notAvailableYet: 'Recharge is not available yet. Please try again later',
  couldNotStart: 'The payment could not be started. Please try again',
  notRecharge: 'This payment is not a recharge',
  amountMismatch: 'The confirmed amount is not the recharge amount',
  insufficient: (balance: string, available: number): string => `Your ${balance} balance has only ${formatTaka(available)} now`,
} as const;

/** A recharge amount as sent (number or digit string): whole taka in range, or null. */
export function parseRechargeAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const amount = Number(text);
  return amount >= RECHARGE_MIN && amount <= RECHARGE_MAX ? amount : null;
}

/** The method as sent ('bkash', 'stripe' or 'card', any case), or null. */
export function parseRechargeMethod(value: unknown): RechargeMethod | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'bkash') return 'bkash';
  if (text === 'stripe' || text === 'card') return 'stripe';
  return null;
}

/** An entry's amount for people: "+৳100" for a credit, "-৳100" for a debit. */
export function formatEntryAmount(amount: number): string {
  return amount > 0 ? `+${formatTaka(amount)}` : formatTaka(amount);
}
