// A ledger entry of the balances as My Balance and the seller console's customer page show it.
import { balanceEntryLabels, formatEntryAmount } from '../../core/balance-rules';
import type { BalanceEntryRow } from '../../db/balance.repository';
import type { BalanceEntryType, BalanceKindColumn } from '../../db/schema';

export interface BalanceEntryView {
  id: number;
  kind: BalanceKindColumn;
  type: BalanceEntryType;
  /** "Order payment", "Recharge", … */
  label: string;
  /** Signed whole taka: credits > 0, debits < 0. */
  amount: number;
  /** "+৳100" / "-৳100". */
  amount_text: string;
  order_id: number | null;
  order_code: string | null;
  payment_id: number | null;
  note: string | null;
  created_at: string;
}

export function balanceEntryView(r: BalanceEntryRow): BalanceEntryView {
  return {
    id: r.id,
    kind: r.kind,
    type: r.type,
    label: balanceEntryLabels[r.type],
    amount: Number(r.amount),
    amount_text: formatEntryAmount(Number(r.amount)),
    order_id: r.order_id,
    order_code: r.order_code,
    payment_id: r.payment_id,
    note: r.note,
    created_at: r.created_at,
  };
}
